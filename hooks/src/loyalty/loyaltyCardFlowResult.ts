// What useLoyaltyCardFlow takes and returns: the flow's state, the sdk's steps, and the
// moves that need no call.
import type { LoyaltyCardFlowState, LoyaltyCardSteps } from '@apteka/sdk'
import type { UseResendTimerResult } from '../useResendTimer'

/** Options of {@link useLoyaltyCardFlow}. */
export interface UseLoyaltyCardFlowOptions {
  /** The loyalty programme the card belongs to (`LoyaltyInput.type`). Default: 'main'. */
  programType?: string
}

/** What {@link useLoyaltyCardFlow} returns. */
export interface UseLoyaltyCardFlowResult extends LoyaltyCardFlowState, LoyaltyCardSteps {
  /** STEP_1/2: the provider itself answered with an error (the shopper refused): OAUTH_FAILED. */
  oauthFailed: () => void
  /** OAUTH_FAILED: back to STEP_1. */
  retry: () => void
  back: () => void
  /** Clears the whole flow, timer included. */
  reset: () => void
  timer: UseResendTimerResult
  isPending: boolean
  error: Error | null
}
