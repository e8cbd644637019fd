// Loyalty accounts and their transactions.
// Part of the Drizzle schema (index.ts); drizzle-kit reads it through index.ts.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamptz } from './columns'
import { orders } from './order'

export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'main' carries the shop's own loyalty key; others are partner cards. */
    type: text('type').notNull(),
    cardNumber: text('card_number').notNull(),
    /** 'active' | 'blocked' | 'issuing' */
    status: text('status').notNull(),
    points: integer('points').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_accounts_card_idx').on(t.cardNumber),
    index('loyalty_accounts_user_idx').on(t.userId),
    // One main card per customer, however many requests issue it at once.
    uniqueIndex('loyalty_accounts_main_idx').on(t.userId).where(sql`${t.type} = 'main'`),
    check('loyalty_accounts_points_check', sql`${t.points} >= 0`),
  ],
)

export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id').references(() => loyaltyAccounts.id),
    /** 'accrual' | 'spend' | 'expire' | 'welcome' | 'refund' */
    type: text('type').notNull(),
    /** 'pickup' | 'booking' | 'courier' when tied to an order. */
    orderType: text('order_type'),
    /** Signed: accruals positive, spending negative. */
    points: integer('points').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    balanceName: text('balance_name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    availableFrom: timestamptz('available_from'),
    expiration: timestamptz('expiration'),
  },
  (t) => [index('loyalty_transactions_user_idx').on(t.userId, t.createdAt)],
)
