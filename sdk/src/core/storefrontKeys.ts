// The one query-key factory of the storefront's caches: plain arrays, framework-free, so the
// hooks' TanStack Query cache and any other framework's share them. Keys nest, so a prefix
// invalidates a family: `storefrontKeys.user()` is everything of the signed-in customer,
// removed on logout; `storefrontKeys.carts()` is every cart.
import type {
  AdvertisementQueryVariables,
  Alphabet,
  CatalogPageQueryVariables,
  CheckoutStep,
  FilterConfigQueryVariables,
  FilterListItemsQueryVariables,
  PaginatorInput,
  PharmacyMapQueryVariables,
  PharmacySearchListQueryVariables,
  PharmacySearchMapQueryVariables,
  ProductSearchInput,
  PromotionQueryVariables,
  PromotionsQueryVariables,
  SearchPharmacyQueryVariables,
  WidgetsInput,
} from '../generated/graphql'
import type { CartFlow } from './cartSync'

const all = ['apteka'] as const
const user = [...all, 'user'] as const

/**
 * Query keys of every storefront query.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: storefrontKeys.product('nurofen', 'moscowregion') })
 * queryClient.removeQueries({ queryKey: storefrontKeys.user() }) // after logout
 */
export const storefrontKeys = {
  /** Every storefront query. */
  all: () => all,
  /** Everything of the signed-in customer; removed on logout. */
  user: () => user,
  profile: () => [...user, 'profile'] as const,
  loyalties: () => [...user, 'loyalties'] as const,
  loyaltyHistory: (paginator: PaginatorInput = {}) =>
    [...user, 'loyaltyHistory', paginator] as const,
  favorites: (regionId: string) => [...user, 'favorites', regionId] as const,
  prescriptions: (regionId: string) => [...user, 'prescriptions', regionId] as const,
  preOrders: () => [...user, 'preOrder'] as const,
  preOrder: (regionId: string, step: CheckoutStep) =>
    [...user, 'preOrder', regionId, step] as const,
  orders: () => [...user, 'orders'] as const,
  ordersHistory: (paginator: PaginatorInput = {}) =>
    [...user, 'orders', 'history', paginator] as const,
  order: (id: string) => [...user, 'orders', 'one', id] as const,
  personalPromotions: (regionId: string) => [...user, 'personalPromotions', regionId] as const,
  referralProgram: () => [...user, 'referralProgram'] as const,

  /** Every cart. */
  carts: () => [...all, 'cart'] as const,
  cart: (regionId: string, flow: CartFlow) => [...all, 'cart', regionId, flow] as const,

  oauthProviders: () => [...all, 'oauthProviders'] as const,
  region: (regionId: string) => [...all, 'region', regionId] as const,
  detectRegion: () => [...all, 'detectRegion'] as const,
  regionSuggest: (query: string) => [...all, 'regionSuggest', query] as const,

  catalogPage: (variables: CatalogPageQueryVariables) =>
    [...all, 'catalogPage', variables] as const,
  products: (search: ProductSearchInput) => [...all, 'products', search] as const,
  filterConfig: (variables: FilterConfigQueryVariables) =>
    [...all, 'filterConfig', variables] as const,
  filterListItems: (variables: FilterListItemsQueryVariables) =>
    [...all, 'filterListItems', variables] as const,
  product: (alias: string, regionId: string) => [...all, 'product', alias, regionId] as const,
  productInstructions: (slug: string, regionId: string) =>
    [...all, 'productInstructions', slug, regionId] as const,
  productReviews: (alias: string, regionId: string, paginator: PaginatorInput = {}) =>
    [...all, 'productReviews', alias, regionId, paginator] as const,
  productAnalogs: (alias: string, regionId: string, paginator: PaginatorInput = {}) =>
    [...all, 'productAnalogs', alias, regionId, paginator] as const,
  productPharmacies: (
    alias: string,
    regionId: string,
    paginator: PaginatorInput = {},
    search = '',
  ) => [...all, 'productPharmacies', alias, regionId, paginator, search] as const,
  /** The category tree of the menus (the same in every region). */
  categories: () => [...all, 'categories'] as const,
  /** The brands index: its letters and each letter's brands. */
  brands: () => [...all, 'brands'] as const,
  brandLetters: () => [...all, 'brands', 'letters'] as const,
  brandsByLetter: (alphabet: Alphabet, letter: string) =>
    [...all, 'brands', alphabet, letter] as const,
  group: (regionId: string, code: string, paginator: PaginatorInput = {}) =>
    [...all, 'group', regionId, code, paginator] as const,
  searchAutocomplete: (regionId: string, query: string, size?: number) =>
    [...all, 'searchAutocomplete', regionId, query, size ?? null] as const,
  browsingHistory: (regionId: string, ids: readonly string[]) =>
    [...all, 'browsingHistory', regionId, [...ids]] as const,

  /** Every pharmacy list (a prefix), or one page of it. */
  pharmacies: (variables?: SearchPharmacyQueryVariables) =>
    variables === undefined
      ? ([...all, 'pharmacies'] as const)
      : ([...all, 'pharmacies', variables] as const),
  /** Every single pharmacy (a prefix), or one. */
  pharmacy: (id?: string) =>
    id === undefined ? ([...all, 'pharmacy'] as const) : ([...all, 'pharmacy', id] as const),
  pharmacyMap: (variables: PharmacyMapQueryVariables) =>
    [...all, 'pharmacyMap', variables] as const,
  pickupStoresMap: (variables: PharmacySearchMapQueryVariables) =>
    [...all, 'pickupStores', 'map', variables] as const,
  pickupStoresList: (variables: PharmacySearchListQueryVariables) =>
    [...all, 'pickupStores', 'list', variables] as const,
  pickupStore: (pharmacyId: string, regionId: string) =>
    [...all, 'pickupStores', 'one', pharmacyId, regionId] as const,
  deliveryZones: (regionId: string) => [...all, 'deliveryZones', regionId] as const,

  relatedPromos: (regionId: string) => [...all, 'banners', 'relatedPromos', regionId] as const,
  bigSale: (regionId: string) => [...all, 'banners', 'bigSale', regionId] as const,
  tripwire: (regionId: string) => [...all, 'banners', 'tripwire', regionId] as const,
  advertisement: (variables: AdvertisementQueryVariables) =>
    [...all, 'banners', 'advertisement', variables] as const,
  widgets: (input: WidgetsInput) => [...all, 'widgets', input] as const,
  promotions: (variables: PromotionsQueryVariables) => [...all, 'promotions', variables] as const,
  promotion: (variables: PromotionQueryVariables) =>
    [...all, 'promotions', 'one', variables] as const,
}
