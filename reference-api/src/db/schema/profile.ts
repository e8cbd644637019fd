// A signed-in shopper's own lists: delivery addresses, favourite products and pharmacies.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamptz } from './columns'
import { pharmacies } from './pharmacy'
import { products } from './product'
import { regions } from './region'

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    formattedAddress: text('formatted_address').notNull(),
    lat: doublePrecision('lat'),
    long: doublePrecision('long'),
    entrance: text('entrance'),
    office: text('office'),
    floor: text('floor'),
    comment: text('comment'),
    isSelected: boolean('is_selected').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('delivery_addresses_user_idx').on(t.userId)],
)

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorites_product_idx').on(t.productId),
  ],
)

/** The customer's own pharmacies ('make this my pharmacy', the favourite filter of /pharmacies). */
export const favoritePharmacies = pgTable(
  'favorite_pharmacies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pharmacyId] })],
)
