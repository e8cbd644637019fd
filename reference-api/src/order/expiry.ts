// Orders whose time ran out: one paid online but not paid within PAYMENT_WINDOW_MINUTES of
// saving, and a pickup or booking order ready in the pharmacy but not collected within HOLD_DAYS
// of its receive date (days of the pharmacy's time zone, as the receive date is), and a guest's order holding a pharmacy's units past its guest_hold_until
// (GUEST_HOLD_MINUTES; the guest never confirmed the phone by signing in). An expired order is cancelled as a shopper's cancel would be: its points
// and the units it held on the pharmacy's shelf come back.
//
// Expiry is lazy: saving an order first expires the overdue ones (so the goods they held can be
// sold again), and the payment page expires an overdue order instead of taking the money.
// `expireOverdueOrders` may also run on a timer.
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm'
import { SHOP_TIME_ZONE, zoneDate } from '../clock/shopClock'
import type { Database, DatabaseOrTransaction } from '../db'
import { orders, pharmacies } from '../db'
import type { OrderModel } from '../models'
import { closeOrder, dbStatus, lockOrder, orderStatus } from './lifecycle'

/** An order paid online must be paid within this many minutes of saving. */
export const PAYMENT_WINDOW_MINUTES = 60
/** A ready pickup or booking order is held this many days after its receive date. */
export const HOLD_DAYS = 3

export const PAYMENT_EXPIRED_REASON = 'Заказ не оплачен вовремя'
export const HOLD_EXPIRED_REASON = 'Заказ не забрали из аптеки вовремя'
export const GUEST_HOLD_EXPIRED_REASON = 'Телефон не подтверждён вовремя: бронь снята'

/** Statuses in which an order no longer holds anything. */
const CLOSED_STATUSES = [dbStatus('CANCELLED'), dbStatus('COMPLETED')]

const paymentDeadline = (now: Date) => new Date(now.getTime() - PAYMENT_WINDOW_MINUTES * 60_000)

/**
 * Why the order has expired at `now`, or null while it has not; `pharmacyZone` is the time zone
 * of the order's pharmacy, whose calendar its receive date is in.
 */
export function expiryReason(order: OrderModel, now: Date, pharmacyZone: string): string | null {
  const status = orderStatus(order.status)
  if (status === 'AWAITING_PAYMENT' && order.createdAt < paymentDeadline(now))
    return PAYMENT_EXPIRED_REASON
  if (
    status === 'READY' &&
    order.receiveType !== 'courier' &&
    order.receiveDate !== null &&
    order.receiveDate < zoneDate(now, pharmacyZone, -HOLD_DAYS)
  )
    return HOLD_EXPIRED_REASON
  if (
    order.userId === null &&
    order.guestHoldUntil !== null &&
    order.guestHoldUntil < now &&
    !CLOSED_STATUSES.includes(order.status)
  )
    return GUEST_HOLD_EXPIRED_REASON
  return null
}

/**
 * Expires the locked order if its time ran out (checked again under the lock: it may have been
 * paid meanwhile). Answers the order as it is now.
 */
export async function expireIfOverdue(
  tx: DatabaseOrTransaction,
  order: OrderModel,
  now: Date,
): Promise<OrderModel> {
  const reason = expiryReason(order, now, await pharmacyZone(tx, order))
  return reason ? closeOrder(tx, order, reason, now) : order
}

/** The time zone of the order's pharmacy (a courier order has none: the shop's own). */
async function pharmacyZone(tx: DatabaseOrTransaction, order: OrderModel): Promise<string> {
  if (order.pharmacyId === null) return SHOP_TIME_ZONE
  const [pharmacy] = await tx
    .select({ timeZone: pharmacies.timeZone })
    .from(pharmacies)
    .where(eq(pharmacies.id, order.pharmacyId))
  return pharmacy?.timeZone ?? SHOP_TIME_ZONE
}

/** The last receive date still held at `now`, counted in the order's pharmacy's zone (SQL). */
const heldSince = (now: Date) =>
  sql`(SELECT (${now.toISOString()}::timestamptz AT TIME ZONE ${pharmacies.timeZone})::date - ${HOLD_DAYS}::int
         FROM ${pharmacies} WHERE ${pharmacies.id} = ${orders.pharmacyId})`

/** Expires up to `limit` overdue orders, each in its own transaction; answers how many. */
export async function expireOverdueOrders(db: Database, now: Date, limit = 50): Promise<number> {
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(
        and(
          eq(orders.status, dbStatus('AWAITING_PAYMENT')),
          lt(orders.createdAt, paymentDeadline(now)),
        ),
        and(
          eq(orders.status, dbStatus('READY')),
          inArray(orders.receiveType, ['pickup', 'booking']),
          lt(orders.receiveDate, heldSince(now)),
        ),
        and(
          isNull(orders.userId),
          lt(orders.guestHoldUntil, now),
          notInArray(orders.status, CLOSED_STATUSES),
        ),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(limit)
  let expired = 0
  for (const { id } of candidates) {
    const closed = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id)
      return (await expireIfOverdue(tx, order, now)) !== order
    })
    if (closed) expired++
  }
  return expired
}
