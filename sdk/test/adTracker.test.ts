// Banner and advertisement tracking without a framework (SPEC §7, §9): an impression counts
// once per ad, when 60 % of its element is on screen; a click counts only with the primary or
// middle button, or when code triggers it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type AnalyticsEvent,
  createAdTracker,
  createStorefrontClient,
  createStorefrontState,
  memoryCookies,
  memoryStorage,
} from '../src/index'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ad = {
  id: 'ad-1',
  counters: {
    track: 'https://ads.test/track?id=ad-1',
    imps: 'https://ads.test/imps?id=ad-1',
    position: 1,
    name: 'home-top',
  },
}

function tracked() {
  const pixels: string[] = []
  const events: AnalyticsEvent[] = []
  const client = createStorefrontClient({
    endpoint: 'http://shop.test/graphql',
    cookies: memoryCookies(),
    storage: memoryStorage(),
    tabSync: false,
  })
  const state = createStorefrontState(client, { sendTrackingPixel: (url) => pixels.push(url) })
  state.analytics.setSink((event) => events.push(event))
  return { tracker: createAdTracker(state), pixels, events }
}

describe('createAdTracker', () => {
  it('a click counts only with the primary or middle button', () => {
    const { tracker, pixels, events } = tracked()
    tracker.onAdClick({ button: 0 }, ad)
    tracker.onAdClick({ button: 1 }, ad)
    tracker.onAdClick({ button: 2 }, ad)
    tracker.trackClick(ad)
    expect(pixels).toEqual([ad.counters.track, ad.counters.track, ad.counters.track])
    expect(events.filter((event) => event.type === 'ad_click')).toHaveLength(3)
  })

  it('counts an impression once per ad', () => {
    const { tracker, pixels } = tracked()
    tracker.trackImpression(ad)
    tracker.trackImpression(ad)
    tracker.trackImpression({ ...ad, id: 'ad-2' })
    expect(pixels).toEqual([ad.counters.imps, ad.counters.imps])
  })

  it('counts an impression when 60 % of the element is on screen', () => {
    const observers: { callback: IntersectionObserverCallback; threshold: unknown }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, threshold: options?.threshold })
        }
        observe() {}
        disconnect() {}
      },
    )
    const { tracker, pixels } = tracked()
    tracker.impressionRef(ad)({} as Element)
    expect(observers[0]?.threshold).toBe(0.6)
    const fire = (ratio: number) =>
      observers[0]?.callback(
        [{ intersectionRatio: ratio } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      )
    fire(0.3)
    expect(pixels).toEqual([])
    fire(0.6)
    expect(pixels).toEqual([ad.counters.imps])
  })

  it('without IntersectionObserver (a server, an old browser) an element counts at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { tracker, pixels } = tracked()
    tracker.impressionRef(ad)({} as Element)
    expect(pixels).toEqual([ad.counters.imps])
  })
})
