// The orders' SQL: one order by its id or number, a customer's last order and history, and the
// guest look-up's find by number (counted against the client address's look-ups).
import { count, desc, eq } from 'drizzle-orm'
import { guardLookup, type SmsLimits } from '../auth/limits'
import type { Database, DatabaseOrTransaction } from '../db'
import { orders, users } from '../db'
import type { OrderModel } from '../models'

/** The order of that id, or of that number when one is given. */
export async function findOrder(
  db: DatabaseOrTransaction,
  id: string,
  number: string | null,
): Promise<OrderModel | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(number === null ? eq(orders.id, id) : eq(orders.number, number))
    .limit(1)
  return order ?? null
}

export async function lastOrderOf(db: DatabaseOrTransaction, userId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1)
  return order ?? null
}

/** A page of the customer's orders, newest first, and how many there are. */
export async function ordersPage(
  db: DatabaseOrTransaction,
  userId: number,
  pageSize: number,
  offset: number,
) {
  const list = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(pageSize)
    .offset(offset)
  const [total] = await db.select({ value: count() }).from(orders).where(eq(orders.userId, userId))
  return { orders: list, total: total?.value ?? 0 }
}

/**
 * The guest look-up: the order of that number whose customer's or receiver's phone is the one
 * given. A miss counts against the client address's look-ups, in the same transaction as the
 * check, so parallel misses cannot pass the limit; past it, `limitedFor` says for how long.
 */
export function lookUpOrder(
  db: Database,
  lookup: { address: string; limits: SmsLimits; now: Date; number: string | null; phone: string },
): Promise<{ limitedFor: number } | { order: OrderModel | null }> {
  return db.transaction(async (tx) => {
    const guard = await guardLookup(tx, lookup.address, lookup.limits, lookup.now)
    if (guard.limitedFor !== null) return { limitedFor: guard.limitedFor }
    const [found] = lookup.number
      ? await tx
          .select({ order: orders, phone: users.phone })
          .from(orders)
          .leftJoin(users, eq(users.id, orders.userId))
          .where(eq(orders.number, lookup.number))
          .limit(1)
      : []
    const receiverPhone = found?.order.delivery?.receiver?.phone
    if (found && (found.phone === lookup.phone || receiverPhone === lookup.phone)) {
      return { order: found.order }
    }
    await guard.count()
    return { order: null }
  })
}
