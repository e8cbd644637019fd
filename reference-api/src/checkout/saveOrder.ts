// Saving the pre-order as an order, in one transaction: the order, its lines, the first status
// rows, the units taken off the pharmacy's shelf, points spent, the bought lines taken out of the
// cart and the pre-order deleted.
//
// What the order takes is planned under locks: the shelf rows of the chosen pharmacy and the
// customer's main card are locked before the plan reads them, so concurrent checkouts of the last
// unit or of the same points queue, and the later ones plan with what is left (E_34, E_110).
// Orders whose time ran out are expired first, so their goods are back on the shelf.
//
// Idempotent: the idempotency key (unique in orders) makes a retry answer the order the first
// call saved. Without a key the pre-order is the key ('auto:{cart}:{pre-order}'); as the
// pre-order is gone once saved, a retry within ten minutes that finds no pre-order answers the
// order last saved from that cart. Concurrent saves of one cart wait for each other on the cart.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { and, count, desc, eq, gt, like } from 'drizzle-orm'
import { lineFigures, lineKey } from '../cart/cartLines'
import { lockKey } from '../cart/carts'
import type { Database, DatabaseOrTransaction, OrderDeliveryData } from '../db'
import { cartItems, carts, orderItems, orderStatusHistory, orders, preOrders } from '../db'
import { apiError, isApiError } from '../errors'
import { holdMainAccount, spendPoints } from '../loyalty/accounts'
import type { OrderModel } from '../models'
import { expireOverdueOrders } from '../order/expiry'
import { dbStatus, isPaidOnline } from '../order/lifecycle'
import { newOrderNumber } from '../order/orderNumbers'
import { newPaymentToken } from '../order/payment'
import { ordersPlaced } from '../telemetry/metrics'
import { type CheckoutPlan, planCheckout } from './checkoutPlan'
import {
  type GuestBookingRules,
  guestHoldUntil,
  NO_GUEST_RULES,
  refuseGuestHoarding,
} from './guestBookings'
import { type Caller, checkoutCart, findPreOrder } from './preOrders'
import { deliveryParamsOf } from './preOrderView'
import { holdShelf, reserveShelf, shelfTakes, soldOutSinceShown } from './shelfStock'

const RETRY_WINDOW_MS = 10 * 60 * 1000

const ownedBy = (order: OrderModel, caller: Caller) =>
  caller.userId !== null
    ? order.userId === caller.userId
    : order.userId === null && order.guestId === caller.guestId

async function byKey(db: DatabaseOrTransaction, key: string) {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1)
  return order ?? null
}

/** The order a key already saved, if it is the caller's; a stranger's key is refused (E_130). */
function answerFor(order: OrderModel, caller: Caller): OrderModel {
  if (!ownedBy(order, caller)) throw apiError(ERROR_CODES.ORDER_NOT_SAVED)
  return order
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * A new order number, 'YYMM-XXXXX-XXXXX' with 50 random bits (order/orderNumbers.ts): the guest
 * look-up by number and phone must not be able to walk a counter. A clash is all but impossible
 * and would be caught by the unique index anyway; it is checked so it costs a retry, not an E_3.
 */
async function nextOrderNumber(tx: DatabaseOrTransaction, now: Date): Promise<string> {
  for (;;) {
    const number = newOrderNumber(now)
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number))
    if (!taken) return number
  }
}

/** Refuses a plan that cannot become an order, with the first reason the shopper must fix. */
function checkPlan(plan: CheckoutPlan) {
  if (plan.counted.length === 0) throw apiError(ERROR_CODES.CART_EMPTY)
  const type = plan.receiveType
  if (!type)
    throw apiError(
      Object.values(plan.available).some(Boolean)
        ? ERROR_CODES.FIELD_NOT_FILLED
        : ERROR_CODES.NO_RECEIVE_TYPES,
      {
        field: 'receiveType',
      },
    )
  if (!plan.available[type])
    throw apiError(
      type === 'courier'
        ? ERROR_CODES.COURIER_UNAVAILABLE
        : type === 'booking'
          ? ERROR_CODES.OUT_OF_STOCK
          : ERROR_CODES.NO_RECEIVE_TYPES,
    )
  if (soldOutSinceShown(plan)) throw apiError(ERROR_CODES.OUT_OF_STOCK)
  if (plan.included.length === 0) throw apiError(ERROR_CODES.OUT_OF_STOCK)
  if (plan.total.productsAmount < plan.total.minSum)
    throw apiError(ERROR_CODES.ORDER_BELOW_MIN_SUM, { min_sum: plan.total.minSum })
  if (type === 'courier') {
    if (!plan.address) throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'address' })
    if (!plan.addressInZone) throw apiError(ERROR_CODES.COURIER_UNAVAILABLE)
    if (!plan.slot) throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'date' })
  } else {
    if (!plan.pharmacy) throw apiError(ERROR_CODES.PHARMACY_ID_MISSING)
    if (!plan.pharmacy.isActive || plan.pharmacy.regionId !== plan.regionId)
      throw apiError(ERROR_CODES.PHARMACY_INACTIVE)
  }
  if (!plan.payment) throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'payment' })
  if (!plan.receiver?.name) throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'receiver.name' })
  if (!plan.receiver.phone)
    throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'receiver.phone' })
  if (plan.row.options?.cartHash && plan.row.options.cartHash !== plan.hash)
    throw apiError(ERROR_CODES.CART_CHANGED)
}

async function insertOrder(
  tx: DatabaseOrTransaction,
  plan: CheckoutPlan,
  caller: Caller,
  key: string,
  shelf: Map<string, number>,
  guestRules: GuestBookingRules,
) {
  const { now, receiveType } = plan
  const payment = plan.payment as string
  const online = isPaidOnline(payment)
  const params = deliveryParamsOf(plan)
  const receiver = plan.receiver as NonNullable<CheckoutPlan['receiver']>
  const delivery: OrderDeliveryData =
    receiveType === 'courier' && plan.address && plan.slot
      ? {
          address: plan.address.formattedAddress,
          lat: plan.address.lat,
          long: plan.address.long,
          entrance: plan.address.entrance,
          floor: plan.address.floor,
          office: plan.address.office,
          addressComment: plan.address.comment,
          comment: plan.row.options?.comment ?? null,
          date: plan.slot.date.id,
          interval: plan.slot.interval.text,
          dateText: params.dateText ?? undefined,
          receiver,
        }
      : {
          comment: plan.row.options?.comment ?? null,
          dateText: params.dateText ?? undefined,
          receiver,
        }
  const [earlier] =
    caller.userId !== null
      ? await tx.select({ value: count() }).from(orders).where(eq(orders.userId, caller.userId))
      : await tx.select({ value: count() }).from(orders).where(eq(orders.guestId, caller.guestId))
  const promoApplied = plan.promo && !plan.promo.error ? plan.promo.code : null
  const [order] = await tx
    .insert(orders)
    .values({
      number: await nextOrderNumber(tx, now),
      userId: caller.userId,
      guestId: caller.userId === null ? caller.guestId : null,
      regionId: plan.regionId,
      type: plan.included.every((line) => lineFigures(line).isMarketplace)
        ? 'marketplace'
        : 'pharmacy',
      receiveType: receiveType as string,
      status: dbStatus(online ? 'AWAITING_PAYMENT' : 'NEW'),
      paymentType: payment,
      paymentStatus: online ? 'pending' : 'not_required',
      paymentToken: online ? newPaymentToken() : null,
      pharmacyId: receiveType === 'courier' ? null : (plan.pharmacy?.id ?? null),
      delivery,
      productsAmount: plan.total.productsAmount,
      discount: plan.total.discount,
      deliveryPrice: receiveType === 'courier' ? (plan.total.courierPrice ?? 0) : 0,
      total: plan.total.totalAmount,
      pointsSpent: plan.pointsSpent,
      pointsEarned: plan.total.points,
      promoCode: promoApplied,
      firstOrder: (earlier?.value ?? 0) === 0,
      idempotencyKey: key,
      createdAt: now,
      // The day the checkout showed, by the same clock (pharmacy hours, its time zone).
      receiveDate: params.receiveDay?.date ?? null,
      guestHoldUntil:
        caller.userId === null
          ? guestHoldUntil(
              now,
              [...shelf.values()].some((units) => units > 0),
              guestRules,
            )
          : null,
    })
    .returning()
  if (!order) throw apiError(ERROR_CODES.ORDER_NOT_SAVED)
  await tx.insert(orderItems).values(
    plan.included.map((line) => {
      const figures = lineFigures(line)
      return {
        orderId: order.id,
        productId: line.productId,
        name: line.product.name,
        priceTypeId: line.priceTypeId,
        quantity: line.quantity,
        price: figures.price,
        listPrice: figures.listPrice,
        amount: figures.totalAmount,
        isExpirating: figures.isExpirating,
        reservedQuantity: shelf.get(lineKey(line)) ?? 0,
      }
    }),
  )
  await tx.insert(orderStatusHistory).values([
    { orderId: order.id, status: dbStatus('NEW'), createdAt: now },
    ...(online
      ? [
          {
            orderId: order.id,
            status: dbStatus('AWAITING_PAYMENT'),
            createdAt: new Date(now.getTime() + 1),
          },
        ]
      : []),
  ])
  if (caller.userId !== null) {
    await spendPoints(
      tx,
      caller.userId,
      plan.pointsSpent,
      { id: order.id, receiveType: order.receiveType },
      now,
    )
  }
  for (const line of plan.included) {
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, plan.cart.id),
          eq(cartItems.productId, line.productId),
          eq(cartItems.priceTypeId, line.priceTypeId),
        ),
      )
  }
  await tx.delete(preOrders).where(eq(preOrders.id, plan.row.id))
  await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, plan.cart.id))
  return order
}

export async function saveOrder(
  db: Database,
  caller: Caller,
  regionId: string,
  idempotencyKey: string | null | undefined,
  now: Date,
  guestRules: GuestBookingRules = NO_GUEST_RULES,
): Promise<OrderModel> {
  const key = idempotencyKey?.trim() || null
  if (key) {
    const saved = await byKey(db, key)
    if (saved) return answerFor(saved, caller)
  }
  await expireOverdueOrders(db, now)
  // Counted once the transaction has committed, never for an answer to a repeated key.
  let placed = false
  try {
    const order = await db.transaction(async (tx) => {
      const cart = await checkoutCart(tx, caller)
      if (!cart) throw apiError(ERROR_CODES.CART_EMPTY)
      await lockKey(tx, `preorder:${cart.id}`)
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id)).for('update')
      if (key) {
        const saved = await byKey(tx, key)
        if (saved) return answerFor(saved, caller)
      }
      const row = await findPreOrder(tx, cart.id)
      if (!row) {
        const [recent] = await tx
          .select()
          .from(orders)
          .where(
            and(
              like(orders.idempotencyKey, `auto:${cart.id}:%`),
              gt(orders.createdAt, new Date(now.getTime() - RETRY_WINDOW_MS)),
            ),
          )
          .orderBy(desc(orders.createdAt))
          .limit(1)
        if (!key && recent && ownedBy(recent, caller)) return recent
        const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id))
        throw apiError(lines.length ? ERROR_CODES.NO_RECEIVE_TYPES : ERROR_CODES.CART_EMPTY)
      }
      await holdShelf(tx, cart.id, row)
      if (caller.userId !== null) await holdMainAccount(tx, caller.userId)
      const plan = await planCheckout(tx, cart, row, regionId, caller.userId, now)
      checkPlan(plan)
      const shelf = shelfTakes(plan)
      // A guest (no confirmed phone) holds at most a few units of a product at a pharmacy, over
      // all their open orders (issue #35: one guest held 10 of 15 for days).
      if (caller.userId === null && plan.pharmacy && plan.receiver) {
        const units = new Map<number, number>()
        for (const line of plan.included) {
          const taken = shelf.get(lineKey(line)) ?? 0
          units.set(line.productId, (units.get(line.productId) ?? 0) + taken)
        }
        await refuseGuestHoarding(
          tx,
          { guestId: caller.guestId, phone: plan.receiver.phone, pharmacyId: plan.pharmacy.id },
          units,
          guestRules.maxQuantity,
        )
      }
      if (plan.pharmacy && shelf.size > 0) {
        await reserveShelf(
          tx,
          plan.pharmacy.id,
          plan.included.map((line) => ({
            productId: line.productId,
            quantity: shelf.get(lineKey(line)) ?? 0,
          })),
        )
      }
      const inserted = await insertOrder(
        tx,
        plan,
        caller,
        key ?? `auto:${cart.id}:${row.id}`,
        shelf,
        guestRules,
      )
      placed = true
      return inserted
    })
    if (placed) ordersPlaced.inc()
    return order
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const saved = await byKey(db, key)
      if (saved) return answerFor(saved, caller)
    }
    if (isApiError(error)) throw error
    throw Object.assign(apiError(ERROR_CODES.ORDER_NOT_SAVED), { cause: error })
  }
}
