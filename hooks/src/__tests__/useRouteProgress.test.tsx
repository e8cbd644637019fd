import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRouteProgress } from '../index'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useRouteProgress', () => {
  it('0 then 75 on start, 100 on end, back to 0 after a second', () => {
    const { result } = renderHook(() => useRouteProgress())
    expect(result.current.progress).toBe(0)
    act(() => result.current.start())
    expect(result.current.progress).toBe(0)
    act(() => vi.advanceTimersByTime(0))
    expect(result.current).toMatchObject({ progress: 75, isActive: true })
    act(() => result.current.done())
    expect(result.current).toMatchObject({ progress: 100, isActive: false })
    act(() => vi.advanceTimersByTime(999))
    expect(result.current.progress).toBe(100)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.progress).toBe(0)
  })

  it('an error ends the bar like a completion', () => {
    const { result } = renderHook(() => useRouteProgress())
    act(() => result.current.start())
    act(() => vi.advanceTimersByTime(0))
    act(() => result.current.fail())
    expect(result.current.progress).toBe(100)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.progress).toBe(0)
  })

  it('a new start during the reset starts over', () => {
    const { result } = renderHook(() => useRouteProgress())
    act(() => result.current.start())
    act(() => result.current.done())
    act(() => vi.advanceTimersByTime(500))
    act(() => result.current.start())
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.progress).toBe(75)
  })

  it('a route that ends within the start tick still shows 75 before 100 (catalogue → category)', () => {
    const { result, rerender } = renderHook(
      (props: { state: 'idle' | 'loading' }) => useRouteProgress(props),
      { initialProps: { state: 'idle' } },
    )
    const seen: number[] = []
    rerender({ state: 'loading' })
    seen.push(result.current.progress)
    rerender({ state: 'idle' })
    seen.push(result.current.progress)
    act(() => vi.advanceTimersByTime(0))
    seen.push(result.current.progress)
    expect(seen).toEqual([0, 75, 100])
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.progress).toBe(0)
  })

  it('follows a router navigation state', () => {
    const { result, rerender } = renderHook(
      (props: { state: 'idle' | 'loading' }) => useRouteProgress(props),
      {
        initialProps: { state: 'idle' },
      },
    )
    rerender({ state: 'loading' })
    act(() => vi.advanceTimersByTime(0))
    expect(result.current.progress).toBe(75)
    rerender({ state: 'idle' })
    expect(result.current.progress).toBe(100)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.progress).toBe(0)
  })
})
