// The `SessionStore` service: the session's tokens as cookies (user and operator, SPEC §6 and
// §9), and its events, which other tabs of the shop hear through a BroadcastChannel. Cookies are
// the one source of truth, read afresh every time, so a refresh done by another tab is seen.
import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import type { AuthTokensFieldsFragment } from '../generated/graphql'
import { type CookieStore, Cookies } from './Cookies'

/** A pair of tokens, as the login and refreshToken answers carry them (generated from the contract). */
export type AuthTokens = AuthTokensFieldsFragment

/** Whose tokens: the customer's (or the operator's own session) or the operator's. */
export type TokenKind = 'user' | 'operator'

/** The tokens of the session; `accessToken` is '' while only a refresh token is left. */
export interface SessionState {
  readonly user: AuthTokens | null
  readonly operator: AuthTokens | null
}

/** What happened to the session. */
export type SessionEventType =
  | 'signed-in'
  | 'signed-out'
  | 'refreshed'
  | 'operator-reverted'
  | 'forced-logout'
  | 'refresh-failed'

/** A session event; `remote` when another tab of the shop caused it. */
export interface SessionEvent {
  readonly type: SessionEventType
  readonly remote?: boolean
}

/** The token cookies' names. */
export const TOKEN_COOKIES = {
  user: { access: 'access_token', refresh: 'refresh_token' },
  operator: { access: 'operator_access_token', refresh: 'operator_refresh_token' },
} as const

/** Token cookie max ages in seconds (SPEC §9: 600 and 15552000). */
export const TOKEN_MAX_AGE = { access: 600, refresh: 15_552_000 } as const

/** The BroadcastChannel the tabs of the shop share. */
export const SESSION_CHANNEL = 'apteka-session'

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

/** Where and how long the token cookies live, and whether tabs hear each other. */
export interface SessionStoreOptions {
  /** The cookies' domain. Default: the page's host. */
  readonly cookieDomain?: string
  /** Max ages in seconds. Default access 600, refresh 15552000. */
  readonly tokenMaxAge?: { readonly access?: number; readonly refresh?: number }
  /** Share events with other tabs through BroadcastChannel 'apteka-session'. Default false. */
  readonly tabSync?: boolean
}

interface ChannelLike {
  postMessage(message: unknown): void
  close(): void
  onmessage: ((event: { data: unknown }) => void) | null
  unref?: () => void
}

const EVENT_TYPES: ReadonlySet<string> = new Set<SessionEventType>([
  'signed-in',
  'signed-out',
  'refreshed',
  'operator-reverted',
  'forced-logout',
  'refresh-failed',
])

/** A session store built by hand, with the function that closes its tab channel. */
export interface ClosableSessionStore extends SessionStore {
  /** Closes the tab channel; the other tabs are no longer heard nor told. */
  readonly close: () => void
}

/**
 * Builds the store on a cookie jar, outside any Effect context (the Promise client wires its
 * services by hand, with no Layer or runtime in its bundle); `close` ends the tab channel.
 */
export function makeSessionStore(
  cookies: CookieStore,
  options: SessionStoreOptions = {},
): ClosableSessionStore {
  const maxAge = { ...TOKEN_MAX_AGE, ...options.tokenMaxAge }
  const domain = options.cookieDomain
  const listeners = new Set<(event: SessionEvent) => void>()
  const notify = (event: SessionEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event)
      } catch {
        // A listener's failure must not stop the others or the session change.
      }
    }
  }

  let channel: ChannelLike | null = null
  if (options.tabSync && typeof BroadcastChannel !== 'undefined') {
    const opened = new BroadcastChannel(SESSION_CHANNEL) as unknown as ChannelLike
    opened.onmessage = ({ data }) => {
      const type = (data as { type?: unknown } | null)?.type
      if (typeof type === 'string' && EVENT_TYPES.has(type)) {
        notify({ type: type as SessionEventType, remote: true })
      }
    }
    // On Node an open channel would keep the process alive; pages are unaffected.
    opened.unref?.()
    channel = opened
  }

  const read = (kind: TokenKind): AuthTokens | null => {
    const accessToken = cookies.get(TOKEN_COOKIES[kind].access)
    const refreshToken = cookies.get(TOKEN_COOKIES[kind].refresh)
    return accessToken || refreshToken
      ? { accessToken: accessToken ?? '', refreshToken: refreshToken ?? '' }
      : null
  }

  const store = SessionStore.of({
    state: Effect.sync(() => ({ user: read('user'), operator: read('operator') })),
    save: (kind, tokens) =>
      Effect.sync(() => {
        const names = TOKEN_COOKIES[kind]
        if (tokens?.accessToken) {
          cookies.set(names.access, tokens.accessToken, { maxAge: maxAge.access, domain })
        } else cookies.remove(names.access, { domain })
        if (tokens?.refreshToken) {
          cookies.set(names.refresh, tokens.refreshToken, { maxAge: maxAge.refresh, domain })
        } else cookies.remove(names.refresh, { domain })
      }),
    emit: (type) =>
      Effect.sync(() => {
        notify({ type })
        channel?.postMessage({ type })
      }),
    subscribe: (listener) =>
      Effect.sync(() => {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      }),
  })
  return { ...store, close: () => channel?.close() }
}

/** Builds the store on the `Cookies` service; the tab channel closes with the scope. */
export const make = (options: SessionStoreOptions = {}) =>
  Effect.gen(function* () {
    const { close, ...store } = makeSessionStore(yield* Cookies, options)
    yield* Effect.addFinalizer(() => Effect.sync(close))
    return SessionStore.of(store)
  })

/** The session store from options. */
export const layer = (
  options: SessionStoreOptions = {},
): Layer.Layer<SessionStore, never, Cookies> => Layer.effect(SessionStore, make(options))
