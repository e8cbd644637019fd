// The Promise face of the client: `createStorefrontClient` wires the services by hand (plain
// Effect values, no Layer and no ManagedRuntime: issue #18 keeps a partner's bundle small),
// and one boundary function turns each program's exit into what partners get: a normalised
// `RequestResult` (never a rejection) or an `ApiRequestError`.
import * as Cause from 'effect/Cause'
import * as Effect from 'effect/Effect'
import * as Exit from 'effect/Exit'
import type { GraphQLErrorLike } from '../errors'
import { hasDocumentCookies } from '../internal/environment'
import { DEFAULT_ERROR_CODE, DEFAULT_ERROR_MESSAGE } from '../internal/errorCodes'
import {
  type CookieStore,
  defaultCookies,
  type EmployeeProfile,
  type KeyValueStorage,
  type LogoutResult,
  localStorageOrMemory,
  makeSession,
  makeTokenJar,
  type SessionEvent,
  type SessionState,
  type SignInTokens,
  sessionStoreOn,
  type TokenJar,
} from '../session'
import {
  type GraphQLDocument,
  type GraphQLResult,
  globalFetch,
  isStorefrontError,
  makeTransport,
  type StorefrontError,
} from '../transport'
import { ApiRequestError } from './ApiRequestError'
import type { StorefrontClientOptions } from './options'
import { makeStorefront } from './Storefront'

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
export type RequestArguments<V> = {} extends V
  ? [variables?: V, options?: RequestOptions]
  : [variables: V, options?: RequestOptions]

/** A storefront client. */
export interface StorefrontClient {
  /** One call; resolves with data or errors and never rejects, except with an AbortError. */
  request<R, V>(
    document: GraphQLDocument<R, V>,
    ...[variables, options]: RequestArguments<V>
  ): Promise<RequestResult<R>>
  /** One call; resolves with the data, rejects with `ApiRequestError` on errors. */
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
  cartId: { get(): string | null; set(id: string): void; clear(): void }
  /** The X-Trace-Id of the latest answer. */
  lastTraceId(): string | null
  /** Closes the tab channel and the runtime; the client is unusable afterwards. */
  dispose(): Promise<void>
}

/** What a failure looks like when it is not a `StorefrontError` (a defect). */
const UNEXPECTED: readonly GraphQLErrorLike[] = [
  { message: DEFAULT_ERROR_MESSAGE, extensions: { code: DEFAULT_ERROR_CODE } },
]

const abortReason = (signal: AbortSignal) =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')

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

/** What a client keeps outside its runtime: the jars and the token jar (Effect-free). */
export interface ClientParts {
  readonly cookies: CookieStore
  readonly storage: KeyValueStorage
  readonly tokens: TokenJar
}

/**
 * The jars a client's options name, or the platform's defaults. The lazy client makes the same
 * parts itself: importing them from here would put this module, Effect and all, in its first load.
 */
function clientParts(options: StorefrontClientOptions): ClientParts {
  const tabSync = options.tabSync ?? hasDocumentCookies()
  const cookies = options.cookies ?? defaultCookies(options.serverHeaders)
  return {
    cookies,
    storage: options.storage ?? localStorageOrMemory(),
    tokens: makeTokenJar(cookies, { ...options, tabSync }),
  }
}

/**
 * The client on parts made before it: `createLazyStorefrontClient` reads the session from the
 * same token jar (same cookies, listeners and tab channel) before this runtime arrives.
 */
export function storefrontClientOn(
  parts: ClientParts,
  options: StorefrontClientOptions,
): StorefrontClient {
  const tabSync = options.tabSync ?? hasDocumentCookies()
  const { cookies, storage } = parts
  const store = sessionStoreOn(parts.tokens)
  const transport = makeTransport(options.fetch ?? globalFetch, options)
  const session = makeSession(
    { store, transport, storage, now: options.now ?? Date.now },
    { ...options, tabSync },
  )
  const client = makeStorefront({ transport, session, cookies, storage })
  let disposed = false
  /** Every program of a disposed client fails, as a closed runtime's did. */
  const live = <A, E>(program: Effect.Effect<A, E>): Effect.Effect<A, E> =>
    disposed ? Effect.die(new Error('The storefront client is disposed')) : program
  const runtime = {
    runSync: <A, E>(program: Effect.Effect<A, E>) => Effect.runSync(live(program)),
    runPromise: <A, E>(program: Effect.Effect<A, E>) => Effect.runPromise(live(program)),
    runFork: <A, E>(program: Effect.Effect<A, E>) => Effect.runFork(live(program)),
    runPromiseExit: <A, E>(program: Effect.Effect<A, E>, options?: { signal?: AbortSignal }) =>
      Effect.runPromiseExit(live(program), options),
  }

  /** The boundary: a program's exit as a normalised result; only an abort rejects. */
  const run = <R>(
    program: Effect.Effect<GraphQLResult<R>, StorefrontError>,
    signal: AbortSignal | undefined,
  ): Promise<RequestResult<R>> =>
    runtime.runPromiseExit(program, signal ? { signal } : undefined).then((exit) => {
      if (Exit.isSuccess(exit))
        return { data: exit.value.data, errors: [], traceId: exit.value.traceId }
      if (signal?.aborted) throw abortReason(signal)
      const error = Cause.squash(exit.cause)
      return isStorefrontError(error)
        ? { data: null, errors: error.errors, traceId: error.traceId }
        : { data: null, errors: UNEXPECTED, traceId: Effect.runSync(client.lastTraceId) }
    })

  const request = <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    options: RequestOptions = {},
  ): Promise<RequestResult<R>> => {
    if (options.signal?.aborted) return Promise.reject(abortReason(options.signal))
    return run(client.request(document, variables, { headers: options.headers }), options.signal)
  }

  return {
    request: (document, ...[variables, options]) => request(document, variables, options),
    requestData: (document, ...[variables, options]) =>
      request(document, variables, options).then((result) => {
        if (result.errors.length > 0 || result.data === null) {
          throw new ApiRequestError(result.errors, result.traceId)
        }
        return result.data
      }),
    session: {
      getState: () => runtime.runSync(client.session.state),
      isAuthenticated: () => runtime.runSync(client.session.isAuthenticated),
      isEmployeeMode: (profile) => runtime.runSync(client.session.isEmployeeMode(profile)),
      signIn: (session) => runtime.runSync(client.session.signIn(session)),
      logout: () => runtime.runPromise(client.session.logout),
      forceLogout: () => {
        // The tokens change at once; the logout handlers finish in the background.
        runtime.runFork(client.session.forceLogout())
      },
      subscribe: (listener) => runtime.runSync(client.session.subscribe(listener)),
    },
    cookies: client.cookies,
    storage: client.storage,
    cartId: {
      get: () => runtime.runSync(client.cartId.get),
      set: (id) => runtime.runSync(client.cartId.set(id)),
      clear: () => runtime.runSync(client.cartId.clear),
    },
    lastTraceId: () => runtime.runSync(client.lastTraceId),
    dispose: async () => {
      disposed = true
      store.close()
    },
  }
}
