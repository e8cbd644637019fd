// The framework-free storefront core without React: a client against the sdk's msw mock API,
// the cart verbs and stores, region and notification verbs.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  BASE_PRICE_TYPE,
  createStorefrontClient,
  createStorefrontCore,
  DEFAULT_REGION_FIELDS,
  memoryCookies,
  memoryStorage,
} from '../src/index'
import { createMockApi, fixtures } from '../src/testing'

const ENDPOINT = 'http://shop.test/graphql'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function start() {
  const api = createMockApi()
  server.use(...api.handlers)
  const client = createStorefrontClient({
    endpoint: ENDPOINT,
    cookies: memoryCookies(),
    storage: memoryStorage(),
    tabSync: false,
  })
  return { api, core: createStorefrontCore(client, { regionId: 'moscowregion' }) }
}

describe('createStorefrontCore', () => {
  it('cart.add adds on top of what the cart holds, and the cart store tells its listeners', async () => {
    const { core } = start()
    const product = fixtures.product
    const cart = core.cart.of()
    let heard = 0
    cart.subscribe(() => {
      heard += 1
    })
    const input = { id: product.id, name: product.name, price: product.price, priceTypeID: 1 }
    await core.cart.add(input)
    const twice = await core.cart.add(input)
    expect(twice.groups.flatMap((group) => group.items)[0]?.quantity).toBe(2)
    expect(cart.getSnapshot()).toBe(twice)
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
