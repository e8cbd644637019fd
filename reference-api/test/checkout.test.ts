// Checkout on the real server: refusals (E_100, E_29, E_35, E_110, E_23), courier delivery to an
// address from the gazetteer, idempotent saving, and the test payment page.
import {
  AddressCoordinatesDocument,
  CartDocument,
  ClearCartDocument,
  DeliveryZonesDocument,
  OrderDocument,
  PharmacySearchListDocument,
  PharmacySearchMapDocument,
  PickupStoreDocument,
  PreOrderDocument,
  SaveOrderDocument,
  SuggestAddressDocument,
  UpdateCartDocument,
  UpdateCartMiniDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { errorMessage } from '@apteka/sdk/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './harness'
import {
  backends,
  codes,
  line,
  orderableProducts,
  type PricedProduct,
  type Shopper,
  shopper,
  suiteDatabaseUrl,
  testClock,
} from './shopper'

const REGION = 'moscowregion'
const CUSTOMER = '+79990000001'

describe.each(backends)('checkout (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()
  let products: PricedProduct[]

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'checkout'),
      catalogSize: 150,
      now: clock.now,
    })
    products = await orderableProducts(api, REGION, {
      minPrice: 150,
      maxPrice: 400,
      minQuantity: 4,
      limit: 30,
    })
    expect(products.length).toBeGreaterThanOrEqual(6)
  })
  afterAll(() => api?.close())

  /** Two products, enough of them to pass the 500 ₽ minimum. */
  const fillCart = async (who: Shopper, offset = 0) => {
    const [a, b] = products.slice(offset, offset + 2) as [PricedProduct, PricedProduct]
    const answer = await who.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [line(a, 2), line(b, 2)],
    })
    expect(answer.data?.updateCart.total.button.available).toBe(true)
    return answer.data?.updateCart
  }

  /** Pickup at the first pharmacy that has everything, paid as asked. */
  const choosePickup = async (who: Shopper, payment: 'pharmacy' | 'online') => {
    await who.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    const list = await who.gql(PharmacySearchListDocument, { regionID: REGION })
    const point = list.data?.pharmacySearchList.items.find((item) => item.available)
    expect(point).toBeDefined()
    const chosen = await who.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType: 'pickup',
        pharmacyID: point?.pharmacy.id,
      },
    })
    const offered =
      chosen.data?.updatePreOrder.availableOptions.payments.map((entry) => entry.type) ?? []
    const answer = await who.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        payment: offered.includes(payment) ? payment : 'online',
      },
    })
    expect(answer.errors).toEqual([])
    return answer.data?.updatePreOrder
  }

  it('an empty cart cannot be checked out (E_100)', async () => {
    const guest = shopper(api)
    expect(codes(await guest.gql(PreOrderDocument, { regionID: REGION, step: 'CART' }))).toEqual([
      'E_100',
    ])
    expect(codes(await guest.gql(SaveOrderDocument, { regionID: REGION }))).toEqual(['E_100'])
  })

  it('the mini cart is checked out when the request names it in X-Cart-Id', async () => {
    const guest = shopper(api)
    const [a, b] = products.slice(0, 2) as [PricedProduct, PricedProduct]
    const created = await guest.gql(UpdateCartMiniDocument, {
      input: { regionId: REGION, items: [line(a, 2), line(b, 2)] },
    })
    const cartId = created.data?.updateCartMini.cart.id as string
    expect(codes(await guest.gql(PreOrderDocument, { regionID: REGION, step: 'CART' }))).toEqual([
      'E_100',
    ])
    const pre = await guest.gql(
      PreOrderDocument,
      { regionID: REGION, step: 'CART' },
      { 'x-cart-id': cartId },
    )
    expect(pre.errors).toEqual([])
    expect(
      pre.data?.preOrder.groups.flatMap((group) => group.items.map((item) => item.quantity)),
    ).toEqual([2, 2])
  })

  it('below the minimum sum saving is refused with E_29 and the region’s min_sum', async () => {
    const guest = shopper(api)
    await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [line(products[0] as PricedProduct, 1)],
    })
    const pre = await guest.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    expect(pre.data?.preOrder.total.button.message).toBe(errorMessage('E_29', { min_sum: 500 }))
    const list = await guest.gql(PharmacySearchListDocument, { regionID: REGION })
    await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType: 'pickup',
        pharmacyID: list.data?.pharmacySearchList.items[0]?.pharmacy.id,
        payment: 'online',
        receiver: { name: 'Гость', phone: '+79995550000' },
      },
    })
    const saved = await guest.gql(SaveOrderDocument, { regionID: REGION })
    expect(codes(saved)).toEqual(['E_29'])
    expect(saved.errors[0]?.message).toBe(
      'Минимальная сумма заказа 500 руб., добавьте ещё товаров в корзину',
    )
  })

  it('pickup needs a pharmacy (E_23) and a guest needs a receiver (E_36)', async () => {
    const guest = shopper(api)
    await fillCart(guest)
    await guest.gql(UpdatePreOrderDocument, {
      input: { regionID: REGION, step: 'PICKUP', receiveType: 'pickup' },
    })
    expect(codes(await guest.gql(SaveOrderDocument, { regionID: REGION }))).toEqual(['E_23'])
    await choosePickup(guest, 'online')
    const missing = await guest.gql(SaveOrderDocument, { regionID: REGION })
    expect(codes(missing)).toEqual(['E_36'])
    expect(missing.errors[0]?.extensions).toMatchObject({ params: { field: 'receiver.name' } })
  })

  it('courier: unavailable without a zone in the region, or to an address outside the zone (E_35)', async () => {
    const guest = shopper(api)
    await fillCart(guest)
    const [far] = await api.database.exec<{ id: string }>(
      `SELECT r.id FROM regions r WHERE NOT EXISTS (SELECT 1 FROM delivery_zones z WHERE z.region_id = r.id) LIMIT 1`,
    )
    expect(
      codes(
        await guest.gql(UpdatePreOrderDocument, {
          input: { regionID: far?.id as string, step: 'DELIVERY', receiveType: 'courier' },
        }),
      ),
    ).toEqual(['E_35'])
    expect(
      (await guest.gql(DeliveryZonesDocument, { regionID: far?.id as string })).data?.deliveryZones,
    ).toEqual([])

    const outside = await guest.gql(AddressCoordinatesDocument, {
      regionID: REGION,
      addressText: 'Сергиев Посад, пр-т Красной Армии, дом 10',
    })
    expect(outside.data?.addressCoordinates?.inDeliveryZone).toBe(false)
    const pre = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'DELIVERY',
        receiveType: 'courier',
        address: { formattedAddress: 'Сергиев Посад, пр-т Красной Армии, дом 10' },
        payment: 'cash',
        receiver: { name: 'Гость', phone: '+79995550001' },
      },
    })
    expect(pre.data?.updatePreOrder.options.delivery?.addressError).toBe(errorMessage('E_35'))
    expect(codes(await guest.gql(SaveOrderDocument, { regionID: REGION }))).toEqual(['E_35'])
  })

  it('courier to a suggested address: dates, intervals, price and a saved order with the address', async () => {
    const guest = shopper(api)
    await fillCart(guest, 2)
    const suggestions = await guest.gql(SuggestAddressDocument, {
      query: 'тверская 7',
      regionID: REGION,
    })
    const address = suggestions.data?.suggestAddress[0]
    expect(address).toMatchObject({
      formattedAddress: 'г. Москва, ул. Тверская, дом 7',
      city: 'Москва',
      country: 'Россия',
    })
    const located = await guest.gql(AddressCoordinatesDocument, {
      regionID: REGION,
      addressText: address?.formattedAddress as string,
    })
    expect(located.data?.addressCoordinates?.inDeliveryZone).toBe(true)

    const pre = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'DELIVERY',
        receiveType: 'courier',
        address: {
          formattedAddress: address?.formattedAddress,
          entrance: '2',
          floor: '5',
          office: '17',
        },
        receiver: { name: 'Иван Гостев', phone: '8 999 555-00-02' },
      },
    })
    expect(pre.errors).toEqual([])
    const view = pre.data?.updatePreOrder
    expect(view?.options.delivery?.addressError).toBeNull()
    const dates = view?.availableOptions.deliveryDates ?? []
    expect(dates.filter((date) => !date.intervals.every((slot) => slot.isExpress)).length).toBe(5)
    expect(dates.some((date) => date.label === 'Завтра')).toBe(true)
    const day = dates.find((date) => date.label === 'Завтра')
    expect(day?.intervals.map((slot) => slot.text)).toEqual([
      '09:00–13:00',
      '13:00–17:00',
      '17:00–21:00',
    ])
    const goods = view?.total.productsAmount ?? 0
    expect(day?.intervals[0]?.price).toBe(goods >= 2500 ? 0 : 299)
    expect(view?.availableOptions.payments.map((payment) => payment.label)).toEqual([
      'Онлайн на сайте',
      'Картой курьеру',
      'Наличными курьеру',
      'Яндекс Сплит',
    ])

    const chosen = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        dateId: day?.id,
        intervalId: '13-17',
        payment: 'card',
      },
    })
    expect(chosen.errors).toEqual([])
    expect(chosen.data?.updatePreOrder.total.courierPrice).toBe(goods >= 2500 ? 0 : 299)
    expect(chosen.data?.updatePreOrder.total.totalAmount).toBe(goods + (goods >= 2500 ? 0 : 299))
    expect(chosen.data?.updatePreOrder.deliveryParams?.dateText).toBe('Завтра, 13:00–17:00')

    const saved = await guest.gql(SaveOrderDocument, {
      regionID: REGION,
      idempotencyKey: 'courier-1',
    })
    expect(saved.errors).toEqual([])
    expect(saved.data?.saveOrder).toMatchObject({
      receiveType: 'courier',
      status: 'NEW',
      paymentStatus: { status: 'NOT_REQUIRED', label: 'Не требуется' },
      deliveryParams: {
        address: {
          formattedAddress: 'г. Москва, ул. Тверская, дом 7',
          entrance: '2',
          floor: '5',
          office: '17',
        },
        dateText: 'Завтра, 13:00–17:00',
        receiver: { name: 'Иван Гостев', phone: '+79995550002' },
      },
      options: { payment: 'card' },
    })
    // The bought lines left the cart.
    expect((await guest.gql(CartDocument, { regionID: REGION })).data?.cart.groups).toEqual([])
    // The guest who placed it reads it; another guest does not.
    expect(
      (await guest.gql(OrderDocument, { id: saved.data?.saveOrder.id as string })).data?.order?.id,
    ).toBe(saved.data?.saveOrder.id)
    expect(
      (await shopper(api).gql(OrderDocument, { id: saved.data?.saveOrder.id as string })).data
        ?.order,
    ).toBeNull()
  })

  it('pickup points: “N из M товаров”, the chosen one first, clusters at low zoom', async () => {
    const guest = shopper(api)
    await fillCart(guest, 4)
    const list = await guest.gql(PharmacySearchListDocument, {
      regionID: REGION,
      paginator: { page: 1, limit: 100 },
    })
    const items = list.data?.pharmacySearchList.items ?? []
    expect(list.data?.pharmacySearchList.total).toBeGreaterThan(10)
    for (const item of items) {
      expect(item.availableProduct).toBe(`${item.availableCount} из 2 товаров`)
      expect(item.available).toBe(item.availableCount === 2)
    }
    const target = items[3]?.pharmacy.id as string
    await guest.gql(UpdatePreOrderDocument, {
      input: { regionID: REGION, step: 'PICKUP', receiveType: 'pickup', pharmacyID: target },
    })
    const again = await guest.gql(PharmacySearchListDocument, { regionID: REGION })
    expect(again.data?.pharmacySearchList.items[0]).toMatchObject({
      selected: true,
      pharmacy: { id: target },
    })

    const bounds = { xMin: 36.8, xMax: 38.4, yMin: 55.1, yMax: 56.2 }
    const far = await guest.gql(PharmacySearchMapDocument, { regionID: REGION, bounds, zoom: 9 })
    const clusters = far.data?.pharmacySearchMap.clusters ?? []
    expect(clusters.length).toBeGreaterThan(0)
    const near = await guest.gql(PharmacySearchMapDocument, { regionID: REGION, bounds, zoom: 16 })
    expect(near.data?.pharmacySearchMap.clusters).toEqual([])
    const shown =
      (far.data?.pharmacySearchMap.points.length ?? 0) +
      clusters.reduce((sum, cluster) => sum + cluster.count, 0)
    expect(shown).toBe(near.data?.pharmacySearchMap.points.length)

    const store = await guest.gql(PickupStoreDocument, { pharmacyId: target, regionID: REGION })
    expect(store.data?.pickupStore?.pharmacy.id).toBe(target)
    expect(store.data?.pickupStore?.deliveries.map((delivery) => delivery.receiveType)).toEqual([
      'pickup',
      'booking',
    ])
    expect(store.data?.pickupStore?.deliveries[0]?.isChecked).toBe(true)
  })

  it('booking takes only what the chosen pharmacy has on the shelf, paid in the pharmacy', async () => {
    const [stocked] = await api.database.exec<{
      pharmacy_id: number
      product_id: number
      price_type_id: number
      quantity: number
    }>(
      `SELECT s.pharmacy_id, s.product_id, pp.price_type_id, least(s.quantity, pp.max_quantity) AS quantity
         FROM pharmacy_stock s
         JOIN pharmacies ph ON ph.id = s.pharmacy_id AND ph.region_id = $1 AND ph.is_active
         JOIN product_prices pp ON pp.product_id = s.product_id AND pp.region_id = $1
              AND pp.available_for_booking AND pp.price_type_id NOT BETWEEN 8 AND 13
        WHERE pp.price * least(s.quantity, pp.max_quantity) >= 600
        ORDER BY s.pharmacy_id, s.product_id LIMIT 1`,
      [REGION],
    )
    expect(stocked).toBeDefined()
    const [missing] = await api.database.exec<{ product_id: number; price_type_id: number }>(
      `SELECT pp.product_id, pp.price_type_id FROM product_prices pp
        WHERE pp.region_id = $1 AND pp.available_for_order AND pp.price_type_id = 1
          AND NOT EXISTS (SELECT 1 FROM pharmacy_stock s WHERE s.pharmacy_id = $2 AND s.product_id = pp.product_id)
        LIMIT 1`,
      [REGION, stocked?.pharmacy_id],
    )
    const guest = shopper(api)
    await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [
        {
          productID: String(stocked?.product_id),
          priceTypeID: Number(stocked?.price_type_id),
          quantity: Number(stocked?.quantity),
        },
        {
          productID: String(missing?.product_id),
          priceTypeID: Number(missing?.price_type_id),
          quantity: 1,
        },
      ],
    })
    const booked = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType: 'booking',
        pharmacyID: String(stocked?.pharmacy_id),
        receiver: { name: 'Гость', phone: '+79995550006' },
      },
    })
    expect(booked.errors).toEqual([])
    const view = booked.data?.updatePreOrder
    const selectable = Object.fromEntries(
      (view?.groups ?? []).flatMap((group) =>
        group.items.map((item) => [item.product.id, item.availableForSelect]),
      ),
    )
    expect(selectable).toEqual({
      [String(stocked?.product_id)]: true,
      [String(missing?.product_id)]: false,
    })
    expect(view?.availableOptions.payments).toEqual([
      { type: 'pharmacy', selected: true, label: 'Оплата в аптеке', email: null, merchantId: null },
    ])
    const saved = await guest.gql(SaveOrderDocument, { regionID: REGION })
    expect(saved.errors).toEqual([])
    expect(saved.data?.saveOrder).toMatchObject({
      receiveType: 'booking',
      status: 'NEW',
      pharmacy: { id: String(stocked?.pharmacy_id) },
    })
    expect(saved.data?.saveOrder.items.map((item) => item.product.id)).toEqual([
      String(stocked?.product_id),
    ])
    // The line the pharmacy did not have stays in the cart.
    const cart = await guest.gql(CartDocument, { regionID: REGION })
    expect(
      cart.data?.cart.groups.flatMap((group) => group.items.map((item) => item.product.id)),
    ).toEqual([String(missing?.product_id)])
  })

  it('saveOrder is idempotent: the same key twice, even at once, is one order', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    await anna.gql(UpdateCartDocument, { regionID: REGION, items: [] })
    await fillCart(anna, 6)
    await choosePickup(anna, 'pharmacy')
    const [first, second] = await Promise.all([
      anna.gql(SaveOrderDocument, { regionID: REGION, idempotencyKey: 'key-42' }),
      anna.gql(SaveOrderDocument, { regionID: REGION, idempotencyKey: 'key-42' }),
    ])
    expect(first.errors).toEqual([])
    expect(second.errors).toEqual([])
    const third = await anna.gql(SaveOrderDocument, { regionID: REGION, idempotencyKey: 'key-42' })
    expect(second.data?.saveOrder.id).toBe(first.data?.saveOrder.id)
    expect(third.data?.saveOrder.id).toBe(first.data?.saveOrder.id)
    const rows = await api.database.exec<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE idempotency_key = 'key-42'`,
    )
    expect(rows[0]?.n).toBe(1)
  })

  it('promo code and points: errors in the choice, then 10% off and at most half paid with points', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const [pricey] = await orderableProducts(api, REGION, {
      minPrice: 300,
      maxPrice: 600,
      minQuantity: 4,
      limit: 1,
    })
    await anna.gql(ClearCartDocument, { regionID: REGION })
    await anna.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [line(pricey as PricedProduct, 4)],
    })
    await choosePickup(anna, 'pharmacy')
    const unknown = await anna.gql(UpdatePreOrderDocument, {
      input: { regionID: REGION, step: 'CHECKOUT', loyalty: { promoCode: 'NOPE' } },
    })
    expect(unknown.data?.updatePreOrder.loyalty?.params.promo).toMatchObject({
      selected: false,
      code: 'NOPE',
      error: 'Промокод не найден',
    })
    const inactive = await anna.gql(UpdatePreOrderDocument, {
      input: { regionID: REGION, step: 'CHECKOUT', loyalty: { promoCode: 'LETO2024' } },
    })
    expect(inactive.data?.updatePreOrder.loyalty?.params.promo.error).toBe('Промокод не найден')

    const applied = await anna.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        loyalty: { promoCode: 'zdorovye10', points: 100_000 },
      },
    })
    const view = applied.data?.updatePreOrder
    const goods = view?.total.productsAmount ?? 0
    expect(goods).toBeGreaterThanOrEqual(1000)
    const promo = Math.round(goods * 10) / 100
    const maxPoints = Math.floor((goods - promo) / 2)
    expect(view?.loyalty?.params.promo).toMatchObject({
      selected: true,
      code: 'ZDOROVYE10',
      error: null,
    })
    expect(view?.loyalty?.params.points.error).toMatch(/^Можно списать не больше/)
    const spent = view?.total.expensePoints ?? 0
    expect(spent).toBeLessThanOrEqual(maxPoints)
    expect(view?.total.totalAmount).toBeCloseTo(goods - promo - spent, 2)

    const saved = await anna.gql(SaveOrderDocument, { regionID: REGION, idempotencyKey: 'promo-1' })
    expect(saved.errors).toEqual([])
    expect(saved.data?.saveOrder.total).toMatchObject({
      pointsSpent: spent,
      totalAmount: view?.total.totalAmount,
    })
  })

  it('without a key, a retry after the save answers the same order', async () => {
    const guest = shopper(api)
    await fillCart(guest, 8)
    await choosePickup(guest, 'pharmacy')
    await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiver: { name: 'Гость', phone: '+79995550003' },
      },
    })
    const first = await guest.gql(SaveOrderDocument, { regionID: REGION })
    const retry = await guest.gql(SaveOrderDocument, { regionID: REGION })
    expect(first.errors).toEqual([])
    expect(retry.data?.saveOrder.id).toBe(first.data?.saveOrder.id)
  })

  it('a price changed since the shopper saw the pre-order is E_110', async () => {
    const guest = shopper(api)
    const [a, b] = await fillCartAndGet(guest, 10)
    await choosePickup(guest, 'pharmacy')
    await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiver: { name: 'Гость', phone: '+79995550004' },
      },
    })
    await api.database.exec(
      'UPDATE product_prices SET price = price + 10 WHERE region_id = $1 AND product_id = $2 AND price_type_id = $3',
      [REGION, a.id, a.priceTypeId],
    )
    expect(codes(await guest.gql(SaveOrderDocument, { regionID: REGION }))).toEqual(['E_110'])
    // Seen again, it saves.
    await guest.gql(PreOrderDocument, { regionID: REGION, step: 'CHECKOUT' })
    const saved = await guest.gql(SaveOrderDocument, { regionID: REGION })
    expect(saved.errors).toEqual([])
    expect(saved.data?.saveOrder.items.map((item) => item.product.id).sort()).toEqual(
      [String(a.id), String(b.id)].sort(),
    )
  })

  it('online payment: the page, then Оплатить → PAID and the success page; Отказаться → DECLINED and the fail page', async () => {
    const place = async (offset: number) => {
      const guest = shopper(api)
      await fillCart(guest, offset)
      await choosePickup(guest, 'online')
      await guest.gql(UpdatePreOrderDocument, {
        input: {
          regionID: REGION,
          step: 'CHECKOUT',
          receiver: { name: 'Гость', phone: '+79995550005' },
        },
      })
      const saved = await guest.gql(SaveOrderDocument, { regionID: REGION })
      expect(saved.errors).toEqual([])
      return { guest, order: saved.data?.saveOrder }
    }

    const { guest, order } = await place(12)
    expect(order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      paymentStatus: { status: 'PENDING', label: 'Ожидает оплаты' },
    })
    const url = order?.paymentParams?.url as string
    expect(url).toMatch(new RegExp(`^/pay/${order?.id}\\?token=`))
    expect(order?.paymentParams?.returnURL).toBe(`/checkout/success/${order?.id}`)
    const token = new URL(url, api.url).searchParams.get('token') as string

    const page = await fetch(new URL(url, api.url))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="ru">')
    expect(html).toContain(`№ ${order?.number}`)
    expect(html).toContain('Оплатить')
    expect(html).toContain('Отказаться')
    expect(html).toMatch(/aria-label="Оплатить заказ/)
    expect((await fetch(new URL(`/pay/${order?.id}?token=wrong`, api.url))).status).toBe(404)

    const paid = await fetch(new URL(`/pay/${order?.id}/confirm`, api.url), {
      method: 'POST',
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`/checkout/success/${order?.id}`)
    const after = await guest.gql(OrderDocument, { id: order?.id as string })
    expect(after.data?.order).toMatchObject({
      status: 'ASSEMBLING',
      paymentStatus: { status: 'PAID', label: 'Оплачен' },
      paymentParams: null,
    })
    expect(after.data?.order?.statuses.find((entry) => entry.status === 'PAID')).toMatchObject({
      isDone: true,
    })

    const declined = await place(14)
    const declineToken = new URL(
      declined.order?.paymentParams?.url as string,
      api.url,
    ).searchParams.get('token') as string
    const refused = await fetch(new URL(`/pay/${declined.order?.id}/decline`, api.url), {
      method: 'POST',
      body: new URLSearchParams({ token: declineToken }),
      redirect: 'manual',
    })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe(`/checkout/fail/${declined.order?.id}`)
    const failed = await declined.guest.gql(OrderDocument, { id: declined.order?.id as string })
    expect(failed.data?.order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      paymentStatus: { status: 'DECLINED', label: 'Отклонён' },
    })
  })

  /** fillCart that also answers which two products went in. */
  async function fillCartAndGet(who: Shopper, offset: number) {
    await fillCart(who, offset)
    return products.slice(offset, offset + 2) as [PricedProduct, PricedProduct]
  }
})
