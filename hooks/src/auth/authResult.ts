// What useAuth returns, and the answer every login shares.
import type {
  AuthModalState,
  AuthPayloadFieldsFragment,
  GetCodeMutation,
  OAuthProvider,
  RegisterByOperatorData,
  RegisterData,
} from '@apteka/sdk'

/** The answer of every login: whether the phone is registered, and the session. */
export type AuthPayload = AuthPayloadFieldsFragment

/** Options of `requireAuth`. */
export interface RequireAuthOptions {
  /** The promo-code modal asks: the auth modal opens in its promo-code form. Default: false. */
  promoCode?: boolean
}

/** What {@link useAuth} returns. */
export interface UseAuthResult {
  /** Signed in (an anonymous visitor with a refresh token counts, SPEC §6). */
  isAuthenticated: boolean
  /** Employee mode: the profile says so, or without a profile the token's claim. */
  isEmployeeMode: boolean
  /** An operator is signed in. */
  isOperator: boolean
  /** Sends an SMS code to the phone (normalised to +7XXXXXXXXXX when it can be). */
  getCode: (phone: string) => Promise<GetCodeMutation['getCode']>
  /** Signs in with the SMS code; `isRegistered` false means registration must follow. */
  login: (input: { phone: string; code: string }) => Promise<AuthPayload>
  /**
   * Signs in with an OAuth provider's token. `state` is the state the provider sent back with it:
   * the API signs in only when it is the one /oauth/start bound to this browser (else E_12).
   */
  loginOAuth: (input: {
    provider: OAuthProvider
    token: string
    referrerCode?: string
    state?: string
  }) => Promise<AuthPayload>
  /** Registers a new customer (with the SMS code) and signs them in. */
  register: (data: RegisterData) => Promise<AuthPayload>
  /**
   * Signs out. An operator acting for a customer goes back to their own session (the
   * profile is re-fetched, the region reset); otherwise tokens, cart id and favourites go.
   */
  logout: () => Promise<{ revertedToOperator: boolean }>
  /** An operator signs in with their own phone and SMS code. */
  operatorLogin: (input: { phone: string; code: string }) => Promise<AuthPayload>
  /** The signed-in operator acts for the customer with this phone (their region too). */
  loginAsUser: (input: { phone: string }) => Promise<AuthPayload>
  /** The signed-in operator registers a customer and acts for them. */
  registerClient: (data: RegisterByOperatorData) => Promise<AuthPayload>
  /**
   * Runs the action when signed in. Otherwise opens the auth modal (the provider's
   * `openAuthModal` and `authModal` below) and runs the action after login; resolves
   * with its result, or undefined when the modal is closed first.
   */
  requireAuth: <T>(
    action: () => T | Promise<T>,
    options?: RequireAuthOptions,
  ) => Promise<T | undefined>
  /** The auth modal `requireAuth` asked for. */
  authModal: AuthModalState
  /** The shopper closed the auth modal: the waiting action is dropped. */
  closeAuthModal: () => void
  /** An auth call is on its way. */
  isPending: boolean
  /** The last auth call's error (E_259 wrong code, E_258 attempts exhausted, …). */
  error: Error | null
}
