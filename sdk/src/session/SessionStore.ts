// The `SessionStore` service: the session's tokens as cookies (user and operator, SPEC §6 and
// §9), and its events, which other tabs of the shop hear through a BroadcastChannel. Cookies are
// the one source of truth, read afresh every time, so a refresh done by another tab is seen.
import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { Cookies } from './Cookies'
import type { CookieStore } from './cookieJars'
import {
  type AuthTokens,
  makeTokenJar,
  type SessionEvent,
  type SessionEventType,
  type SessionState,
  type SessionStoreOptions,
  type TokenJar,
  type TokenKind,
} from './tokenJar'

export type {
  AuthTokens,
  SessionEvent,
  SessionEventType,
  SessionState,
  SessionStoreOptions,
  TokenKind,
} from './tokenJar'
export { SESSION_CHANNEL, TOKEN_COOKIES, TOKEN_MAX_AGE } from './tokenJar'

/** The session store service. */
export interface SessionStore {
  /** The tokens now in the cookies. */
  readonly state: Effect.Effect<SessionState>
  /** Writes (or, given null, removes) one kind's token cookies. */
  readonly save: (kind: TokenKind, tokens: AuthTokens | null) => Effect.Effect<void>
  /** Tells this tab's listeners and the other tabs. */
  readonly emit: (type: SessionEventType) => Effect.Effect<void>
  /** Adds a listener; the effect's value removes it. */
  readonly subscribe: (listener: (event: SessionEvent) => void) => Effect.Effect<() => void>
}

/** The `SessionStore` service. */
export const SessionStore: Context.Service<SessionStore, SessionStore> =
  Context.Service<SessionStore>('@apteka/sdk/SessionStore')

/** A session store built by hand, with the function that closes its tab channel. */
export interface ClosableSessionStore extends SessionStore {
  /** Closes the tab channel; the other tabs are no longer heard nor told. */
  readonly close: () => void
}

/**
 * The store on a token jar: the Effect face of the same cookies, listeners and tab channel.
 * @example
 * const store = sessionStoreOn(makeTokenJar(memoryCookies()))
 * store.close() // the tab channel
 */
export function sessionStoreOn(jar: TokenJar): ClosableSessionStore {
  const store = SessionStore.of({
    state: Effect.sync(jar.state),
    save: (kind, tokens) => Effect.sync(() => jar.save(kind, tokens)),
    emit: (type) => Effect.sync(() => jar.emit(type)),
    subscribe: (listener) => Effect.sync(() => jar.subscribe(listener)),
  })
  return { ...store, close: jar.close }
}

/**
 * Builds the store on a cookie jar, outside any Effect context (the Promise client wires its
 * services by hand, with no Layer or runtime in its bundle); `close` ends the tab channel.
 * @example
 * const store = makeSessionStore(memoryCookies(), { tabSync: false })
 */
export function makeSessionStore(
  cookies: CookieStore,
  options: SessionStoreOptions = {},
): ClosableSessionStore {
  return sessionStoreOn(makeTokenJar(cookies, options))
}

/**
 * Builds the store on the `Cookies` service; the tab channel closes with the scope.
 * @example
 * const store = yield* SessionStore.make({ tabSync: false }) // inside Effect.gen, with Cookies provided
 */
export const make = (options: SessionStoreOptions = {}) =>
  Effect.gen(function* () {
    const { close, ...store } = makeSessionStore(yield* Cookies, options)
    yield* Effect.addFinalizer(() => Effect.sync(close))
    return SessionStore.of(store)
  })

/**
 * The session store from options.
 * @example
 * const live = SessionStore.layer({ cookieDomain: '.apteka.example' })
 */
export const layer = (
  options: SessionStoreOptions = {},
): Layer.Layer<SessionStore, never, Cookies> => Layer.effect(SessionStore, make(options))
