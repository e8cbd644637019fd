// Goods on a pharmacy's shelf held for orders. Saving a booking or a pickup order takes the
// units it gives from the chosen pharmacy's shelf in the same transaction as the order, with a
// conditional decrement, so the last unit is sold once and the shelf never goes below 0; a cancel
// or an expiry puts them back. Courier orders come from the chain's warehouse and take no shelf.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import { lineFigures, lineKey } from '../cart/cartLines'
import type { DatabaseOrTransaction } from '../db'
import { cartItems, pharmacyStock } from '../db'
import { apiError } from '../errors'
import type { CheckoutPlan } from './checkoutPlan'
import type { PreOrderRow } from './preOrders'
import { noteShelfChange } from './shelfChanges'

/** Whether a receive type gives goods from the chosen pharmacy's shelf. */
export const takesFromShelf = (receiveType: string | null) =>
  receiveType === 'booking' || receiveType === 'pickup'

/**
 * Locks, until the transaction ends, the shelf rows at the pre-order's pharmacy of the products in
 * the cart, so the checkout plans with the quantities it will take from. Rows are locked in
 * product order: two checkouts sharing products then queue instead of deadlocking.
 */
export async function holdShelf(tx: DatabaseOrTransaction, cartId: string, row: PreOrderRow) {
  if (row.pharmacyId === null || !takesFromShelf(row.receiveType)) return
  const inCart = tx
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
  await tx
    .select({ productId: pharmacyStock.productId })
    .from(pharmacyStock)
    .where(
      and(eq(pharmacyStock.pharmacyId, row.pharmacyId), inArray(pharmacyStock.productId, inCart)),
    )
    .orderBy(asc(pharmacyStock.productId))
    .for('update')
}

/**
 * Whether a booking has lost a line the shopper was shown in it because the pharmacy's shelf no
 * longer has it (sold meanwhile): then saving is refused with E_34 rather than saved without it.
 */
export function soldOutSinceShown(plan: CheckoutPlan): boolean {
  if (plan.receiveType !== 'booking') return false
  const shown = new Set(plan.row.options?.shownLines ?? [])
  const included = new Set(plan.included.map(lineKey))
  return plan.counted.some((line) => shown.has(lineKey(line)) && !included.has(lineKey(line)))
}

/**
 * Units each included line takes off the chosen pharmacy's shelf, by line key. Booking takes every
 * line from the shelf: a line the shelf cannot cover is E_34. Pickup takes a line from the shelf
 * when the shelf covers it, else the chain brings it in (no units). Two lines of one product (two
 * price types) share the product's shelf.
 */
export function shelfTakes(plan: CheckoutPlan): Map<string, number> {
  const takes = new Map<string, number>()
  const { pharmacy, receiveType } = plan
  if (!pharmacy || !takesFromShelf(receiveType)) return takes
  const left = new Map(plan.stock.get(pharmacy.id) ?? [])
  for (const line of plan.included) {
    const onShelf = left.get(line.productId) ?? 0
    const covered = lineFigures(line).availableForBooking && onShelf >= line.quantity
    if (!covered) {
      if (receiveType === 'booking') throw apiError(ERROR_CODES.OUT_OF_STOCK)
      continue
    }
    takes.set(lineKey(line), line.quantity)
    left.set(line.productId, onShelf - line.quantity)
  }
  return takes
}

/** An order's units of goods, per line (a product may stand in several). */
type ShelfUnits = readonly { productId: number; quantity: number }[]

/**
 * Takes the units off the pharmacy's shelf: each product's row goes down only while it has them
 * (`quantity >= n` in the same UPDATE), otherwise the whole order is refused with E_34.
 */
export async function reserveShelf(
  tx: DatabaseOrTransaction,
  pharmacyId: number,
  units: ShelfUnits,
) {
  for (const [productId, quantity] of shelfWrites(units)) {
    const taken = await tx
      .update(pharmacyStock)
      .set({ quantity: sql`${pharmacyStock.quantity} - ${quantity}` })
      .where(
        and(
          eq(pharmacyStock.pharmacyId, pharmacyId),
          eq(pharmacyStock.productId, productId),
          gte(pharmacyStock.quantity, quantity),
        ),
      )
      .returning({ quantity: pharmacyStock.quantity })
    if (taken.length === 0) throw apiError(ERROR_CODES.OUT_OF_STOCK)
  }
}

/** Puts units back on the pharmacy's shelf (a cancelled or expired order's). */
export async function returnToShelf(
  tx: DatabaseOrTransaction,
  pharmacyId: number,
  units: ShelfUnits,
) {
  for (const [productId, quantity] of shelfWrites(units)) {
    await tx
      .insert(pharmacyStock)
      .values({ pharmacyId, productId, quantity })
      .onConflictDoUpdate({
        target: [pharmacyStock.pharmacyId, pharmacyStock.productId],
        set: { quantity: sql`${pharmacyStock.quantity} + ${quantity}` },
      })
  }
}

/**
 * The shelf rows an order's units write: positive unit counts summed per product, in product order
 * (the order rows are locked in). When there is any, the shelf change is noted before the writes.
 */
function shelfWrites(units: ShelfUnits) {
  const sums = new Map<number, number>()
  for (const unit of units) {
    if (unit.quantity > 0) sums.set(unit.productId, (sums.get(unit.productId) ?? 0) + unit.quantity)
  }
  const writes = [...sums.entries()].sort(([a], [b]) => a - b)
  if (writes.length > 0) noteShelfChange()
  return writes
}
