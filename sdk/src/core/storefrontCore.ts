// The framework-free storefront: the shared state plus domain verbs on it
// (`core.cart.add`, `core.region.choose`, `core.auth.signIn`, `core.favorites.toggle`,
// `core.checkout.cartOf`). React adapts it in @apteka/hooks; Vue, Svelte or a server use it as is.

import type { StorefrontClient } from '../client'
import type { AuthPayloadFieldsFragment, RegionFieldsFragment } from '../generated/graphql'
import { logout } from './authCalls'
import type { CartData, CartLineChange, CartProductInput } from './cartData'
import type { CartFlow, CartSync } from './cartSync'
import { type AddToCartOptions, productCartVerbs } from './cartVerbs'
import { changeFavorite, type FavoritesAnswer } from './favorites'
import type { NotificationInput, StorefrontNotification } from './notifications'
import { applyRegion, type RegionPlace, resetRegion, resolveRegion } from './region'
import {
  cancelLogin,
  cartFlowOf,
  closeNotification,
  createStorefrontState,
  getCartSync,
  type StorefrontConfig,
  type StorefrontCoreHost,
  type StorefrontState,
  setFavoriteIds,
  showNotification,
  signInWith,
} from './storefrontState'
import { recordViewedProduct } from './viewHistory'

/** Which cart a verb changes; default: the current region's, in the experiments' flow. */
export interface CartTarget {
  readonly regionId?: string
  readonly flow?: CartFlow
}

/** The cart verbs: quantities are absolute, changes are serialised and coalesced. */
export interface CartVerbs {
  /** The synchroniser (a store: `getSnapshot`, `subscribe`) of a cart. */
  of(target?: CartTarget): CartSync
  /** Sets lines to absolute quantities (0 removes). */
  setLines(changes: readonly CartLineChange[], target?: CartTarget): Promise<CartData>
  /**
   * Puts a product into the cart when it is not there (`quantity` units, default 1) and shows
   * the toast; a second add changes nothing (useAddToCart's `add`, the same function). One more
   * unit is `productCartVerbs({ state: core, sync: core.cart.of() }).increment(product)`.
   */
  add(product: CartProductInput, options?: CartTarget & AddToCartOptions): Promise<CartData>
  /** Removes a line. */
  remove(productID: string, priceTypeID: number, target?: CartTarget): Promise<CartData>
  /** Empties the cart. */
  clear(target?: CartTarget): Promise<CartData>
}

/** The region verbs. */
export interface RegionVerbs {
  /** Looks a place up and stores it as the region (cookies, city name, the id everyone reads). */
  choose(place: RegionPlace): Promise<RegionFieldsFragment>
  /** Back to the default region. */
  reset(): RegionFieldsFragment
}

/**
 * The auth verbs. The calls that ask the API (getCode, login, register, operators, requireAuth)
 * are `createAuthCalls(core)`, kept out of the core so a page without a login form does not
 * carry their documents.
 */
export interface AuthVerbs {
  /** Signs in with a login answer; false when it carries no tokens. */
  signIn(payload: AuthPayloadFieldsFragment): boolean
  /**
   * SPEC §4 logout: an operator acting for a customer returns to their own session and the
   * default region, anyone else's data is forgotten (useAuth's `logout`, the same call).
   */
  signOut(): Promise<{ revertedToOperator: boolean }>
  /** The shopper closed the auth modal: the waiting action is dropped. */
  cancelLogin(): void
}

/** The favourites verbs (SPEC §4); the ids are the store `core.favoriteIds`. */
export interface FavoritesVerbs {
  add(productId: string, regionId?: string): Promise<FavoritesAnswer | null>
  remove(productId: string, regionId?: string): Promise<FavoritesAnswer | null>
  toggle(productId: string, regionId?: string): Promise<FavoritesAnswer | null>
  /** Replaces the ids (the profile's list). */
  set(ids: readonly string[]): void
}

/** The checkout verbs: what the checkout works on. */
export interface CheckoutVerbs {
  /** The cart being ordered in the current region (the synchroniser's snapshot). */
  cartOf(target?: CartTarget): CartData
}

/** The notification verbs; the list is the store `core.notifications`. */
export interface NotificationVerbs {
  show(input: NotificationInput): StorefrontNotification
  close(id: string): void
}

/** A storefront: its state stores and its domain verbs. */
export interface StorefrontCore extends StorefrontState {
  readonly cart: CartVerbs
  readonly region: RegionVerbs
  readonly auth: AuthVerbs
  readonly favorites: FavoritesVerbs
  readonly checkout: CheckoutVerbs
  readonly notify: NotificationVerbs
  /** Puts a product at the front of the viewed list (the store `core.viewHistory`). */
  recordView(productId: string): void
}

/**
 * A framework-free storefront around a client.
 *
 * @example
 * const core = createStorefrontCore(createStorefrontClient())
 * core.regionId.subscribe(() => render(core.regionId.getSnapshot()))
 * await core.cart.add({ id: '42', name: 'Нурофен', price: 250 }) // in once, with the toast
 */
export function createStorefrontCore(
  client: StorefrontClient,
  config: StorefrontConfig = {},
  host: StorefrontCoreHost = {},
): StorefrontCore {
  const state = createStorefrontState(client, config, host)
  const regionOf = (regionId?: string) => regionId ?? state.regionId.getSnapshot()
  const cartOf = (target: CartTarget = {}) =>
    getCartSync(
      state,
      target.regionId ?? state.regionId.getSnapshot(),
      target.flow ?? cartFlowOf(state),
    )
  const productVerbs = (target: CartTarget) => productCartVerbs({ state, sync: cartOf(target) })
  const cart: CartVerbs = {
    of: cartOf,
    setLines: (changes, target) => cartOf(target).setLines(changes),
    add: (product, options = {}) => productVerbs(options).add(product, options),
    remove: (productID, priceTypeID, target) =>
      cartOf(target).setLines([{ productID, priceTypeID, quantity: 0 }]),
    clear: (target) => cartOf(target).clear(),
  }
  const favorites: FavoritesVerbs = {
    add: (productId, regionId) => changeFavorite(state, productId, 'update', regionOf(regionId)),
    remove: (productId, regionId) => changeFavorite(state, productId, 'delete', regionOf(regionId)),
    toggle: (productId, regionId) =>
      changeFavorite(
        state,
        productId,
        state.favoriteIds.getSnapshot().includes(productId) ? 'delete' : 'update',
        regionOf(regionId),
      ),
    set: (ids) => setFavoriteIds(state, ids),
  }
  return Object.assign(state, {
    cart,
    region: {
      choose: async (place: RegionPlace) => {
        const region = await resolveRegion(state, place)
        applyRegion(state, region, 'type' in place && region.cityId ? place.name : undefined)
        return region
      },
      reset: () => resetRegion(state),
    },
    auth: {
      signIn: (payload: AuthPayloadFieldsFragment) => signInWith(state, payload),
      signOut: () => logout(state),
      cancelLogin: () => cancelLogin(state),
    },
    favorites,
    checkout: { cartOf: (target?: CartTarget) => cartOf(target).current() },
    notify: {
      show: (input: NotificationInput) => showNotification(state, input),
      close: (id: string) => closeNotification(state, id),
    },
    recordView: (productId: string) => recordViewedProduct(state, productId),
  })
}
