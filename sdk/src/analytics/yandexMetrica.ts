// The Yandex Metrica adapter: the `ym` counter (its queue stub until tag.js arrives), page hits
// on client navigation, goals for the shop's own events, and ecommerce through the dataLayer
// container Metrica reads (detail, impressions, click, add, remove, purchase, promoView,
// promoClick).
import type { AnalyticsAdapter } from './analyticsPort'
import { loadCounterScript } from './counterScript'
import { ANALYTICS_CURRENCY, type AnalyticsEvent, type AnalyticsProduct } from './events'

/** Metrica's `ym(counterId, method, ...args)`. */
export type YandexMetricaFunction = ((
  counterId: number,
  method: string,
  ...args: unknown[]
) => void) & {
  a?: unknown[]
  l?: number
}

/** The window Metrica lives in. */
export type MetricaTarget = { ym?: YandexMetricaFunction } & Record<string, unknown>

export interface YandexMetricaAdapterOptions {
  /** The counter's number. */
  readonly counterId: number
  /**
   * The array Metrica reads ecommerce from (its `ecommerce` init option). Default 'dataLayer';
   * name another when GTM shares the page, so neither reads the other's format.
   */
  readonly container?: string
  /** The window. Default: globalThis. */
  readonly target?: MetricaTarget
  /** Metrica's script. Default: 'https://mc.yandex.ru/metrika/tag.js'. */
  readonly scriptUrl?: string
}

export const METRICA_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js'

const product = (p: AnalyticsProduct, position?: number, list?: string) => ({
  id: p.id,
  ...(p.name ? { name: p.name } : {}),
  ...(p.price != null ? { price: p.price } : {}),
  ...(p.quantity !== undefined ? { quantity: p.quantity } : {}),
  ...(position !== undefined ? { position } : {}),
  ...(list ? { list } : {}),
})

/**
 * The Metrica ecommerce object of an event, or null when the event is a goal or a hit.
 * @example
 * const entry = metricaEcommerce(event)
 * if (entry) window.ymDataLayer.push(entry)
 */
export function metricaEcommerce(event: AnalyticsEvent): Record<string, unknown> | null {
  switch (event.type) {
    case 'product_view':
      return { detail: { products: [product({ id: event.productId, ...event })] } }
    case 'product_card_view':
      return {
        impressions: [product({ id: event.productId, ...event }, event.position, event.list)],
      }
    case 'product_click':
      return {
        click: {
          products: [product({ id: event.productId, ...event }, event.position, event.list)],
        },
      }
    case 'cart_add':
    case 'cart_remove':
      return {
        [event.type === 'cart_add' ? 'add' : 'remove']: {
          products: [product({ id: event.productId, ...event })],
        },
      }
    case 'purchase':
      return {
        purchase: {
          actionField: { id: event.orderId, revenue: event.revenue },
          products: event.items.map((item) => product(item)),
        },
      }
    case 'ad_impression':
    case 'ad_click': {
      const promotion = {
        id: event.id,
        ...(event.name ? { name: event.name } : {}),
        ...(event.position != null ? { position: String(event.position) } : {}),
      }
      return event.type === 'ad_click'
        ? { promoClick: { promotions: [promotion] } }
        : { promoView: { promotions: [promotion] } }
    }
    default:
      return null
  }
}

/**
 * The goal an event reaches, with its parameters, or null.
 * @example
 * const goal = metricaGoal(event)
 * if (goal) ym(counterId, 'reachGoal', ...goal)
 */
export function metricaGoal(event: AnalyticsEvent): [string, Record<string, unknown>] | null {
  switch (event.type) {
    case 'region_choice':
      return [`region_${event.action}`, { region_id: event.regionId }]
    case 'utm_goal':
      return ['utm_pageview', { url: event.url, utm: event.utm }]
    case 'checkout_step':
      return ['checkout_step', { step: event.step, name: event.name }]
    case 'product_click':
      return ['product_click', { product_id: event.productId }]
    default:
      return null
  }
}

/**
 * The Metrica counter: init (with `defer`, so the storefront sends each page's hit itself),
 * hits, goals and ecommerce; tag.js on `load`.
 *
 * @example
 * createAnalytics([yandexMetricaAdapter({ counterId: 12345678 })])
 */
export function yandexMetricaAdapter(options: YandexMetricaAdapterOptions): AnalyticsAdapter {
  const target = options.target ?? (globalThis as unknown as MetricaTarget)
  const containerName = options.container ?? 'dataLayer'
  const id = options.counterId
  // Metrica's own snippet: calls wait in ym.a until tag.js replaces the function.
  if (!target.ym) {
    const stub: YandexMetricaFunction = (...args) => {
      stub.a ??= []
      stub.a.push(args)
    }
    stub.l = Date.now()
    target.ym = stub
  }
  const ym = (method: string, ...args: unknown[]) => target.ym?.(id, method, ...args)
  const container = (): unknown[] => {
    target[containerName] ??= []
    return target[containerName] as unknown[]
  }
  container()
  ym('init', {
    ecommerce: containerName,
    defer: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
  })
  return {
    name: 'yandexMetrica',
    send(event) {
      if (event.type === 'page_view') {
        ym('hit', event.url, { title: event.title })
        return
      }
      const ecommerce = metricaEcommerce(event)
      if (ecommerce)
        container().push({ ecommerce: { currencyCode: ANALYTICS_CURRENCY, ...ecommerce } })
      const goal = metricaGoal(event)
      if (goal) ym('reachGoal', ...goal)
    },
    load({ nonce }) {
      loadCounterScript(options.scriptUrl ?? METRICA_SCRIPT_URL, nonce)
    },
  }
}
