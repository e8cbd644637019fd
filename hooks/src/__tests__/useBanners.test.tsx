import { AdvertisementDocument } from '@apteka/sdk'
import { act, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, createHarness, HttpResponse, server, startMockServer } from '../../test/harness'
import { type AnalyticsEvent, useBanners } from '../index'

startMockServer()

afterEach(() => {
  vi.unstubAllGlobals()
})

const ad = {
  id: 'ad-1',
  banner: { image: 'https://img.apteka.test/ad.jpg', url: '/promo/ad', alt: 'Реклама' },
  advertiser: { name: 'ООО «Фарма»', erid: '2SDnjd' },
  counters: {
    track: 'https://ads.test/track?id=ad-1',
    imps: 'https://ads.test/imps?id=ad-1',
    position: 1,
    name: 'home-top',
  },
}
const advertisement = api.query(AdvertisementDocument, () =>
  HttpResponse.json({ data: { advertisement: [ad] } }),
)

describe('useBanners', () => {
  it('loads the banners it is asked for, in the region', async () => {
    const harness = createHarness({ handlers: [advertisement] })
    const { result } = harness.render(() =>
      useBanners({
        relatedPromos: true,
        bigSale: true,
        tripwire: true,
        advertisement: 'product',
        productSku: '10345',
      }),
    )
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.relatedPromos[0]?.name).toBe('Зима без простуды')
    expect(result.current.bigSale?.sale.name).toBe('Большая распродажа')
    expect(result.current.tripwire?.text).toContain('Скидка')
    expect(result.current.advertisements.map((item) => item.id)).toEqual(['ad-1'])
    expect(harness.calls('advertisement')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      type: 'product',
      productSku: '10345',
    })
  })

  it('asks for nothing it was not asked for', async () => {
    const harness = createHarness()
    harness.render(() => useBanners())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(harness.operations).toEqual([])
  })

  it('a click counts only with the primary or middle button', () => {
    const pixels: string[] = []
    const events: AnalyticsEvent[] = []
    const harness = createHarness({
      config: {
        sendTrackingPixel: (url) => pixels.push(url),
        onAnalyticsEvent: (event) => events.push(event),
      },
    })
    const { result } = harness.render(() => useBanners())
    act(() => result.current.onAdClick({ button: 0 }, ad))
    act(() => result.current.onAdClick({ button: 1 }, ad))
    act(() => result.current.onAdClick({ button: 2 }, ad))
    act(() => result.current.trackClick(ad))
    expect(pixels).toEqual([ad.counters.track, ad.counters.track, ad.counters.track])
    expect(events.filter((event) => event.type === 'ad_click')).toHaveLength(3)
  })

  it('counts an impression through the sdk tracker, once per ad', () => {
    const pixels: string[] = []
    const harness = createHarness({ config: { sendTrackingPixel: (url) => pixels.push(url) } })
    const { result } = harness.render(() => useBanners())
    act(() => result.current.trackImpression(ad))
    act(() => result.current.trackImpression(ad))
    expect(pixels).toEqual([ad.counters.imps])
  })

  it('sends pixels by plain GET without CORS by default', async () => {
    const requests: { method: string; url: string }[] = []
    server.use(
      http.all('https://ads.test/*', ({ request }) => {
        requests.push({ method: request.method, url: request.url })
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const harness = createHarness()
    const { result } = harness.render(() => useBanners())
    act(() => result.current.onAdClick({ button: 0 }, ad))
    await waitFor(() => expect(requests).toEqual([{ method: 'GET', url: ad.counters.track }]))
  })
})
