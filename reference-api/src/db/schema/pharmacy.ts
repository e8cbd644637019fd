// Pharmacies, their shelves and the delivery zones.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core'
import { money } from './columns'
import type { PolygonRing, WorkingHoursDay } from './jsonShapes'
import { products } from './product'
import { regions } from './region'

export const pharmacies = pgTable(
  'pharmacies',
  {
    id: integer('id').primaryKey(),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    addressComment: text('address_comment'),
    phone: text('phone').notNull(),
    phoneComment: text('phone_comment'),
    metro: text('metro'),
    workingHours: jsonb('working_hours').$type<WorkingHoursDay[]>().notNull(),
    isRoundTheClock: boolean('is_round_the_clock').notNull().default(false),
    /** Payment types accepted at pickup: 'cash', 'card', 'online', 'yandex_bnpl'. */
    paymentTypes: text('payment_types').array().notNull(),
    /** Days to bring ordered goods to this pharmacy. */
    pickupDays: smallint('pickup_days').notNull(),
    /** Days until booked goods (from its own stock) are ready. */
    bookingDays: smallint('booking_days').notNull(),
    isDoublePoints: boolean('is_double_points').notNull().default(false),
    logotype: text('logotype'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** The IANA time zone of the pharmacy's working hours and pickup days (its region's). */
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  },
  (t) => [
    index('pharmacies_region_idx').on(t.regionId),
    index('pharmacies_lat_long_idx').on(t.lat, t.long),
  ],
)

/** Goods on a pharmacy's shelves now (available for booking and same-day pickup). */
export const pharmacyStock = pgTable(
  'pharmacy_stock',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pharmacyId, t.productId] }),
    index('pharmacy_stock_product_idx').on(t.productId),
    // Saving an order takes units off the shelf with a conditional decrement; this is the last
    // guard that no interleaving can sell a unit the shelf does not have.
    check('pharmacy_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
)

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: integer('id').primaryKey(),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    /** 'courier' | 'express' */
    type: text('type').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    coordinates: jsonb('coordinates').$type<PolygonRing>().notNull(),
    courierPrice: money('courier_price').notNull(),
    freeFrom: money('free_from'),
    minSum: money('min_sum').notNull(),
    deliveryDays: smallint('delivery_days').notNull().default(1),
  },
  (t) => [index('delivery_zones_region_idx').on(t.regionId)],
)
