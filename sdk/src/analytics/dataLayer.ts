// The Google Tag Manager adapter: every event goes to `window.dataLayer` as GTM's recommended
// (GA4) ecommerce events — view_item, view_item_list, select_item, add_to_cart, remove_from_cart,
// begin_checkout / checkout_progress, purchase — and the shop's own events by name.
import type { AnalyticsAdapter } from './analyticsPort'
import { loadCounterScript } from './counterScript'
import { ANALYTICS_CURRENCY, type AnalyticsEvent, type AnalyticsProduct } from './events'

/** What GTM reads: an array (or GTM's own object with `push`). */
export interface DataLayer {
  push(...entries: Record<string, unknown>[]): unknown
}

export interface DataLayerAdapterOptions {
  /** The GTM container, 'GTM-XXXX'; none: the events are pushed but no GTM script loads. */
  readonly containerId?: string
  /** The window that holds `dataLayer`. Default: globalThis. */
  readonly target?: { dataLayer?: DataLayer }
  /** GTM's script address. Default: 'https://www.googletagmanager.com/gtm.js'. */
  readonly scriptUrl?: string
}

/** GTM's loader. */
export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js'

const item = (product: AnalyticsProduct, index?: number) => ({
  item_id: product.id,
  ...(product.name ? { item_name: product.name } : {}),
  ...(product.price != null ? { price: product.price } : {}),
  ...(product.quantity !== undefined ? { quantity: product.quantity } : {}),
  ...(index !== undefined ? { index } : {}),
})

const orderValue = (products: readonly AnalyticsProduct[]) =>
  products.reduce((sum, product) => sum + (product.price ?? 0) * (product.quantity ?? 1), 0)

/**
 * The entry (or entries) GTM gets for one event.
 * @example
 * window.dataLayer.push(dataLayerEntry({ type: 'product_view', productId: '42', name: 'Нурофен', price: 250 }))
 */
export function dataLayerEntry(event: AnalyticsEvent): Record<string, unknown> {
  const ecommerce = (name: string, products: readonly AnalyticsProduct[], extra = {}) => ({
    event: name,
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: orderValue(products),
      ...extra,
      items: products.map((product) => item(product)),
    },
  })
  switch (event.type) {
    case 'page_view':
      return { event: 'page_view', page_location: event.url, page_title: event.title }
    case 'product_view':
      return ecommerce('view_item', [
        { id: event.productId, name: event.name, price: event.price, quantity: 1 },
      ])
    case 'product_card_view':
    case 'product_click':
      return {
        event: event.type === 'product_click' ? 'select_item' : 'view_item_list',
        ecommerce: {
          ...(event.list ? { item_list_name: event.list } : {}),
          items: [
            item({ id: event.productId, name: event.name, price: event.price }, event.position),
          ],
        },
      }
    case 'cart_add':
    case 'cart_remove':
      return ecommerce(event.type === 'cart_add' ? 'add_to_cart' : 'remove_from_cart', [
        { id: event.productId, name: event.name, price: event.price, quantity: event.quantity },
      ])
    case 'checkout_step':
      return {
        event: event.step === 1 ? 'begin_checkout' : 'checkout_progress',
        checkout_step: event.step,
        checkout_option: event.name,
      }
    case 'purchase':
      return ecommerce('purchase', event.items, {
        transaction_id: event.orderId,
        value: event.revenue,
      })
    case 'region_choice':
      return { event: `region_${event.action}`, region_id: event.regionId }
    case 'utm_goal':
      return { event: 'utm_pageview', page_location: event.url, utm: event.utm }
    case 'ad_impression':
    case 'ad_click':
      return {
        event: event.type === 'ad_click' ? 'select_promotion' : 'view_promotion',
        ecommerce: {
          items: [
            {
              promotion_id: event.id,
              ...(event.name ? { promotion_name: event.name } : {}),
              ...(event.position != null ? { creative_slot: String(event.position) } : {}),
            },
          ],
        },
      }
  }
}

/**
 * Events to `window.dataLayer`, and GTM's script on `load`.
 *
 * @example
 * createAnalytics([dataLayerAdapter({ containerId: 'GTM-XXXX' })])
 */
export function dataLayerAdapter(options: DataLayerAdapterOptions = {}): AnalyticsAdapter {
  const target = options.target ?? (globalThis as { dataLayer?: DataLayer })
  const layer = (): DataLayer => {
    target.dataLayer ??= [] as unknown as DataLayer
    return target.dataLayer
  }
  return {
    name: 'dataLayer',
    send(event) {
      const entry = dataLayerEntry(event)
      // GTM merges entries: a previous ecommerce object would leak into this one (GA4's advice).
      if ('ecommerce' in entry) layer().push({ ecommerce: null })
      layer().push(entry)
    },
    load({ nonce }) {
      if (!options.containerId) return
      layer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      const base = options.scriptUrl ?? GTM_SCRIPT_URL
      loadCounterScript(`${base}?id=${encodeURIComponent(options.containerId)}`, nonce)
    },
  }
}
