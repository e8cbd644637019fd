// Behaviour of region cookies and the region modal decision.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_REGION,
  daysToSeconds,
  REGION_COOKIE_MAX_AGE_DAYS,
  regionChoiceEvent,
  regionCookieWrites,
  shouldShowRegionModal,
} from './index'

describe('region cookies', () => {
  it('live 300 days, converted at 24*3600 seconds a day', () => {
    expect(REGION_COOKIE_MAX_AGE_DAYS).toBe(300)
    expect(daysToSeconds(300)).toBe(25_920_000)
    expect(daysToSeconds(180)).toBe(15_552_000)
  })

  it('store the region, its number and turn the check flag off', () => {
    const writes = regionCookieWrites({ ...DEFAULT_REGION, id: 'kazan', num: 16, cityId: '4400' })
    expect(writes.map(({ name, value }) => [name, value])).toEqual([
      ['region', 'kazan'],
      ['region_num', '16'],
      ['city_id', '4400'],
      ['need_check_region', '0'],
    ])
    expect(writes.every((cookie) => cookie.maxAgeSeconds === 25_920_000)).toBe(true)
  })

  it('clear the city cookie for a region without a city', () => {
    const city = regionCookieWrites(DEFAULT_REGION).find((cookie) => cookie.name === 'city_id')
    expect(city?.value).toBeNull()
  })
})

describe('shouldShowRegionModal', () => {
  it('shows when the detected region differs and the flag is on', () => {
    expect(
      shouldShowRegionModal({ detectedRegionId: 'spb', chosenRegionId: 'kazan', needCheckFlag: 1 }),
    ).toBe(true)
  })

  it('counts a missing flag as on', () => {
    expect(shouldShowRegionModal({ detectedRegionId: 'spb', chosenRegionId: 'kazan' })).toBe(true)
    expect(
      shouldShowRegionModal({
        detectedRegionId: 'spb',
        chosenRegionId: 'kazan',
        needCheckFlag: '',
      }),
    ).toBe(true)
  })

  it('does not show once the shopper has chosen (flag 0)', () => {
    expect(
      shouldShowRegionModal({
        detectedRegionId: 'spb',
        chosenRegionId: 'kazan',
        needCheckFlag: '0',
      }),
    ).toBe(false)
    expect(
      shouldShowRegionModal({ detectedRegionId: 'spb', chosenRegionId: 'kazan', needCheckFlag: 0 }),
    ).toBe(false)
  })

  it('does not show when the detected region is the chosen one', () => {
    expect(shouldShowRegionModal({ detectedRegionId: 'spb', chosenRegionId: 'spb' })).toBe(false)
    expect(shouldShowRegionModal({ detectedRegionId: 77, chosenRegionId: 'moscowregion' })).toBe(
      false,
    )
  })

  it('compares with the default region when none is chosen', () => {
    expect(shouldShowRegionModal({ detectedRegionId: 'moscowregion' })).toBe(false)
    expect(shouldShowRegionModal({ detectedRegionId: 'spb' })).toBe(true)
  })

  it('does not show when no region was detected', () => {
    expect(shouldShowRegionModal({ detectedRegionId: null, chosenRegionId: 'kazan' })).toBe(false)
  })
})

describe('regionChoiceEvent', () => {
  it('is a confirm for the same region and a change for another', () => {
    expect(regionChoiceEvent('spb', 'spb')).toBe('confirm')
    expect(regionChoiceEvent('spb', 'kazan')).toBe('change')
  })

  it('treats 77 and moscowregion as the same region', () => {
    expect(regionChoiceEvent(77, 'moscowregion')).toBe('confirm')
    expect(regionChoiceEvent(undefined, 'moscowregion')).toBe('confirm')
  })
})
