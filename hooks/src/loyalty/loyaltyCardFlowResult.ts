// What useLoyaltyCardFlow takes and returns, step by step.
import type { LoyaltyCardFlowState, OAuthProvider } from '@apteka/sdk'
import type { UseResendTimerResult } from '../useResendTimer'

/** Options of {@link useLoyaltyCardFlow}. */
export interface UseLoyaltyCardFlowOptions {
  /** The loyalty programme the card belongs to (`LoyaltyInput.type`). Default: 'main'. */
  programType?: string
}

/** Personal data of the card holder (step 3). */
export interface CardHolderData {
  name: string
  surname?: string
  email?: string
  /** API form, YYYY-MM-DD. */
  birthday?: string
}

/** What {@link useLoyaltyCardFlow} returns. */
export interface UseLoyaltyCardFlowResult extends LoyaltyCardFlowState {
  /** STEP_1: sends the SMS code (STEP_2). */
  sendCode: (phone: string) => Promise<void>
  /** STEP_2: sends the code again once the timer allows. */
  resendCode: () => Promise<void>
  /**
   * STEP_1, already signed in: goes on without a new SMS code, to the shopper's card
   * (CARD_IS_EXIST) or to the personal data (STEP_3).
   */
  continueSignedIn: () => Promise<void>
  /** STEP_2: signs in; a customer with a card sees it (CARD_IS_EXIST), others go to STEP_3. */
  confirmCode: (code: string) => Promise<void>
  /**
   * STEP_1/2: signs in with OAuth (the provider's token and the state it sent back); a refusal
   * leads to OAUTH_FAILED.
   */
  signInWithOAuth: (input: {
    provider: OAuthProvider
    token: string
    state?: string
  }) => Promise<void>
  /** STEP_3: registers a new customer or updates the profile, then CARD_NUMBER. */
  submitPersonalData: (data: CardHolderData) => Promise<void>
  /** CARD_NUMBER: checks the card; a valid one is linked (CARD_DETAIL). */
  submitCardNumber: (number: string) => Promise<void>
  /** CARD_NUMBER / CARD_STATUS: no card at hand, issue a virtual one (CARD_DETAIL). */
  issueNewCard: () => Promise<void>
  /** OAUTH_FAILED: back to STEP_1. */
  /** STEP_1/2: the provider itself answered with an error (the shopper refused): OAUTH_FAILED. */
  oauthFailed: () => void
  retry: () => void
  back: () => void
  /** Clears the whole flow, timer included. */
  reset: () => void
  timer: UseResendTimerResult
  isPending: boolean
  error: Error | null
}
