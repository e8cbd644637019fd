// @apteka/hooks: headless React hooks for every shopper flow of the pharmacy storefront, on
// TanStack Query. The logic lives in @apteka/sdk; hooks wire it into the query cache and
// React state, and render nothing.

export type {
  AddToCartOptions,
  AddToCartProduct,
  AdvertisementAnalyticsEvent,
  AnalyticsEvent,
  AnalyticsSink,
  AuthModalState,
  AuthPayload,
  CardHolderData,
  CartAnalyticsEvent,
  CartData,
  CartFlow,
  CartGroup,
  CartLine,
  CartLineChange,
  CartLineProduct,
  CartLineRef,
  CartProductInput,
  CartTotal,
  LoyaltyCardFlowEvent,
  LoyaltyCardFlowState,
  NotificationInput,
  NotificationType,
  PreOrderChange,
  ProductViewAnalyticsEvent,
  RegionChoiceAnalyticsEvent,
  RegionKey,
  RegionOption,
  RegionPlace,
  RegistrationData,
  RegistrationFlowState,
  RegistrationStep,
  RequireAuthOptions,
  StorefrontConfig,
  StorefrontNotification,
  TrackedAd,
} from '@apteka/sdk'
export {
  ADDED_TO_CART_TOAST,
  CART_ID_EXPERIMENT,
  CHECKOUT_IDEMPOTENCY_KEY,
  checkoutStepName,
  DEFAULT_REGION_FIELDS,
  ERROR_TOAST,
  IMPRESSION_THRESHOLD,
  LOYALTY_CARD_FLOW_INITIAL,
  loyaltyCardFlowReducer,
  NOTIFICATION_TYPES,
  RANGE_SEPARATOR,
  REGISTRATION_STEPS,
  storefrontKeys,
  TOGGLE_ON,
  UnknownNotificationTypeError,
  VIEW_HISTORY_STORAGE_KEY,
} from '@apteka/sdk'
export type { DehydratedState } from '@tanstack/react-query'
export { dehydrate, HydrationBoundary, hydrate } from '@tanstack/react-query'
export type { FavoriteProduct } from './account/favoriteQueries'
export { favoritesQueryOptions } from './account/favoriteQueries'
export type { UseAuthResult } from './auth/authResult'
export type { UseRegistrationFlowResult } from './auth/registrationFlowResult'
export type {
  Advertisement,
  BigSale,
  RelatedPromo,
  TripwireBanner,
} from './banners/bannerQueries'
export {
  advertisementQueryOptions,
  bigSaleQueryOptions,
  relatedPromosQueryOptions,
  tripwireQueryOptions,
} from './banners/bannerQueries'
export { cartQueryOptions } from './cart/cartQueries'
export type { BrandLetters, BrandSummary } from './catalog/brandQueries'
export {
  brandLetterOf,
  brandLettersQueryOptions,
  brandsByLetterQueryOptions,
  firstBrandLetter,
} from './catalog/brandQueries'
export type { CatalogPage } from './catalog/catalogPageQueries'
export {
  catalogPageQueryOptions,
  catalogSearchFromParams,
  SEARCH_QUERY_PARAM,
} from './catalog/catalogPageQueries'
export type {
  FilterConfig,
  FilterConfigList,
  WholeFilterList,
} from './catalog/filterConfigQueries'
export {
  filterConfigQueryOptions,
  filterConfigVariables,
  filterListQueryOptions,
} from './catalog/filterConfigQueries'
export type { SearchAutocomplete } from './catalog/searchAutocompleteQueries'
export {
  SEARCH_AUTOCOMPLETE_DEBOUNCE_MS,
  SEARCH_AUTOCOMPLETE_MIN_LENGTH,
  searchAutocompleteQueryOptions,
} from './catalog/searchAutocompleteQueries'
export type { Order, PreOrder } from './checkout/checkoutQueries'
export { preOrderQueryOptions } from './checkout/checkoutQueries'
export type { UseCheckoutOptions, UseCheckoutResult } from './checkout/checkoutResult'
export type {
  AnalysisDetails,
  AnalysisItem,
  ArticleDetails,
  ArticleSummaryItem,
  ContentResult,
  DiseaseDetails,
  DiseaseList,
  DrugList,
  InformationPage,
  TeamPersonDetails,
  TeamPersonSummary,
} from './content/contentQueries'
export {
  analysesQueryOptions,
  analysisQueryOptions,
  articleQueryOptions,
  articlesQueryOptions,
  CONTENT_PAGE_SIZE,
  contentKeys,
  diseaseQueryOptions,
  diseasesQueryOptions,
  drugsByLetterQueryOptions,
  informationPageQueryOptions,
  teamPersonQueryOptions,
  teamPersonsQueryOptions,
} from './content/contentQueries'
export type {
  UseLoyaltyCardFlowOptions,
  UseLoyaltyCardFlowResult,
} from './loyalty/loyaltyCardFlowResult'
export type { LoyaltyInfo } from './loyalty/loyaltyQueries'
export {
  LOYALTY_HISTORY_PAGE_SIZE,
  loyaltiesQueryOptions,
  loyaltyHistoryQueryOptions,
} from './loyalty/loyaltyQueries'
export type { PagedResult } from './pagedResult'
export type { MapBounds, MapCluster, MapPharmacy } from './pharmacies/pharmacyMapQueries'
export {
  DEFAULT_MAP_CENTER,
  MAP_MOVE_DEBOUNCE_MS,
  MAP_ZOOM,
  pharmacyMapQueryOptions,
} from './pharmacies/pharmacyMapQueries'
export type {
  PickupStore,
  PickupStorePoint,
  UsePickupStoresOptions,
} from './pharmacies/pickupStoreQueries'
export {
  PICKUP_STORES_PAGE_SIZE,
  pickupStoreQueryOptions,
  pickupStoresListQueryOptions,
  pickupStoresMapQueryOptions,
} from './pharmacies/pickupStoreQueries'
export {
  prefetchBrands,
  prefetchCatalogPage,
  prefetchFilterConfig,
  prefetchGroup,
  prefetchProduct,
  prefetchProductAnalogs,
  prefetchProductInstructions,
  prefetchRegion,
} from './prefetch'
export type { ProductPharmacy } from './product/productPharmacyQueries'
export {
  PRODUCT_PHARMACIES_PAGE_SIZE,
  PRODUCT_PHARMACIES_SEARCH_DEBOUNCE_MS,
  productPharmaciesQueryOptions,
} from './product/productPharmacyQueries'
export type { MetaInformation, Product, ProductPrice } from './product/productQueries'
export { productQueryOptions, visiblePrices } from './product/productQueries'
export type { Review } from './product/reviewQueries'
export { productReviewsQueryOptions, REVIEWS_PAGE_SIZE } from './product/reviewQueries'
export type { PromotionCard, PromotionDetails } from './promotions/promotionQueries'
export {
  PROMOTION_PRODUCTS_PAGE_SIZE,
  PROMOTIONS_PAGE_SIZE,
  prefetchPromotion,
  promotionHref,
  promotionQueryOptions,
  promotionsQueryOptions,
} from './promotions/promotionQueries'
export { useStorefrontCore, useStoreValue } from './provider/context'
export type { DetectedRegion, RegionCheckAnswer } from './region/regionCheckQueries'
export { detectRegionQueryOptions } from './region/regionCheckQueries'
export type { StorefrontProviderProps } from './StorefrontProvider'
export { StorefrontProvider } from './StorefrontProvider'
export type {
  AddressSuggestion,
  UseAddressSuggestOptions,
  UseAddressSuggestResult,
} from './useAddressSuggest'
export {
  ADDRESS_SUGGEST_MIN_LENGTH,
  addressSuggestQueryOptions,
  useAddressSuggest,
} from './useAddressSuggest'
export type { UseAddToCartOptions, UseAddToCartResult } from './useAddToCart'
export { useAddToCart } from './useAddToCart'
export { useAnalyses } from './useAnalyses'
export { useAnalysis } from './useAnalysis'
export { useArticle } from './useArticle'
export { useArticles } from './useArticles'
export { useAuth } from './useAuth'
export type { UseBannersOptions, UseBannersResult } from './useBanners'
export { useBanners } from './useBanners'
export type { UseBrandsOptions, UseBrandsResult } from './useBrands'
export { useBrands } from './useBrands'
export type {
  UseBrowsingHistoryOptions,
  UseBrowsingHistoryResult,
  ViewedProduct,
} from './useBrowsingHistory'
export { browsingHistoryQueryOptions, useBrowsingHistory } from './useBrowsingHistory'
export type { UseCancelOrderResult } from './useCancelOrder'
export { useCancelOrder } from './useCancelOrder'
export type { UseCartOptions, UseCartResult } from './useCart'
export { useCart } from './useCart'
export type { UseCatalogPageOptions, UseCatalogPageResult } from './useCatalogPage'
export { useCatalogPage } from './useCatalogPage'
export type { CategoryTree, UseCategoriesResult } from './useCategories'
export { categoriesQueryOptions, useCategories } from './useCategories'
export { useCheckout } from './useCheckout'
export type {
  DeliveryZone,
  UseDeliveryZonesOptions,
  UseDeliveryZonesResult,
} from './useDeliveryZones'
export { deliveryZonesQueryOptions, isInsidePolygon, useDeliveryZones } from './useDeliveryZones'
export { useDisease } from './useDisease'
export { useDiseases } from './useDiseases'
export type {
  DrugNotifyContact,
  UseDrugNotifyOptions,
  UseDrugNotifyResult,
} from './useDrugNotify'
export { useDrugNotify } from './useDrugNotify'
export { useDrugsByLetter } from './useDrugsByLetter'
export type { FavoritePharmacyState, UseFavoritePharmacyResult } from './useFavoritePharmacy'
export { useFavoritePharmacy } from './useFavoritePharmacy'
export type { UseFavoritesOptions, UseFavoritesResult } from './useFavorites'
export { useFavorites } from './useFavorites'
export type { UseFilterConfigOptions, UseFilterConfigResult } from './useFilterConfig'
export { useFilterConfig } from './useFilterConfig'
export type { Group, UseGroupOptions, UseGroupResult } from './useGroup'
export { GROUP_ANALOGS_PAGE_SIZE, groupQueryOptions, useGroup } from './useGroup'
export type { UseGuestCartResult } from './useGuestCart'
export { useGuestCart } from './useGuestCart'
export { useInformationPage } from './useInformationPage'
export type { UseLoyaltyOptions, UseLoyaltyResult } from './useLoyalty'
export { useLoyalty } from './useLoyalty'
export { useLoyaltyCardFlow } from './useLoyaltyCardFlow'
export type { UseNotificationsResult } from './useNotifications'
export { useNotifications } from './useNotifications'
export type { OAuthProviderOffer, UseOAuthProvidersResult } from './useOAuthProviders'
export {
  oauthProvidersQueryOptions,
  oauthStartUrl,
  useOAuthProviders,
} from './useOAuthProviders'
export type { UseOrderOptions, UseOrderResult } from './useOrder'
export { orderQueryOptions, useOrder } from './useOrder'
export type {
  OrderByNumber,
  UseOrderByNumberOptions,
  UseOrderByNumberResult,
} from './useOrderByNumber'
export { orderByNumberQueryOptions, useOrderByNumber } from './useOrderByNumber'
export type { UseOrdersOptions, UseOrdersResult } from './useOrders'
export { ORDERS_PAGE_SIZE, ordersQueryOptions, useOrders } from './useOrders'
export type { PersonalPromotion, UsePersonalPromotionsResult } from './usePersonalPromotions'
export { personalPromotionsQueryOptions, usePersonalPromotions } from './usePersonalPromotions'
export type { Pharmacy, UsePharmaciesOptions, UsePharmaciesResult } from './usePharmacies'
export {
  PHARMACIES_PAGE_SIZE,
  PHARMACY_SEARCH_DEBOUNCE_MS,
  pharmaciesQueryOptions,
  usePharmacies,
} from './usePharmacies'
export type { PharmacyDetails, UsePharmacyResult } from './usePharmacy'
export { pharmacyQueryOptions, prefetchPharmacy, usePharmacy } from './usePharmacy'
export type { UsePharmacyMapOptions, UsePharmacyMapResult } from './usePharmacyMap'
export { usePharmacyMap } from './usePharmacyMap'
export type { UsePhoneInputOptions, UsePhoneInputResult } from './usePhoneInput'
export { usePhoneInput } from './usePhoneInput'
export type { UsePickupStoresResult } from './usePickupStores'
export { usePickupStores } from './usePickupStores'
export type {
  Prescription,
  UsePrescriptionsOptions,
  UsePrescriptionsResult,
} from './usePrescriptions'
export {
  PRESCRIPTIONS_REGION_ID,
  prescriptionsQueryOptions,
  usePrescriptions,
} from './usePrescriptions'
export type { UseProductOptions, UseProductResult } from './useProduct'
export { useProduct } from './useProduct'
export type { ProductWithCounters, UseProductAdCountersResult } from './useProductAdCounters'
export { useProductAdCounters } from './useProductAdCounters'
export type {
  ProductAnalogsPage,
  UseProductAnalogsOptions,
  UseProductAnalogsResult,
} from './useProductAnalogs'
export {
  PRODUCT_ANALOGS_PAGE_SIZE,
  productAnalogsQueryOptions,
  useProductAnalogs,
} from './useProductAnalogs'
export type {
  ProductInstructions,
  UseProductInstructionsOptions,
  UseProductInstructionsResult,
} from './useProductInstructions'
export {
  productInstructionsQueryOptions,
  useProductInstructions,
} from './useProductInstructions'
export type {
  UseProductPharmaciesOptions,
  UseProductPharmaciesResult,
} from './useProductPharmacies'
export { useProductPharmacies } from './useProductPharmacies'
export type { ProductSummary, UseProductsOptions, UseProductsResult } from './useProducts'
export { productsQueryOptions, useProducts } from './useProducts'
export type { Profile, UseProfileResult } from './useProfile'
export { profileQueryOptions, useProfile } from './useProfile'
export type { UsePromotedEmailResult } from './usePromotedEmail'
export { usePromotedEmail } from './usePromotedEmail'
export type { UsePromotionOptions, UsePromotionResult } from './usePromotion'
export { usePromotion } from './usePromotion'
export type { UsePromotionsOptions, UsePromotionsResult } from './usePromotions'
export { usePromotions } from './usePromotions'
export type { ReferralProgram, UseReferralProgramResult } from './useReferralProgram'
export { referralProgramQueryOptions, useReferralProgram } from './useReferralProgram'
export type { UseRegionResult } from './useRegion'
export { regionQueryOptions, useRegion } from './useRegion'
export type { UseRegionCheckResult } from './useRegionCheck'
export { useRegionCheck } from './useRegionCheck'
export type {
  RegionSuggestion,
  UseRegionSuggestOptions,
  UseRegionSuggestResult,
} from './useRegionSuggest'
export { regionSuggestQueryOptions, useRegionSuggest } from './useRegionSuggest'
export { useRegistrationFlow } from './useRegistrationFlow'
export type { UseRequestCallbackResult } from './useRequestCallback'
export { useRequestCallback } from './useRequestCallback'
export type { UseResendTimerOptions, UseResendTimerResult } from './useResendTimer'
export { useResendTimer } from './useResendTimer'
export type { UseReviewOptions, UseReviewResult } from './useReview'
export { useReview } from './useReview'
export type { UseRouteProgressOptions, UseRouteProgressResult } from './useRouteProgress'
export {
  ROUTE_PROGRESS_DONE,
  ROUTE_PROGRESS_LOADING,
  ROUTE_PROGRESS_RESET_MS,
  useRouteProgress,
} from './useRouteProgress'
export type {
  UseSearchAutocompleteOptions,
  UseSearchAutocompleteResult,
} from './useSearchAutocomplete'
export { useSearchAutocomplete } from './useSearchAutocomplete'
export { useTeamPerson } from './useTeamPerson'
export { useTeamPersons } from './useTeamPersons'
export type { UseViewportOptions, UseViewportResult, Viewport } from './useViewport'
export { useViewport, VIEWPORT_BREAKPOINTS, viewportOf } from './useViewport'
export type { UseWholeFilterListsResult } from './useWholeFilterLists'
export { useWholeFilterLists } from './useWholeFilterLists'
export type { UseWidgetsOptions, UseWidgetsResult, Widget } from './useWidgets'
export { useWidgets, widgetsQueryOptions } from './useWidgets'
