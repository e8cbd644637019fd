// A whole purchase through GraphQL only, as the storefront makes it: region, a search with a
// typo, SMS sign-in, cart, pickup at a pharmacy, the saved order — and, once the pharmacy has
// handed it over, the loyalty points it earned.
import {
  DetectRegionQueryDocument,
  GetCodeDocument,
  LoginDocument,
  LoyaltiesDocument,
  OrderDocument,
  PharmacySearchListDocument,
  PreOrderDocument,
  ProductsDocument,
  RegionQueryDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceOrder } from '../src/order/lifecycle'
import { startTestApi, type TestApi } from './harness'
import { backends, lastCode, orderableProducts, shopper, suiteDatabaseUrl } from './shopper'

const CUSTOMER = '+79990000001'

describe.each(backends)('a whole purchase (%s)', (_backend, databaseUrl) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await suiteDatabaseUrl(databaseUrl, 'purchase') })
  })
  afterAll(() => api?.close())

  it('region → typo search → SMS login → cart → pickup → order → completed → points credited', async () => {
    const anna = shopper(api)

    // The region: detected by IP (loopback gets the default), then read by id.
    const detected = await anna.gql(DetectRegionQueryDocument)
    const regionID = detected.data?.detectRegion.id as string
    expect(regionID).toBe('moscowregion')
    const region = await anna.gql(RegionQueryDocument, { regionId: regionID })
    expect(region.data?.region?.name).toBe('Московская область')

    // A search with a typo still finds paracetamol.
    const found = await anna.gql(ProductsDocument, { search: { regionID, query: 'парацитамол' } })
    expect(found.errors).toEqual([])
    const paracetamol = found.data?.products.items.find(
      (item) =>
        /парацетамол/i.test(item.name) && item.availableForOrder && item.price && item.priceTypeID,
    )
    expect(paracetamol, 'a paracetamol the region sells for order').toBeDefined()
    if (!paracetamol?.priceTypeID) return

    // Sign in by the SMS code.
    const sent = await anna.gql(GetCodeDocument, { phone: '8 999 000-00-01' })
    expect(sent.data?.getCode).toEqual({ success: true, resendAfter: 60, codeLength: 4 })
    const login = await anna.gql(LoginDocument, { phone: CUSTOMER, code: lastCode(api, CUSTOMER) })
    expect(login.errors).toEqual([])
    expect(login.data?.login.isRegistered).toBe(true)
    expect(login.data?.login.session?.profile?.phone).toBe(CUSTOMER)
    anna.accessToken = login.data?.login.session?.user?.accessToken ?? null

    // The cart: paracetamol, topped up with other goods until the minimum sum is reached.
    let cart = await anna.gql(UpdateCartDocument, {
      regionID,
      items: [{ productID: paracetamol.id, priceTypeID: paracetamol.priceTypeID, quantity: 2 }],
    })
    expect(cart.errors).toEqual([])
    expect(
      cart.data?.updateCart.groups.flatMap((group) => group.items.map((item) => item.product.id)),
    ).toContain(paracetamol.id)
    for (const extra of await orderableProducts(api, regionID, { minPrice: 300, limit: 5 })) {
      if (cart.data?.updateCart.total.button.available) break
      cart = await anna.gql(UpdateCartDocument, {
        regionID,
        items: [{ productID: String(extra.id), priceTypeID: extra.priceTypeId, quantity: 1 }],
      })
    }
    const cartTotal = cart.data?.updateCart.total
    expect(cartTotal?.button).toEqual({ available: true, message: null })
    expect(cartTotal?.points).toBe(Math.floor((cartTotal?.totalAmount ?? 0) / 100))

    // Checkout: pickup at a pharmacy that has everything.
    const pre = await anna.gql(PreOrderDocument, { regionID, step: 'PICKUP' })
    expect(pre.errors).toEqual([])
    expect(pre.data?.preOrder.receiveTypes.find((type) => type.type === 'pickup')?.available).toBe(
      true,
    )
    const list = await anna.gql(PharmacySearchListDocument, {
      regionID,
      paginator: { page: 1, limit: 20 },
    })
    const point = list.data?.pharmacySearchList.items.find((item) => item.available)
    expect(point?.availableProduct).toMatch(/^(\d+) из \1 товар/)
    const chosen = await anna.gql(UpdatePreOrderDocument, {
      input: { regionID, step: 'CHECKOUT', receiveType: 'pickup', pharmacyID: point?.pharmacy.id },
    })
    expect(chosen.errors).toEqual([])
    const payments =
      chosen.data?.updatePreOrder.availableOptions.payments.map((payment) => payment.type) ?? []
    expect(payments).toContain('online')
    const payment = payments.includes('pharmacy') ? 'pharmacy' : 'yandex_bnpl'
    const ready = await anna.gql(UpdatePreOrderDocument, {
      input: { regionID, step: 'CHECKOUT', payment },
    })
    expect(ready.data?.updatePreOrder.pharmacy?.id).toBe(point?.pharmacy.id)
    const total = ready.data?.updatePreOrder.total.totalAmount ?? 0

    // Save, then read the order back.
    const saved = await anna.gql(SaveOrderDocument, { regionID, idempotencyKey: 'purchase-1' })
    expect(saved.errors).toEqual([])
    const orderId = saved.data?.saveOrder.id as string
    expect(saved.data?.saveOrder.total.totalAmount).toBe(total)
    const placed = await anna.gql(OrderDocument, { id: orderId })
    expect(placed.data?.order?.status).toBe(payment === 'pharmacy' ? 'NEW' : 'AWAITING_PAYMENT')
    expect(placed.data?.order?.pharmacy?.id).toBe(point?.pharmacy.id)

    const before = await anna.gql(LoyaltiesDocument)
    const pointsBefore = before.data?.loyalties?.points ?? 0

    // The pharmacy hands the order over.
    await advanceOrder(api.database.db, orderId, 'COMPLETED')
    const done = await anna.gql(OrderDocument, { id: orderId })
    expect(done.data?.order?.status).toBe('COMPLETED')
    expect(done.data?.order?.statusLabel).toBe('Получен')
    expect(done.data?.order?.statuses.at(-1)).toMatchObject({
      status: 'COMPLETED',
      isDone: true,
      isCurrent: true,
    })

    const after = await anna.gql(LoyaltiesDocument)
    expect(after.data?.loyalties?.points).toBe(pointsBefore + Math.floor(total / 100))
  })
})
