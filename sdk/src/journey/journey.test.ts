// The journey verbs against the testing kit's mock shop (msw): each verb's typed answer, and its
// SPEC §8 refusals as the StorefrontError the caller catches.
import * as Effect from 'effect/Effect'
import { delay, graphql, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStorefrontClient, type StorefrontClient } from '../client'
import { journeyEffect } from '../coreEffect'
import { LoginDocument, UpdateCartDocument } from '../generated/documents'
import { createMockApi, fixtures, MOCK_SMS_CODE, type MockApi } from '../testing'
import { isStorefrontError, type StorefrontError } from '../transport'
import { catalogPage, placePickupOrder, productPage, signIn } from './index'

const ENDPOINT = 'http://shop.test/graphql'
const REGION = fixtures.region.id
const server = setupServer()
let api: MockApi
let client: StorefrontClient

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  api = createMockApi({ endpoint: ENDPOINT })
  server.use(...api.handlers)
  client = createStorefrontClient({ endpoint: ENDPOINT, tabSync: false })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** The StorefrontError a promise rejects with. */
async function refusalOf(promise: Promise<unknown>): Promise<StorefrontError> {
  const error = await promise.then(
    () => null,
    (cause: unknown) => cause,
  )
  if (!isStorefrontError(error)) throw new Error(`expected a StorefrontError, got ${error}`)
  return error
}

const addToCart = (productID: string, quantity: number) =>
  client.requestData(UpdateCartDocument, {
    regionID: REGION,
    items: [{ productID, priceTypeID: 1, quantity }],
  })

describe('catalogPage', () => {
  it('reads a listing by its address, with the filters asked for', async () => {
    const page = await catalogPage(client, {
      regionID: REGION,
      url: '/catalog/obezbolivayushchie',
      search: { page: 1, pageCount: 1 },
    })
    expect(page.category?.alias).toBe('obezbolivayushchie')
    expect(page.products.items).toHaveLength(1)
    expect(page.products.pageInfo.limit).toBe(1)
  })

  it('rejects an address that names no listing with E_270', async () => {
    const error = await refusalOf(catalogPage(client, { regionID: REGION, url: '/catalog/net' }))
    expect(error.code).toBe('E_270')
  })
})

describe('productPage', () => {
  it('reads a product page by alias, and null for an alias no product has', async () => {
    const page = await productPage(client, { regionID: REGION, alias: fixtures.product.alias })
    expect(page?.product.id).toBe(fixtures.product.id)
    expect(await productPage(client, { regionID: REGION, alias: 'net-takogo' })).toBeNull()
  })
})

describe('signIn', () => {
  it('signs an existing customer in and hands the session to the client', async () => {
    const result = await signIn(client, { phone: '+79161234567', code: MOCK_SMS_CODE })
    expect(result.status).toBe('signed-in')
    expect(client.session.isAuthenticated()).toBe(true)
  })

  it('rejects a wrong code with E_259', async () => {
    const error = await refusalOf(signIn(client, { phone: '+79161234567', code: '0000' }))
    expect(error.code).toBe('E_259')
    expect(client.session.isAuthenticated()).toBe(false)
  })

  describe('a phone with no account', () => {
    beforeEach(() => {
      server.use(
        graphql.link(ENDPOINT).mutation(LoginDocument, () =>
          HttpResponse.json({
            data: { login: { isRegistered: false, regionID: null, session: null } },
          }),
        ),
      )
    })

    it('says registration is needed, with no session, when no details are given', async () => {
      const result = await signIn(client, { phone: '+79035550177', code: MOCK_SMS_CODE })
      expect(result).toEqual({ status: 'registration-needed' })
      expect(client.session.isAuthenticated()).toBe(false)
    })

    it('registers the phone with the same code when details are given', async () => {
      const result = await signIn(client, {
        phone: '+79035550177',
        code: MOCK_SMS_CODE,
        registration: { name: 'Анна' },
      })
      expect(result.status).toBe('registered')
      expect(result.status !== 'registration-needed' && result.profile?.name).toBe('Анна')
      expect(client.session.isAuthenticated()).toBe(true)
    })
  })
})

describe('placePickupOrder', () => {
  it('places a pickup order at a pharmacy with the whole cart, paid there', async () => {
    await addToCart(fixtures.product.id, 2)
    const placed = await placePickupOrder(client, { regionID: REGION, idempotencyKey: 'k-1' })
    expect(placed.order.receiveType).toBe('pickup')
    expect(placed.order.total.totalAmount).toBe(518)
    expect(placed.pharmacy.id).toBe(fixtures.pharmacy.id)
    expect(api.state.preOrder.receiveType).toBe('pickup')
    expect(api.state.preOrder.availableOptions.payments.find((p) => p.selected)?.type).toBe(
      'pharmacy',
    )
  })

  it('refuses an empty cart with E_100 before any checkout step', async () => {
    const error = await refusalOf(
      placePickupOrder(client, { regionID: REGION, idempotencyKey: 'k-2' }),
    )
    expect(error.code).toBe('E_100')
    expect(api.state.orders).toHaveLength(0)
  })

  it('refuses a cart below the minimum sum with E_29 and its Russian message', async () => {
    await addToCart(fixtures.product.id, 1) // 259 ₽ of the 500 ₽ minimum
    const error = await refusalOf(
      placePickupOrder(client, { regionID: REGION, idempotencyKey: 'k-3' }),
    )
    expect(error.code).toBe('E_29')
    expect(error.message).toBe('Минимальная сумма заказа 500 руб., добавьте ещё товаров в корзину')
    expect(api.state.orders).toHaveLength(0)
  })

  it('refuses with E_34 when no pharmacy has the whole cart', async () => {
    await addToCart(fixtures.product.id, 2)
    const error = await refusalOf(
      placePickupOrder(client, {
        regionID: REGION,
        idempotencyKey: 'k-4',
        pharmacyID: 'no-such-pharmacy',
      }),
    )
    expect(error.code).toBe('E_34')
  })

  it("passes the API's own refusal through as its StorefrontError", async () => {
    await addToCart(fixtures.product.id, 2)
    server.use(
      graphql.link(ENDPOINT).mutation('saveOrder', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Корзина изменилась', extensions: { code: 'E_110' } }],
        }),
      ),
    )
    const error = await refusalOf(
      placePickupOrder(client, { regionID: REGION, idempotencyKey: 'k-5' }),
    )
    expect(error.code).toBe('E_110')
  })
})

describe('journeyEffect: the verbs on the Effect face', () => {
  it('answers the typed result', async () => {
    const journey = journeyEffect(client)
    const page = await Effect.runPromise(
      journey.productPage({ regionID: REGION, alias: fixtures.product.alias }),
    )
    expect(page?.product.id).toBe(fixtures.product.id)
  })

  it('fails with the StorefrontError in the error channel', async () => {
    await addToCart(fixtures.product.id, 1)
    const refusal = await Effect.runPromise(
      Effect.flip(
        journeyEffect(client).placePickupOrder({ regionID: REGION, idempotencyKey: 'e' }),
      ),
    )
    expect(refusal.code).toBe('E_29')
  })

  it('aborts the call in flight when interrupted', async () => {
    let aborted: Promise<void> | null = null
    server.use(
      graphql.link(ENDPOINT).mutation(LoginDocument, async ({ request }) => {
        aborted = new Promise((resolve) =>
          request.signal.addEventListener('abort', () => resolve()),
        )
        await delay('infinite')
        return HttpResponse.json({ data: null })
      }),
    )
    const result = await Effect.runPromise(
      Effect.timeoutOption(journeyEffect(client).signIn({ phone: '+79161234567', code: '1' }), 50),
    )
    expect(result._tag).toBe('None')
    expect(aborted).not.toBeNull()
    await aborted
  })
})
