// The one money model of the shop: from an order's lines, its discounts by kind and its delivery,
// every term a shopper reads and the total they add up to, and the loyalty points it earns.
// The reference API prices carts and orders with it; every screen renders its terms.

/** Roubles per loyalty point earned (SPEC §9: floor(total / 100)). */
export const ROUBLES_PER_POINT = 100

/** One line of a cart or an order, as the money model needs it. */
export interface MoneyLine {
  /** Price of one unit after its price type's discount, in roubles. */
  readonly price: number
  /** Price of one unit before discounts; missing or lower than `price` means no discount. */
  readonly listPrice?: number
  readonly quantity: number
  /** The line can only be booked: paid in the pharmacy, it earns no points online (SPEC §9). */
  readonly bookingOnly?: boolean
}

/** What is taken off and added on top of the lines. */
export interface MoneyAdjustments {
  /** The promo code's discount, in roubles; at most the goods. Default: 0. */
  readonly promoDiscount?: number
  /** Loyalty points spent, 1 point = 1 rouble; at most what is left after the promo. Default: 0. */
  readonly pointsSpent?: number
  /** The courier's price, in roubles. Default: 0. */
  readonly delivery?: number
}

/** The kind of a discount, in the order a shopper reads them. */
export type DiscountKind = 'priceType' | 'promo' | 'points'

/** Every term of an order's money. total = goodsAmount − promoDiscount − pointsSpent + delivery. */
export interface OrderMoney {
  /** The lines at their list prices (before any discount). */
  readonly amount: number
  /** What the lines' price types take off: amount − goodsAmount. */
  readonly priceDiscount: number
  /** The lines at their prices: the goods. */
  readonly goodsAmount: number
  /** The promo code's discount actually taken off. */
  readonly promoDiscount: number
  /** Points actually spent (roubles). */
  readonly pointsSpent: number
  /** The courier's price. */
  readonly delivery: number
  /** What the shopper pays. */
  readonly total: number
  /** All discounts: priceDiscount + promoDiscount + pointsSpent. */
  readonly discount: number
  /** Non-zero discounts by kind, for the lines of a summary. */
  readonly discounts: readonly { readonly kind: DiscountKind; readonly amount: number }[]
  /** Points the order earns: floor(paid for goods that are not booking-only / 100). */
  readonly pointsToEarn: number
  /** Some line can only be booked. */
  readonly hasBookingOnlyLines: boolean
}

/**
 * Roubles to whole kopecks: all sums are taken in kopecks so that 0.1 + 0.2 stays 0.3.
 * @example
 * toKopecks(1022.4) // 102240
 */
export const toKopecks = (roubles: number): number => Math.round(roubles * 100)
/**
 * Whole kopecks to roubles.
 * @example
 * toRoubles(102240) // 1022.4
 */
export const toRoubles = (kopecks: number): number => kopecks / 100

const nonNegative = (kopecks: number) => (Number.isFinite(kopecks) ? Math.max(0, kopecks) : 0)

/**
 * Prices an order: sums the lines in kopecks, takes off the promo discount (capped at the goods),
 * then the points (capped at what is left), adds delivery, and counts the points to earn on what
 * is actually paid for goods: delivery earns nothing, and booking-only lines earn nothing, so the
 * promo and points are spread over the lines by their share of the goods.
 *
 * @example
 * orderMoney(
 *   [{ price: 568, quantity: 2 }],
 *   { promoDiscount: 113.6, pointsSpent: 0, delivery: 0 },
 * )
 * // { amount: 1136, priceDiscount: 0, goodsAmount: 1136, promoDiscount: 113.6, pointsSpent: 0,
 * //   delivery: 0, total: 1022.4, discount: 113.6, pointsToEarn: 10, … }
 */
export function orderMoney(
  lines: readonly MoneyLine[],
  adjustments: MoneyAdjustments = {},
): OrderMoney {
  let amount = 0
  let goods = 0
  let earning = 0
  for (const line of lines) {
    const quantity = Math.max(0, Math.trunc(line.quantity))
    const price = toKopecks(line.price)
    const listPrice = Math.max(price, toKopecks(line.listPrice ?? line.price))
    amount += listPrice * quantity
    goods += price * quantity
    if (!line.bookingOnly) earning += price * quantity
  }
  const promo = Math.min(nonNegative(toKopecks(adjustments.promoDiscount ?? 0)), goods)
  const points = Math.min(
    nonNegative(toKopecks(Math.trunc(adjustments.pointsSpent ?? 0))),
    goods - promo,
  )
  const delivery = nonNegative(toKopecks(adjustments.delivery ?? 0))
  const paidGoods = goods - promo - points
  // The discounts fall on every line alike; only the earning lines' share of what is paid counts.
  const paidEarning = goods === 0 ? 0 : Math.floor((paidGoods * earning) / goods)
  const discounts: { kind: DiscountKind; amount: number }[] = []
  if (amount > goods) discounts.push({ kind: 'priceType', amount: toRoubles(amount - goods) })
  if (promo > 0) discounts.push({ kind: 'promo', amount: toRoubles(promo) })
  if (points > 0) discounts.push({ kind: 'points', amount: toRoubles(points) })
  return {
    amount: toRoubles(amount),
    priceDiscount: toRoubles(amount - goods),
    goodsAmount: toRoubles(goods),
    promoDiscount: toRoubles(promo),
    pointsSpent: toRoubles(points),
    delivery: toRoubles(delivery),
    total: toRoubles(paidGoods + delivery),
    discount: toRoubles(amount - goods + promo + points),
    discounts,
    pointsToEarn: Math.floor(paidEarning / (ROUBLES_PER_POINT * 100)),
    hasBookingOnlyLines: lines.some((line) => line.bookingOnly === true && line.quantity > 0),
  }
}

/** A promo code's discount rule: a percent of the goods or a fixed sum. */
export interface PromoRule {
  readonly kind: 'percent' | 'amount'
  readonly value: number
}

/**
 * What a promo code takes off goods worth `goodsAmount`: a percent rounded to the kopeck, or the
 * fixed sum, never more than the goods.
 *
 * @example
 * promoDiscountFor({ kind: 'percent', value: 10 }, 1136) // 113.6
 * promoDiscountFor({ kind: 'amount', value: 300 }, 250) // 250
 */
export function promoDiscountFor(rule: PromoRule, goodsAmount: number): number {
  const goods = nonNegative(toKopecks(goodsAmount))
  const off =
    rule.kind === 'percent' ? Math.round((goods * rule.value) / 100) : toKopecks(rule.value)
  return toRoubles(Math.min(nonNegative(off), goods))
}
