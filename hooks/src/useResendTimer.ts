// The "send the code again" countdown (SPEC §4, §9): 60 s by default, ticking once a
// second and stopping at 0. The sdk's timer is pure; this hook only drives it with a clock.
import {
  createResendTimer,
  RESEND_TIMER_SECONDS,
  type ResendTimer,
  resendTimerRemaining,
  resetResendTimer,
  startResendTimer,
} from '@apteka/sdk'
import { useCallback, useEffect, useState } from 'react'

/** Options of {@link useResendTimer}. */
export interface UseResendTimerOptions {
  /** Length of the countdown, seconds. Default: 60. */
  seconds?: number
  /** Start counting on mount (a code was just sent). Default: false. */
  autoStart?: boolean
}

/** What {@link useResendTimer} returns. */
export interface UseResendTimerResult {
  /** Whole seconds left; 0 when idle or over. */
  remaining: number
  /** Counting down now. */
  isRunning: boolean
  /** A new code may be asked for. */
  canResend: boolean
  /** Starts (or restarts) the countdown from the full length. */
  start: () => void
  /** Stops and clears the countdown. */
  reset: () => void
}

/**
 * A countdown before a new SMS code may be requested.
 *
 * @example
 * const timer = useResendTimer()
 * <button disabled={!timer.canResend} onClick={() => { resend(); timer.start() }}>
 *   {timer.canResend ? 'Отправить код ещё раз' : `Повторно через ${timer.remaining} с`}
 * </button>
 */
export function useResendTimer(options: UseResendTimerOptions = {}): UseResendTimerResult {
  const { seconds = RESEND_TIMER_SECONDS, autoStart = false } = options
  const [timer, setTimer] = useState<ResendTimer>(() => createResendTimer(seconds))
  const [now, setNow] = useState(0)
  const remaining = resendTimerRemaining(timer, now)
  const isRunning = remaining > 0

  const start = useCallback(() => {
    const startedAt = Date.now()
    setNow(startedAt)
    setTimer((current) => startResendTimer({ ...current, seconds }, startedAt))
  }, [seconds])

  const reset = useCallback(() => setTimer((current) => resetResendTimer(current)), [])

  useEffect(() => {
    if (autoStart) start()
  }, [autoStart, start])

  useEffect(() => {
    if (!isRunning) return
    const interval = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(interval)
  }, [isRunning])

  return { remaining, isRunning, canResend: !isRunning, start, reset }
}
