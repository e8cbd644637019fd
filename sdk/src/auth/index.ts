// Public surface of auth/: the pure parts of the SMS login flow.

export type { ResendTimer } from './resendTimer'
export {
  canResendCode,
  createResendTimer,
  RESEND_TIMER_SECONDS,
  resendTimerRemaining,
  resetResendTimer,
  startResendTimer,
} from './resendTimer'
