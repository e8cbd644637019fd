// The call-back time the form shows is the API's wall time in the shop's zone, not the browser's.
import { describe, expect, it } from 'vitest'
import { callTime } from './CallbackForm'

describe('callTime', () => {
  it("shows the shop's wall time as written, whatever the instant is in UTC", () => {
    // 00:15 on the 25th in Moscow is still the 24th in UTC (and in the test's own zone, if UTC).
    expect(callTime('2026-11-25T00:15:00+03:00')).toBe('25 ноября в 00:15')
    expect(callTime('2026-11-24T09:00:00+03:00')).toBe('24 ноября в 09:00')
  })
})
