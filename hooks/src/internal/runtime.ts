// The state one StorefrontProvider shares between its hooks: the region id, notifications,
// the analytics queue, the auth modal with the action waiting for login, the view history
// and the cart synchronisers. Created once per provider; nothing here touches `window`.
import type { StorefrontClient } from '@apteka/sdk'
import { DEFAULT_REGION, FAVORITES_KEY, REGION_COOKIES, TOASTS } from '@apteka/sdk'
import type { QueryClient } from '@tanstack/react-query'
import { storefrontKeys } from '../storefrontKeys'
import { type AnalyticsQueue, type AnalyticsSink, createAnalyticsQueue } from './analytics'
import type { CartSync } from './cartSync'
import {
  ERROR_TOAST,
  type NotificationInput,
  type StorefrontNotification,
  toNotification,
} from './notifications'
import { createStore, type Store } from './store'

/** What the provider is configured with besides the client and the query client. */
export interface StorefrontConfig {
  /**
   * Reads an experiment by name (the cart uses 'ex_cart_id'); it is on when the value is
   * true or a non-empty string other than '0' and 'false'.
   * Default: the cookie of the same name, read through the client.
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

interface PendingAuthAction {
  readonly run: () => void
  readonly cancel: () => void
}

export interface StorefrontRuntime {
  readonly client: StorefrontClient
  readonly queryClient: QueryClient
  config: StorefrontConfig
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

export function createRuntime(
  client: StorefrontClient,
  queryClient: QueryClient,
  config: StorefrontConfig,
): StorefrontRuntime {
  const initialRegion =
    config.regionId || client.cookies.get(REGION_COOKIES.region) || DEFAULT_REGION.id
  return {
    client,
    queryClient,
    config,
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

/** Whether an experiment is on, by the provider's reader (default: a cookie). */
export function experimentValue(runtime: StorefrontRuntime, name: string): string | null {
  const read =
    runtime.config.experiments ?? ((cookie: string) => runtime.client.cookies.get(cookie))
  const value = read(name)
  if (value === true) return '1'
  if (typeof value !== 'string' || value === '' || value === '0' || value === 'false') return null
  return value
}

/** Shows a notification; throws for an unknown type. */
export function showNotification(
  runtime: StorefrontRuntime,
  input: NotificationInput,
): StorefrontNotification {
  const notification = toNotification(input)
  runtime.notifications.set((list) => [
    ...list.filter((n) => n.id !== notification.id),
    notification,
  ])
  runtime.config.onNotificationShow?.(notification)
  return notification
}

/** Closes a notification by id; nothing happens when it is not shown. */
export function closeNotification(runtime: StorefrontRuntime, id: string): void {
  const notification = runtime.notifications.get().find((n) => n.id === id)
  if (!notification) return
  runtime.notifications.set((list) => list.filter((n) => n.id !== id))
  runtime.config.onNotificationClose?.(notification)
}

/** The error toast of SPEC §8: a title and a body. */
export function showErrorToast(
  runtime: StorefrontRuntime,
  title: string = TOASTS.error,
  message: string = TOASTS.retryLater,
): StorefrontNotification {
  return showNotification(runtime, {
    type: 'toast',
    component: ERROR_TOAST,
    props: { title, message },
  })
}

/**
 * Forgets everything that belonged to the signed-out customer: their queries, the cart
 * id and the cart in the cache (favourites go with the profile).
 */
export function clearUserData(runtime: StorefrontRuntime): void {
  const { queryClient, client } = runtime
  client.cartId.clear()
  setFavoriteIds(runtime, [])
  for (const cart of runtime.carts.values()) cart.reset()
  void queryClient.resetQueries({ queryKey: storefrontKeys.user() })
  void queryClient.resetQueries({ queryKey: storefrontKeys.carts() })
}

/** Opens the auth modal and keeps the action to run after login. */
export function requestLogin(
  runtime: StorefrontRuntime,
  pending: PendingAuthAction,
  promoCode: boolean,
): void {
  runtime.pendingAuthAction?.cancel()
  runtime.pendingAuthAction = pending
  runtime.authModal.set({ isOpen: true, promoCode })
  runtime.config.openAuthModal?.({ promoCode })
}

/** After a login: closes the auth modal and runs the waiting action once. */
export function completeLogin(runtime: StorefrontRuntime): void {
  const pending = runtime.pendingAuthAction
  runtime.pendingAuthAction = null
  runtime.authModal.set(CLOSED_AUTH_MODAL)
  pending?.run()
}

/** The shopper closed the auth modal: the waiting action is dropped. */
export function cancelLogin(runtime: StorefrontRuntime): void {
  const pending = runtime.pendingAuthAction
  runtime.pendingAuthAction = null
  runtime.authModal.set(CLOSED_AUTH_MODAL)
  pending?.cancel()
}

/** Keeps the favourite ids, in the runtime and in local storage (the client's 'favorites'). */
export function setFavoriteIds(runtime: StorefrontRuntime, ids: readonly string[]): void {
  runtime.favoriteIds.set(ids)
  if (ids.length > 0) runtime.client.storage.setItem(FAVORITES_KEY, JSON.stringify(ids))
  else runtime.client.storage.removeItem(FAVORITES_KEY)
}

/** The favourite ids stored by an earlier visit. */
export function loadFavoriteIds(runtime: StorefrontRuntime): void {
  try {
    const stored: unknown = JSON.parse(runtime.client.storage.getItem(FAVORITES_KEY) ?? '[]')
    runtime.favoriteIds.set(Array.isArray(stored) ? stored.map(String) : [])
  } catch {
    runtime.favoriteIds.set([])
  }
}
