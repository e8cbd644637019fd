// The session's rules (SPEC §4 and §6) as plain async functions over the token jar and the
// request core, free of Effect: tokens are refreshed before a call when the access token is
// expired or missing and a refresh token exists, one refresh at a time per kind (in this tab by
// a single flight, across tabs by Web Locks); only a definitive rejection of the refresh token
// ends the session. The Promise client uses it directly; the `Session` service wraps it.
import { LogoutDocument, RefreshTokenDocument } from '#documents'
import { AUTH_ERROR_CODE, errorCode } from '../internal/errorCodes'
import { isTokenExpired } from '../internal/jwt'
import { withTabLock } from '../internal/tabLock'
import { type CallFailure, isAuthStatus, type Requester, statusMessage } from '../transport'
import type { KeyValueStorage } from './keyValueStorage'
import {
  type AuthTokens,
  CART_ID_KEY,
  type EmployeeProfile,
  FAVORITES_KEY,
  isAuthenticatedIn,
  isEmployeeModeIn,
  type SessionEvent,
  type SessionMode,
  type SessionState,
  type SignInTokens,
  signInTo,
  type TokenJar,
  type TokenKind,
} from './tokenJar'

/** The access tokens a call carries. */
export interface AccessTokens {
  readonly user: string | null
  readonly operator: string | null
  /** 'server-held' mode: the session the marker described when the call went out. */
  readonly held?: SessionState
}

/** What `logout` did. */
export interface LogoutResult {
  /** The operator was acting for a customer and is back in the operator's own session. */
  readonly revertedToOperator: boolean
}

/** The session's handlers and tab behaviour. */
export interface SessionOptions {
  /** Runs when the customer's session ends (logout, forced logout, rejected refresh). Default none. */
  readonly onLogout?: () => void | Promise<void>
  /** Runs before `onLogout` when an operator's session ends. Default none. */
  readonly onOperatorLogout?: () => void | Promise<void>
  /** Refresh under a Web Lock shared by the tabs. Default false. */
  readonly tabSync?: boolean
  /** A token this close to its `exp` counts as expired, ms. Default 5000. */
  readonly expiryLeewayMs?: number
  /** Where the tokens live (the jar must be made in the same mode). Default 'tokens'. */
  readonly sessionMode?: SessionMode
}

/** The Web Lock names of the refreshes. */
export const REFRESH_LOCKS: Readonly<Record<TokenKind, string>> = {
  user: 'apteka-token-refresh',
  operator: 'apteka-token-refresh:operator',
}

/** What a session core is built on: the jar's reads and writes, the request core's `send`. */
export interface SessionCoreParts {
  readonly jar: Omit<TokenJar, 'close'>
  readonly send: Requester['send']
  readonly storage: KeyValueStorage
  /** The clock, ms since the epoch. */
  readonly now: () => number
}

/** The access tokens for a call, or why they could not be had. */
export type TokensOutcome =
  | { readonly ok: true; readonly tokens: AccessTokens }
  | { readonly ok: false; readonly failure: CallFailure }

/** The session, as plain functions. */
export interface SessionCore {
  /** The stored tokens. */
  readonly state: () => SessionState
  /**
   * The access tokens for a call, refreshed first where needed. When the refresh token is
   * rejected the session has ended and the call goes out anonymous; a refresh that failed for
   * any other reason (offline, 5xx) keeps the session and is the outcome's failure.
   */
  readonly accessTokens: () => Promise<TokensOutcome>
  /** Refreshes one kind's tokens if they need it; the failure (RefreshRejectedError when the session ended), or null. */
  readonly refresh: (kind: TokenKind) => Promise<CallFailure | null>
  /** Stores tokens from a login answer and tells the tabs. */
  readonly signIn: (tokens: SignInTokens) => void
  /** SPEC §4 logout (the logout mutation best-effort first). */
  readonly logout: () => Promise<LogoutResult>
  /**
   * The API layer's forced logout: back to the operator's session when an operator acts for a
   * customer, else anonymous; does nothing when the session has changed since the tokens a
   * failed call carried (another call got there first).
   */
  readonly forceLogout: (sentWith?: AccessTokens) => Promise<void>
  readonly isAuthenticated: () => boolean
  readonly isEmployeeMode: (profile?: EmployeeProfile | null) => boolean
  readonly subscribe: (listener: (event: SessionEvent) => void) => () => void
}

/** The other kind of token. */
const otherKind = (kind: TokenKind): TokenKind => (kind === 'user' ? 'operator' : 'user')

/** An operator acting for a customer: both kinds present and not the same session. */
const actsForCustomer = (state: SessionState) =>
  state.operator !== null && state.user?.refreshToken !== state.operator.refreshToken

/** A refresh answer that ends the session: E_12, or HTTP 401/403. */
const isDefinitive = ({ reason }: CallFailure) => {
  if (reason._tag === 'StatusCodeError') return isAuthStatus(reason.status)
  if (reason._tag === 'GraphQLResponseError') {
    return reason.errors.some((graphQLError) => errorCode(graphQLError) === AUTH_ERROR_CODE)
  }
  return false
}

/** A failure in a few words, for developers (the shopper reads the errors list). */
const describeFailure = ({ reason }: CallFailure): string => {
  switch (reason._tag) {
    case 'StatusCodeError':
      return statusMessage(reason)
    case 'GraphQLResponseError':
      return `${errorCode(reason.errors[0])} ${reason.errors[0]?.message ?? ''}`.trim()
    case 'RefreshRejectedError':
      return 'the refresh token was rejected'
    default:
      return reason.description ?? 'the request failed'
  }
}

const runHandler = async (handler: (() => void | Promise<void>) | undefined) => {
  try {
    await handler?.()
  } catch {
    // The app's handler failing must not undo the logout.
  }
}

/** Builds the session on its parts. */
export function makeSessionCore(
  parts: SessionCoreParts,
  options: SessionOptions = {},
): SessionCore {
  const { jar, send, storage, now } = parts
  const leeway = options.expiryLeewayMs ?? 5000
  // 'server-held': the site's server holds the tokens (HttpOnly), refreshes them, adds them to the
  // calls it proxies and applies SPEC §4 on logout and on a refused call; this core never refreshes
  // nor sends a token (the jar's placeholders have none) and reads the outcome from the marker.
  const held = options.sessionMode === 'server-held'
  const inflight: { [kind in TokenKind]?: Promise<CallFailure | null> | undefined } = {}

  const needsRefresh = (tokens: AuthTokens | null) =>
    !held &&
    tokens !== null &&
    tokens.refreshToken !== '' &&
    isTokenExpired(tokens.accessToken, now(), leeway)

  const clearTokens = () => {
    jar.save('user', null)
    jar.save('operator', null)
  }

  /** Ends the session after a rejected refresh: operator's handler first, then the user's. */
  const endAfterRejection = async (hadOperator: boolean) => {
    clearTokens()
    jar.emit('refresh-failed')
    if (hadOperator) await runHandler(options.onOperatorLogout)
    await runHandler(options.onLogout)
  }

  const refreshNow = async (kind: TokenKind): Promise<CallFailure | null> => {
    // Another tab may have refreshed while this one waited for the lock.
    const state = jar.state()
    const tokens = state[kind]
    if (!tokens || !needsRefresh(tokens)) return null
    const answer = await send(RefreshTokenDocument, { refreshToken: tokens.refreshToken })
    if (answer.ok) {
      const fresh = answer.data.refreshToken
      jar.save(kind, fresh)
      // An operator in their own session holds one pair under both names: keep them one.
      if (state[otherKind(kind)]?.refreshToken === tokens.refreshToken) {
        jar.save(otherKind(kind), fresh)
      }
      jar.emit('refreshed')
      return null
    }
    const failure = answer.failure
    if (isDefinitive(failure)) {
      await endAfterRejection(state.operator !== null)
      return {
        reason: { _tag: 'RefreshRejectedError', kind, cause: failure },
        traceId: failure.traceId,
      }
    }
    // Offline or a server error: the refresh token may still be good, keep the session.
    return {
      reason: {
        _tag: 'TransportError',
        operationName: 'refreshToken',
        description: `the token refresh failed: ${describeFailure(failure)}`,
        cause: failure,
      },
      traceId: failure.traceId,
    }
  }

  /** One refresh per kind at a time: later callers wait for the one under way. */
  const singleFlight = (kind: TokenKind): Promise<CallFailure | null> => {
    const running = inflight[kind]
    if (running) return running
    const task = () => refreshNow(kind)
    const flight = (options.tabSync ? withTabLock(REFRESH_LOCKS[kind], task) : task()).finally(
      () => {
        inflight[kind] = undefined
      },
    )
    inflight[kind] = flight
    return flight
  }

  const refresh = async (kind: TokenKind): Promise<CallFailure | null> =>
    needsRefresh(jar.state()[kind]) ? singleFlight(kind) : null

  const accessTokens = async (): Promise<TokensOutcome> => {
    // The user's first: an operator in their own session then needs no second refresh.
    for (const kind of ['user', 'operator'] as const) {
      const failure = await refresh(kind)
      if (failure && failure.reason._tag !== 'RefreshRejectedError') return { ok: false, failure }
    }
    const state = jar.state()
    return {
      ok: true,
      tokens: {
        user: state.user?.accessToken || null,
        operator: state.operator?.accessToken || null,
        // A refused call compares the session it went out with (the server has applied SPEC §4).
        ...(held ? { held: state } : {}),
      },
    }
  }

  /** Sends the logout mutation (best-effort), then applies SPEC §4. */
  const logoutAs = async (before: SessionState, type: 'signed-out' | 'forced-logout') => {
    if (before.user !== null || before.operator !== null) {
      // Best effort: the server forgetting the session is nice, not required.
      try {
        const outcome = await accessTokens()
        if (outcome.ok) await send(LogoutDocument, {}, { tokens: outcome.tokens })
      } catch {
        // Nothing to undo: the session ends here anyway.
      }
    }
    return settle(held ? before : jar.state(), type)
  }

  const logout = async (): Promise<LogoutResult> => ({
    revertedToOperator: await logoutAs(jar.state(), 'signed-out'),
  })

  /**
   * SPEC §4 on the session `state` had: an operator acting for a customer goes back to their own
   * session (in 'server-held' mode: the server kept a session for the operator), else none.
   */
  const settle = async (state: SessionState, type: 'signed-out' | 'forced-logout') => {
    if (held ? jar.state().user && state.operator : actsForCustomer(state)) {
      jar.save('user', state.operator)
      jar.emit('operator-reverted')
      return true
    }
    clearTokens()
    if (type === 'signed-out') {
      storage.removeItem(CART_ID_KEY)
      storage.removeItem(FAVORITES_KEY)
    }
    jar.emit(type)
    if (state.operator !== null) await runHandler(options.onOperatorLogout)
    await runHandler(options.onLogout)
    return false
  }

  const forceLogout = async (sentWith?: AccessTokens): Promise<void> => {
    const state = jar.state()
    if (held) {
      const before = sentWith?.held
      // On demand, the server ends the session; after a refused call it already has, and a
      // marker unchanged since the call went out means it ended nothing.
      if (!before) return void (await logoutAs(state, 'forced-logout'))
      if (
        (before.user || before.operator) &&
        (before.user?.refreshToken !== state.user?.refreshToken ||
          before.operator?.refreshToken !== state.operator?.refreshToken)
      )
        await settle(before, 'forced-logout')
      return
    }
    if (state.user === null && state.operator === null) return
    const changedSince =
      sentWith !== undefined &&
      (sentWith.user !== (state.user?.accessToken || null) ||
        sentWith.operator !== (state.operator?.accessToken || null))
    if (!changedSince) await settle(state, 'forced-logout')
  }

  return {
    state: jar.state,
    accessTokens,
    refresh,
    signIn: (tokens) => signInTo(jar, tokens),
    logout,
    forceLogout,
    isAuthenticated: () => isAuthenticatedIn(jar.state()),
    isEmployeeMode: (profile) => isEmployeeModeIn(jar.state(), profile),
    subscribe: jar.subscribe,
  }
}
