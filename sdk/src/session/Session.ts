// The `Session` service: the auth rules of SPEC §4 and §6 as Effect programs over the session
// store and the transport. Tokens are refreshed before a call when the access token is expired
// or missing and a refresh token exists, one refresh at a time per kind (in this tab by a single
// flight that outlives a caller who gives up, across tabs by Web Locks); only a definitive
// rejection of the refresh token ends the session.

import * as Clock from 'effect/Clock'
import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import type * as Exit from 'effect/Exit'
import * as Layer from 'effect/Layer'
import { LogoutDocument, RefreshTokenDocument } from '#documents'
import { AUTH_ERROR_CODE, errorCode } from '../internal/errorCodes'
import { catchFailure } from '../internal/failureOf'
import { isTokenExpired } from '../internal/jwt'
import { withTabLock } from '../internal/tabLock'
import {
  RefreshRejectedError,
  StorefrontError,
  TransportError,
  Transport as TransportModule,
} from '../transport'
import type { SessionEvent, SessionState, TokenKind } from './SessionStore'
import { SessionStore } from './SessionStore'
import { type KeyValueStorage, Storage } from './Storage'
import {
  type AccessTokens,
  type LogoutResult,
  REFRESH_LOCKS,
  type SessionOptions,
} from './sessionOptions'
import {
  type AuthTokens,
  CART_ID_KEY,
  type EmployeeProfile,
  FAVORITES_KEY,
  isAuthenticatedIn,
  isEmployeeModeIn,
  type SignInTokens,
} from './tokenJar'

export type { AccessTokens, LogoutResult, SessionOptions } from './sessionOptions'
export { REFRESH_LOCKS } from './sessionOptions'
export type { EmployeeProfile, SignInTokens } from './tokenJar'
export { CART_ID_KEY, FAVORITES_KEY } from './tokenJar'

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

/** What a session is built on. */
export interface SessionServices {
  readonly store: SessionStore
  readonly transport: TransportModule.Transport
  readonly storage: KeyValueStorage
  /** The clock, ms since the epoch. */
  readonly now: () => number
}

/** The other kind of token. */
const otherKind = (kind: TokenKind): TokenKind => (kind === 'user' ? 'operator' : 'user')

/** An operator acting for a customer: both kinds present and not the same session. */
const actsForCustomer = (state: SessionState) =>
  state.operator !== null && state.user?.refreshToken !== state.operator.refreshToken

/** A refresh answer that ends the session: E_12, or HTTP 401/403. */
const isDefinitive = ({ reason }: StorefrontError) => {
  if (reason._tag === 'StatusCodeError') return reason.isAuthFailure
  if (reason._tag === 'GraphQLResponseError') {
    return reason.errors.some((graphQLError) => errorCode(graphQLError) === AUTH_ERROR_CODE)
  }
  return false
}

/** A failure in a few words, for developers (the shopper reads `message`). */
const describeFailure = ({ reason }: StorefrontError): string => {
  switch (reason._tag) {
    case 'StatusCodeError':
      return `${reason.status} ${reason.statusText}`.trim()
    case 'GraphQLResponseError':
      return `${reason.code} ${reason.errors[0]?.message ?? ''}`.trim()
    case 'RefreshRejectedError':
      return 'the refresh token was rejected'
    default:
      return reason.description ?? 'the request failed'
  }
}

/** An app's logout handler; its failing must not undo the logout. */
const runHandler = (handler: (() => void | Promise<void>) | undefined): Effect.Effect<void> =>
  handler
    ? Effect.callback<void>((resume) => {
        const done = () => resume(Effect.void)
        try {
          Promise.resolve(handler()).then(done, done)
        } catch {
          done()
        }
      })
    : Effect.void

/** A refresh under way: the callers waiting for it, then how it ended. */
interface Flight {
  exit?: Exit.Exit<void, StorefrontError>
  readonly waiters: Set<(exit: Exit.Exit<void, StorefrontError>) => void>
}

/** Waits for a flight; a caller who gives up leaves it to the others. */
const awaitFlight = (flight: Flight) =>
  Effect.callback<void, StorefrontError>((resume) => {
    if (flight.exit) return resume(flight.exit)
    const waiter = (exit: Exit.Exit<void, StorefrontError>) => resume(exit)
    flight.waiters.add(waiter)
    return Effect.sync(() => {
      flight.waiters.delete(waiter)
    })
  })

/**
 * Builds the session on its services, outside any Effect context.
 * @example
 * const session = makeSession({ store, transport, storage, now: Date.now }, { onLogout })
 */
export function makeSession(services: SessionServices, options: SessionOptions = {}): Session {
  const { store, transport, storage, now } = services
  const leeway = options.expiryLeewayMs ?? 5000
  // 'server-held': the site's server holds the tokens (HttpOnly), refreshes them, adds them to the
  // calls it proxies and applies SPEC §4 on logout and on a refused call; this session never
  // refreshes nor sends a token (the store's placeholders have none) and reads the marker.
  const held = options.sessionMode === 'server-held'
  const inflight: { [kind in TokenKind]?: Flight | undefined } = {}

  const needsRefresh = (tokens: AuthTokens | null) =>
    !held &&
    tokens !== null &&
    tokens.refreshToken !== '' &&
    isTokenExpired(tokens.accessToken, now(), leeway)

  const clearTokens = Effect.andThen(store.save('user', null), store.save('operator', null))

  /** Ends the session after a rejected refresh: operator's handler first, then the user's. */
  const endAfterRejection = (hadOperator: boolean) =>
    Effect.gen(function* () {
      yield* clearTokens
      yield* store.emit('refresh-failed')
      if (hadOperator) yield* runHandler(options.onOperatorLogout)
      yield* runHandler(options.onLogout)
    })

  const refreshNow = (kind: TokenKind): Effect.Effect<void, StorefrontError> =>
    Effect.gen(function* () {
      // Another tab may have refreshed while this one waited for the lock.
      const state = yield* store.state
      const tokens = state[kind]
      if (!tokens || !needsRefresh(tokens)) return
      const saved = Effect.flatMap(
        transport.execute(RefreshTokenDocument, { refreshToken: tokens.refreshToken }),
        ({ data }) =>
          Effect.gen(function* () {
            yield* store.save(kind, data.refreshToken)
            // An operator in their own session holds one pair under both names: keep them one.
            if (state[otherKind(kind)]?.refreshToken === tokens.refreshToken) {
              yield* store.save(otherKind(kind), data.refreshToken)
            }
            yield* store.emit('refreshed')
          }),
      )
      yield* catchFailure(saved, (failure) =>
        isDefinitive(failure)
          ? Effect.andThen(
              endAfterRejection(state.operator !== null),
              Effect.fail(
                new StorefrontError({
                  reason: new RefreshRejectedError({ kind, cause: failure }),
                  traceId: failure.traceId,
                }),
              ),
            )
          : // Offline or a server error: the refresh token may still be good, keep the session.
            Effect.fail(
              new StorefrontError({
                reason: new TransportError({
                  operationName: 'refreshToken',
                  description: `the token refresh failed: ${describeFailure(failure)}`,
                  cause: failure,
                }),
                traceId: failure.traceId,
              }),
            ),
      )
    })

  /** One refresh per kind at a time, in a fiber of its own: later callers wait for it. */
  const singleFlight = (kind: TokenKind): Effect.Effect<void, StorefrontError> =>
    Effect.suspend(() => {
      const running = inflight[kind]
      if (running) return awaitFlight(running)
      const flight: Flight = { waiters: new Set() }
      inflight[kind] = flight
      const task = options.tabSync
        ? withTabLock(REFRESH_LOCKS[kind], refreshNow(kind))
        : refreshNow(kind)
      const settle = (exit: Exit.Exit<void, StorefrontError>) =>
        Effect.sync(() => {
          inflight[kind] = undefined
          flight.exit = exit
          for (const waiter of flight.waiters) waiter(exit)
        })
      return Effect.andThen(
        Effect.forkDetach(Effect.flatMap(Effect.exit(task), settle)),
        awaitFlight(flight),
      )
    })

  const refresh = (kind: TokenKind): Effect.Effect<void, StorefrontError> =>
    Effect.flatMap(store.state, (state) =>
      needsRefresh(state[kind]) ? singleFlight(kind) : Effect.void,
    )

  /** A rejected refresh has ended the session: the call goes out anonymous. */
  const refreshOrEnded = (kind: TokenKind) =>
    catchFailure(refresh(kind), (failure) =>
      failure.reason._tag === 'RefreshRejectedError' ? Effect.void : Effect.fail(failure),
    )

  const accessTokens: Effect.Effect<AccessTokens, StorefrontError> = Effect.gen(function* () {
    // The user's first: an operator in their own session then needs no second refresh.
    yield* refreshOrEnded('user')
    yield* refreshOrEnded('operator')
    const state = yield* store.state
    return {
      user: state.user?.accessToken || null,
      operator: state.operator?.accessToken || null,
      // A refused call compares the session it went out with (the server has applied SPEC §4).
      ...(held ? { held: state } : {}),
    }
  })

  /**
   * SPEC §4 on the session `state` had: an operator acting for a customer goes back to their own
   * session (in 'server-held' mode: the server kept a session for the operator), else none.
   */
  const settle = (state: SessionState, type: 'signed-out' | 'forced-logout') =>
    Effect.gen(function* () {
      const now = yield* store.state
      if (held ? now.user && state.operator : actsForCustomer(state)) {
        yield* store.save('user', state.operator)
        yield* store.emit('operator-reverted')
        return true
      }
      yield* clearTokens
      if (type === 'signed-out') {
        storage.removeItem(CART_ID_KEY)
        storage.removeItem(FAVORITES_KEY)
      }
      yield* store.emit(type)
      if (state.operator !== null) yield* runHandler(options.onOperatorLogout)
      yield* runHandler(options.onLogout)
      return false
    })

  /** Sends the logout mutation (best-effort: the server forgetting the session is nice, not
   * required), then applies SPEC §4. */
  const logoutAs = (before: SessionState, type: 'signed-out' | 'forced-logout') =>
    Effect.gen(function* () {
      if (before.user !== null || before.operator !== null) {
        yield* Effect.exit(
          Effect.flatMap(accessTokens, (tokens) =>
            transport.execute(LogoutDocument, {}, { tokens }),
          ),
        )
      }
      return yield* settle(held ? before : yield* store.state, type)
    })

  const forceLogout = (sentWith?: AccessTokens): Effect.Effect<void> =>
    Effect.gen(function* () {
      const state = yield* store.state
      if (held) {
        const before = sentWith?.held
        // On demand, the server ends the session; after a refused call it already has, and a
        // marker unchanged since the call went out means it ended nothing.
        if (!before) return void (yield* logoutAs(state, 'forced-logout'))
        if (
          (before.user || before.operator) &&
          (before.user?.refreshToken !== state.user?.refreshToken ||
            before.operator?.refreshToken !== state.operator?.refreshToken)
        )
          yield* settle(before, 'forced-logout')
        return
      }
      if (state.user === null && state.operator === null) return
      const changedSince =
        sentWith !== undefined &&
        (sentWith.user !== (state.user?.accessToken || null) ||
          sentWith.operator !== (state.operator?.accessToken || null))
      if (!changedSince) yield* settle(state, 'forced-logout')
    })

  return Session.of({
    state: store.state,
    accessTokens,
    refresh,
    // signInTo's rule (tokenJar.ts), over the store's effects.
    signIn: (tokens) =>
      Effect.gen(function* () {
        if (tokens.user !== undefined) yield* store.save('user', tokens.user)
        if (tokens.operator !== undefined) yield* store.save('operator', tokens.operator)
        yield* store.emit('signed-in')
      }),
    logout: Effect.flatMap(store.state, (state) =>
      Effect.map(logoutAs(state, 'signed-out'), (revertedToOperator) => ({ revertedToOperator })),
    ),
    forceLogout,
    isAuthenticated: Effect.map(store.state, isAuthenticatedIn),
    isEmployeeMode: (profile) =>
      Effect.map(store.state, (state) => isEmployeeModeIn(state, profile)),
    subscribe: store.subscribe,
  })
}

/**
 * Builds the session on the `SessionStore`, `Transport`, `Storage` and `Clock` services.
 * @example
 * const session = yield* Session.make({ expiryLeewayMs: 5000 }) // inside Effect.gen, with its services provided
 */
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

/**
 * The session from options.
 * @example
 * const live = Session.layer({ onLogout: () => console.info('signed out') })
 */
export const layer = (
  options: SessionOptions = {},
): Layer.Layer<Session, never, SessionStore | TransportModule.Transport | Storage> =>
  Layer.effect(Session, make(options))
