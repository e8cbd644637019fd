// What a session is configured with and answers, free of Effect: the Promise face's declarations
// name these types, and a project on node10 resolution compiles them without Effect's.
import type { SessionMode, SessionState, TokenKind } from './tokenJar'

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
  /** Where the tokens live (the store must be made in the same mode). Default 'tokens'. */
  readonly sessionMode?: SessionMode
}

/** The Web Lock names of the refreshes. */
export const REFRESH_LOCKS: Readonly<Record<TokenKind, string>> = {
  user: 'apteka-token-refresh',
  operator: 'apteka-token-refresh:operator',
}
