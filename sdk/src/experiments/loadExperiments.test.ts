// The experiments client over GrowthBook: the A/B cache of SPEC §9 (fresh for 60 s, then
// refreshed in the background while the stale features answer, never past 4 h, at most 10
// feature sets) on a fake clock, and assignments that stay with the visitor.
import { clearCache } from '@growthbook/growthbook'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { experimentReader, loadExperiments } from './index'

const API = 'https://api.apteka.test'
const START = new Date('2026-11-27T10:00:00Z')

/** The features file with ex_cart_id's experiment sending every visitor to `variation`. */
const cartExperiment = (variation: '0' | '1', dateUpdated: string) => ({
  features: {
    ex_cart_id: {
      defaultValue: '0',
      rules: [
        {
          key: 'ex_cart_id',
          variations: ['0', '1'],
          weights: variation === '1' ? [0, 1] : [1, 0],
          coverage: 1,
        },
      ],
    },
  },
  dateUpdated,
})

/** A fake features endpoint: answers `payload()` (or fails) and counts the calls per URL. */
function featuresApi(payload: () => object | 'fail') {
  const calls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input))
    const body = payload()
    if (body === 'fail') return new Response('Признаки недоступны', { status: 503 })
    return Response.json(body)
  })
  vi.stubGlobal('fetch', fetch)
  return { calls }
}

/** Lets the background fetch a stale answer started settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

const assign = async (visitorId: string, clientKey = 'storefront') => {
  const experiments = await loadExperiments({
    apiHost: API,
    clientKey,
    visitorId,
    onLoadError: () => {},
  })
  const assignments = experiments.assignments()
  experiments.close()
  return assignments
}

beforeEach(async () => {
  await clearCache()
  // Only the date is faked: GrowthBook's cache reads it; its fetch timeouts run on real time.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(START)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the A/B cache (SPEC §9)', () => {
  it('serves the features from the cache for 60 s without asking the API again', async () => {
    const api = featuresApi(() => cartExperiment('1', 'v1'))
    expect(await assign('visitor-a')).toEqual({ ex_cart_id: '1' })
    vi.setSystemTime(START.getTime() + 59_000)
    expect(await assign('visitor-b')).toEqual({ ex_cart_id: '1' })
    expect(api.calls).toEqual([`${API}/api/features/storefront`])
  })

  it('after 60 s answers from the stale features and refreshes them in the background', async () => {
    let payload = cartExperiment('1', 'v1')
    const api = featuresApi(() => payload)
    await assign('visitor-a')
    payload = cartExperiment('0', 'v2')
    vi.setSystemTime(START.getTime() + 61_000)
    // Stale: this visitor still gets v1 at once, while v2 is fetched behind her.
    expect(await assign('visitor-a')).toEqual({ ex_cart_id: '1' })
    await settle()
    expect(api.calls).toHaveLength(2)
    expect(await assign('visitor-a')).toEqual({ ex_cart_id: '0' })
    expect(api.calls).toHaveLength(2)
  })

  it('serves stale features while the API fails, but not past 4 hours', async () => {
    let failing = false
    featuresApi(() => (failing ? 'fail' : cartExperiment('1', 'v1')))
    await assign('visitor-a')
    failing = true
    vi.setSystemTime(START.getTime() + 4 * 60 * 60 * 1000 - 1000)
    expect(await assign('visitor-a')).toEqual({ ex_cart_id: '1' })
    await settle()
    vi.setSystemTime(START.getTime() + 4 * 60 * 60 * 1000 + 1000)
    // Past the max age the cached features are dropped: without the API, no experiment at all.
    expect(await assign('visitor-a')).toEqual({})
  })

  it('keeps at most 10 feature sets: the oldest is fetched again', async () => {
    const api = featuresApi(() => cartExperiment('1', 'v1'))
    for (let key = 1; key <= 11; key++) {
      await assign('visitor-a', `key-${key}`)
      vi.setSystemTime(Date.now() + 1000)
    }
    expect(api.calls).toHaveLength(11)
    await assign('visitor-a', 'key-2')
    expect(api.calls).toHaveLength(11)
    await assign('visitor-a', 'key-1')
    expect(api.calls).toHaveLength(12)
    expect(api.calls.at(-1)).toBe(`${API}/api/features/key-1`)
  })

  it("keeps an open page's features fresh every refreshIntervalMs (auto refresh)", async () => {
    let payload = cartExperiment('1', 'v1')
    featuresApi(() => payload)
    const experiments = await loadExperiments({
      apiHost: API,
      visitorId: 'visitor-a',
      refreshIntervalMs: 20,
    })
    expect(experiments.assignments()).toEqual({ ex_cart_id: '1' })
    payload = cartExperiment('0', 'v2')
    await vi.waitFor(() => expect(experiments.assignments()).toEqual({ ex_cart_id: '0' }))
    experiments.close()
  })

  it('reports a failed load and gives the defaults (SPEC §8: only logged)', async () => {
    featuresApi(() => 'fail')
    const onLoadError = vi.fn()
    const experiments = await loadExperiments({ apiHost: API, visitorId: 'v', onLoadError })
    expect(experiments.assignments()).toEqual({})
    expect(onLoadError).toHaveBeenCalledOnce()
    experiments.close()
  })
})

describe('assignment per visitor', () => {
  const halfAndHalf = {
    features: {
      ex_cart_id: {
        defaultValue: '0',
        rules: [{ key: 'ex_cart_id', variations: ['0', '1'], weights: [0.5, 0.5], coverage: 1 }],
      },
    },
    dateUpdated: 'v1',
  }
  const visitors = Array.from({ length: 200 }, (_, n) => `visitor-${n}`)

  it('gives a visitor the same variant on every load, cached or fetched anew', async () => {
    featuresApi(() => halfAndHalf)
    const first = await Promise.all(visitors.map((id) => assign(id)))
    await clearCache()
    const again = await Promise.all(visitors.map((id) => assign(id)))
    expect(again).toEqual(first)
  })

  it('splits visitors between the variations by the weights', async () => {
    featuresApi(() => halfAndHalf)
    const variants = await Promise.all(visitors.map(async (id) => (await assign(id)).ex_cart_id))
    const on = variants.filter((variant) => variant === '1').length
    expect(on).toBeGreaterThan(70)
    expect(on).toBeLessThan(130)
    expect(variants.filter((variant) => variant !== '1' && variant !== '0')).toEqual([])
  })

  it('reads one experiment for the storefront config: a missing one is off', () => {
    const read = experimentReader({ ex_cart_id: '1' })
    expect(read('ex_cart_id')).toBe('1')
    expect(read('ex_other')).toBeNull()
  })
})
