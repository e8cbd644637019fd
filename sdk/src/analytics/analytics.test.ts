// The analytics port and its adapters: what each counter receives for each event of the shop.
import { describe, expect, it, vi } from 'vitest'
import { recordingAnalytics } from '../testing'
import {
  type AnalyticsEvent,
  analyticsAdapters,
  createAnalytics,
  type DataLayer,
  dataLayerAdapter,
  hasCounters,
  type MetricaTarget,
  utmMatches,
  utmOf,
  utmPairsOf,
  vendorMeasurementAdapter,
  yandexMetricaAdapter,
} from './index'

const purchase: AnalyticsEvent = {
  type: 'purchase',
  orderId: 'A-17',
  revenue: 740,
  items: [
    { id: '7', name: 'Нурофен', price: 250, quantity: 2 },
    { id: '9', name: 'Бинт', price: 240, quantity: 1 },
  ],
}

describe('the analytics port', () => {
  it('gives every event to every adapter, and a throwing counter stops neither the page nor the others', () => {
    const broken = {
      name: 'broken',
      send: () => {
        throw new Error('counter down')
      },
    }
    const recording = recordingAnalytics()
    const analytics = createAnalytics([broken, recording])
    expect(() => analytics.track({ type: 'product_view', productId: '1' })).not.toThrow()
    expect(recording.events).toEqual([{ type: 'product_view', productId: '1' }])
  })

  it('loads the counters once, however often asked', () => {
    const recording = recordingAnalytics()
    const analytics = createAnalytics([recording])
    analytics.load({ nonce: 'n' })
    analytics.load({ nonce: 'n' })
    expect(recording.loads).toBe(1)
  })

  it('with nothing configured there is no adapter', () => {
    expect(hasCounters({})).toBe(false)
    expect(hasCounters(null)).toBe(false)
    expect(analyticsAdapters({})).toEqual([])
    expect(hasCounters({ vendor: true })).toBe(true)
    expect(analyticsAdapters({ gtmId: 'GTM-1', ymId: 5, vendor: true }).map((a) => a.name)).toEqual(
      ['dataLayer', 'yandexMetrica', 'vendor'],
    )
  })
})

describe('the dataLayer adapter (GTM ecommerce)', () => {
  const layer = () => {
    const target: { dataLayer?: DataLayer } = {}
    const adapter = dataLayerAdapter({ containerId: 'GTM-TEST', target })
    return { adapter, entries: () => target.dataLayer as unknown as Record<string, unknown>[] }
  }

  it('a cart change is add_to_cart or remove_from_cart with its quantity, after an ecommerce reset', () => {
    const { adapter, entries } = layer()
    adapter.send({ type: 'cart_add', productId: '7', priceTypeID: 1, quantity: 3, price: 100 })
    adapter.send({ type: 'cart_remove', productId: '7', priceTypeID: 1, quantity: 2, price: 100 })
    expect(entries()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'RUB',
          value: 300,
          items: [{ item_id: '7', price: 100, quantity: 3 }],
        },
      },
      { ecommerce: null },
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'RUB',
          value: 200,
          items: [{ item_id: '7', price: 100, quantity: 2 }],
        },
      },
    ])
  })

  it('a purchase carries its transaction id, revenue and lines', () => {
    const { adapter, entries } = layer()
    adapter.send(purchase)
    expect(entries()[1]).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'RUB',
        value: 740,
        transaction_id: 'A-17',
        items: [
          { item_id: '7', item_name: 'Нурофен', price: 250, quantity: 2 },
          { item_id: '9', item_name: 'Бинт', price: 240, quantity: 1 },
        ],
      },
    })
  })

  it('card views, clicks, page views and region answers have their own events', () => {
    const { adapter, entries } = layer()
    adapter.send({ type: 'product_card_view', productId: '3', position: 4, list: 'catalog' })
    adapter.send({ type: 'product_click', productId: '3', position: 4 })
    adapter.send({ type: 'page_view', url: '/catalog', title: 'Каталог' })
    adapter.send({ type: 'region_choice', action: 'change', regionId: 'spb' })
    const events = entries().filter((entry) => entry.event)
    expect(events.map((entry) => entry.event)).toEqual([
      'view_item_list',
      'select_item',
      'page_view',
      'region_change',
    ])
    expect(events[0]).toMatchObject({
      ecommerce: { item_list_name: 'catalog', items: [{ item_id: '3', index: 4 }] },
    })
    expect(events[2]).toEqual({
      event: 'page_view',
      page_location: '/catalog',
      page_title: 'Каталог',
    })
  })
})

describe('the Yandex Metrica adapter', () => {
  const counter = () => {
    const target: MetricaTarget = {}
    const adapter = yandexMetricaAdapter({ counterId: 12345, target })
    const calls = () => (target.ym?.a ?? []) as unknown[][]
    return { adapter, target, calls, container: () => target.dataLayer as unknown[] }
  }

  it('queues init with the ecommerce container until tag.js arrives', () => {
    const { calls } = counter()
    expect(calls()[0]).toEqual([
      12345,
      'init',
      expect.objectContaining({ ecommerce: 'dataLayer', defer: true }),
    ])
  })

  it('a page view is a hit with the page title; a region answer and the UTM goal are goals', () => {
    const { adapter, calls } = counter()
    adapter.send({ type: 'page_view', url: '/product/a.html', title: 'Нурофен' })
    adapter.send({ type: 'region_choice', action: 'confirm', regionId: 'moscowregion' })
    adapter.send({ type: 'utm_goal', url: '/', utm: 'utm_source=yandex' })
    expect(calls().slice(1)).toEqual([
      [12345, 'hit', '/product/a.html', { title: 'Нурофен' }],
      [12345, 'reachGoal', 'region_confirm', { region_id: 'moscowregion' }],
      [12345, 'reachGoal', 'utm_pageview', { url: '/', utm: 'utm_source=yandex' }],
    ])
  })

  it('ecommerce goes to the container as Metrica reads it: detail, add, remove, purchase', () => {
    const { adapter, container } = counter()
    adapter.send({ type: 'product_view', productId: '7', name: 'Нурофен', price: 250 })
    adapter.send({ type: 'cart_add', productId: '7', priceTypeID: 1, quantity: 2, price: 250 })
    adapter.send({ type: 'cart_remove', productId: '7', priceTypeID: 1, quantity: 1 })
    adapter.send(purchase)
    expect(container()).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          detail: { products: [{ id: '7', name: 'Нурофен', price: 250 }] },
        },
      },
      {
        ecommerce: {
          currencyCode: 'RUB',
          add: { products: [{ id: '7', price: 250, quantity: 2 }] },
        },
      },
      { ecommerce: { currencyCode: 'RUB', remove: { products: [{ id: '7', quantity: 1 }] } } },
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: {
            actionField: { id: 'A-17', revenue: 740 },
            products: [
              { id: '7', name: 'Нурофен', price: 250, quantity: 2 },
              { id: '9', name: 'Бинт', price: 240, quantity: 1 },
            ],
          },
        },
      },
    ])
  })
})

describe('the vendor measurement adapter', () => {
  const vendor = () => {
    const send = vi.fn<(url: string) => void>()
    const page = { url: '/product/nurofen.html', title: 'Нурофен — купить', ms: 1234.6 }
    const adapter = vendorMeasurementAdapter({ send, clientId: () => 'c-1', page: () => page })
    const query = (n: number) =>
      Object.fromEntries(new URL(send.mock.calls[n]![0], 'http://shop').searchParams)
    return { adapter, send, query, page }
  }

  it('a page view sends type, client id, the page url and its own title, and ms', () => {
    const { adapter, send, query } = vendor()
    adapter.send({ type: 'page_view', url: '/catalog?PAGEN_1=2', title: 'Каталог' })
    expect(send.mock.calls[0]![0].startsWith('/_api/yandex/vendor?')).toBe(true)
    expect(query(0)).toEqual({
      type: 'pageview',
      client_id: 'c-1',
      page_url: '/catalog?PAGEN_1=2',
      title: 'Каталог',
      ms: '1235',
    })
  })

  it('a product view adds the product fields; a purchase the purchase fields', () => {
    const { adapter, query } = vendor()
    adapter.send({ type: 'product_view', productId: '7', name: 'Нурофен', price: 250 })
    adapter.send(purchase)
    expect(query(0)).toMatchObject({
      type: 'product_view',
      page_url: '/product/nurofen.html',
      title: 'Нурофен — купить',
      product_id: '7',
      product_name: 'Нурофен',
      product_price: '250',
    })
    expect(query(1)).toMatchObject({
      type: 'purchase',
      purchase_id: 'A-17',
      revenue: '740',
      products: '7:2:250,9:1:240',
    })
  })

  it('cart changes and goals are not measured by the vendor', () => {
    const { adapter, send } = vendor()
    adapter.send({ type: 'cart_add', productId: '7', priceTypeID: 1, quantity: 1 })
    adapter.send({ type: 'region_choice', action: 'close', regionId: 'spb' })
    expect(send).not.toHaveBeenCalled()
  })
})

describe('the UTM goal rules', () => {
  it('the goal is allowed only when the stored UTM values match a whole pair', () => {
    const pairs = utmPairsOf('utm_source=yandex&utm_medium=cpc; utm_source=mail')
    expect(pairs).toEqual([{ utm_source: 'yandex', utm_medium: 'cpc' }, { utm_source: 'mail' }])
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
})
