// Checkout in progress (pre-orders) and promo codes.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { carts } from './cart'
import { day, money, timestamptz } from './columns'
import type { PreOrderOptionsData } from './jsonShapes'
import { pharmacies } from './pharmacy'
import { deliveryAddresses } from './profile'
import { regions } from './region'

/** Checkout in progress: one per cart. */
export const preOrders = pgTable(
  'pre_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    /** Checkout step: 1 cart, 2 pickup, 3 delivery, 4 checkout, 5 save. */
    step: smallint('step').notNull().default(1),
    /** 'pickup' | 'booking' | 'courier' */
    receiveType: text('receive_type'),
    pharmacyId: integer('pharmacy_id').references(() => pharmacies.id),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id),
    options: jsonb('options').$type<PreOrderOptionsData>().notNull().default({}),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pre_orders_cart_idx').on(t.cartId),
    index('pre_orders_user_idx').on(t.userId),
  ],
)

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  /** 'percent' | 'fixed' */
  discountKind: text('discount_kind').notNull(),
  discountValue: money('discount_value').notNull(),
  minSum: money('min_sum').notNull().default(0),
  active: boolean('active').notNull().default(true),
  description: text('description').notNull(),
  dateStart: day('date_start'),
  dateEnd: day('date_end'),
  /** Only for a customer's first order. */
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
})
