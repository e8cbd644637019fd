// The one query-key factory of the hooks. Keys nest, so a prefix invalidates a family:
// `storefrontKeys.user()` is everything that belongs to the signed-in customer and is
// removed on logout; `storefrontKeys.carts()` is every cart.
import type {
  AdvertisementQueryVariables,
  Alphabet,
  CartFlow,
  CatalogPageQueryVariables,
  CheckoutStep,
  FilterConfigQueryVariables,
  PaginatorInput,
  PharmacyMapQueryVariables,
  PharmacySearchListQueryVariables,
  PharmacySearchMapQueryVariables,
  ProductSearchInput,
  PromotionQueryVariables,
  PromotionsQueryVariables,
  SearchPharmacyQueryVariables,
  WidgetsInput,
} from '@apteka/sdk'

const all = ['apteka'] as const
const user = [...all, 'user'] as const

/** The cart flow: the legacy session cart or the mini cart of the ex_cart_id experiment. */
export type { CartFlow }

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
  favorites: (regionID: string) => [...user, 'favorites', regionID] as const,
  prescriptions: (regionID: string) => [...user, 'prescriptions', regionID] as const,
  preOrders: () => [...user, 'preOrder'] as const,
  preOrder: (regionID: string, step: CheckoutStep) =>
    [...user, 'preOrder', regionID, step] as const,
  orders: () => [...user, 'orders'] as const,
  ordersHistory: (paginator: PaginatorInput = {}) =>
    [...user, 'orders', 'history', paginator] as const,
  order: (id: string) => [...user, 'orders', 'one', id] as const,
  personalPromotions: (regionID: string) => [...user, 'personalPromotions', regionID] as const,
  referralProgram: () => [...user, 'referralProgram'] as const,

  /** Every cart. */
  carts: () => [...all, 'cart'] as const,
  cart: (regionID: string, flow: CartFlow) => [...all, 'cart', regionID, flow] as const,

  oauthProviders: () => [...all, 'oauthProviders'] as const,
  region: (regionId: string) => [...all, 'region', regionId] as const,
  detectRegion: () => [...all, 'detectRegion'] as const,
  regionSuggest: (query: string) => [...all, 'regionSuggest', query] as const,

  catalogPage: (variables: CatalogPageQueryVariables) =>
    [...all, 'catalogPage', variables] as const,
  products: (search: ProductSearchInput) => [...all, 'products', search] as const,
  filterConfig: (variables: FilterConfigQueryVariables) =>
    [...all, 'filterConfig', variables] as const,
  product: (alias: string, regionID: string) => [...all, 'product', alias, regionID] as const,
  productInstructions: (slug: string, regionID: string) =>
    [...all, 'productInstructions', slug, regionID] as const,
  productReviews: (alias: string, regionID: string, paginator: PaginatorInput = {}) =>
    [...all, 'productReviews', alias, regionID, paginator] as const,
  productAnalogs: (alias: string, regionID: string, paginator: PaginatorInput = {}) =>
    [...all, 'productAnalogs', alias, regionID, paginator] as const,
  productPharmacies: (
    alias: string,
    regionID: string,
    paginator: PaginatorInput = {},
    search = '',
  ) => [...all, 'productPharmacies', alias, regionID, paginator, search] as const,
  /** The category tree of the menus (the same in every region). */
  categories: () => [...all, 'categories'] as const,
  /** The brands index: its letters and each letter's brands. */
  brands: () => [...all, 'brands'] as const,
  brandLetters: () => [...all, 'brands', 'letters'] as const,
  brandsByLetter: (alphabet: Alphabet, letter: string) =>
    [...all, 'brands', alphabet, letter] as const,
  group: (regionID: string, code: string, paginator: PaginatorInput = {}) =>
    [...all, 'group', regionID, code, paginator] as const,
  searchAutocomplete: (regionID: string, query: string, size?: number) =>
    [...all, 'searchAutocomplete', regionID, query, size ?? null] as const,
  browsingHistory: (regionID: string, ids: readonly string[]) =>
    [...all, 'browsingHistory', regionID, [...ids]] as const,

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
  pickupStore: (pharmacyId: string, regionID: string) =>
    [...all, 'pickupStores', 'one', pharmacyId, regionID] as const,
  deliveryZones: (regionID: string) => [...all, 'deliveryZones', regionID] as const,

  relatedPromos: (regionID: string) => [...all, 'banners', 'relatedPromos', regionID] as const,
  bigSale: (regionID: string) => [...all, 'banners', 'bigSale', regionID] as const,
  tripwire: (regionID: string) => [...all, 'banners', 'tripwire', regionID] as const,
  advertisement: (variables: AdvertisementQueryVariables) =>
    [...all, 'banners', 'advertisement', variables] as const,
  widgets: (input: WidgetsInput) => [...all, 'widgets', input] as const,
  promotions: (variables: PromotionsQueryVariables) => [...all, 'promotions', variables] as const,
  promotion: (variables: PromotionQueryVariables) =>
    [...all, 'promotions', 'one', variables] as const,
}
