// The storefront's one analytics module (SPEC §4, §7). Every event goes to a counter; the
// default counter does nothing and no third-party script is loaded. To plug a real one in,
// call `setAnalyticsCounter` once in the browser (e.g. from entry.client.tsx):
//
//   setAnalyticsCounter({
//     send: (event) => window.ym?.(COUNTER_ID, 'reachGoal', event.type, event),
//     pageview: (url) => window.ym?.(COUNTER_ID, 'hit', url),
//     vendorUrl: '/_api/yandex/vendor',
//     utmPairs: [{ utm_source: 'yandex', utm_medium: 'cpc' }],
//   })
//
// What reaches `send`: the hooks' events (cart direction debounced 1000 ms, region choice,
// product page view, advertisement impression and click) and the product card views of
// useProductCardView (60 % of a card on screen).
import type { AnalyticsEvent } from '@apteka/hooks'

/** A product card seen: 60 % of it was on screen (SPEC §9 threshold 0.6). */
export interface ProductCardViewEvent {
  readonly type: 'product_card_view'
  readonly productId: string
  readonly name?: string
  readonly price?: number | null
  /** Its place in the list, from 0. */
  readonly position?: number
}

/** Every event the counter receives. */
export type StorefrontAnalyticsEvent = AnalyticsEvent | ProductCardViewEvent

/** The required UTM values of the pageview goal: every key of one pair must match. */
export type UtmPair = Readonly<Record<string, string>>

/** A real counter, given by the host. */
export interface AnalyticsCounter {
  /** Receives every event. */
  readonly send: (event: StorefrontAnalyticsEvent) => void
  /** The UTM-gated pageview goal (fires only when the stored UTM cookie matches a pair). */
  readonly pageview?: (url: string) => void
  /** The vendor measurement address ('/_api/yandex/vendor'); none: no measurement GET. */
  readonly vendorUrl?: string
  /** The UTM pairs that let the pageview fire. Default: none (no pageview goal). */
  readonly utmPairs?: readonly UtmPair[]
}

/** The default: nothing is sent anywhere. */
export const NO_OP_COUNTER: AnalyticsCounter = { send: () => undefined }

let counter: AnalyticsCounter = NO_OP_COUNTER

/** Plugs a real counter in (null puts the no-op back). */
export function setAnalyticsCounter(next: AnalyticsCounter | null): void {
  counter = next ?? NO_OP_COUNTER
}

/** The counter in use. */
export const analyticsCounter = (): AnalyticsCounter => counter

/** Sends one event to the counter; a failing counter never breaks the page. */
export function trackEvent(event: StorefrontAnalyticsEvent): void {
  try {
    counter.send(event)
  } catch {
    // A third-party counter's failure is not the shopper's problem.
  }
}

/** The fields of a vendor measurement GET (SPEC §7). */
export interface VendorMeasurement {
  readonly type: string
  readonly clientId?: string | null
  readonly pageUrl: string
  readonly title?: string
  /** Milliseconds since the page started. */
  readonly ms?: number
  readonly product?: { readonly id: string; readonly name?: string; readonly price?: number | null }
  readonly purchase?: { readonly id: string; readonly revenue: number }
}

/**
 * The measurement address with its query.
 *
 * @example
 * vendorMeasurementUrl('/_api/yandex/vendor', { type: 'view', pageUrl: '/p', ms: 12 })
 * // '/_api/yandex/vendor?type=view&page_url=%2Fp&ms=12'
 */
export function vendorMeasurementUrl(base: string, m: VendorMeasurement): string {
  const query = new URLSearchParams({ type: m.type })
  if (m.clientId) query.set('client_id', m.clientId)
  query.set('page_url', m.pageUrl)
  if (m.title) query.set('title', m.title)
  if (m.ms !== undefined) query.set('ms', String(Math.round(m.ms)))
  if (m.product) {
    query.set('product_id', m.product.id)
    if (m.product.name) query.set('product_name', m.product.name)
    if (m.product.price != null) query.set('product_price', String(m.product.price))
  }
  if (m.purchase) {
    query.set('purchase_id', m.purchase.id)
    query.set('revenue', String(m.purchase.revenue))
  }
  return `${base}?${query.toString()}`
}

/** The vendor measurement: a plain GET nobody waits for; nothing without a configured address. */
export function sendVendorMeasurement(measurement: VendorMeasurement): void {
  const base = counter.vendorUrl
  if (!base || typeof fetch !== 'function') return
  fetch(vendorMeasurementUrl(base, measurement), {
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined)
}

/** The cookie holding the UTM values of the visit's landing address. */
export const UTM_COOKIE = 'utm_params'

/** The utm_* parameters of a query string, or null when it has none. */
export function utmOf(search: string): string | null {
  const params = new URLSearchParams(search)
  const utm = new URLSearchParams()
  for (const [key, value] of params) if (key.startsWith('utm_')) utm.set(key, value)
  return [...utm.keys()].length > 0 ? utm.toString() : null
}

/**
 * Whether the stored UTM values match one of the pairs (SPEC §5: the pageview fires only then).
 *
 * @example
 * utmMatches('utm_source=yandex&utm_medium=cpc', [{ utm_source: 'yandex' }]) // true
 */
export function utmMatches(stored: string | null | undefined, pairs: readonly UtmPair[]): boolean {
  if (!stored || pairs.length === 0) return false
  const values = new URLSearchParams(stored)
  return pairs.some((pair) => {
    const entries = Object.entries(pair)
    return entries.length > 0 && entries.every(([key, value]) => values.get(key) === value)
  })
}
