// The `Session` service: the auth rules of SPEC §4 and §6 on top of the stored tokens. Tokens
// are refreshed before a call when the access token is expired or missing and a refresh token
// exists, one refresh at a time per kind (in this tab by a single flight, across tabs by Web
// Locks). Only a definitive rejection of the refresh token ends the session.
import * as Clock from 'effect/Clock'
import * as Context from 'effect/Context'
import * as Deferred from 'effect/Deferred'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { LogoutDocument, RefreshTokenDocument } from '#documents'
import { AUTH_ERROR_CODE, errorCode } from '../internal/errorCodes'
import { failureOf } from '../internal/failureOf'
import { isTokenExpired } from '../internal/jwt'
import { withTabLock } from '../internal/tabLock'
import {
  RefreshRejectedError,
  StorefrontError,
  TransportError,
  Transport as TransportModule,
} from '../transport'
import {
  type AuthTokens,
  type SessionEvent,
  type SessionState,
  SessionStore,
  type TokenKind,
} from './SessionStore'
import { type KeyValueStorage, Storage } from './Storage'
import {
  CART_ID_KEY,
  type EmployeeProfile,
  FAVORITES_KEY,
  isAuthenticatedIn,
  isEmployeeModeIn,
  type SignInTokens,
} from './tokenJar'

export type { EmployeeProfile, SignInTokens } from './tokenJar'
export { CART_ID_KEY, FAVORITES_KEY } from './tokenJar'

/** The access tokens a call carries. */
export interface AccessTokens {
  readonly user: string | null
  readonly operator: string | null
}

/** What `logout` did. */
export interface LogoutResult {
  /** The operator was acting for a customer and is back in the operator's own session. */
  readonly revertedToOperator: boolean
}

/** The session service. */
export interface Session {
  /** The stored tokens. */
  readonly state: Effect.Effect<SessionState>
  /**
   * The access tokens for a call, refreshed first where needed. When the refresh token is
   * rejected the session has ended and the call goes out anonymous; a refresh that failed for
   * any other reason (offline, 5xx) keeps the session and fails here.
   */
  readonly accessTokens: Effect.Effect<AccessTokens, StorefrontError>
  /** Refreshes one kind's tokens if they need it; fails with `RefreshRejectedError` when the session ended. */
  readonly refresh: (kind: TokenKind) => Effect.Effect<void, StorefrontError>
  /** Stores tokens from a login answer and tells the tabs. */
  readonly signIn: (tokens: SignInTokens) => Effect.Effect<void>
  /**
   * SPEC §4 logout: an operator acting for a customer goes back to the operator's session;
   * anyone else loses all tokens, the cart id and the favourites. Calls the logout mutation
   * best-effort first.
   */
  readonly logout: Effect.Effect<LogoutResult>
  /**
   * The API layer's forced logout: back to the operator's session when an operator acts for a
   * customer, else anonymous. Given the tokens a failed call carried, it does nothing when the
   * session has changed since (another call got there first).
   */
  readonly forceLogout: (sentWith?: AccessTokens) => Effect.Effect<void>
  /** SPEC §6: anonymous counts as authenticated only with a refresh token. */
  readonly isAuthenticated: Effect.Effect<boolean>
  /** SPEC §5: the profile's employee flags; without a profile, the access token's claim. */
  readonly isEmployeeMode: (profile?: EmployeeProfile | null) => Effect.Effect<boolean>
  /** Listens to session events; the effect's value removes the listener. */
  readonly subscribe: (listener: (event: SessionEvent) => void) => Effect.Effect<() => void>
}

/** The `Session` service. */
export const Session: Context.Service<Session, Session> =
  Context.Service<Session>('@apteka/sdk/Session')

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
}

/** The Web Lock names of the refreshes. */
export const REFRESH_LOCKS: Readonly<Record<TokenKind, string>> = {
  user: 'apteka-token-refresh',
  operator: 'apteka-token-refresh:operator',
}

/** The other kind of token. */
const otherKind = (kind: TokenKind): TokenKind => (kind === 'user' ? 'operator' : 'user')

/** An operator acting for a customer: both kinds present and not the same session. */
const actsForCustomer = (state: SessionState) =>
  state.operator !== null && state.user?.refreshToken !== state.operator.refreshToken

/** A refresh answer that ends the session: E_12, or HTTP 401/403. */
const isDefinitive = (error: StorefrontError) => {
  const reason = error.reason
  if (reason._tag === 'StatusCodeError') return reason.isAuthFailure
  if (reason._tag === 'GraphQLResponseError') {
    return reason.errors.some((graphQLError) => errorCode(graphQLError) === AUTH_ERROR_CODE)
  }
  return false
}

const runHandler = (handler: (() => void | Promise<void>) | undefined) =>
  handler
    ? Effect.promise(async () => {
        try {
          await handler()
        } catch {
          // The app's handler failing must not undo the logout.
        }
      })
    : Effect.void

/** What a session is built on. */
export interface SessionServices {
  readonly store: SessionStore
  readonly transport: TransportModule.Transport
  readonly storage: KeyValueStorage
  /** The clock, ms since the epoch. */
  readonly now: () => number
}

/**
 * Builds the session on its services, outside any Effect context: the Promise client wires
 * its services by hand, so no Layer, runtime, Clock service or tracing reaches its bundle.
 * (No `Effect.fn` spans here for the same reason: about 4 kB gzip of tracer.)
 */
export function makeSession(services: SessionServices, options: SessionOptions = {}): Session {
  const { store, transport, storage, now } = services
  const leeway = options.expiryLeewayMs ?? 5000
  const inflight: { [kind in TokenKind]?: Deferred.Deferred<void, StorefrontError> | undefined } =
    {}

  const needsRefresh = (tokens: AuthTokens | null, now: number) =>
    tokens !== null && tokens.refreshToken !== '' && isTokenExpired(tokens.accessToken, now, leeway)

  const clearTokens = Effect.andThen(store.save('user', null), store.save('operator', null))

  /** Ends the session after a rejected refresh: operator's handler first, then the user's. */
  const endAfterRejection = (hadOperator: boolean) =>
    Effect.gen(function* () {
      yield* clearTokens
      yield* store.emit('refresh-failed')
      if (hadOperator) yield* runHandler(options.onOperatorLogout)
      yield* runHandler(options.onLogout)
    })

  const refreshNow = (kind: TokenKind) =>
    Effect.gen(function* () {
      // Another tab may have refreshed while this one waited for the lock.
      const state = yield* store.state
      const tokens = state[kind]
      if (!tokens || !needsRefresh(tokens, now())) return
      const answer = yield* Effect.exit(
        transport.execute(RefreshTokenDocument, { refreshToken: tokens.refreshToken }),
      )
      if (answer._tag === 'Success') {
        const fresh = answer.value.data.refreshToken
        yield* store.save(kind, fresh)
        // An operator in their own session holds one pair under both names: keep them one.
        if (state[otherKind(kind)]?.refreshToken === tokens.refreshToken) {
          yield* store.save(otherKind(kind), fresh)
        }
        yield* store.emit('refreshed')
        return
      }
      const error = failureOf(answer)
      if (error && isDefinitive(error)) {
        yield* endAfterRejection(state.operator !== null)
        return yield* Effect.fail(
          new StorefrontError({
            reason: new RefreshRejectedError({ kind, cause: error }),
            traceId: error.traceId,
          }),
        )
      }
      // Offline or a server error: the refresh token may still be good, keep the session.
      return yield* Effect.fail(
        new StorefrontError({
          reason: new TransportError({
            operationName: 'refreshToken',
            description: `the token refresh failed: ${error?.message ?? 'unknown failure'}`,
            cause: error ?? answer.cause,
          }),
          traceId: error?.traceId ?? null,
        }),
      )
    })

  /** One refresh per kind at a time: later callers wait for the one under way. */
  const singleFlight = (kind: TokenKind): Effect.Effect<void, StorefrontError> =>
    Effect.suspend(() => {
      const running = inflight[kind]
      if (running) return Deferred.await(running)
      const done = Deferred.makeUnsafe<void, StorefrontError>()
      inflight[kind] = done
      const locked = options.tabSync
        ? withTabLock(REFRESH_LOCKS[kind])(refreshNow(kind))
        : refreshNow(kind)
      // Uninterruptible: a caller giving up must not leave the others waiting forever.
      return Effect.uninterruptible(
        Effect.flatMap(Effect.exit(locked), (exit) => {
          inflight[kind] = undefined
          Deferred.doneUnsafe(done, exit)
          return exit
        }),
      )
    })

  const refresh = (kind: TokenKind): Effect.Effect<void, StorefrontError> =>
    Effect.flatMap(store.state, (state) =>
      needsRefresh(state[kind], now()) ? singleFlight(kind) : Effect.void,
    )

  const skipRejected = (kind: TokenKind) =>
    Effect.flatMap(Effect.exit(refresh(kind)), (exit) =>
      failureOf(exit)?.reason._tag === 'RefreshRejectedError' ? Effect.void : exit,
    )

  const accessTokens = Effect.gen(function* () {
    // The user's first: an operator in their own session then needs no second refresh.
    yield* skipRejected('user')
    yield* skipRejected('operator')
    const state = yield* store.state
    return {
      user: state.user?.accessToken || null,
      operator: state.operator?.accessToken || null,
    }
  })

  const signIn = (tokens: SignInTokens) =>
    Effect.gen(function* () {
      if (tokens.user !== undefined) yield* store.save('user', tokens.user)
      if (tokens.operator !== undefined) yield* store.save('operator', tokens.operator)
      yield* store.emit('signed-in')
    })

  const logout = Effect.gen(function* () {
    const before = yield* store.state
    if (before.user !== null || before.operator !== null) {
      // Best effort: the server forgetting the session is nice, not required.
      yield* Effect.exit(
        Effect.flatMap(accessTokens, (tokens) => transport.execute(LogoutDocument, {}, { tokens })),
      )
    }
    const state = yield* store.state
    if (actsForCustomer(state)) {
      yield* store.save('user', state.operator)
      yield* store.emit('operator-reverted')
      return { revertedToOperator: true }
    }
    yield* clearTokens
    storage.removeItem(CART_ID_KEY)
    storage.removeItem(FAVORITES_KEY)
    yield* store.emit('signed-out')
    if (state.operator !== null) yield* runHandler(options.onOperatorLogout)
    yield* runHandler(options.onLogout)
    return { revertedToOperator: false }
  })

  const forceLogout = (sentWith?: AccessTokens) =>
    Effect.gen(function* () {
      const state = yield* store.state
      if (state.user === null && state.operator === null) return
      const changedSince =
        sentWith !== undefined &&
        (sentWith.user !== (state.user?.accessToken || null) ||
          sentWith.operator !== (state.operator?.accessToken || null))
      if (changedSince) return
      if (actsForCustomer(state)) {
        yield* store.save('user', state.operator)
        yield* store.emit('operator-reverted')
        return
      }
      yield* clearTokens
      yield* store.emit('forced-logout')
      if (state.operator !== null) yield* runHandler(options.onOperatorLogout)
      yield* runHandler(options.onLogout)
    })

  return Session.of({
    state: store.state,
    accessTokens,
    refresh,
    signIn,
    logout,
    forceLogout,
    isAuthenticated: Effect.map(store.state, isAuthenticatedIn),
    isEmployeeMode: (profile) =>
      Effect.map(store.state, (state) => isEmployeeModeIn(state, profile)),
    subscribe: store.subscribe,
  })
}

/** Builds the session on the `SessionStore`, `Transport`, `Storage` and `Clock` services. */
export const make = (options: SessionOptions = {}) =>
  Effect.gen(function* () {
    const clock = yield* Clock.Clock
    return makeSession(
      {
        store: yield* SessionStore,
        transport: yield* TransportModule.Transport,
        storage: yield* Storage,
        now: () => clock.currentTimeMillisUnsafe(),
      },
      options,
    )
  })

/** The session from options. */
export const layer = (
  options: SessionOptions = {},
): Layer.Layer<Session, never, SessionStore | TransportModule.Transport | Storage> =>
  Layer.effect(Session, make(options))
