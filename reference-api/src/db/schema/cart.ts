// Carts and their lines.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamptz } from './columns'
import { products } from './product'
import { regions } from './region'

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id),
    /** The anonymous shopper's cookie `guest_id` for the legacy cart of a guest; null otherwise. */
    guestId: text('guest_id'),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('carts_user_idx').on(t.userId), uniqueIndex('carts_guest_idx').on(t.guestId)],
)

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceTypeId: smallint('price_type_id').notNull(),
    quantity: integer('quantity').notNull(),
    isChecked: boolean('is_checked').notNull().default(true),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId, t.priceTypeId] }),
    index('cart_items_product_idx').on(t.productId),
  ],
)
