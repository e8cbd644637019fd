// Public surface of cart/: price types, totals, loyalty points and cart analytics.
export { addedToCartToast, CART_PATH } from './addedToCart'
export type { CartAnalyticsChange } from './cartAnalytics'
export { CART_ANALYTICS_DEBOUNCE_MS, cartAnalyticsDirection } from './cartAnalytics'
export type { CartTotals, CartTotalsItem } from './cartTotals'
export { cartTotals, countsInTotals } from './cartTotals'
export type { LoyaltyPointsItem } from './loyaltyPoints'
export { loyaltyPoints } from './loyaltyPoints'
export type { PriceTypeId, PriceTypeName } from './priceTypes'
export {
  BASE_PRICE_TYPE,
  isExpiringPriceType,
  isMarketplacePriceType,
  isOnSale,
  isPriceTypeId,
  PRICE_TYPES,
  priceTypeName,
} from './priceTypes'
