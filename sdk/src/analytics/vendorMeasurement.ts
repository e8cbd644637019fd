// The vendor measurement (SPEC §7): GET /_api/yandex/vendor with type, client id, page url,
// title, ms, product fields and purchase fields, fire-and-forget, for page views, product
// views and purchases.
import type { AnalyticsAdapter } from './analyticsPort'
import type { AnalyticsEvent } from './events'

/** The vendor measurement's address on the storefront's origin. */
export const VENDOR_MEASUREMENT_URL = '/_api/yandex/vendor'

/** The page a measurement is taken on, read when the event is sent. */
export interface MeasuredPage {
  /** Path and query of the page shown now. */
  readonly url: string
  /** The title of the page shown now. */
  readonly title: string
  /** Milliseconds since the page started loading. */
  readonly ms: number
}

export interface VendorMeasurementAdapterOptions {
  /** Default: '/_api/yandex/vendor'. */
  readonly url?: string
  /** The visitor's id: Metrica's `_ym_uid` cookie, else one kept in localStorage by default. */
  readonly clientId?: () => string | null
  /** The current page. Default: location, document.title and performance.now(). */
  readonly page?: () => MeasuredPage
  /** Sends the GET. Default: fetch with keepalive, errors ignored. */
  readonly send?: (url: string) => void
}

/**
 * The query of one measurement, or null for an event the vendor does not measure.
 * @example
 * const query = vendorMeasurementQuery(event, { url: location.pathname, title: document.title, ms: performance.now() }, clientId)
 * if (query) navigator.sendBeacon(`/_api/yandex/vendor?${query}`)
 */
export function vendorMeasurementQuery(
  event: AnalyticsEvent,
  page: MeasuredPage,
  clientId: string | null,
): URLSearchParams | null {
  if (event.type !== 'page_view' && event.type !== 'product_view' && event.type !== 'purchase')
    return null
  const query = new URLSearchParams({ type: event.type === 'page_view' ? 'pageview' : event.type })
  if (clientId) query.set('client_id', clientId)
  query.set('page_url', event.type === 'page_view' ? event.url : page.url)
  query.set('title', event.type === 'page_view' ? event.title : page.title)
  query.set('ms', String(Math.round(page.ms)))
  if (event.type === 'product_view') {
    query.set('product_id', event.productId)
    if (event.name) query.set('product_name', event.name)
    if (event.price != null) query.set('product_price', String(event.price))
  }
  if (event.type === 'purchase') {
    query.set('purchase_id', event.orderId)
    query.set('revenue', String(event.revenue))
    // 'id:quantity:price' per line, comma-separated.
    query.set(
      'products',
      event.items
        .map((item) => [item.id, item.quantity ?? 1, item.price ?? ''].join(':'))
        .join(','),
    )
  }
  return query
}

const CLIENT_ID_KEY = 'analytics_client_id'

/**
 * Metrica's visitor id when its counter runs on the page, else the shop's own (localStorage).
 * @example
 * const clientId = defaultClientId() // Metrica's _ym_uid cookie, else null
 */
export function defaultClientId(): string | null {
  if (typeof document === 'undefined') return null
  const metrica = /(?:^|;\s*)_ym_uid=(\d+)/.exec(document.cookie)
  if (metrica?.[1]) return metrica[1]
  try {
    let id = localStorage.getItem(CLIENT_ID_KEY)
    if (!id) {
      id = crypto.randomUUID()
      localStorage.setItem(CLIENT_ID_KEY, id)
    }
    return id
  } catch {
    return null
  }
}

const currentPage = (): MeasuredPage => ({
  url: `${location.pathname}${location.search}`,
  title: document.title,
  ms: performance.now(),
})

const getRequest = (url: string) => {
  fetch(url, { credentials: 'include', keepalive: true }).catch(() => undefined)
}

/**
 * The vendor measurement GET for page views, product views and purchases.
 *
 * @example
 * createAnalytics([vendorMeasurementAdapter()])
 */
export function vendorMeasurementAdapter(
  options: VendorMeasurementAdapterOptions = {},
): AnalyticsAdapter {
  const base = options.url ?? VENDOR_MEASUREMENT_URL
  return {
    name: 'vendor',
    send(event) {
      const page = (options.page ?? currentPage)()
      const query = vendorMeasurementQuery(event, page, (options.clientId ?? defaultClientId)())
      if (query) (options.send ?? getRequest)(`${base}?${query}`)
    },
  }
}
