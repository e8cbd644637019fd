// Price types by their numeric id (SPEC §4): which stock a price comes from decides
// whether it is an expiring-date offer or a marketplace seller's price.

/** Price type names by numeric id, 1 to 14. */
export const PRICE_TYPES = {
  1: 'Base',
  2: 'Protek',
  3: 'Mech',
  4: 'Expiring',
  5: 'Mech80',
  6: 'Empty',
  7: 'Remainder',
  8: 'OtherSuppliersMarketplace',
  9: 'Marketplace',
  10: 'Marketplace',
  11: 'Marketplace',
  12: 'Marketplace',
  13: 'Marketplace',
  14: 'Expiring',
} as const

/** The Base price type: what a product that names none is put into the cart at. */
export const BASE_PRICE_TYPE = 1

/** A known price type id, 1 to 14. */
export type PriceTypeId = keyof typeof PRICE_TYPES

/** A price type name. */
export type PriceTypeName = (typeof PRICE_TYPES)[PriceTypeId]

/**
 * Whether the id is one of the known price types.
 *
 * @example
 * isPriceTypeId(14) // true
 * isPriceTypeId(15) // false
 */
export function isPriceTypeId(id: number): id is PriceTypeId {
  return Object.hasOwn(PRICE_TYPES, id)
}

/**
 * The name of a price type, or undefined for an unknown id.
 *
 * @example
 * priceTypeName(3) // 'Mech'
 */
export function priceTypeName(id: number): PriceTypeName | undefined {
  return isPriceTypeId(id) ? PRICE_TYPES[id] : undefined
}

/**
 * Whether the price is an offer on goods near their expiry date (ids 4 and 14).
 *
 * @example
 * isExpiringPriceType(14) // true
 */
export function isExpiringPriceType(id: number): boolean {
  return id === 4 || id === 14
}

/**
 * Whether the price is a marketplace seller's, including other suppliers' (ids 8 to 13).
 *
 * @example
 * isMarketplacePriceType(8) // true
 * isMarketplacePriceType(7) // false
 */
export function isMarketplacePriceType(id: number): boolean {
  return Number.isInteger(id) && id >= 8 && id <= 13
}

/**
 * Whether the region sells the product: the API gives a product's `price` and `priceTypeID`
 * together (both null when the region has no price for it), so this narrows both to numbers,
 * which is what a cart line needs.
 *
 * @example
 * if (isOnSale(product)) {
 *   await client.requestData(UpdateCartDocument, {
 *     regionID,
 *     items: [{ productID: product.id, priceTypeID: product.priceTypeID, quantity: 1 }],
 *   })
 * }
 */
export function isOnSale<P extends { price: number | null; priceTypeID: number | null }>(
  product: P,
): product is P & { price: number; priceTypeID: number } {
  return product.price !== null && product.priceTypeID !== null
}
