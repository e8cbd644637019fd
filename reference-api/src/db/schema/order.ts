// Saved orders, their lines and their status history.
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
import { promoCodes } from './checkout'
import { day, money, timestamptz } from './columns'
import type { OrderDeliveryData } from './jsonShapes'
import { pharmacies } from './pharmacy'
import { products } from './product'
import { regions } from './region'

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human order number shown to the shopper, e.g. '2506-000123'. */
    number: text('number').notNull(),
    userId: integer('user_id').references(() => users.id),
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id),
    /** 'pharmacy' | 'marketplace' */
    type: text('type').notNull(),
    /** 'pickup' | 'booking' | 'courier' */
    receiveType: text('receive_type').notNull(),
    /** Lower case of GraphQL OrderStatus: 'new' | 'awaiting_payment' | 'paid' | 'assembling' |
     * 'assembled' | 'ready' | 'sent' | 'completed' | 'cancelled' (src/order/lifecycle.ts). */
    status: text('status').notNull(),
    /** 'online' | 'card' | 'cash' | 'pharmacy' | 'yandex_bnpl' */
    paymentType: text('payment_type').notNull(),
    /** Lower case of GraphQL PaymentStatusCode: 'not_required' | 'pending' | 'paid' | 'declined' | 'refunded' */
    paymentStatus: text('payment_status').notNull(),
    pharmacyId: integer('pharmacy_id').references(() => pharmacies.id),
    delivery: jsonb('delivery').$type<OrderDeliveryData>(),
    productsAmount: money('products_amount').notNull(),
    discount: money('discount').notNull().default(0),
    deliveryPrice: money('delivery_price').notNull().default(0),
    total: money('total').notNull(),
    pointsSpent: integer('points_spent').notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    promoCode: text('promo_code').references(() => promoCodes.code),
    firstOrder: boolean('first_order').notNull().default(false),
    partnerId: text('partner_id'),
    idempotencyKey: text('idempotency_key'),
    /** The guest cookie of an order placed without signing in: that guest may read it. */
    guestId: text('guest_id'),
    /** Secret of the test payment page link (`/pay/{id}?token=…`) of an online-paid order. */
    paymentToken: text('payment_token'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    receiveDate: day('receive_date'),
    cancelledAt: timestamptz('cancelled_at'),
    /**
     * A guest's order (phone not confirmed by a sign-in) holds the pharmacy's units until then
     * (GUEST_HOLD_MINUTES after saving); null once the phone is confirmed, and for customers.
     */
    guestHoldUntil: timestamptz('guest_hold_until'),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_guest_idx').on(t.guestId),
    index('orders_guest_hold_idx').on(t.guestHoldUntil),
    index('orders_pharmacy_idx').on(t.pharmacyId),
    // The expiry sweep looks orders up by status and age.
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The product's name when the order was saved. */
    name: text('name').notNull(),
    priceTypeId: smallint('price_type_id').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    listPrice: money('list_price'),
    amount: money('amount').notNull(),
    isExpirating: boolean('is_expirating').notNull().default(false),
    /**
     * Units of the line taken off the order pharmacy's shelf when the order was saved (booking,
     * and pickup of goods the pharmacy has); given back when the order is cancelled or expires.
     */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
)

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    comment: text('comment'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
)
