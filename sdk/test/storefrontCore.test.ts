// The framework-free storefront core without React: a client against the sdk's msw mock API,
// the cart verbs and stores, region and notification verbs.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  BASE_PRICE_TYPE,
  createStorefrontClient,
  createStorefrontState,
  DEFAULT_REGION_FIELDS,
  loadFavoriteIds,
  loadViewHistory,
  memoryCookies,
  memoryStorage,
  VIEW_HISTORY_STORAGE_KEY,
} from '../src/index'
import { fixtures } from '../src/testing'
import { coreOnMockApi } from './support'

const ENDPOINT = 'http://shop.test/graphql'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const start = () => coreOnMockApi(server)

describe('createStorefrontCore', () => {
  it('cart.add puts a product in once (a second add changes nothing), and the cart store tells its listeners', async () => {
    const { core } = start()
    const product = fixtures.product
    const cart = core.cart.of()
    let heard = 0
    cart.subscribe(() => {
      heard += 1
    })
    const input = { id: product.id, name: product.name, price: product.price, priceTypeID: 1 }
    await core.cart.add(input)
    const again = await core.cart.add(input)
    expect(again.groups.flatMap((group) => group.items)[0]?.quantity).toBe(1)
    expect(cart.getSnapshot()).toBe(again)
    expect(heard).toBeGreaterThan(0)
    const emptied = await core.cart.remove(product.id, 1)
    expect(emptied.groups).toEqual([])
  })

  it('cart.add puts a product that names no price type in at the Base price (never 0)', async () => {
    const { api, core } = start()
    const product = fixtures.product
    await core.cart.add({ id: product.id, name: product.name, price: product.price })
    expect(api.state.cart).toEqual([
      expect.objectContaining({ productID: product.id, priceTypeID: BASE_PRICE_TYPE, quantity: 1 }),
    ])
  })

  it('region.reset stores the default region; notify.show and close change the list', () => {
    const { core } = start()
    core.regionId.set('spb')
    expect(core.region.reset()).toEqual(DEFAULT_REGION_FIELDS)
    expect(core.regionId.getSnapshot()).toBe(DEFAULT_REGION_FIELDS.id)
    const shown = core.notify.show({ type: 'toast', component: 'error', props: { title: 'x' } })
    expect(core.notifications.getSnapshot()).toEqual([shown])
    core.notify.close(shown.id)
    expect(core.notifications.getSnapshot()).toEqual([])
  })
})

describe('loading the stored lists after mount', () => {
  function state(stored: Record<string, string>) {
    const storage = memoryStorage()
    for (const [key, value] of Object.entries(stored)) storage.setItem(key, value)
    const client = createStorefrontClient({
      endpoint: ENDPOINT,
      cookies: memoryCookies(),
      storage,
      tabSync: false,
    })
    return createStorefrontState(client, { regionId: 'moscowregion' })
  }

  it('an empty or unchanged list tells no listener (nothing re-renders after hydration)', () => {
    const fresh = state({})
    let heard = 0
    fresh.favoriteIds.subscribe(() => heard++)
    fresh.viewHistory.subscribe(() => heard++)
    loadFavoriteIds(fresh)
    loadViewHistory(fresh)
    expect(heard).toBe(0)

    const returning = state({ favorites: '["7","9"]', [VIEW_HISTORY_STORAGE_KEY]: '["3"]' })
    loadFavoriteIds(returning)
    loadViewHistory(returning)
    const favorites = returning.favoriteIds.getSnapshot()
    expect(favorites).toEqual(['7', '9'])
    expect(returning.viewHistory.getSnapshot()).toEqual(['3'])
    returning.favoriteIds.subscribe(() => heard++)
    loadFavoriteIds(returning)
    expect(heard).toBe(0)
    expect(returning.favoriteIds.getSnapshot()).toBe(favorites)
  })

  it('a changed or unreadable stored list replaces the store', () => {
    const s = state({ favorites: '["1"]' })
    loadFavoriteIds(s)
    s.client.storage.setItem('favorites', '["1","2"]')
    loadFavoriteIds(s)
    expect(s.favoriteIds.getSnapshot()).toEqual(['1', '2'])
    s.client.storage.setItem('favorites', '{not json')
    loadFavoriteIds(s)
    expect(s.favoriteIds.getSnapshot()).toEqual([])
  })
})
