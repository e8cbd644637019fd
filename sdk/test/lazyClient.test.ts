// createLazyStorefrontClient (issue #18): the session, cookies, storage and cart id work before
// the runtime arrives; the first call loads it on the same token jar, so listeners, tokens and
// tab events are one session whichever face touched them.
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CartDocument, memoryCookies, memoryStorage, StorefrontError } from '../src/index'
import { createLazyStorefrontClient } from '../src/lazy'
import { ENDPOINT, fakeApi, NOW, testClient, tokens } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const cartAnswer = { data: { cart: { groups: [] } } }

function lazyClient() {
  const cookies = memoryCookies()
  const storage = memoryStorage()
  const client = createLazyStorefrontClient({
    endpoint: ENDPOINT,
    now: () => NOW,
    tabSync: false,
    cookies,
    storage,
  })
  return { client, cookies, storage }
}

describe('createLazyStorefrontClient', () => {
  it('reads and signs in the session, and keeps the cart id, without a call', () => {
    const api = fakeApi({})
    server.use(api.handler)
    const { client, cookies } = lazyClient()
    const events: string[] = []
    client.session.subscribe((event) => events.push(event.type))
    expect(client.session.isAuthenticated()).toBe(false)

    const customer = tokens('customer', 300, { employee: true })
    client.session.signIn({ user: customer })

    expect(cookies.get('refresh_token')).toBe(customer.refreshToken)
    expect(client.session.getState()).toEqual({ user: customer, operator: null })
    expect(client.session.isAuthenticated()).toBe(true)
    expect(client.session.isEmployeeMode()).toBe(true)
    expect(client.session.isEmployeeMode({ isEmployee: true, isEmployeeModeEnable: false })).toBe(
      false,
    )
    client.cartId.set('cart-1')
    expect(client.cartId.get()).toBe('cart-1')
    expect(client.storage.getItem('cart_id')).toBe('cart-1')
    client.cartId.clear()
    expect(client.cartId.get()).toBeNull()
    expect(client.lastTraceId()).toBeNull()
    expect(events).toEqual(['signed-in'])
    expect(api.calls).toEqual([])
  })

  it('the first call loads the runtime on the same session: its refresh reaches earlier listeners', async () => {
    const fresh = tokens('customer', 600)
    const api = fakeApi({
      refreshToken: () => ({ data: { refreshToken: fresh } }),
      cart: () =>
        HttpResponse.json(cartAnswer as Record<string, unknown>, {
          headers: { 'X-Trace-Id': 'trace-1' },
        }),
    })
    server.use(api.handler)
    const { client } = lazyClient()
    const events: string[] = []
    client.session.subscribe((event) => events.push(event.type))
    client.session.signIn({ user: tokens('customer', -60) })

    const result = await client.request(CartDocument, { regionID: '77' })

    expect(result).toEqual({ data: cartAnswer.data, errors: [], traceId: 'trace-1' })
    expect(api.count('refreshToken')).toBe(1)
    expect(api.last('cart')?.headers.get('authorization')).toBe(`Bearer ${fresh.accessToken}`)
    expect(client.session.getState().user).toEqual(fresh)
    expect(events).toEqual(['signed-in', 'refreshed'])
    expect(client.lastTraceId()).toBe('trace-1')
  })

  it('requestData rejects with StorefrontError; logout runs the runtime’s logout', async () => {
    const api = fakeApi({
      cart: () => ({ errors: [{ message: 'Корзина не найдена', extensions: { code: 'E_5' } }] }),
      logout: () => ({ data: { logout: { success: true, message: null } } }),
    })
    server.use(api.handler)
    const { client, storage } = lazyClient()
    client.session.signIn({ user: tokens('customer') })
    client.cartId.set('cart-1')

    const failure = await client.requestData(CartDocument, { regionID: '77' }).catch((e) => e)
    expect(failure).toBeInstanceOf(StorefrontError)
    expect((failure as StorefrontError).code).toBe('E_5')

    expect(await client.session.logout()).toEqual({ revertedToOperator: false })
    expect(api.count('logout')).toBe(1)
    expect(client.session.getState()).toEqual({ user: null, operator: null })
    expect(storage.getItem('cart_id')).toBeNull()
  })

  it('disposed before its first call, it answers as a disposed client does', async () => {
    server.use(fakeApi({ cart: () => cartAnswer }).handler)
    const { client } = lazyClient()
    const eager = testClient().client
    await Promise.all([client.dispose(), eager.dispose()])

    const [lazyAnswer, eagerAnswer] = await Promise.all([
      client.request(CartDocument, { regionID: '77' }),
      eager.request(CartDocument, { regionID: '77' }),
    ])
    expect(lazyAnswer).toEqual(eagerAnswer)
    expect(lazyAnswer.data).toBeNull()
  })
})
