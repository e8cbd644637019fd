// A product's current price in a region: of its price variants, the one a shopper is offered.
// The rule lives here twice on purpose — as a function over loaded rows (field resolvers) and as
// the SQL the list queries sort and filter by — and the two must order variants the same way.
import type { PriceType } from '../generated/resolvers'
import type { PriceRow } from './loaders'

/**
 * The best variant: the base price (type 1) if it can be ordered, else the cheapest variant that
 * can be ordered, else the cheapest one that can be booked, else the cheapest at all.
 */
export function currentVariant<
  T extends Pick<PriceRow, 'priceTypeId' | 'price' | 'availableForOrder' | 'availableForBooking'>,
>(variants: readonly T[]): T | null {
  let best: T | null = null
  for (const variant of variants) if (!best || variantOrder(variant, best) < 0) best = variant
  return best
}

type Rankable = Pick<
  PriceRow,
  'priceTypeId' | 'price' | 'availableForOrder' | 'availableForBooking'
>

const rank = (v: Rankable): number[] => [
  v.availableForOrder && v.priceTypeId === 1 ? 0 : 1,
  v.availableForOrder ? 0 : 1,
  v.availableForBooking ? 0 : 1,
  v.price,
  v.priceTypeId,
]

/** Negative when `a` is offered before `b`. */
export function variantOrder(a: Rankable, b: Rankable): number {
  const ra = rank(a)
  const rb = rank(b)
  for (let i = 0; i < ra.length; i++) {
    const diff = (ra[i] ?? 0) - (rb[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

/** SQL ORDER BY terms of price rows aliased `pp`, the offered one first: {@link variantOrder}. */
export const variantOrderSql = `(pp.available_for_order AND pp.price_type_id = 1) DESC,
      pp.available_for_order DESC, pp.available_for_booking DESC, pp.price ASC, pp.price_type_id ASC`

/**
 * SQL of the current variant of product `p` in the region given by `regionParam` — a LATERAL
 * subquery named `cur`, ordered exactly as {@link variantOrder}; with 'LEFT JOIN' a product
 * without a price in the region stays, its `cur` columns null.
 */
export const currentPriceLateral = (regionParam: string, join: 'JOIN' | 'LEFT JOIN' = 'JOIN') => `
  ${join} LATERAL (
    SELECT pp.price::float8 AS price, pp.price_old::float8 AS price_old, pp.price_type_id,
      pp.available_for_order, pp.available_for_booking
    FROM product_prices pp
    WHERE pp.region_id = ${regionParam} AND pp.product_id = p.id
    ORDER BY ${variantOrderSql}
    LIMIT 1
  ) cur ON true`

/** SQL of the discount percent of the `cur` variant (0 without an old price). */
export const currentDiscountSql = `CASE WHEN cur.price_old > cur.price
  THEN round((cur.price_old - cur.price) * 100 / cur.price_old) ELSE 0 END`

/** Percent off the old price, rounded; null without a real discount. */
export function discountPercent(price: number, priceOld: number | null | undefined): number | null {
  if (priceOld === null || priceOld === undefined || !(priceOld > price) || priceOld <= 0)
    return null
  return Math.round(((priceOld - price) * 100) / priceOld)
}

const PRICE_TYPE_ENUM: Record<number, PriceType> = {
  1: 'BASE',
  2: 'PROTEK',
  3: 'MECH',
  4: 'EXPIRING',
  5: 'MECH80',
  6: 'EMPTY',
  7: 'REMAINDER',
  8: 'MARKETPLACE_OTHER',
  9: 'MARKETPLACE_9',
  10: 'MARKETPLACE_10',
  11: 'MARKETPLACE_11',
  12: 'MARKETPLACE_12',
  13: 'MARKETPLACE_13',
  14: 'EXPIRING_14',
}

/** The GraphQL PriceType of a numeric price type id (SPEC §4); unknown ids read as BASE. */
export const priceTypeEnum = (id: number): PriceType => PRICE_TYPE_ENUM[id] ?? 'BASE'

/** Marketplace goods (types 8–13) are paid online: they cannot be paid at pickup. */
export const isMarketplacePrice = (priceTypeId: number) => priceTypeId >= 8 && priceTypeId <= 13

/** Goods near their expiry date (types 4 and 14). */
export const isExpiringPrice = (priceTypeId: number) => priceTypeId === 4 || priceTypeId === 14
