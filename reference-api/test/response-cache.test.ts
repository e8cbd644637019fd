// The cache of anonymous catalogue reads (src/responseCache.ts): hits for anonymous shoppers,
// never an answer for or from a signed-in customer, no guest's cart in anyone else's answer,
// emptied by writes, Cache-Control on GET — and the store's TTL and byte budget.
import {
  CartDocument,
  CatalogPageDocument,
  ProductPageDocument,
  SearchAutocompleteDocument,
  UpdateCartDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseStore } from '../src/responseCache'
import { startTestApi, type TestApi } from './harness'
import {
  backends,
  orderableProducts,
  type PricedProduct,
  shopper,
  suiteDatabaseUrl,
} from './shopper'

const REGION = 'moscowregion'
const ANNA = '+79990000001'
const BORIS = '+79990000002'

describe.each(backends)('response cache (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let products: PricedProduct[]
  let aliases: string[]

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'response_cache'),
      catalogSize: 120,
      config: { responseCache: { ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 } },
    })
    products = await orderableProducts(api, REGION, { minQuantity: 3, limit: 5 })
    const rows = await api.database.exec<{ alias: string }>(
      'SELECT alias FROM products WHERE id = ANY($1::int[]) ORDER BY id',
      [products.map((product) => product.id)],
    )
    aliases = rows.map((row) => row.alias)
    expect(aliases.length).toBeGreaterThanOrEqual(4)
  })
  afterAll(() => api?.close())

  it('answers the same anonymous catalogue read from the cache the second time, equal to the first', async () => {
    const variables = { regionID: REGION, alias: aliases[0] as string }
    const first = await api.gql(ProductPageDocument, variables)
    const second = await api.gql(ProductPageDocument, variables)
    expect(first.errors).toEqual([])
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.data).toEqual(first.data)
    // Other variables are another answer.
    const other = await api.gql(ProductPageDocument, {
      regionID: REGION,
      alias: aliases[1] as string,
    })
    expect(other.headers.get('x-cache')).toBe('MISS')
    expect(other.data?.productPage?.product.alias).toBe(aliases[1])
    // A catalogue page too.
    const [category] = await api.database.exec<{ url: string }>(
      'SELECT url FROM categories ORDER BY id LIMIT 1',
    )
    const page = { regionID: REGION, url: category?.url as string, search: { page: 1 } }
    const firstPage = await api.gql(CatalogPageDocument, page)
    expect(firstPage.errors).toEqual([])
    expect(firstPage.headers.get('x-cache')).toBe('MISS')
    expect((await api.gql(CatalogPageDocument, page)).headers.get('x-cache')).toBe('HIT')
  })

  it('two signed-in customers and an anonymous shopper: no answer goes from one to another', async () => {
    const anna = shopper(api)
    const boris = shopper(api)
    const guest = shopper(api)
    await anna.signIn(ANNA)
    await boris.signIn(BORIS)
    const variables = { regionID: REGION, alias: aliases[2] as string }

    // Anna asks first: her answer is not kept, so the anonymous shopper's is computed.
    const annas = await anna.gql(ProductPageDocument, variables)
    expect(annas.errors).toEqual([])
    expect(annas.headers.get('x-cache')).toBeNull()
    expect((await guest.gql(ProductPageDocument, variables)).headers.get('x-cache')).toBe('MISS')
    expect((await guest.gql(ProductPageDocument, variables)).headers.get('x-cache')).toBe('HIT')
    // Boris, after the anonymous answer was kept, still gets his own.
    const boriss = await boris.gql(ProductPageDocument, variables)
    expect(boriss.errors).toEqual([])
    expect(boriss.headers.get('x-cache')).toBeNull()

    // Carts: each customer and the guest see only their own lines, never from the cache.
    const [a, b, g] = products as [PricedProduct, PricedProduct, PricedProduct]
    for (const [who, product] of [
      [anna, a],
      [boris, b],
      [guest, g],
    ] as const) {
      const updated = await who.gql(UpdateCartDocument, {
        regionID: REGION,
        items: [{ productID: String(product.id), priceTypeID: product.priceTypeId, quantity: 1 }],
      })
      expect(updated.errors).toEqual([])
    }
    for (const [who, product] of [
      [anna, a],
      [boris, b],
      [guest, g],
      [guest, g],
    ] as const) {
      const cart = await who.gql(CartDocument, { regionID: REGION })
      expect(cart.headers.get('x-cache')).toBeNull()
      const ids = cart.data?.cart.groups.flatMap((group) =>
        group.items.map((item) => item.product.id),
      )
      expect(ids).toEqual([String(product.id)])
    }
  })

  it('empties itself on a write', async () => {
    const variables = { regionID: REGION, alias: aliases[3] as string }
    await api.gql(ProductPageDocument, variables)
    expect((await api.gql(ProductPageDocument, variables)).headers.get('x-cache')).toBe('HIT')
    const someone = shopper(api)
    const product = products[0] as PricedProduct
    await someone.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [{ productID: String(product.id), priceTypeID: product.priceTypeId, quantity: 1 }],
    })
    expect((await api.gql(ProductPageDocument, variables)).headers.get('x-cache')).toBe('MISS')
  })

  it('marks a cacheable GET public for a CDN, without the guest cookie; a POST is not marked', async () => {
    const params = new URLSearchParams({
      query: String(SearchAutocompleteDocument),
      variables: JSON.stringify({ regionID: REGION, query: 'крем', size: 5 }),
    })
    const get = () => fetch(`${api.url}/graphql?${params}`, { headers: { 'x-platform': 'web' } })
    const first = await get()
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=60')
    expect(first.headers.get('set-cookie')).toBeNull()
    const second = await get()
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.json()).toEqual(await first.json())
    const post = await api.gql(SearchAutocompleteDocument, {
      regionID: REGION,
      query: 'крем',
      size: 5,
    })
    expect(post.headers.get('cache-control')).toBeNull()
    // A token on the GET: computed for the customer, not public.
    const withToken = await fetch(`${api.url}/graphql?${params}`, {
      headers: { 'x-platform': 'web', authorization: 'Bearer not-a-token' },
    })
    expect(withToken.headers.get('x-cache')).toBeNull()
    expect(withToken.headers.get('cache-control')).toBeNull()
  })
})

describe('ResponseStore', () => {
  it('forgets an answer after its TTL', () => {
    let now = 1_000
    const store = new ResponseStore({ ttlMs: 10_000, maxBytes: 1_000 }, () => now)
    store.set('a', '{"data":1}')
    now += 9_999
    expect(store.get('a')).toBe('{"data":1}')
    now += 1
    expect(store.get('a')).toBeUndefined()
    expect(store.size).toBe(0)
  })

  it('keeps within its byte budget by dropping the oldest answers', () => {
    const store = new ResponseStore({ ttlMs: 10_000, maxBytes: 30 })
    store.set('a', '1234567890')
    store.set('b', '1234567890')
    store.set('c', '1234567890')
    expect(store.get('a')).toBeUndefined()
    expect(store.get('b')).toBe('1234567890')
    expect(store.get('c')).toBe('1234567890')
    store.set('big', 'x'.repeat(100))
    expect(store.get('big')).toBeUndefined()
  })

  it('counts Russian answers at two bytes a character, as the heap keeps them', () => {
    const store = new ResponseStore({ ttlMs: 10_000, maxBytes: 30 })
    store.set('a', 'Парацетамол') // 1 + 2 × 11 = 23 bytes
    store.set('b', 'Нурофен') // 1 + 2 × 7 = 15 bytes: over 30 together, the oldest goes
    expect(store.get('a')).toBeUndefined()
    expect(store.get('b')).toBe('Нурофен')
    store.set('c', 'x'.repeat(14)) // 15 bytes: 30 with 'b', both kept
    expect(store.get('b')).toBe('Нурофен')
    expect(store.get('c')).toBe('x'.repeat(14))
  })
})
