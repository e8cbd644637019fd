// Public surface of auth/: the pure parts of the SMS login and loyalty card flows.

export type { LoyaltyCardFlowEvent, LoyaltyCardFlowState } from './loyaltyCardFlow'
export { LOYALTY_CARD_FLOW_INITIAL, loyaltyCardFlowReducer } from './loyaltyCardFlow'
export type { RegistrationData, RegistrationFlowState, RegistrationStep } from './registrationFlow'
export {
  REGISTRATION_FLOW_INITIAL,
  REGISTRATION_STEPS,
  registrationCodeConfirmed,
  registrationCodeSent,
  registrationDone,
  registrationStepBack,
} from './registrationFlow'
export type { ResendTimer } from './resendTimer'
export {
  canResendCode,
  createResendTimer,
  RESEND_TIMER_SECONDS,
  resendTimerRemaining,
  resetResendTimer,
  startResendTimer,
} from './resendTimer'
