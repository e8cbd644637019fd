// Public surface of auth/: the pure parts of the SMS login and loyalty card flows.

export type { LoyaltyCardFlowEvent, LoyaltyCardFlowState } from './loyaltyCardFlow'
export { LOYALTY_CARD_FLOW_INITIAL, loyaltyCardFlowReducer } from './loyaltyCardFlow'
export type { ResendTimer } from './resendTimer'
export {
  canResendCode,
  createResendTimer,
  RESEND_TIMER_SECONDS,
  resendTimerRemaining,
  resetResendTimer,
  startResendTimer,
} from './resendTimer'
