// What useAuth returns: the sdk's session calls, tracked, with the session's state.
import type { AuthCalls, AuthModalState } from '@apteka/sdk'

/** What {@link useAuth} returns. */
export interface UseAuthResult extends AuthCalls {
  /** Signed in (an anonymous visitor with a refresh token counts, SPEC §6). */
  isAuthenticated: boolean
  /** Employee mode: the profile says so, or without a profile the token's claim. */
  isEmployeeMode: boolean
  /** An operator is signed in. */
  isOperator: boolean
  /** The auth modal `requireAuth` asked for. */
  authModal: AuthModalState
  /** The shopper closed the auth modal: the waiting action is dropped. */
  closeAuthModal: () => void
  /** An auth call is on its way. */
  isPending: boolean
  /** The last auth call's error (E_259 wrong code, E_258 attempts exhausted, …). */
  error: Error | null
}
