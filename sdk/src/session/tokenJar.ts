// The session's tokens as cookies (user and operator, SPEC §6 and §9) and its events, which
// other tabs hear through a BroadcastChannel: plain functions, free of Effect, so a page reads
// its session before the client's runtime arrives (issue #18). The SessionStore service and the
// Session wrap this jar; cookies are the one source of truth, read afresh every time.
import type { AuthTokensFieldsFragment } from '../generated/graphql'
import { isTokenExpired, tokenClaims } from '../internal/jwt'
import type { CookieStore } from './cookieJars'

/** A pair of tokens, as the login and refreshToken answers carry them (generated from the contract). */
export type AuthTokens = AuthTokensFieldsFragment

/** Whose tokens: the customer's (or the operator's own session) or the operator's. */
export type TokenKind = 'user' | 'operator'

/**
 * The tokens of the session; `accessToken` is '' while only a refresh token is left. In the
 * 'server-held' session mode the pairs are placeholders read from the session marker (never
 * tokens), and `employee` is the marker's employee flag.
 */
export interface SessionState {
  readonly user: AuthTokens | null
  readonly operator: AuthTokens | null
  readonly employee?: boolean
}

/**
 * Where the session's tokens live: 'tokens' (default) — in cookies the client reads and writes
 * and sends as bearers; 'server-held' — in HttpOnly cookies only the site's own server reads (a
 * backend-for-frontend that refreshes them and adds them to '/graphql' calls); the page then reads
 * only the non-secret session marker cookie the server writes.
 */
export type SessionMode = 'tokens' | 'server-held'

/**
 * The session marker cookie a server holding the tokens writes for its pages (not HttpOnly, no
 * token in it): the letters 'u' (a customer or operator session), 'o' (an operator's session),
 * 'a' (the operator acts for a customer) and 'e' (employee mode), e.g. 'uoa'.
 */
export const SESSION_MARKER_COOKIE = 'session_marker'

/** The placeholders the 'server-held' state holds for its pairs (no token, only whose). */
const HELD_CUSTOMER: AuthTokens = { accessToken: '', refreshToken: 'server-held:customer' }
const HELD_OPERATOR: AuthTokens = { accessToken: '', refreshToken: 'server-held:operator' }

/**
 * The session a marker cookie's value describes.
 * @example
 * const state = sessionStateOfMarker(cookies.get('session_marker')) // { user, operator } without tokens
 */
export function sessionStateOfMarker(marker: string | null | undefined): SessionState {
  const flags = marker ?? ''
  const operator = flags.includes('o') ? HELD_OPERATOR : null
  // An operator in their own session holds one pair under both names, acting for a customer two.
  const user = flags.includes('u')
    ? operator && !flags.includes('a')
      ? HELD_OPERATOR
      : HELD_CUSTOMER
    : null
  return { user, operator, employee: flags.includes('e') }
}

/**
 * The marker's value for a session (employee mode from the access token's claim): what a server holding the tokens writes.
 * @example
 * response.headers.append('Set-Cookie', `session_marker=${sessionMarkerOf(state)}; Path=/; SameSite=Lax`)
 */
export function sessionMarkerOf(state: SessionState): string {
  const user = state.user?.refreshToken
  const operator = state.operator?.refreshToken
  let marker = ''
  if (user) marker += 'u'
  if (operator) marker += 'o'
  if (user && operator && user !== operator) marker += 'a'
  if (user && isEmployeeModeIn(state)) marker += 'e'
  return marker
}

/**
 * Whether an access token needs a refresh at `nowMs`: missing, or its `exp` within `leewayMs`.
 * @example
 * if (isAccessTokenExpired(accessToken, Date.now())) await refresh() // within 5 s of its exp
 */
export const isAccessTokenExpired = (
  token: string | null | undefined,
  nowMs: number,
  leewayMs = 5000,
) => isTokenExpired(token, nowMs, leewayMs)

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

/** Where and how long the token cookies live, and whether tabs hear each other. */
export interface SessionStoreOptions {
  /** The cookies' domain. Default: the page's host. */
  readonly cookieDomain?: string
  /** Max ages in seconds. Default access 600, refresh 15552000. */
  readonly tokenMaxAge?: { readonly access?: number; readonly refresh?: number }
  /** Share events with other tabs through BroadcastChannel 'apteka-session'. Default false. */
  readonly tabSync?: boolean
  /** Where the tokens live. Default 'tokens'. */
  readonly sessionMode?: SessionMode
}

/** The profile fields that decide employee mode. */
export interface EmployeeProfile {
  readonly isEmployee: boolean
  readonly isEmployeeModeEnable: boolean
}

/** Tokens to store at sign-in; a kind left out is kept, `null` removes it. */
export interface SignInTokens {
  readonly user?: AuthTokens | null | undefined
  readonly operator?: AuthTokens | null | undefined
}

/** Local storage keys the logout clears (SPEC §4). */
export const CART_ID_KEY = 'cart_id'
export const FAVORITES_KEY = 'favorites'

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

/** The token cookies and the session events, as plain functions. */
export interface TokenJar {
  /** The tokens now in the cookies. */
  readonly state: () => SessionState
  /** Writes (or, given null, removes) one kind's token cookies. */
  readonly save: (kind: TokenKind, tokens: AuthTokens | null) => void
  /** Tells this tab's listeners and the other tabs. */
  readonly emit: (type: SessionEventType) => void
  /** Adds a listener; returns the function that removes it. */
  readonly subscribe: (listener: (event: SessionEvent) => void) => () => void
  /** Closes the tab channel; the other tabs are no longer heard nor told. */
  readonly close: () => void
}

/** The jar of the session tokens on a cookie jar, with its tab channel when `tabSync`. */
export function makeTokenJar(cookies: CookieStore, options: SessionStoreOptions = {}): TokenJar {
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

  // The server holds the tokens: the page reads its marker and never writes a token cookie.
  const serverHeld = options.sessionMode === 'server-held'
  return {
    state: serverHeld
      ? () => sessionStateOfMarker(cookies.get(SESSION_MARKER_COOKIE))
      : () => ({ user: read('user'), operator: read('operator') }),
    save: (kind, tokens) => {
      if (serverHeld) return
      const names = TOKEN_COOKIES[kind]
      if (tokens?.accessToken) {
        cookies.set(names.access, tokens.accessToken, { maxAge: maxAge.access, domain })
      } else cookies.remove(names.access, { domain })
      if (tokens?.refreshToken) {
        cookies.set(names.refresh, tokens.refreshToken, { maxAge: maxAge.refresh, domain })
      } else cookies.remove(names.refresh, { domain })
    },
    emit: (type) => {
      notify({ type })
      channel?.postMessage({ type })
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    close: () => channel?.close(),
  }
}

/** SPEC §6: anonymous counts as authenticated only if a refresh token exists. */
export const isAuthenticatedIn = (state: SessionState): boolean => Boolean(state.user?.refreshToken)

/** SPEC §5: the profile's flags; without a profile, the marker's flag or the access token's `employee` claim. */
export const isEmployeeModeIn = (state: SessionState, profile?: EmployeeProfile | null): boolean =>
  profile
    ? profile.isEmployee && profile.isEmployeeModeEnable
    : (state.employee ?? tokenClaims(state.user?.accessToken)?.employee === true)

/** Stores the tokens of a login answer and tells this tab's listeners and the other tabs. */
export function signInTo(jar: Pick<TokenJar, 'save' | 'emit'>, tokens: SignInTokens): void {
  if (tokens.user !== undefined) jar.save('user', tokens.user)
  if (tokens.operator !== undefined) jar.save('operator', tokens.operator)
  jar.emit('signed-in')
}
