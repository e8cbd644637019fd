// The order lifecycle of order.graphql. The database keeps the GraphQL enum values in lower case
// ('awaiting_payment' ⇄ AWAITING_PAYMENT, 'declined' ⇄ DECLINED …); these functions are the one
// place that maps them.
//
//   NEW → (AWAITING_PAYMENT → PAID, online payment only) → ASSEMBLING → ASSEMBLED
//       → READY (pickup, booking) or SENT (courier) → COMPLETED
//   CANCELLED from NEW, AWAITING_PAYMENT, PAID or ASSEMBLING; later a cancel is refused (E_39).
//
// Completion credits the order's points (floor(total/100) without booking-only lines, fixed when
// the order was saved) to the customer's main card; a cancel returns the points it spent and puts
// the units it took off the pharmacy's shelf back (so does an expiry, src/order/expiry.ts).
import { ERROR_CODES } from '@apteka/sdk/errors'
import { and, asc, eq, gt } from 'drizzle-orm'
import { returnToShelf } from '../checkout/shelfStock'
import type { Database, DatabaseOrTransaction } from '../db'
import { orderItems, orderStatusHistory, orders } from '../db'
import { apiError } from '../errors'
import { creditPoints } from '../loyalty/accounts'
import type { OrderModel } from '../models'

export const ORDER_STATUSES = [
  'NEW',
  'AWAITING_PAYMENT',
  'PAID',
  'ASSEMBLING',
  'ASSEMBLED',
  'READY',
  'SENT',
  'COMPLETED',
  'CANCELLED',
] as const
export type OrderStatusCode = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusCode, string>> = {
  NEW: 'Новый',
  AWAITING_PAYMENT: 'Ожидает оплаты',
  PAID: 'Оплачен',
  ASSEMBLING: 'Собирается',
  ASSEMBLED: 'Собран',
  READY: 'Готов к выдаче',
  SENT: 'Передан курьеру',
  COMPLETED: 'Получен',
  CANCELLED: 'Отменён',
}

export const PAYMENT_STATUSES = ['NOT_REQUIRED', 'PENDING', 'PAID', 'DECLINED', 'REFUNDED'] as const
export type PaymentStatusCode = (typeof PAYMENT_STATUSES)[number]

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatusCode, string>> = {
  NOT_REQUIRED: 'Не требуется',
  PENDING: 'Ожидает оплаты',
  PAID: 'Оплачен',
  DECLINED: 'Отклонён',
  REFUNDED: 'Возвращён',
}

/** A status as stored. */
export const dbStatus = (status: OrderStatusCode) => status.toLowerCase()

/** A stored status as GraphQL names it; 'confirmed' (an older seed value) reads as ASSEMBLING. */
export function orderStatus(value: string): OrderStatusCode {
  const upper = value.toUpperCase()
  if (upper === 'CONFIRMED') return 'ASSEMBLING'
  return (ORDER_STATUSES as readonly string[]).includes(upper) ? (upper as OrderStatusCode) : 'NEW'
}

/** A stored payment status as GraphQL names it; 'failed' (an older value) reads as DECLINED. */
export function paymentStatus(value: string): PaymentStatusCode {
  const upper = value.toUpperCase()
  if (upper === 'FAILED') return 'DECLINED'
  return (PAYMENT_STATUSES as readonly string[]).includes(upper)
    ? (upper as PaymentStatusCode)
    : 'NOT_REQUIRED'
}

/** Payment types paid on the site before the order is assembled. */
export const isPaidOnline = (paymentType: string) =>
  paymentType === 'online' || paymentType === 'yandex_bnpl'

/** The statuses an order goes through, in order, without CANCELLED. */
export function statusPath(
  order: Pick<OrderModel, 'receiveType' | 'paymentType'>,
): OrderStatusCode[] {
  return [
    'NEW',
    ...(isPaidOnline(order.paymentType) ? (['AWAITING_PAYMENT', 'PAID'] as const) : []),
    'ASSEMBLING',
    'ASSEMBLED',
    order.receiveType === 'courier' ? 'SENT' : 'READY',
    'COMPLETED',
  ]
}

const CANCELLABLE: ReadonlySet<OrderStatusCode> = new Set([
  'NEW',
  'AWAITING_PAYMENT',
  'PAID',
  'ASSEMBLING',
])

export const canBeCancelled = (order: Pick<OrderModel, 'status'>) =>
  CANCELLABLE.has(orderStatus(order.status))

export async function statusHistory(db: DatabaseOrTransaction, orderId: string) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id))
}

type HistoryRow = Awaited<ReturnType<typeof statusHistory>>[number]

/** The timeline the order page shows: every step of the path, done, current or ahead. */
export function statusTimeline(order: OrderModel, history: HistoryRow[]) {
  const dates = new Map<OrderStatusCode, Date>()
  for (const row of history)
    if (!dates.has(orderStatus(row.status))) dates.set(orderStatus(row.status), row.createdAt)
  const current = orderStatus(order.status)
  const entry = (status: OrderStatusCode, isDone: boolean, isCurrent: boolean) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    date: dates.get(status)?.toISOString() ?? null,
    isDone,
    isCurrent,
  })
  const path = statusPath(order)
  if (current === 'CANCELLED') {
    return [
      ...path.filter((status) => dates.has(status)).map((status) => entry(status, true, false)),
      entry('CANCELLED', true, true),
    ]
  }
  const at = path.indexOf(current)
  return path.map((status, index) => entry(status, index <= at, index === at))
}

/** The order's row, locked until the transaction ends; E_33 when there is none. */
export async function lockOrder(db: DatabaseOrTransaction, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) throw apiError(ERROR_CODES.ORDER_NOT_FOUND)
  return order
}

/**
 * Moves an order forward to `to`, writing a history row for each status passed on the way
 * (a demo of the pharmacy's side; not part of the GraphQL contract). Passing PAID marks the
 * payment paid; reaching COMPLETED credits the order's points. CANCELLED cancels.
 */
export async function advanceOrder(
  db: Database,
  orderId: string,
  to: OrderStatusCode,
  now = new Date(),
) {
  if (to === 'CANCELLED') return cancelOrder(db, orderId, 'Отменён аптекой', now)
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    const path = statusPath(order)
    const from = path.indexOf(orderStatus(order.status))
    const target = path.indexOf(to)
    if (from < 0 || target <= from) {
      throw new Error(`order ${orderId} cannot go from ${orderStatus(order.status)} to ${to}`)
    }
    let at = now.getTime()
    const update: Partial<OrderModel> = { status: dbStatus(to) }
    for (const status of path.slice(from + 1, target + 1)) {
      // A millisecond apart, so the history keeps its order.
      await tx
        .insert(orderStatusHistory)
        .values({ orderId, status: dbStatus(status), createdAt: new Date(at++) })
      if (status === 'PAID') update.paymentStatus = 'paid'
    }
    const [updated] = await tx.update(orders).set(update).where(eq(orders.id, orderId)).returning()
    if (to === 'COMPLETED' && order.userId !== null) {
      await creditPoints(tx, 'accrual', order.userId, order.pointsEarned, order, now)
    }
    return updated as OrderModel
  })
}

/**
 * Closes an order as CANCELLED with a history row giving the reason: the points it spent come
 * back, the units it took off the pharmacy's shelf go back on it, a paid payment is refunded and
 * an unpaid one no longer needs paying. The caller holds the order's row lock and has checked that
 * the order may be closed.
 */
export async function closeOrder(
  tx: DatabaseOrTransaction,
  order: OrderModel,
  reason: string | null,
  now: Date,
): Promise<OrderModel> {
  const payment = paymentStatus(order.paymentStatus)
  const [updated] = await tx
    .update(orders)
    .set({
      status: dbStatus('CANCELLED'),
      cancelledAt: now,
      paymentStatus:
        payment === 'PAID'
          ? 'refunded'
          : payment === 'PENDING'
            ? 'not_required'
            : order.paymentStatus,
    })
    .where(eq(orders.id, order.id))
    .returning()
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: dbStatus('CANCELLED'),
    comment: reason?.trim() || null,
    createdAt: now,
  })
  if (order.pharmacyId !== null) {
    const reserved = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.reservedQuantity })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), gt(orderItems.reservedQuantity, 0)))
    await returnToShelf(tx, order.pharmacyId, reserved)
  }
  if (order.userId !== null)
    await creditPoints(tx, 'refund', order.userId, order.pointsSpent, order, now)
  return updated as OrderModel
}

/**
 * Cancels an order: E_39 once it is assembled or further, E_33 when there is no such order.
 * Cancelling a cancelled order answers it unchanged (nothing comes back twice).
 */
export async function cancelOrder(db: Database, orderId: string, reason: string | null, now: Date) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    const status = orderStatus(order.status)
    if (status === 'CANCELLED') return order
    if (!CANCELLABLE.has(status)) throw apiError(ERROR_CODES.ORDER_ALREADY_ASSEMBLED)
    return closeOrder(tx, order, reason, now)
  })
}
