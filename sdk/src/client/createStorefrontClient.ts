// The Promise face of the client: the `Storefront` service wired by hand on the client's parts
// (no Layer in a page's bundle), each call run through the one boundary (runStorefront.ts):
// `requestData` rejects with the `StorefrontError` itself, `request` answers its SPEC §8 errors
// list; only an abort rejects `request`.
import * as Effect from 'effect/Effect'
import type { GraphQLErrorLike } from '../errors'
import {
  type CookieStore,
  type EmployeeProfile,
  type KeyValueStorage,
  type LogoutResult,
  makeSession,
  type SessionEvent,
  type SessionState,
  type SignInTokens,
  sessionStoreOn,
} from '../session'
import { type GraphQLDocument, isStorefrontError, makeTransport } from '../transport'
import { fetchOf } from './apiCookieJar'
import {
  type CartIdStore,
  type ClientParts,
  cartIdIn,
  clientParts,
  sessionReadsOn,
  tabSyncOf,
} from './clientParts'
import type { StorefrontClientOptions } from './options'
import { runStorefront } from './runStorefront'
import { makeStorefront } from './Storefront'

export type { ClientParts } from './clientParts'

/** The normalised answer of a call: data, or null with the errors (SPEC §7). */
export interface RequestResult<T> {
  /** The data; null whenever `errors` is not empty. */
  data: T | null
  /** The errors in SPEC §8 form; empty on success. */
  errors: readonly GraphQLErrorLike[]
  /** The answer's X-Trace-Id, for error reports. */
  traceId: string | null
}

/** Per-call settings. */
export interface RequestOptions {
  /** Aborts the call: the promise then rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal | undefined
  /** More headers for this call. */
  headers?: Record<string, string> | undefined
}

/** The session part of the client. */
export interface StorefrontSession {
  /** The stored tokens. */
  getState(): SessionState
  /** SPEC §6: anonymous counts as authenticated only if a refresh token exists. */
  isAuthenticated(): boolean
  /** SPEC §5: the profile's flags; without a profile, the access token's `employee` claim. */
  isEmployeeMode(profile?: EmployeeProfile | null): boolean
  /** Stores the tokens of a login answer and tells the other tabs. */
  signIn(session: SignInTokens): void
  /** SPEC §4 logout (calls the logout mutation best-effort). */
  logout(): Promise<LogoutResult>
  /** The API layer's forced logout: back to the operator's session, or anonymous. */
  forceLogout(): void
  /** Listens to session events; returns the function that stops listening. */
  subscribe(listener: (event: SessionEvent) => void): () => void
}

/**
 * The variables and options of a call: the variables may be left out only when the operation
 * has none it requires (`GetProfileDocument`), and must be given when it has (`CartDocument`).
 */
export type RequestArguments<V> =
  Record<never, never> extends V
    ? [variables?: V, options?: RequestOptions]
    : [variables: V, options?: RequestOptions]

/** A storefront client. */
export interface StorefrontClient {
  /** One call; resolves with data or errors and never rejects, except with an AbortError. */
  request<R, V>(
    document: GraphQLDocument<R, V>,
    ...[variables, options]: RequestArguments<V>
  ): Promise<RequestResult<R>>
  /** One call; resolves with the data, rejects with the call's `StorefrontError` otherwise. */
  requestData<R, V>(
    document: GraphQLDocument<R, V>,
    ...[variables, options]: RequestArguments<V>
  ): Promise<R>
  session: StorefrontSession
  /** The cookie jar of the tokens. */
  cookies: CookieStore
  /** The store of the cart id and favourites. */
  storage: KeyValueStorage
  /** The cart id, local storage key 'cart_id'. */
  cartId: CartIdStore
  /** The X-Trace-Id of the latest answer. */
  lastTraceId(): string | null
  /** Closes the tab channel; the client is unusable afterwards. */
  dispose(): Promise<void>
}

/**
 * Creates a storefront client.
 *
 * @example
 * const client = createStorefrontClient({ endpoint: '/graphql' })
 * const { data, errors } = await client.request(CartDocument, { regionID: '77' })
 */
export function createStorefrontClient(options: StorefrontClientOptions = {}): StorefrontClient {
  return storefrontClientOn(clientParts(options), options)
}

/**
 * The client on parts made before it: `createLazyStorefrontClient` reads the session from the
 * same token jar (same cookies, listeners and tab channel) before this module arrives.
 */
export function storefrontClientOn(
  parts: ClientParts,
  options: StorefrontClientOptions,
): StorefrontClient {
  const { cookies, storage, tokens } = parts
  const transport = makeTransport(fetchOf(options), options)
  const session = makeSession(
    { store: sessionStoreOn(tokens), transport, storage, now: options.now ?? Date.now },
    { ...options, tabSync: tabSyncOf(options) },
  )
  const storefront = makeStorefront({ transport, session, cookies, storage })
  let disposed = false
  /** Every use of a disposed client fails, as a closed runtime's did. */
  const whileLive =
    <A extends unknown[], B>(run: (...args: A) => B) =>
    (...args: A): B => {
      if (disposed) throw new Error('The storefront client is disposed')
      return run(...args)
    }
  const call = <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    options: RequestOptions = {},
  ) =>
    runStorefront(
      Effect.suspend(() =>
        disposed
          ? Effect.die(new Error('The storefront client is disposed'))
          : storefront.request(document, variables, { headers: options.headers }),
      ),
      options.signal,
    )
  const reads = sessionReadsOn(tokens)
  const cartId = cartIdIn(storage)

  return {
    request: (document, ...[variables, options]) =>
      call(document, variables, options).then(
        ({ data, traceId }) => ({ data, errors: [], traceId }),
        (error: unknown) => {
          if (!isStorefrontError(error)) throw error
          return { data: null, errors: error.errors, traceId: error.traceId }
        },
      ),
    requestData: (document, ...[variables, options]) =>
      call(document, variables, options).then(({ data }) => data),
    session: {
      getState: whileLive(reads.getState),
      isAuthenticated: whileLive(reads.isAuthenticated),
      isEmployeeMode: whileLive(reads.isEmployeeMode),
      signIn: whileLive(reads.signIn),
      logout: () => Promise.resolve().then(() => whileLive(() => runStorefront(session.logout))()),
      forceLogout: () => {
        // The tokens change at once; the logout handlers finish in the background. (A disposed
        // client's does nothing, as a closed runtime's fork did.)
        if (!disposed) runStorefront(session.forceLogout()).catch(() => undefined)
      },
      subscribe: whileLive(reads.subscribe),
    },
    cookies,
    storage,
    cartId: {
      get: whileLive(cartId.get),
      set: whileLive(cartId.set),
      clear: whileLive(cartId.clear),
    },
    lastTraceId: whileLive(() => Effect.runSync(transport.lastTraceId)),
    dispose: async () => {
      disposed = true
      tokens.close()
    },
  }
}
