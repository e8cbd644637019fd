import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useResendTimer } from '../index'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useResendTimer', () => {
  it('is idle until started', () => {
    const { result } = renderHook(() => useResendTimer())
    expect(result.current).toMatchObject({ remaining: 0, isRunning: false, canResend: true })
  })

  it('counts down from 60 once a second and stops at 0', async () => {
    const { result } = renderHook(() => useResendTimer())
    act(() => result.current.start())
    expect(result.current.remaining).toBe(60)
    expect(result.current.canResend).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(result.current.remaining).toBe(59)
    await act(() => vi.advanceTimersByTimeAsync(58_000))
    expect(result.current.remaining).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(result.current).toMatchObject({ remaining: 0, isRunning: false, canResend: true })
    // Nothing keeps ticking once it is over.
    expect(vi.getTimerCount()).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(result.current.remaining).toBe(0)
  })

  it('reset stops it; start again begins from the full length', async () => {
    const { result } = renderHook(() => useResendTimer({ seconds: 30 }))
    act(() => result.current.start())
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(result.current.remaining).toBe(20)
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ remaining: 0, isRunning: false })
    act(() => result.current.start())
    expect(result.current.remaining).toBe(30)
  })

  it('starts on mount when asked', () => {
    const { result } = renderHook(() => useResendTimer({ autoStart: true }))
    expect(result.current.remaining).toBe(60)
  })
})
