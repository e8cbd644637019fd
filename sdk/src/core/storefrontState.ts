// The state one storefront shares between everything that shows it: the region id,
// notifications, the analytics queue, the auth modal with the action waiting for login, the
// view history, the favourites and the cart synchronisers. Framework-free: each concern is a
// store with `getSnapshot` / `subscribe`; React, Vue or a server adapt it. Nothing here
// touches `window`; a host (the hooks) plugs its cache in through `StorefrontCoreHost`.
import type { StorefrontClient } from '../client'
import { TOASTS } from '../errors'
import type { AuthPayloadFieldsFragment, RegionFieldsFragment } from '../generated/graphql'
import { DEFAULT_REGION, REGION_COOKIES } from '../region'
import { FAVORITES_KEY } from '../session'
import { type AnalyticsQueue, type AnalyticsSink, createAnalyticsQueue } from './analytics'
import {
  CART_ID_EXPERIMENT,
  type CartCache,
  type CartFlow,
  CartSync,
  createCartCache,
} from './cartSync'
import {
  ERROR_TOAST,
  type NotificationInput,
  type StorefrontNotification,
  toNotification,
} from './notifications'
import { createStore, type Store, sameListOr } from './store'

/** What a storefront is configured with besides the client. */
export interface StorefrontConfig {
  /**
   * Reads an experiment by name (the cart uses 'ex_cart_id'); it is on when the value is
   * true or a non-empty string other than '0' and 'false'. The visitor's assignments from
   * `@apteka/sdk/experiments` give it: `experimentReader(assignments)`.
   * Default: none (every experiment off; a cookie set by hand no longer switches the cart).
   */
  experiments?: (name: string) => string | boolean | null | undefined
  /**
   * Receives analytics events. Events raised before it is given wait in a queue and are
   * delivered when it arrives. Default: none (events are queued).
   */
  onAnalyticsEvent?: AnalyticsSink
  /** Called for every notification shown (toast, modal, tooltip). Default: none. */
  onNotificationShow?: (notification: StorefrontNotification) => void
  /** Called for every notification closed. Default: none. */
  onNotificationClose?: (notification: StorefrontNotification) => void
  /**
   * Opens the skin's auth modal when an action needs login (`requireAuth`); `promoCode` is
   * true when the promo-code modal asked. Default: none (the skin reads `useAuth().authModal`).
   */
  openAuthModal?: (options: { readonly promoCode: boolean }) => void
  /** Employees see expiring prices on the product page (SPEC §6). Default: false. */
  showExpiringPrices?: boolean
  /**
   * The region to start with; the server knows it from the address (r_{regionId}).
   * Default: the 'region' cookie, else the default region ('moscowregion').
   */
  regionId?: string
  /** Paths whose addresses are never rewritten for a region (SPEC §2). Default: none. */
  regionExcludedPaths?: readonly string[]
  /**
   * Sends an advertising tracking pixel.
   * Default: a plain GET, `fetch(url, { mode: 'no-cors', keepalive: true })`; where fetch is
   * missing, `navigator.sendBeacon(url)`.
   */
  sendTrackingPixel?: (url: string) => void
}

/** The auth modal asked for by `requireAuth`. */
export interface AuthModalState {
  readonly isOpen: boolean
  /** The promo-code modal asked for login (SPEC §6). */
  readonly promoCode: boolean
}

/** The action that waits for login. */
export interface PendingAuthAction {
  readonly run: () => void
  readonly cancel: () => void
}

/** Where a host (the hooks' provider) keeps what the core changes. Every port is optional. */
export interface StorefrontCoreHost {
  /** The cache of one cart. Default: a store of its own per cart. */
  cartCache?: (regionId: string, flow: CartFlow) => CartCache
  /** A region was chosen and stored. Default: nothing more. */
  onRegionApplied?: (region: RegionFieldsFragment) => void
  /** A login answer brought the customer's profile. Default: nothing more. */
  onProfile?: (profile: NonNullable<AuthPayloadFieldsFragment['session']>['profile']) => void
  /** The signed-out customer's data was forgotten. Default: nothing more. */
  onUserDataCleared?: () => void
}

/** The state of one storefront. */
export interface StorefrontState {
  readonly client: StorefrontClient
  /** The latest configuration; a host may replace it (callbacks read it when they run). */
  config: StorefrontConfig
  readonly host: StorefrontCoreHost
  readonly regionId: Store<string>
  readonly notifications: Store<readonly StorefrontNotification[]>
  readonly analytics: AnalyticsQueue
  readonly authModal: Store<AuthModalState>
  pendingAuthAction: PendingAuthAction | null
  readonly viewHistory: Store<readonly string[]>
  /** Ids of the favourite products, synced from the profile (SPEC §4). */
  readonly favoriteIds: Store<readonly string[]>
  readonly carts: Map<string, CartSync>
  /** The favourites' change queue: the tail request and the latest change's number. */
  readonly favoriteChanges: { tail: Promise<unknown>; sequence: number }
}

export const CLOSED_AUTH_MODAL: AuthModalState = { isOpen: false, promoCode: false }

/**
 * The state of one storefront (`createStorefrontCore` adds the domain verbs to it).
 *
 * @example
 * const state = createStorefrontState(createStorefrontClient())
 * state.regionId.subscribe(() => console.log(state.regionId.getSnapshot()))
 */
export function createStorefrontState(
  client: StorefrontClient,
  config: StorefrontConfig = {},
  host: StorefrontCoreHost = {},
): StorefrontState {
  const initialRegion =
    config.regionId || client.cookies.get(REGION_COOKIES.region) || DEFAULT_REGION.id
  return {
    client,
    config,
    host,
    regionId: createStore(initialRegion),
    notifications: createStore<readonly StorefrontNotification[]>([]),
    analytics: createAnalyticsQueue(),
    authModal: createStore(CLOSED_AUTH_MODAL),
    pendingAuthAction: null,
    viewHistory: createStore<readonly string[]>([]),
    favoriteIds: createStore<readonly string[]>([]),
    carts: new Map(),
    favoriteChanges: { tail: Promise.resolve(), sequence: 0 },
  }
}

/**
 * An experiment's value when it is on (true, or a string other than '', '0' and 'false'), else null.
 * @example
 * experimentOn('1') // '1'; experimentOn('0') // null; experimentOn(true) // 'true'
 */
export function experimentOn(value: string | boolean | null | undefined): string | null {
  if (value === true) return '1'
  if (typeof value !== 'string' || value === '' || value === '0' || value === 'false') return null
  return value
}

/**
 * Whether an experiment is on, by the provider's reader (default: none is).
 * @example
 * const flow = experimentValue(state, 'ex_cart_id') ? 'mini' : 'legacy'
 */
export function experimentValue(state: StorefrontState, name: string): string | null {
  return experimentOn(state.config.experiments?.(name))
}

/**
 * Shows a notification; throws for an unknown type.
 * @example
 * showNotification(state, { type: 'toast', component: 'ADDED_TO_CART', props: { productId: '10345' } })
 */
export function showNotification(
  state: StorefrontState,
  input: NotificationInput,
): StorefrontNotification {
  const notification = toNotification(input)
  state.notifications.set((list) => [...list.filter((n) => n.id !== notification.id), notification])
  state.config.onNotificationShow?.(notification)
  return notification
}

/**
 * Closes a notification by id; nothing happens when it is not shown.
 * @example
 * closeNotification(state, notification.id)
 */
export function closeNotification(state: StorefrontState, id: string): void {
  const notification = state.notifications.getSnapshot().find((n) => n.id === id)
  if (!notification) return
  state.notifications.set((list) => list.filter((n) => n.id !== id))
  state.config.onNotificationClose?.(notification)
}

/**
 * The error toast of SPEC §8: a title and a body.
 * @example
 * showErrorToast(state) // 'Ошибка' / 'Повторите попытку позднее'
 */
export function showErrorToast(
  state: StorefrontState,
  title: string = TOASTS.error,
  message: string = TOASTS.retryLater,
): StorefrontNotification {
  return showNotification(state, {
    type: 'toast',
    component: ERROR_TOAST,
    props: { title, message },
  })
}

/**
 * Forgets everything that belonged to the signed-out customer: the cart id, the carts and the
 * favourites; the host forgets its cached queries.
 * @example
 * client.session.subscribe((event) => { if (event.type === 'signed-out') clearUserData(state) })
 */
export function clearUserData(state: StorefrontState): void {
  state.client.cartId.clear()
  setFavoriteIds(state, [])
  for (const cart of state.carts.values()) cart.reset()
  state.host.onUserDataCleared?.()
}

/**
 * Opens the auth modal and keeps the action to run after login.
 * @example
 * requestLogin(state, () => openPromoCodes(), true) // runs after the customer signs in
 */
export function requestLogin(
  state: StorefrontState,
  pending: PendingAuthAction,
  promoCode: boolean,
): void {
  state.pendingAuthAction?.cancel()
  state.pendingAuthAction = pending
  state.authModal.set({ isOpen: true, promoCode })
  state.config.openAuthModal?.({ promoCode })
}

/**
 * After a login: closes the auth modal and runs the waiting action once.
 * @example
 * completeLogin(state) // the modal closes and the waiting action runs once
 */
export function completeLogin(state: StorefrontState): void {
  const pending = state.pendingAuthAction
  state.pendingAuthAction = null
  state.authModal.set(CLOSED_AUTH_MODAL)
  pending?.run()
}

/**
 * The shopper closed the auth modal: the waiting action is dropped.
 * @example
 * cancelLogin(state) // the shopper closed the modal: nothing runs
 */
export function cancelLogin(state: StorefrontState): void {
  const pending = state.pendingAuthAction
  state.pendingAuthAction = null
  state.authModal.set(CLOSED_AUTH_MODAL)
  pending?.cancel()
}

/**
 * Keeps the favourite ids, in the core and in local storage (the client's 'favorites').
 * @example
 * setFavoriteIds(state, ['10345', '20511'])
 */
export function setFavoriteIds(state: StorefrontState, ids: readonly string[]): void {
  state.favoriteIds.set(ids)
  if (ids.length > 0) state.client.storage.setItem(FAVORITES_KEY, JSON.stringify(ids))
  else state.client.storage.removeItem(FAVORITES_KEY)
}

/**
 * The favourite ids stored by an earlier visit. The same ids as the store holds (none, on a first
 * visit) change nothing: every component showing a heart would re-render for them.
 * @example
 * loadFavoriteIds(state) // the hearts of the last visit, from local storage
 */
export function loadFavoriteIds(state: StorefrontState): void {
  let ids: string[] = []
  try {
    const stored: unknown = JSON.parse(state.client.storage.getItem(FAVORITES_KEY) ?? '[]')
    if (Array.isArray(stored)) ids = stored.map(String)
  } catch {
    // Not JSON: no favourites.
  }
  state.favoriteIds.set((previous) => sameListOr(previous, ids))
}

/**
 * The cart flow the experiments choose.
 * @example
 * const flow = cartFlowOf(state) // 'mini' when ex_cart_id is on, else 'legacy'
 */
export function cartFlowOf(state: StorefrontState): CartFlow {
  return experimentValue(state, CART_ID_EXPERIMENT) === null ? 'legacy' : 'mini'
}

/**
 * The synchroniser of a cart, made on first use.
 * @example
 * const sync = getCartSync(state, 'moscowregion', cartFlowOf(state))
 * await sync.setLines([{ productID: '10345', priceTypeID: 1, quantity: 1 }])
 */
export function getCartSync(state: StorefrontState, regionId: string, flow: CartFlow): CartSync {
  const id = `${regionId}:${flow}`
  let sync = state.carts.get(id)
  if (!sync) {
    sync = new CartSync(
      {
        client: state.client,
        analytics: state.analytics,
        cacheOf: state.host.cartCache ?? createCartCache,
        showError: (title, message) => showErrorToast(state, title, message),
      },
      regionId,
      flow,
    )
    state.carts.set(id, sync)
  }
  return sync
}

/**
 * Signs in with the tokens of a login answer, hands its profile to the host, keeps its
 * favourites and runs the action that waited for login. False when the answer carries no
 * tokens (not registered).
 * @example
 * const { login } = await client.requestData(LoginDocument, { phone, code })
 * if (!signInWith(state, login)) openRegistration(phone) // no tokens: not registered
 */
export function signInWith(state: StorefrontState, payload: AuthPayloadFieldsFragment): boolean {
  const session = payload.session
  if (!session?.user && !session?.operator) return false
  state.client.session.signIn({
    ...(session.user ? { user: session.user } : {}),
    ...(session.operator ? { operator: session.operator } : {}),
  })
  if (session.profile) {
    state.host.onProfile?.(session.profile)
    setFavoriteIds(state, session.profile.favoriteProducts.items)
  }
  completeLogin(state)
  return true
}
