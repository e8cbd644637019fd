// The "send the SMS code again" countdown of the login and loyalty-card flows, as a pure
// state machine driven by the caller's clock: no timers inside, so a hook ticks it with
// setInterval and a test with plain numbers, and a throttled tab never drifts.

/** Seconds before a new code may be requested (SPEC §9). */
export const RESEND_TIMER_SECONDS = 60

/** The countdown: idle until started, then running until `seconds` have passed. */
export interface ResendTimer {
  /** Length of the countdown in seconds. */
  readonly seconds: number
  /** Clock reading (ms) when the code was sent; null while idle. */
  readonly startedAt: number | null
}

/**
 * An idle countdown of the given length.
 *
 * @example
 * createResendTimer() // { seconds: 60, startedAt: null }
 */
export function createResendTimer(seconds: number = RESEND_TIMER_SECONDS): ResendTimer {
  return { seconds, startedAt: null }
}

/**
 * The countdown started at `nowMs`, when a code has just been sent; starting again
 * restarts it from the full length.
 *
 * @example
 * startResendTimer(createResendTimer(), 1_000) // { seconds: 60, startedAt: 1000 }
 */
export function startResendTimer(timer: ResendTimer, nowMs: number): ResendTimer {
  return { ...timer, startedAt: nowMs }
}

/**
 * The countdown back to idle, as when the flow is reset.
 *
 * @example
 * resetResendTimer(startResendTimer(createResendTimer(), 0)).startedAt // null
 */
export function resetResendTimer(timer: ResendTimer): ResendTimer {
  return { ...timer, startedAt: null }
}

/**
 * Whole seconds left at `nowMs`, rounded up so the display shows 60 … 1 and reaches 0
 * only when the wait is really over; 0 while idle and never below 0.
 *
 * @example
 * const timer = startResendTimer(createResendTimer(), 0)
 * resendTimerRemaining(timer, 500) // 60
 * resendTimerRemaining(timer, 59_001) // 1
 * resendTimerRemaining(timer, 61_000) // 0
 */
export function resendTimerRemaining(timer: ResendTimer, nowMs: number): number {
  if (timer.startedAt === null) return 0
  const leftMs = timer.startedAt + timer.seconds * 1000 - nowMs
  return Math.max(0, Math.ceil(leftMs / 1000))
}

/**
 * Whether a new code may be requested at `nowMs`.
 *
 * @example
 * canResendCode(createResendTimer(), 0) // true
 */
export function canResendCode(timer: ResendTimer, nowMs: number): boolean {
  return resendTimerRemaining(timer, nowMs) === 0
}
