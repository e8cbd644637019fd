// The `Session` service: the auth rules of SPEC §4 and §6 in Effect form, a thin wrapper over
// the Effect-free session core (sessionCore.ts) that the Promise client uses directly. Its
// failures are the core's, as `StorefrontError`s.
import * as Clock from 'effect/Clock'
import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { failureOf } from '../internal/failureOf'
import {
  type CallFailure,
  type Requester,
  type StorefrontError,
  storefrontErrorOf,
  Transport as TransportModule,
} from '../transport'
import type { SessionEvent, SessionState, TokenKind } from './SessionStore'
import { SessionStore } from './SessionStore'
import { type KeyValueStorage, Storage } from './Storage'
import {
  type AccessTokens,
  type LogoutResult,
  makeSessionCore,
  type SessionCore,
  type SessionOptions,
} from './sessionCore'
import type { EmployeeProfile, SignInTokens } from './tokenJar'

export type { AccessTokens, LogoutResult, SessionOptions } from './sessionCore'
export { REFRESH_LOCKS } from './sessionCore'
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

/** The transport service as the core's `send`: its exit as an outcome. */
const sendOver =
  (transport: TransportModule.Transport): Requester['send'] =>
  async (document, variables, call) => {
    const exit = await Effect.runPromise(Effect.exit(transport.execute(document, variables, call)))
    if (exit._tag === 'Success') return { ok: true, ...exit.value }
    const failure = failureOf(exit)
    if (failure) return { ok: false, failure }
    // A defect of a provided transport: as far as the session sees, the call did not get through.
    const reason = { _tag: 'TransportError', operationName: null, cause: exit.cause } as const
    return { ok: false, failure: { reason, traceId: null } }
  }

/** The session service on the core. */
export function sessionOn(core: SessionCore): Session {
  const orFail = (failure: CallFailure | null) =>
    failure ? Effect.fail(storefrontErrorOf(failure)) : Effect.void
  return Session.of({
    state: Effect.sync(core.state),
    accessTokens: Effect.flatMap(Effect.promise(core.accessTokens), (outcome) =>
      outcome.ok ? Effect.succeed(outcome.tokens) : Effect.fail(storefrontErrorOf(outcome.failure)),
    ),
    refresh: (kind) =>
      Effect.flatMap(
        Effect.promise(() => core.refresh(kind)),
        orFail,
      ),
    signIn: (tokens) => Effect.sync(() => core.signIn(tokens)),
    logout: Effect.promise(core.logout),
    forceLogout: (sentWith) => Effect.promise(() => core.forceLogout(sentWith)),
    isAuthenticated: Effect.sync(core.isAuthenticated),
    isEmployeeMode: (profile) => Effect.sync(() => core.isEmployeeMode(profile)),
    subscribe: (listener) => Effect.sync(() => core.subscribe(listener)),
  })
}

/**
 * Builds the session on its services, outside any Effect context: the session core, reading
 * and writing through the store and calling through the transport.
 */
export function makeSession(services: SessionServices, options: SessionOptions = {}): Session {
  const { store, transport, storage, now } = services
  const jar = {
    state: () => Effect.runSync(store.state),
    save: (...args: Parameters<SessionStore['save']>) => Effect.runSync(store.save(...args)),
    emit: (...args: Parameters<SessionStore['emit']>) => Effect.runSync(store.emit(...args)),
    subscribe: (...args: Parameters<SessionStore['subscribe']>) =>
      Effect.runSync(store.subscribe(...args)),
  }
  return sessionOn(makeSessionCore({ jar, send: sendOver(transport), storage, now }, options))
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
