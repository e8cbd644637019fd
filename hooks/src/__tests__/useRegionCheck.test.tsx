import { DetectRegionQueryDocument } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { type AnalyticsEvent, useRegionCheck } from '../index'

startMockServer()

const detects = (regionIndex: number) =>
  api.query(DetectRegionQueryDocument, () =>
    HttpResponse.json({ data: { detectRegion: fixtures.regions[regionIndex]! } }),
  )

describe('useRegionCheck', () => {
  it('opens when the IP region differs from the chosen one and the flag is missing', async () => {
    const harness = createHarness({ handlers: [detects(1)] })
    const { result } = harness.render(() => useRegionCheck())
    await waitFor(() => expect(result.current.isOpen).toBe(true))
    expect(result.current.needsCheck).toBe(true)
    expect(result.current.detectedRegion?.id).toBe('spb')
  })

  it('stays shut and does not detect once the flag is 0', async () => {
    const harness = createHarness({ handlers: [detects(1)], cookies: { need_check_region: '0' } })
    const { result } = harness.render(() => useRegionCheck())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.isOpen).toBe(false)
    expect(harness.calls('DetectRegionQuery')).toHaveLength(0)
  })

  it('stays shut when the IP region is the chosen one', async () => {
    const harness = createHarness({ handlers: [detects(0)] })
    const { result } = harness.render(() => useRegionCheck())
    await waitFor(() => expect(harness.calls('DetectRegionQuery')).toHaveLength(1))
    await waitFor(() => expect(result.current.detectedRegion?.id).toBe('moscowregion'))
    expect(result.current.isOpen).toBe(false)
  })

  it('keeping the region is a confirm; it closes and turns the flag off', async () => {
    const events: AnalyticsEvent[] = []
    const harness = createHarness({
      handlers: [detects(1)],
      config: { onAnalyticsEvent: (e) => events.push(e) },
    })
    const { result } = harness.render(() => useRegionCheck())
    await waitFor(() => expect(result.current.isOpen).toBe(true))
    let answer: string | undefined
    await act(async () => {
      ;({ answer } = await result.current.confirm())
    })
    expect(answer).toBe('confirm')
    expect(result.current.isOpen).toBe(false)
    expect(harness.cookies.get('need_check_region')).toBe('0')
    expect(events).toEqual([{ type: 'region_choice', action: 'confirm', regionId: 'moscowregion' }])
  })

  it('choosing another region is a change and rewrites the address', async () => {
    const events: AnalyticsEvent[] = []
    const harness = createHarness({
      handlers: [detects(1)],
      config: { onAnalyticsEvent: (e) => events.push(e) },
    })
    const { result } = harness.render(() => useRegionCheck())
    await waitFor(() => expect(result.current.isOpen).toBe(true))
    let outcome: { answer: string; url: string | undefined } | undefined
    await act(async () => {
      outcome = await result.current.choose(result.current.detectedRegion!, { url: '/catalog/' })
    })
    expect(outcome).toMatchObject({ answer: 'change', url: '/catalog/r_spb/?region=spb' })
    expect(events.at(-1)).toEqual({ type: 'region_choice', action: 'change', regionId: 'spb' })
    expect(harness.cookies.get('region')).toBe('spb')
  })

  it('closing without a choice records a close event and keeps the region', async () => {
    const events: AnalyticsEvent[] = []
    const harness = createHarness({
      handlers: [detects(1)],
      config: { onAnalyticsEvent: (e) => events.push(e) },
    })
    const { result } = harness.render(() => useRegionCheck())
    await waitFor(() => expect(result.current.isOpen).toBe(true))
    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
    expect(events).toEqual([{ type: 'region_choice', action: 'close', regionId: 'moscowregion' }])
    expect(harness.cookies.get('region')).toBeNull()
  })
})
