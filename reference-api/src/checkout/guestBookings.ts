// What a guest may take off a pharmacy's shelf before their phone is confirmed (issue #35 item 9):
// at most GUEST_BOOKING_MAX_QUANTITY units of a product at a pharmacy across all their open orders
// (by guest cookie and by receiver phone, so a second order or a second browser does not add
// more), held only GUEST_HOLD_MINUTES unless they sign in with that phone, which confirms it.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { normalizePhone } from '@apteka/sdk/rules'
import { and, eq, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import { orderItems, orders } from '../db'
import { apiError } from '../errors'
import { dbStatus } from '../order/lifecycle'

/** Orders that no longer hold anything. */
const CLOSED = [dbStatus('CANCELLED'), dbStatus('COMPLETED')]

/** A guest's booking rules (config: GUEST_BOOKING_MAX_QUANTITY, GUEST_HOLD_MINUTES). */
export interface GuestBookingRules {
  /** Units of a product at a pharmacy across the guest's open orders. */
  maxQuantity: number
  /** How long a guest's order holds the units before the phone is confirmed. */
  holdMinutes: number
}

/** Customers' orders: no cap, the usual hold. */
export const NO_GUEST_RULES: GuestBookingRules = {
  maxQuantity: Number.POSITIVE_INFINITY,
  holdMinutes: Number.POSITIVE_INFINITY,
}

/** The phone's one stored form, or the text as given (the receiver was validated before). */
const phoneKey = (phone: string) => normalizePhone(phone) ?? phone

/**
 * E_36 on the quantity when this guest's order would bring what the guest holds of a product at
 * the pharmacy over the cap. `units` is the order's units by product id. Race-free because the
 * caller holds the shelf rows of these products at this pharmacy (holdShelf): concurrent
 * checkouts taking them, from any browser, queue there and each counts what the others committed.
 */
export async function refuseGuestHoarding(
  tx: DatabaseOrTransaction,
  guest: { guestId: string; phone: string; pharmacyId: number },
  units: ReadonlyMap<number, number>,
  max: number,
) {
  const taking = [...units].filter(([, quantity]) => quantity > 0)
  if (taking.length === 0 || !Number.isFinite(max)) return
  const phone = phoneKey(guest.phone)
  const held = await tx
    .select({
      productId: orderItems.productId,
      units: sql<number>`coalesce(sum(${orderItems.reservedQuantity}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        isNull(orders.userId),
        eq(orders.pharmacyId, guest.pharmacyId),
        notInArray(orders.status, CLOSED),
        or(
          eq(orders.guestId, guest.guestId),
          sql`${orders.delivery}->'receiver'->>'phone' = ${phone}`,
        ),
      ),
    )
    .groupBy(orderItems.productId)
  const heldOf = new Map(held.map((row) => [row.productId, Number(row.units)]))
  for (const [productId, quantity] of taking) {
    if ((heldOf.get(productId) ?? 0) + quantity > max) {
      throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'quantity' }, { max })
    }
  }
}

/** Until when a guest's new order holds its units; null when it takes none. */
export function guestHoldUntil(now: Date, takesUnits: boolean, rules: GuestBookingRules) {
  if (!takesUnits || !Number.isFinite(rules.holdMinutes)) return null
  return new Date(now.getTime() + rules.holdMinutes * 60_000)
}

/**
 * A guest signed in with `phone` (an SMS code confirmed it): their open orders from this browser
 * with that receiver phone keep their units as long as a customer's would.
 */
export async function confirmGuestBookings(
  db: DatabaseOrTransaction,
  guestId: string,
  phone: string,
) {
  await db
    .update(orders)
    .set({ guestHoldUntil: null })
    .where(
      and(
        eq(orders.guestId, guestId),
        isNull(orders.userId),
        isNotNull(orders.guestHoldUntil),
        sql`${orders.delivery}->'receiver'->>'phone' = ${phoneKey(phone)}`,
      ),
    )
}
