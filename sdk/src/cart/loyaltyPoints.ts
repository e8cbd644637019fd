// Loyalty points an order earns: one point per full 100 roubles (SPEC §9), computed by the money
// model (money/) so a cart line list and a priced order agree.
import { orderMoney } from '../money'

/** What the points of a cart line are computed from. */
export interface LoyaltyPointsItem {
  /** What the shopper pays for the line, in roubles. */
  readonly totalAmount: number
  /** Booking-only prices are paid in the pharmacy and earn nothing online. */
  readonly hasOnlyBookingPrices?: boolean
}

/**
 * floor(sum of the lines' totalAmount / 100), leaving out lines with only booking prices.
 *
 * @example
 * loyaltyPoints([{ totalAmount: 250 }, { totalAmount: 60 }]) // 3
 * loyaltyPoints([{ totalAmount: 900, hasOnlyBookingPrices: true }]) // 0
 */
export function loyaltyPoints(items: readonly LoyaltyPointsItem[]): number {
  return orderMoney(
    items.map((item) => ({
      price: item.totalAmount,
      quantity: 1,
      bookingOnly: item.hasOnlyBookingPrices === true,
    })),
  ).pointsToEarn
}
