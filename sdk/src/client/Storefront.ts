// The `Storefront` service: the client in Effect form, and the one call pipeline of every face: a
// call refreshes the session's tokens, goes out through the transport, and a 401 or 403 answer
// ends the session it was sent with. The Promise client (and the lazy one, once loaded) runs the
// same service; the defaults and the cart id they share are clientParts.ts.
import * as Clock from 'effect/Clock'
import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { catchFailure } from '../internal/failureOf'
import {
  type CookieStore,
  Cookies as CookiesModule,
  type KeyValueStorage,
  Session,
  SessionStore,
  Storage as StorageModule,
} from '../session'
import {
  Fetch,
  type GraphQLDocument,
  type GraphQLResult,
  type StorefrontError,
  Transport,
} from '../transport'
import { fetchOf } from './apiCookieJar'
import { cartIdIn, clientStores, tabSyncOf } from './clientParts'
import type { StorefrontClientOptions } from './options'

type TransportService = Transport.Transport
type SessionService = Session.Session

/** Per-call settings of the Effect client. */
export interface CallOptions {
  /** More headers for this call. */
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/** One call of the client: `Storefront.request`, which the Promise face runs too. */
export type StorefrontCall = <R, V>(
  document: GraphQLDocument<R, V>,
  variables?: V,
  options?: CallOptions,
) => Effect.Effect<GraphQLResult<R>, StorefrontError>

/**
 * The call pipeline: the session's tokens (refreshed first where needed), the transport, and a
 * forced logout of the session the call went out with when the answer is 401 or 403.
 */
const callThrough =
  (transport: Transport.Transport, session: Session.Session): StorefrontCall =>
  (document, variables, options = {}) =>
    Effect.flatMap(session.accessTokens, (tokens) =>
      catchFailure(
        transport.execute(document, variables, { tokens, headers: options.headers }),
        (error) =>
          error.reason._tag === 'StatusCodeError' && error.reason.isAuthFailure
            ? Effect.andThen(session.forceLogout(tokens), Effect.fail(error))
            : Effect.fail(error),
      ),
    )

/** The storefront client service. */
export interface Storefront {
  /** One GraphQL call with the session's tokens. */
  readonly request: StorefrontCall
  /** The session: tokens, refresh, sign-in, logout. */
  readonly session: Session.Session
  /** The cart id in local storage. */
  readonly cartId: {
    readonly get: Effect.Effect<string | null>
    readonly set: (id: string) => Effect.Effect<void>
    readonly clear: Effect.Effect<void>
  }
  /** The X-Trace-Id of the latest answer. */
  readonly lastTraceId: Effect.Effect<string | null>
  /** The cookie jar and the key-value store the client uses. */
  readonly cookies: CookieStore
  readonly storage: KeyValueStorage
}

/** The `Storefront` service. */
export const Storefront: Context.Service<Storefront, Storefront> =
  Context.Service<Storefront>('@apteka/sdk/Storefront')

/** What the client is built on. */
export interface StorefrontParts {
  readonly transport: TransportService
  readonly session: SessionService
  readonly cookies: CookieStore
  readonly storage: KeyValueStorage
}

/**
 * Builds the client on its services, outside any Effect context (the Promise client does).
 * @example
 * const storefront = makeStorefront({ transport, session, cookies, storage })
 */
export function makeStorefront({
  transport,
  session,
  cookies,
  storage,
}: StorefrontParts): Storefront {
  const cartId = cartIdIn(storage)
  return Storefront.of({
    request: callThrough(transport, session),
    session,
    cartId: {
      get: Effect.sync(cartId.get),
      set: (id) => Effect.sync(() => cartId.set(id)),
      clear: Effect.sync(cartId.clear),
    },
    lastTraceId: transport.lastTraceId,
    cookies,
    storage,
  })
}

/**
 * Builds the client from the services. (Marked pure: a kept top-level call would keep the
 * services' namespaces, every Layer with them, in a bundle that never uses this.)
 */
export const makeClient: Effect.Effect<
  Storefront,
  never,
  Transport.Transport | Session.Session | CookiesModule.Cookies | StorageModule.Storage
> = /* @__PURE__ */ Effect.gen(function* () {
  return makeStorefront({
    transport: yield* Transport.Transport,
    session: yield* Session.Session,
    cookies: yield* CookiesModule.Cookies,
    storage: yield* StorageModule.Storage,
  })
})

/**
 * A Clock reading `now`; sleeping is the default clock's.
 * @example
 * const fixed = Layer.succeed(Clock.Clock, clockFrom(() => Date.UTC(2026, 10, 26, 21, 0)))
 */
export function clockFrom(now: () => number): Clock.Clock {
  const base = Clock.Clock.defaultValue()
  const nanos = () => BigInt(Math.round(now())) * 1_000_000n
  return {
    currentTimeMillisUnsafe: now,
    currentTimeMillis: Effect.sync(now),
    currentTimeNanosUnsafe: nanos,
    currentTimeNanos: Effect.sync(nanos),
    monotonicTimeNanosUnsafe: () => base.monotonicTimeNanosUnsafe(),
    monotonicTimeNanos: base.monotonicTimeNanos,
    sleep: (duration) => base.sleep(duration),
  }
}

/** Every service of a client, ready to provide to programs. */
export type StorefrontServices =
  | Storefront
  | Session.Session
  | SessionStore.SessionStore
  | Transport.Transport
  | Fetch.Fetch
  | CookiesModule.Cookies
  | StorageModule.Storage

/**
 * The client and all its services from the options of `createStorefrontClient`.
 * @example
 * const products = await Effect.runPromise(
 *   Effect.provide(Storefront.use((shop) => shop.request(ProductsDocument, { search })), layer({ endpoint })),
 * )
 */
export function layer(options: StorefrontClientOptions = {}): Layer.Layer<StorefrontServices> {
  const tabSync = tabSyncOf(options)
  const { cookies, storage } = clientStores(options)
  const platform = Layer.mergeAll(
    Fetch.layer(fetchOf(options)),
    Layer.succeed(CookiesModule.Cookies, cookies),
    Layer.succeed(StorageModule.Storage, storage),
  )
  const services = Layer.provideMerge(
    Session.layer({ ...options, tabSync }),
    Layer.provideMerge(
      Layer.mergeAll(SessionStore.layer({ ...options, tabSync }), Transport.layer(options)),
      platform,
    ),
  )
  const client = Layer.provideMerge(Layer.effect(Storefront, makeClient), services)
  return options.now
    ? Layer.provide(client, Layer.succeed(Clock.Clock, clockFrom(options.now)))
    : client
}
