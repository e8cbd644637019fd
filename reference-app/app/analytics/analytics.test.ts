import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  NO_OP_COUNTER,
  sendVendorMeasurement,
  setAnalyticsCounter,
  trackEvent,
  type UtmPair,
  utmMatches,
  utmOf,
  vendorMeasurementUrl,
} from './analytics'

afterEach(() => {
  setAnalyticsCounter(null)
  vi.unstubAllGlobals()
})

describe('analytics', () => {
  it('the pageview is allowed only when the stored UTM values match a whole pair', () => {
    const pairs: UtmPair[] = [{ utm_source: 'yandex', utm_medium: 'cpc' }, { utm_source: 'mail' }]
    expect(utmMatches('utm_source=yandex&utm_medium=cpc&utm_term=x', pairs)).toBe(true)
    expect(utmMatches('utm_source=mail', pairs)).toBe(true)
    expect(utmMatches('utm_source=yandex', pairs)).toBe(false)
    expect(utmMatches(null, pairs)).toBe(false)
    expect(utmMatches('utm_source=mail', [])).toBe(false)
  })

  it('keeps only the utm_ parameters of an address', () => {
    expect(utmOf('?PAGEN_1=2&utm_source=yandex&utm_medium=cpc')).toBe(
      'utm_source=yandex&utm_medium=cpc',
    )
    expect(utmOf('?PAGEN_1=2')).toBeNull()
  })

  it('builds the vendor measurement address with page, time and product fields', () => {
    expect(
      vendorMeasurementUrl('/_api/yandex/vendor', {
        type: 'view',
        clientId: 'c1',
        pageUrl: '/product/a.html',
        title: 'Нурофен',
        ms: 12.4,
        product: { id: '7', name: 'Нурофен', price: 250 },
      }),
    ).toBe(
      '/_api/yandex/vendor?type=view&client_id=c1&page_url=%2Fproduct%2Fa.html&title=%D0%9D%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD&ms=12&product_id=7&product_name=%D0%9D%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD&product_price=250',
    )
  })

  it('by default nothing is sent: no event delivered, no measurement GET', () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response()))
    vi.stubGlobal('fetch', fetchSpy)
    expect(() => trackEvent({ type: 'product_card_view', productId: '1' })).not.toThrow()
    sendVendorMeasurement({ type: 'pageview', pageUrl: '/' })
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(NO_OP_COUNTER.vendorUrl).toBeUndefined()
  })

  it('a plugged counter gets the events and the measurement is one GET', () => {
    const send = vi.fn()
    const fetchSpy = vi.fn(() => Promise.resolve(new Response()))
    vi.stubGlobal('fetch', fetchSpy)
    setAnalyticsCounter({ send, vendorUrl: '/_api/yandex/vendor' })
    trackEvent({ type: 'product_card_view', productId: '1', position: 0 })
    expect(send).toHaveBeenCalledWith({ type: 'product_card_view', productId: '1', position: 0 })
    sendVendorMeasurement({ type: 'pageview', pageUrl: '/' })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/_api/yandex/vendor?type=pageview&page_url=%2F')
    expect(init.method ?? 'GET').toBe('GET')
  })

  it('a throwing counter does not break the page', () => {
    setAnalyticsCounter({
      send: () => {
        throw new Error('counter down')
      },
    })
    expect(() => trackEvent({ type: 'product_card_view', productId: '1' })).not.toThrow()
  })
})
