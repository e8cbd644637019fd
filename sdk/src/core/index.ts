// Public surface of core/: the framework-free storefront. Stores (`getSnapshot` /
// `subscribe`) for region, notifications, auth modal, view history, favourites and carts; the
// cart synchroniser; and `createStorefrontCore`, the state with its domain verbs.

export type { AdTracker, TrackedAd } from './adTracker'
export { createAdTracker, IMPRESSION_THRESHOLD } from './adTracker'
export type { AnalyticsQueue, AnalyticsSink } from './analytics'
export { createAnalyticsQueue } from './analytics'
export type { AuthCalls, AuthPayload, RequireAuthOptions } from './authCalls'
export { createAuthCalls } from './authCalls'
export type {
  CartData,
  CartGroup,
  CartLine,
  CartLineChange,
  CartLineProduct,
  CartProductInput,
  CartTotal,
} from './cartData'
export { applyCartChanges, cartLines, emptyCart, findLine, lineKey } from './cartData'
export type { CartCache, CartFlow, CartSyncHost } from './cartSync'
export { CART_ID_EXPERIMENT, CartSync, createCartCache, fetchCart } from './cartSync'
export type {
  AddToCartOptions,
  AddToCartProduct,
  CartLineRef,
  CartLineVerbs,
  ProductCartHost,
  ProductCartVerbs,
} from './cartVerbs'
export { cartLineVerbs, priceTypeOf, productCartVerbs, productQuantity } from './cartVerbs'
export type { CheckoutOrder } from './checkoutOrder'
export { CHECKOUT_IDEMPOTENCY_KEY, createCheckoutOrder, STALE_CART_CODES } from './checkoutOrder'
export type { FailureTexts } from './failureMessage'
export { failureMessageOf, loadFailureTexts } from './failureMessage'
export type { FavoritesAnswer } from './favorites'
export { changeFavorite } from './favorites'
export type { FlowCallState, FlowCalls } from './flowCalls'
export { createFlowCalls } from './flowCalls'
export type { CardHolderData, LoyaltyCardSteps, LoyaltyCardStepsHost } from './loyaltyCardSteps'
export { createLoyaltyCardSteps, mainCardNumber } from './loyaltyCardSteps'
export type { NotificationInput, NotificationType, StorefrontNotification } from './notifications'
export {
  ADDED_TO_CART_TOAST,
  ERROR_TOAST,
  isNotificationType,
  NOTIFICATION_TYPES,
  toNotification,
  UnknownNotificationTypeError,
} from './notifications'
export type { QueryCachePort } from './queryCache'
export { noQueryCache } from './queryCache'
export type { RegionPlace } from './region'
export {
  applyRegion,
  DEFAULT_REGION_FIELDS,
  loadRegion,
  regionAddress,
  resetRegion,
  resolveRegion,
} from './region'
export type { Store } from './store'
export { createStore } from './store'
export type {
  AuthVerbs,
  CartTarget,
  CartVerbs,
  CheckoutVerbs,
  FavoritesVerbs,
  NotificationVerbs,
  RegionVerbs,
  StorefrontCore,
} from './storefrontCore'
export { createStorefrontCore } from './storefrontCore'
export { storefrontKeys } from './storefrontKeys'
export type {
  AuthModalState,
  PendingAuthAction,
  StorefrontConfig,
  StorefrontCoreHost,
  StorefrontState,
} from './storefrontState'
export {
  CLOSED_AUTH_MODAL,
  cancelLogin,
  cartFlowOf,
  clearUserData,
  closeNotification,
  completeLogin,
  createStorefrontState,
  experimentOn,
  experimentValue,
  getCartSync,
  loadFavoriteIds,
  requestLogin,
  setFavoriteIds,
  showErrorToast,
  showNotification,
  signInWith,
} from './storefrontState'
export { sendPixel } from './tracking'
export { loadViewHistory, recordViewedProduct, VIEW_HISTORY_STORAGE_KEY } from './viewHistory'
