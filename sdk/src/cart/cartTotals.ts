// The cart summary computed from its lines, the same way in the browser and in the
// reference API: only checked lines that can be ordered or booked count (SPEC §9); the sums
// are the money model's (money/).
import { orderMoney } from '../money'

/** One cart line as the totals need it (a flattened `CartItem` with its product's flags). */
export interface CartTotalsItem {
  /** Price of one unit after discounts, in roubles. */
  readonly price: number
  /** Price of one unit before discounts; missing or lower than `price` means no discount. */
  readonly listPrice?: number
  readonly quantity: number
  /** Lines the shopper has unticked are left out. Default: true. */
  readonly isChecked?: boolean
  readonly availableForOrder?: boolean
  readonly availableForBooking?: boolean
  /** The line can only be booked; it earns no loyalty points. */
  readonly hasOnlyBookingPrices?: boolean
}

/** The cart summary. */
export interface CartTotals {
  /** Sum before discounts (list prices × quantities). */
  readonly amount: number
  /** What the shopper pays. */
  readonly totalAmount: number
  /** amount − totalAmount. */
  readonly discount: number
  /** Number of counted lines. */
  readonly productsCount: number
  /** Units over the counted lines. */
  readonly quantity: number
  /** Loyalty points the order earns. */
  readonly points: number
  /** Some counted line can only be booked. */
  readonly hasBookingOnlyPrices: boolean
  /** Show the crossed-out sum before discounts: only when there is a discount. */
  readonly showOldTotal: boolean
}

/**
 * Whether a line counts in the totals: ticked, positive quantity, and available for
 * order or for booking.
 *
 * @example
 * countsInTotals({ price: 100, quantity: 1, availableForOrder: false, availableForBooking: true }) // true
 */
export function countsInTotals(item: CartTotalsItem): boolean {
  return (
    item.isChecked !== false &&
    item.quantity > 0 &&
    (item.availableForOrder === true || item.availableForBooking === true)
  )
}

/**
 * Sums the counted lines: amounts before and after discounts, the discount, counts,
 * loyalty points, and whether to show the old total.
 *
 * @example
 * cartTotals([
 *   { price: 90, listPrice: 100, quantity: 2, availableForOrder: true },
 *   { price: 500, quantity: 1, availableForOrder: false, availableForBooking: false },
 * ])
 * // { amount: 200, totalAmount: 180, discount: 20, productsCount: 1, quantity: 2, points: 1,
 * //   hasBookingOnlyPrices: false, showOldTotal: true }
 */
export function cartTotals(items: readonly CartTotalsItem[]): CartTotals {
  const counted = items.filter(countsInTotals)
  const money = orderMoney(
    counted.map((item) => ({
      price: item.price,
      ...(item.listPrice === undefined ? {} : { listPrice: item.listPrice }),
      quantity: item.quantity,
      bookingOnly: item.hasOnlyBookingPrices === true,
    })),
  )
  return {
    amount: money.amount,
    totalAmount: money.goodsAmount,
    discount: money.priceDiscount,
    productsCount: counted.length,
    quantity: counted.reduce((sum, item) => sum + item.quantity, 0),
    points: money.pointsToEarn,
    hasBookingOnlyPrices: money.hasBookingOnlyLines,
    showOldTotal: money.priceDiscount > 0,
  }
}
