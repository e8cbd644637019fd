// Behaviour of the SMS resend countdown.
import { describe, expect, it } from 'vitest'
import {
  canResendCode,
  createResendTimer,
  RESEND_TIMER_SECONDS,
  resendTimerRemaining,
  resetResendTimer,
  startResendTimer,
} from './index'

const sentAt = 1_700_000_000_000

describe('resend timer', () => {
  it('lasts 60 seconds by default', () => {
    expect(RESEND_TIMER_SECONDS).toBe(60)
    expect(createResendTimer().seconds).toBe(60)
  })

  it('allows sending while idle', () => {
    const idle = createResendTimer()
    expect(resendTimerRemaining(idle, sentAt)).toBe(0)
    expect(canResendCode(idle, sentAt)).toBe(true)
  })

  it('counts down from the full length right after sending', () => {
    const timer = startResendTimer(createResendTimer(), sentAt)
    expect(resendTimerRemaining(timer, sentAt)).toBe(60)
    expect(canResendCode(timer, sentAt)).toBe(false)
  })

  it('rounds partial seconds up', () => {
    const timer = startResendTimer(createResendTimer(), sentAt)
    expect(resendTimerRemaining(timer, sentAt + 500)).toBe(60)
    expect(resendTimerRemaining(timer, sentAt + 1000)).toBe(59)
    expect(resendTimerRemaining(timer, sentAt + 59_001)).toBe(1)
  })

  it('stops at 0 and allows sending again', () => {
    const timer = startResendTimer(createResendTimer(), sentAt)
    expect(resendTimerRemaining(timer, sentAt + 60_000)).toBe(0)
    expect(resendTimerRemaining(timer, sentAt + 600_000)).toBe(0)
    expect(canResendCode(timer, sentAt + 60_000)).toBe(true)
  })

  it('takes another length', () => {
    const timer = startResendTimer(createResendTimer(30), sentAt)
    expect(resendTimerRemaining(timer, sentAt)).toBe(30)
  })

  it('restarts from the full length when sent again', () => {
    const first = startResendTimer(createResendTimer(), sentAt)
    const again = startResendTimer(first, sentAt + 70_000)
    expect(resendTimerRemaining(again, sentAt + 70_000)).toBe(60)
  })

  it('goes back to idle on reset', () => {
    const timer = resetResendTimer(startResendTimer(createResendTimer(), sentAt))
    expect(timer.startedAt).toBeNull()
    expect(canResendCode(timer, sentAt)).toBe(true)
  })
})
