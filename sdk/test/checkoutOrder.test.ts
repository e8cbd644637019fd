// The checkout's writes without a framework (createCheckoutOrder, which useCheckout only tracks):
// pre-order changes one at a time with only the latest answer cached, the idempotency key kept
// across a failed save, and the cart reloaded after a refusal that means it went stale.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKOUT_IDEMPOTENCY_KEY,
  createCheckoutOrder,
  type QueryCachePort,
  storefrontKeys,
} from '../src/index'
import { fakeApi, testClient } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A cache that records what the writes did to it. */
function recordingCache() {
  const done: string[] = []
  const data = new Map<string, unknown>()
  const cache: QueryCachePort = {
    set: (key, value) => {
      done.push(`set ${JSON.stringify(key)}`)
      data.set(JSON.stringify(key), value)
    },
    invalidate: (key, options) =>
      done.push(`invalidate ${JSON.stringify(key)}${options?.refetch === false ? ' later' : ''}`),
    remove: (key) => done.push(`remove ${JSON.stringify(key)}`),
  }
  return { cache, done, data }
}

const refusal = (code: string) => ({ errors: [{ message: 'Отказ', extensions: { code } }] })

describe('createCheckoutOrder', () => {
  it('sends changes one at a time and caches only the latest answer', async () => {
    const releases: Array<() => void> = []
    const api = fakeApi({
      updatePreOrder: async (call) => {
        const input = call.variables.input as { comment: string }
        // The first answer is slow: it arrives after the second change was sent.
        if (input.comment === 'первый') await new Promise<void>((resolve) => releases.push(resolve))
        return { data: { updatePreOrder: { step: 'CHECKOUT', comment: input.comment } } }
      },
    })
    server.use(api.handler)
    const { cache, data, done } = recordingCache()
    const checkout = createCheckoutOrder(testClient().client, cache)
    const first = checkout.update('moscowregion', 'CHECKOUT', { comment: 'первый' })
    const second = checkout.update('moscowregion', 'CHECKOUT', { comment: 'второй' })
    await expect.poll(() => releases.length).toBe(1)
    expect(api.count('updatePreOrder')).toBe(1)
    releases[0]?.()
    await Promise.all([first, second, checkout.settled()])
    expect(api.calls.map((call) => (call.variables.input as { comment: string }).comment)).toEqual([
      'первый',
      'второй',
    ])
    const key = JSON.stringify(storefrontKeys.preOrder('moscowregion', 'CHECKOUT'))
    expect(done.filter((entry) => entry === `set ${key}`)).toHaveLength(1)
    expect(data.get(key)).toEqual({ step: 'CHECKOUT', comment: 'второй' })
  })

  it('keeps the idempotency key after a failed save and sends the same key again', async () => {
    let failures = 1
    const api = fakeApi({
      saveOrder: () =>
        failures-- > 0 ? refusal('E_1') : { data: { saveOrder: { id: 'o1', number: '100' } } },
    })
    server.use(api.handler)
    const { client, storage } = testClient()
    const { cache, done } = recordingCache()
    const checkout = createCheckoutOrder(client, cache)
    await expect(checkout.save('moscowregion')).rejects.toThrow()
    const key = storage.getItem(CHECKOUT_IDEMPOTENCY_KEY)
    expect(key).toBeTruthy()
    expect(await checkout.save('moscowregion')).toEqual({ id: 'o1', number: '100' })
    expect(api.calls.map((call) => call.variables.idempotencyKey)).toEqual([key, key])
    expect(storage.getItem(CHECKOUT_IDEMPOTENCY_KEY)).toBeNull()
    expect(done).toEqual([
      `set ${JSON.stringify(storefrontKeys.order('o1'))}`,
      `invalidate ${JSON.stringify(storefrontKeys.carts())}`,
      `invalidate ${JSON.stringify(storefrontKeys.orders())} later`,
      `remove ${JSON.stringify(storefrontKeys.preOrders())}`,
    ])
  })

  it('saves only after the changes sent before are answered', async () => {
    let release!: () => void
    const order: string[] = []
    const api = fakeApi({
      updatePreOrder: async () => {
        await new Promise<void>((resolve) => (release = resolve))
        order.push('updatePreOrder answered')
        return { data: { updatePreOrder: { step: 'CHECKOUT' } } }
      },
      saveOrder: () => {
        order.push('saveOrder sent')
        return { data: { saveOrder: { id: 'o2' } } }
      },
    })
    server.use(api.handler)
    const checkout = createCheckoutOrder(testClient().client, recordingCache().cache)
    void checkout.update('moscowregion', 'CHECKOUT', { payment: 'cash' })
    const saving = checkout.save('moscowregion')
    await expect.poll(() => api.count('updatePreOrder')).toBe(1)
    release()
    await saving
    expect(order).toEqual(['updatePreOrder answered', 'saveOrder sent'])
  })

  it('clearing forgets the idempotency key and the pre-orders', async () => {
    server.use(
      fakeApi({ clearPreOrder: () => ({ data: { clearPreOrder: { success: true } } }) }).handler,
    )
    const { client, storage } = testClient()
    storage.setItem(CHECKOUT_IDEMPOTENCY_KEY, 'k1')
    const { cache, done } = recordingCache()
    await createCheckoutOrder(client, cache).clear('moscowregion')
    expect(storage.getItem(CHECKOUT_IDEMPOTENCY_KEY)).toBeNull()
    expect(done).toEqual([`remove ${JSON.stringify(storefrontKeys.preOrders())}`])
  })

  it('reloads the cart and pre-orders after a stale-cart refusal, and only then', async () => {
    server.use(fakeApi({ saveOrder: () => refusal('E_110') }).handler)
    const { cache, done } = recordingCache()
    const checkout = createCheckoutOrder(testClient().client, cache)
    const caught = await checkout.save('moscowregion').catch((error: unknown) => error)
    checkout.reloadIfCartStale(caught)
    expect(done).toEqual([
      `invalidate ${JSON.stringify(storefrontKeys.carts())}`,
      `invalidate ${JSON.stringify(storefrontKeys.preOrders())}`,
    ])
    done.length = 0
    checkout.reloadIfCartStale(new Error('сеть'))
    expect(done).toEqual([])
  })
})
