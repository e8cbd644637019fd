// The Promise face of the client, free of Effect (issue #18): the request core
// (transport/request.ts) and the session core (session/sessionCore.ts) called directly, and one
// boundary that turns a call's outcome into what partners get: a normalised `RequestResult`
// (never a rejection but an abort) or, from `requestData`, an `ApiRequestError`, whose module
// (with the Russian catalogue its message reads) is loaded with the first error.
import type { GraphQLErrorLike } from '../errors'
import { hasDocumentCookies } from '../internal/environment'
import { DEFAULT_ERROR_CODE, DEFAULT_ERROR_MESSAGE } from '../internal/errorCodes'
import {
  type AccessTokens,
  CART_ID_KEY,
  type CookieStore,
  defaultCookies,
  type EmployeeProfile,
  type KeyValueStorage,
  type LogoutResult,
  localStorageOrMemory,
  makeSessionCore,
  makeTokenJar,
  type SessionEvent,
  type SessionState,
  type SignInTokens,
  type TokenJar,
} from '../session'
import {
  type CallFailure,
  failureErrors,
  type GraphQLDocument,
  globalFetch,
  isAuthFailure,
  makeRequester,
} from '../transport'
import type { StorefrontClientOptions } from './options'

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
  /** Closes the tab channel; the client is unusable afterwards. */
  dispose(): Promise<void>
}

/** What a call answers when it ends in something unforeseen (a defect, a disposed client). */
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
 * parts itself: importing them from here would put this module, the request core and all, in
 * its first load.
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
 * same token jar (same cookies, listeners and tab channel) before this module arrives.
 */
export function storefrontClientOn(
  parts: ClientParts,
  options: StorefrontClientOptions,
): StorefrontClient {
  const tabSync = options.tabSync ?? hasDocumentCookies()
  const { cookies, storage, tokens: jar } = parts
  const requester = makeRequester(options.fetch ?? globalFetch, options)
  const session = makeSessionCore(
    { jar, send: requester.send, storage, now: options.now ?? Date.now },
    { ...options, tabSync },
  )
  let disposed = false
  /** Every use of a disposed client fails, as a closed runtime's did. */
  const live = () => {
    if (disposed) throw new Error('The storefront client is disposed')
  }

  const failed = <R>(failure: CallFailure): RequestResult<R> => ({
    data: null,
    errors: failureErrors(failure.reason),
    traceId: failure.traceId,
  })

  /** One call: the session's tokens, the call, and a forced logout when its answer is 401/403. */
  const call = async <R, V>(
    document: GraphQLDocument<R, V>,
    variables: V | undefined,
    options: RequestOptions,
  ): Promise<RequestResult<R>> => {
    live()
    const access = await session.accessTokens()
    if (!access.ok) return failed(access.failure)
    const sentWith: AccessTokens = access.tokens
    const outcome = await requester.send(document, variables, {
      tokens: sentWith,
      headers: options.headers,
      signal: options.signal,
    })
    if (outcome.ok) return { data: outcome.data, errors: [], traceId: outcome.traceId }
    if (isAuthFailure(outcome.failure)) await session.forceLogout(sentWith)
    return failed(outcome.failure)
  }

  /**
   * The boundary: only an abort rejects, and at once, whether the call is waiting for its
   * answer or for a refresh it shares with others (which goes on for them); anything
   * unforeseen reads as the default error.
   */
  const request = <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    options: RequestOptions = {},
  ): Promise<RequestResult<R>> => {
    const { signal } = options
    if (signal?.aborted) return Promise.reject(abortReason(signal))
    const settled = call(document, variables, options).catch(
      (): RequestResult<R> => ({
        data: null,
        errors: UNEXPECTED,
        traceId: requester.lastTraceId(),
      }),
    )
    if (!signal) return settled
    return new Promise<RequestResult<R>>((resolve, reject) => {
      const onAbort = () => reject(abortReason(signal))
      signal.addEventListener('abort', onAbort, { once: true })
      settled.then((result) => {
        signal.removeEventListener('abort', onAbort)
        if (signal.aborted) onAbort()
        else resolve(result)
      })
    })
  }

  /** A sync session read or write, refused once the client is disposed. */
  const whileLive =
    <A extends unknown[], B>(run: (...args: A) => B) =>
    (...args: A): B => {
      live()
      return run(...args)
    }

  return {
    request: (document, ...[variables, options]) => request(document, variables, options),
    requestData: (document, ...[variables, options]) =>
      request(document, variables, options).then(async (result) => {
        if (result.errors.length > 0 || result.data === null) {
          // The error's module carries the Russian catalogue its message reads: loaded here,
          // with the first error, not with the request path.
          const { ApiRequestError } = await import('./ApiRequestError')
          throw new ApiRequestError(result.errors, result.traceId)
        }
        return result.data
      }),
    session: {
      getState: whileLive(session.state),
      isAuthenticated: whileLive(session.isAuthenticated),
      isEmployeeMode: whileLive(session.isEmployeeMode),
      signIn: whileLive(session.signIn),
      logout: () => Promise.resolve().then(() => whileLive(session.logout)()),
      forceLogout: () => {
        // The tokens change at once; the logout handlers finish in the background. (A disposed
        // client's does nothing, as a closed runtime's fork did.)
        if (!disposed) void session.forceLogout()
      },
      subscribe: whileLive(session.subscribe),
    },
    cookies,
    storage,
    cartId: {
      get: whileLive(() => storage.getItem(CART_ID_KEY)),
      set: whileLive((id: string) => storage.setItem(CART_ID_KEY, id)),
      clear: whileLive(() => storage.removeItem(CART_ID_KEY)),
    },
    lastTraceId: whileLive(requester.lastTraceId),
    dispose: async () => {
      disposed = true
      jar.close()
    },
  }
}
