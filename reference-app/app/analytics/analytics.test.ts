// @vitest-environment jsdom
// The storefront's analytics: nothing is kept, sent or loaded without a configured counter; with
// one, the events raised before the browser idled reach it, and its script carries the nonce.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetAnalytics, startAnalytics, trackEvent } from './analytics'
import { analyticsSettingsFromEnv } from './analyticsSettings'

type CounterWindow = typeof globalThis & { dataLayer?: Record<string, unknown>[] }

afterEach(() => {
  resetAnalytics()
  delete (globalThis as CounterWindow).dataLayer
  for (const script of document.head.querySelectorAll('script')) script.remove()
  vi.unstubAllGlobals()
})

describe('the storefront analytics', () => {
  it('with no counter configured nothing is sent and no script loads', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response()))
    vi.stubGlobal('fetch', fetchSpy)
    trackEvent({ type: 'product_view', productId: '1' })
    startAnalytics(analyticsSettingsFromEnv({}))
    trackEvent({ type: 'page_view', url: '/', title: 'Аптека' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((globalThis as CounterWindow).dataLayer).toBeUndefined()
    expect(document.head.querySelectorAll('script')).toHaveLength(0)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('events raised before the counters start reach them, then GTM loads with the nonce', async () => {
    const own = document.createElement('script')
    own.nonce = 'n0nce'
    document.body.appendChild(own)
    trackEvent({ type: 'product_view', productId: '7', name: 'Нурофен', price: 250 })
    startAnalytics(analyticsSettingsFromEnv({ ANALYTICS_GTM_ID: 'GTM-TEST1' }))
    await vi.waitFor(() => {
      expect(document.head.querySelector('script[src*="gtm.js"]')).not.toBeNull()
    })
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="gtm.js"]')
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1')
    expect(script?.nonce).toBe('n0nce')
    trackEvent({ type: 'cart_add', productId: '7', priceTypeID: 1, quantity: 2 })
    const events = (globalThis as CounterWindow).dataLayer?.map((entry) => entry.event)
    expect(events).toEqual(['gtm.js', undefined, 'view_item', undefined, 'add_to_cart'])
    own.remove()
  })
})

describe('analyticsSettingsFromEnv', () => {
  it('reads the counters, and a malformed id counts as none', () => {
    expect(analyticsSettingsFromEnv(undefined)).toBeNull()
    expect(analyticsSettingsFromEnv({ ANALYTICS_YM_ID: 'abc', ANALYTICS_GTM_ID: 'x' })).toBeNull()
    expect(
      analyticsSettingsFromEnv({
        ANALYTICS_YM_ID: ' 12345678 ',
        ANALYTICS_VENDOR: '1',
        ANALYTICS_UTM_PAIRS: 'utm_source=yandex&utm_medium=cpc',
      }),
    ).toEqual({
      ymId: 12345678,
      vendor: true,
      utmPairs: [{ utm_source: 'yandex', utm_medium: 'cpc' }],
    })
  })
})
