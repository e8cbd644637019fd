// The wiring the client's three faces share (`createStorefrontClient`, the lazy client and the
// `Storefront` layer): the defaults a client's options leave out, the session reads that need no
// runtime, and the cart id in its storage. Free of Effect, so the lazy client's first load holds
// it; the call itself is `Storefront.request` (Storefront.ts), which the Promise face runs.
import { hasDocumentCookies } from '../internal/environment'
import {
  CART_ID_KEY,
  type CookieStore,
  defaultCookies,
  type EmployeeProfile,
  isAuthenticatedIn,
  isEmployeeModeIn,
  type KeyValueStorage,
  localStorageOrMemory,
  makeTokenJar,
  type SignInTokens,
  signInTo,
  type TokenJar,
} from '../session'
import type { StorefrontClientOptions } from './options'

/** Whether the client shares its session with the other tabs: the option, else in a browser. */
export const tabSyncOf = (options: StorefrontClientOptions): boolean =>
  options.tabSync ?? hasDocumentCookies()

/** The cookie jar and the key-value store a client's options name, or the platform's. */
export function clientStores(options: StorefrontClientOptions): {
  readonly cookies: CookieStore
  readonly storage: KeyValueStorage
} {
  return {
    cookies: options.cookies ?? defaultCookies(options.serverHeaders),
    storage: options.storage ?? localStorageOrMemory(),
  }
}

/** What a Promise client keeps outside its runtime: the stores and the token jar (Effect-free). */
export interface ClientParts {
  readonly cookies: CookieStore
  readonly storage: KeyValueStorage
  readonly tokens: TokenJar
}

/** The parts of a client from its options; the lazy client reads its session from them at once. */
export function clientParts(options: StorefrontClientOptions): ClientParts {
  const stores = clientStores(options)
  return {
    ...stores,
    tokens: makeTokenJar(stores.cookies, { ...options, tabSync: tabSyncOf(options) }),
  }
}

/** The cart id, local storage key 'cart_id'. */
export interface CartIdStore {
  get(): string | null
  set(id: string): void
  clear(): void
}

/** The cart id kept in `storage`. */
export const cartIdIn = (storage: KeyValueStorage): CartIdStore => ({
  get: () => storage.getItem(CART_ID_KEY),
  set: (id) => storage.setItem(CART_ID_KEY, id),
  clear: () => storage.removeItem(CART_ID_KEY),
})

/** The session reads and writes that need no runtime, on the token jar. */
export const sessionReadsOn = (tokens: TokenJar) => ({
  getState: tokens.state,
  isAuthenticated: (): boolean => isAuthenticatedIn(tokens.state()),
  isEmployeeMode: (profile?: EmployeeProfile | null): boolean =>
    isEmployeeModeIn(tokens.state(), profile),
  signIn: (session: SignInTokens): void => signInTo(tokens, session),
  subscribe: tokens.subscribe,
})
