// Loyalty points an order earns: one point per full 100 roubles (SPEC §9).

/** Roubles per loyalty point. */
export const ROUBLES_PER_POINT = 100

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
  const total = items
    .filter((item) => !item.hasOnlyBookingPrices)
    .reduce((sum, item) => sum + item.totalAmount, 0)
  // Sums of kopeck amounts drift (0.1 + 0.2); rounding to kopecks first keeps 300.00 from becoming 299.99….
  return Math.max(0, Math.floor(Math.round(total * 100) / 100 / ROUBLES_PER_POINT))
}
