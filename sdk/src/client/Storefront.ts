// The `Storefront` service: the client in Effect form. A call refreshes the session's tokens,
// goes out through the transport, and a 401 or 403 answer ends the session it was sent with.
import * as Clock from 'effect/Clock'
import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { hasDocumentCookies } from '../internal/environment'
import { failureOf } from '../internal/failureOf'
import {
  CART_ID_KEY,
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
import type { StorefrontClientOptions } from './options'

type TransportService = Transport.Transport
type SessionService = Session.Session

/** Per-call settings of the Effect client. */
export interface CallOptions {
  /** More headers for this call. */
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/** The storefront client service. */
export interface Storefront {
  /** One GraphQL call with the session's tokens. */
  readonly request: <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    options?: CallOptions,
  ) => Effect.Effect<GraphQLResult<R>, StorefrontError>
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
 * Builds the client on its services, outside any Effect context: the Promise client wires its
 * services by hand, with no Layer or runtime in its bundle. A call carries no `Effect.fn`
 * span (Effect's tracer is about 4 kB gzip); wrap calls in `Effect.withSpan` to trace them.
 */
export function makeStorefront({
  transport,
  session,
  cookies,
  storage,
}: StorefrontParts): Storefront {
  const request = <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    options: CallOptions = {},
  ): Effect.Effect<GraphQLResult<R>, StorefrontError> =>
    Effect.flatMap(session.accessTokens, (tokens) =>
      Effect.flatMap(
        Effect.exit(transport.execute(document, variables, { tokens, headers: options.headers })),
        (exit) => {
          const reason = failureOf(exit)?.reason
          return reason?._tag === 'StatusCodeError' && reason.isAuthFailure
            ? Effect.andThen(session.forceLogout(tokens), exit)
            : exit
        },
      ),
    )

  return Storefront.of({
    request,
    session,
    cartId: {
      get: Effect.sync(() => storage.getItem(CART_ID_KEY)),
      set: (id) => Effect.sync(() => storage.setItem(CART_ID_KEY, id)),
      clear: Effect.sync(() => storage.removeItem(CART_ID_KEY)),
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

/** A Clock reading `now`; sleeping is the default clock's. */
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

/** The client and all its services from the options of `createStorefrontClient`. */
export function layer(options: StorefrontClientOptions = {}): Layer.Layer<StorefrontServices> {
  const tabSync = options.tabSync ?? hasDocumentCookies()
  const platform = Layer.mergeAll(
    Fetch.layer(options.fetch),
    Layer.succeed(
      CookiesModule.Cookies,
      options.cookies ?? CookiesModule.defaultCookies(options.serverHeaders),
    ),
    Layer.succeed(StorageModule.Storage, options.storage ?? StorageModule.localStorageOrMemory()),
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
