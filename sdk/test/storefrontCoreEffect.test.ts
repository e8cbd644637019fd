// The Effect face of the storefront core: the same verbs on the same stores, an API refusal as
// the typed StorefrontError, any other failure as a defect.
import * as Effect from 'effect/Effect'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { storefrontCoreEffect } from '../src/effect'
import { DEFAULT_REGION_FIELDS, StorefrontError } from '../src/index'
import { fixtures } from '../src/testing'
import { coreOnMockApi } from './support'

const ENDPOINT = 'http://shop.test/graphql'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function start() {
  const { core } = coreOnMockApi(server)
  return { core, verbs: storefrontCoreEffect(core) }
}

const product = {
  id: fixtures.product.id,
  name: fixtures.product.name,
  price: fixtures.product.price,
  priceTypeID: 1,
}

describe('storefrontCoreEffect', () => {
  it('cart.add as an Effect: in once (a second add changes nothing), and the core’s cart store updated', async () => {
    const { core, verbs } = start()
    await Effect.runPromise(verbs.cart.add(product))
    const again = await Effect.runPromise(verbs.cart.add(product))
    expect(again.groups.flatMap((group) => group.items)[0]?.quantity).toBe(1)
    expect(core.cart.of().getSnapshot()).toBe(again)
    const emptied = await Effect.runPromise(verbs.cart.remove(product.id, 1))
    expect(emptied.groups).toEqual([])
  })

  it('an API refusal is the typed StorefrontError with its code, in the failure channel', async () => {
    const { verbs } = start()
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json({
          errors: [{ message: 'Товар закончился', extensions: { code: 'E_34' } }],
        }),
      ),
    )
    const refusal = await Effect.runPromise(Effect.flip(verbs.cart.add(product)))
    expect(refusal).toBeInstanceOf(StorefrontError)
    expect(refusal.code).toBe('E_34')
  })

  it('a failure that is not an API refusal is a defect, not a typed error', async () => {
    const { core } = start()
    const broken = new TypeError('сломалось')
    const verbs = storefrontCoreEffect({
      ...core,
      cart: { ...core.cart, clear: () => Promise.reject(broken) },
    })
    const defect = await Effect.runPromise(
      verbs.cart.clear().pipe(
        Effect.map(() => null),
        Effect.catchDefect((cause) => Effect.succeed(cause)),
      ),
    )
    expect(defect).toBe(broken)
  })

  it('local verbs run when the Effect runs, not when it is made', () => {
    const { core, verbs } = start()
    core.regionId.set('spb')
    const reset = verbs.region.reset
    const view = verbs.recordView('42')
    expect(core.regionId.getSnapshot()).toBe('spb')
    expect(core.viewHistory.getSnapshot()).toEqual([])
    expect(Effect.runSync(reset)).toEqual(DEFAULT_REGION_FIELDS)
    Effect.runSync(view)
    expect(core.regionId.getSnapshot()).toBe(DEFAULT_REGION_FIELDS.id)
    expect(core.viewHistory.getSnapshot()).toEqual(['42'])
  })
})
