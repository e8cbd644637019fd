// What useRegistrationFlow returns: the sdk's flow state with the calls that move it on.
import type { RegistrationData, RegistrationFlowState } from '@apteka/sdk'
import type { UseResendTimerResult } from '../useResendTimer'

/** What {@link useRegistrationFlow} returns. */
export interface UseRegistrationFlowResult extends RegistrationFlowState {
  /** Step 1: sends the code to the phone and moves to step 2. */
  submitPhone: (phone: string) => Promise<void>
  /** Step 2: sends the code again once the timer allows. */
  resendCode: () => Promise<void>
  /** Step 2: signs in a known customer (step 4), or asks a new one for a name (step 3). */
  submitCode: (code: string) => Promise<void>
  /** Step 3: registers the customer and moves to step 4 with the new card number. */
  submitName: (data: RegistrationData) => Promise<void>
  /** One step back (the code step returns to the phone). */
  back: () => void
  /** Clears the whole flow, timer included. */
  reset: () => void
  /** The resend countdown. */
  timer: UseResendTimerResult
  isPending: boolean
  /** The last error (E_259 wrong code, E_260 too early, …). */
  error: Error | null
}
