// Online payment of an order through the test payment page: the link carries a per-order secret;
// paying moves the order AWAITING_PAYMENT → PAID → ASSEMBLING, declining marks the payment
// DECLINED and leaves the order waiting (the shopper may pay again from the same link) until its
// payment window closes: then the order expires instead (src/order/expiry.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { noteShelfChange } from '../checkout/shelfChanges'
import type { Database, DatabaseOrTransaction } from '../db'
import { orderStatusHistory, orders } from '../db'
import type { OrderModel } from '../models'
import { expireIfOverdue } from './expiry'
import { dbStatus, orderStatus, paymentStatus } from './lifecycle'

export const newPaymentToken = () => randomBytes(24).toString('base64url')

/** The payment page of an order, relative: the storefront proxies /pay to the API. */
export const paymentPageUrl = (orderId: string, token: string) =>
  `/pay/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The order the link is for, when the token matches it; else null. */
export async function orderForPayment(
  db: DatabaseOrTransaction,
  orderId: string,
  token: string,
  forUpdate = false,
): Promise<OrderModel | null> {
  if (!UUID.test(orderId) || !token) return null
  const query = db.select().from(orders).where(eq(orders.id, orderId))
  const [order] = forUpdate ? await query.for('update') : await query
  if (!order?.paymentToken || !sameSecret(order.paymentToken, token)) return null
  return order
}

/** Whether the page may still take the money. */
export const awaitsPayment = (order: OrderModel) =>
  orderStatus(order.status) === 'AWAITING_PAYMENT' &&
  (paymentStatus(order.paymentStatus) === 'PENDING' ||
    paymentStatus(order.paymentStatus) === 'DECLINED')

export type PaymentOutcome = 'paid' | 'declined' | 'not-payable' | 'not-found'

/**
 * The shopper paid: PAID, then straight to ASSEMBLING. Paying a paid order again changes nothing;
 * an order whose payment window has closed expires and is not paid.
 */
export async function confirmPayment(
  db: Database,
  orderId: string,
  token: string,
  now: Date,
): Promise<PaymentOutcome> {
  let expired = false
  const outcome = await db.transaction(async (tx): Promise<PaymentOutcome> => {
    const found = await orderForPayment(tx, orderId, token, true)
    if (!found) return 'not-found'
    if (paymentStatus(found.paymentStatus) === 'PAID') return 'paid'
    const order = await expireIfOverdue(tx, found, now)
    expired = order !== found
    if (!awaitsPayment(order)) return 'not-payable'
    await tx
      .update(orders)
      .set({ paymentStatus: 'paid', status: dbStatus('ASSEMBLING') })
      .where(eq(orders.id, order.id))
    await tx.insert(orderStatusHistory).values([
      { orderId: order.id, status: dbStatus('PAID'), createdAt: now },
      { orderId: order.id, status: dbStatus('ASSEMBLING'), createdAt: new Date(now.getTime() + 1) },
    ])
    return 'paid'
  })
  // Outside GraphQL nothing empties the response cache after the commit: the count, noted again
  // now that the units are back, does on its next request.
  if (expired) noteShelfChange()
  return outcome
}

/** The shopper declined: the payment is DECLINED, the order keeps waiting for one. */
export async function declinePayment(
  db: Database,
  orderId: string,
  token: string,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const order = await orderForPayment(tx, orderId, token, true)
    if (!order) return 'not-found'
    if (!awaitsPayment(order)) return 'not-payable'
    await tx.update(orders).set({ paymentStatus: 'declined' }).where(eq(orders.id, order.id))
    return 'declined'
  })
}
