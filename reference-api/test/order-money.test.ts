// The money of a checkout and of the order it saves is the sdk's money model: the pre-order's
// terms add up to its total, the saved order's stored total and points equal the model's for its
// stored lines, and the order page answers every term (promo, points, delivery) — #32. The cart's
// total is the order's money as far as the shopper has chosen it: once the pre-order holds a promo
// code, points or courier delivery, the cart query and every cart write answer the pre-order's
// total to the kopeck; without them the cart shows the goods alone.
import {
  AddressCoordinatesDocument,
  CartDocument,
  ClearCartDocument,
  OrderDocument,
  orderMoney,
  PharmacySearchListDocument,
  PreOrderDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './harness'
import {
  backends,
  line,
  orderableProducts,
  type PricedProduct,
  type Shopper,
  shopper,
  suiteDatabaseUrl,
  testClock,
} from './shopper'

const REGION = 'moscowregion'
const kopecks = (roubles: number) => Math.round(roubles * 100)

/** The terms a summary shows, in kopecks, so two totals compare to the kopeck. */
const terms = (total: {
  amount: number
  priceDiscount: number
  productsAmount: number
  promoDiscount: number
  promoCode?: string | null
  expensePoints: number
  courierPrice?: number | null
  deliveryIncluded: boolean
  totalAmount: number
  points: number
  quantity: number
}) => ({
  amount: kopecks(total.amount),
  priceDiscount: kopecks(total.priceDiscount),
  productsAmount: kopecks(total.productsAmount),
  promoDiscount: kopecks(total.promoDiscount),
  promoCode: total.promoCode ?? null,
  expensePoints: total.expensePoints,
  delivery: total.deliveryIncluded ? kopecks(total.courierPrice ?? 0) : null,
  totalAmount: kopecks(total.totalAmount),
  points: total.points,
  quantity: total.quantity,
})

describe.each(backends)('order money (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()
  let products: PricedProduct[]

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'order-money'),
      catalogSize: 150,
      now: clock.now,
    })
    products = await orderableProducts(api, REGION, {
      minPrice: 300,
      maxPrice: 700,
      minQuantity: 4,
      limit: 4,
    })
    expect(products.length).toBeGreaterThanOrEqual(2)
  })
  afterAll(() => api?.close())

  /** The stored order and its lines, priced again by the model from what was stored. */
  const storedOrder = async (id: string) => {
    const [order] = await api.database.exec<{
      total: string
      products_amount: string
      discount: string
      delivery_price: string
      points_spent: number
      points_earned: number
    }>(
      `SELECT total, products_amount, discount, delivery_price, points_spent, points_earned FROM orders WHERE id = '${id}'`,
    )
    const lines = await api.database.exec<{ price: string; list_price: string; quantity: number }>(
      `SELECT price, list_price, quantity FROM order_items WHERE order_id = '${id}'`,
    )
    return {
      order: order as NonNullable<typeof order>,
      lines: lines.map((row) => ({
        price: Number(row.price),
        listPrice: Number(row.list_price),
        quantity: row.quantity,
      })),
    }
  }

  const fill = async (who: Shopper) => {
    const [a, b] = products as [PricedProduct, PricedProduct]
    await who.gql(ClearCartDocument, { regionID: REGION })
    await who.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 2), line(b, 2)] })
  }

  const cartTotal = async (who: Shopper) => {
    const answer = await who.gql(CartDocument, { regionID: REGION })
    expect(answer.errors).toEqual([])
    return terms(answer.data?.cart.total as NonNullable<typeof answer.data>['cart']['total'])
  }
  const preOrderTotal = async (who: Shopper) => {
    const answer = await who.gql(PreOrderDocument, { regionID: REGION, step: 'CHECKOUT' })
    expect(answer.errors).toEqual([])
    const total = answer.data?.preOrder.total
    if (!total) throw new Error('no pre-order total')
    return terms(total)
  }
  /** Pickup at the first pharmacy with the goods, paid online, with ZDOROVYE10 and 7 points. */
  const pickupWithPromoAndPoints = async (who: Shopper) => {
    await who.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    const list = await who.gql(PharmacySearchListDocument, { regionID: REGION })
    const point = list.data?.pharmacySearchList.items.find((item) => item.available)
    await who.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType: 'pickup',
        pharmacyID: point?.pharmacy.id,
        payment: 'online',
      },
    })
    return who.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        loyalty: { promoCode: 'ZDOROVYE10', points: 7 },
      },
    })
  }

  it('a promo code and points: the cart answers the pre-order total, and the goods once removed', async () => {
    const anna = shopper(api, clock)
    await anna.signIn('+79990000001')
    await fill(anna)
    const goods = await cartTotal(anna)
    expect(goods.promoDiscount).toBe(0)
    expect(goods.totalAmount).toBe(goods.productsAmount)

    const applied = await pickupWithPromoAndPoints(anna)
    expect(applied.errors).toEqual([])
    const chosen = await preOrderTotal(anna)
    expect(chosen.promoDiscount).toBeGreaterThan(0)
    expect(chosen.promoCode).toBe('ZDOROVYE10')
    expect(chosen.expensePoints).toBe(7)
    expect(chosen.totalAmount).toBeLessThan(goods.totalAmount)
    expect(await cartTotal(anna)).toEqual(chosen)

    // A cart write answers the total as chosen too: the promo's share of the new goods, the points.
    const [a] = products as [PricedProduct]
    const written = await anna.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 3)] })
    expect(written.errors).toEqual([])
    const afterWrite = await preOrderTotal(anna)
    expect(afterWrite.quantity).toBe(5)
    expect(
      terms(
        written.data?.updateCart.total as NonNullable<typeof written.data>['updateCart']['total'],
      ),
    ).toEqual(afterWrite)
    expect(await cartTotal(anna)).toEqual(afterWrite)

    const removed = await anna.gql(UpdatePreOrderDocument, {
      input: { regionID: REGION, step: 'CHECKOUT', loyalty: { promoCode: '', points: 0 } },
    })
    expect(removed.errors).toEqual([])
    const plain = await preOrderTotal(anna)
    expect(plain.promoDiscount).toBe(0)
    expect(plain.expensePoints).toBe(0)
    expect(plain.promoCode).toBeNull()
    expect(plain.totalAmount).toBe(plain.productsAmount)
    expect(await cartTotal(anna)).toEqual(plain)
  })

  it('courier delivery to an address: the cart counts the courier price as the checkout does', async () => {
    const guest = shopper(api, clock)
    await fill(guest)
    await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'DELIVERY',
        receiveType: 'courier',
        address: { formattedAddress: 'г. Москва, ул. Тверская, дом 7' },
      },
    })
    const chosen = await preOrderTotal(guest)
    expect(chosen.delivery).not.toBeNull()
    expect(chosen.totalAmount).toBe(chosen.productsAmount + (chosen.delivery ?? 0))
    expect(await cartTotal(guest)).toEqual(chosen)
  })

  it('pickup with a promo code and points: the terms add up, and the saved order equals the model', async () => {
    const anna = shopper(api, clock)
    await anna.signIn('+79990000001')
    await fill(anna)
    const applied = await pickupWithPromoAndPoints(anna)
    expect(applied.errors).toEqual([])
    const total = applied.data?.updatePreOrder.total
    if (!total) throw new Error('no pre-order total')
    expect(total.promoDiscount).toBeGreaterThan(0)
    expect(total.expensePoints).toBe(7)
    expect(kopecks(total.productsAmount - total.promoDiscount - total.expensePoints)).toBe(
      kopecks(total.totalAmount),
    )
    // Points are earned on what is paid after the promo and the points (SPEC §9, #32).
    expect(total.points).toBe(Math.floor(total.totalAmount / 100))

    const saved = await anna.gql(SaveOrderDocument, { regionID: REGION, idempotencyKey: 'm-1' })
    expect(saved.errors).toEqual([])
    const id = saved.data?.saveOrder.id as string
    const { order, lines } = await storedOrder(id)
    const goods = orderMoney(lines)
    const model = orderMoney(lines, {
      promoDiscount: total.promoDiscount,
      pointsSpent: order.points_spent,
      delivery: Number(order.delivery_price),
    })
    expect(kopecks(Number(order.total))).toBe(kopecks(model.total))
    expect(kopecks(Number(order.total))).toBe(kopecks(total.totalAmount))
    expect(kopecks(Number(order.products_amount))).toBe(kopecks(goods.goodsAmount))
    expect(order.points_earned).toBe(model.pointsToEarn)

    const page = await anna.gql(OrderDocument, { id })
    expect(page.data?.order?.total).toMatchObject({
      totalAmount: total.totalAmount,
      productsAmount: total.productsAmount,
      promoDiscount: total.promoDiscount,
      promoCode: 'ZDOROVYE10',
      pointsSpent: 7,
      courierPrice: 0,
      pointsEarned: total.points,
    })
  })

  it('courier: the order page shows the delivery term, and goods + delivery = total', async () => {
    const guest = shopper(api, clock)
    await fill(guest)
    const address = 'г. Москва, ул. Тверская, дом 7'
    const located = await guest.gql(AddressCoordinatesDocument, {
      regionID: REGION,
      addressText: address,
    })
    expect(located.data?.addressCoordinates?.inDeliveryZone).toBe(true)
    const pre = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'DELIVERY',
        receiveType: 'courier',
        address: { formattedAddress: address },
        receiver: { name: 'Иван Гостев', phone: '8 999 555-00-09' },
      },
    })
    const day = pre.data?.updatePreOrder.availableOptions.deliveryDates.find(
      (date) => date.label === 'Завтра',
    )
    const chosen = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        dateId: day?.id,
        intervalId: '13-17',
        payment: 'card',
      },
    })
    const total = chosen.data?.updatePreOrder.total
    if (!total) throw new Error('no pre-order total')
    const delivery = total.courierPrice ?? 0
    expect(kopecks(total.productsAmount + delivery)).toBe(kopecks(total.totalAmount))
    // Delivery earns nothing.
    expect(total.points).toBe(Math.floor(total.productsAmount / 100))

    const saved = await guest.gql(SaveOrderDocument, { regionID: REGION, idempotencyKey: 'm-2' })
    expect(saved.errors).toEqual([])
    const id = saved.data?.saveOrder.id as string
    const { order, lines } = await storedOrder(id)
    const model = orderMoney(lines, { delivery: Number(order.delivery_price) })
    expect(kopecks(Number(order.total))).toBe(kopecks(model.total))
    expect(order.points_earned).toBe(model.pointsToEarn)
    const page = await guest.gql(OrderDocument, { id })
    expect(page.data?.order?.total).toMatchObject({
      totalAmount: total.totalAmount,
      productsAmount: total.productsAmount,
      promoDiscount: 0,
      courierPrice: delivery,
    })
  })

  it('"Итого от …" drops its "от" once the pharmacy is chosen and the price is known', async () => {
    const [prefixed] = await api.database.exec<{ product_id: number; price_type_id: number }>(
      `SELECT product_id, price_type_id FROM product_prices
        WHERE region_id = '${REGION}' AND has_prefix AND available_for_order AND max_quantity >= 2
          AND price_type_id NOT BETWEEN 8 AND 13 AND price >= 300
        ORDER BY product_id LIMIT 1`,
    )
    expect(prefixed).toBeDefined()
    const guest = shopper(api, clock)
    await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [
        {
          productID: String(prefixed?.product_id),
          priceTypeID: Number(prefixed?.price_type_id),
          quantity: 2,
        },
      ],
    })
    const cart = await guest.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    expect(cart.data?.preOrder.total.needTotalPrefix).toBe(true)
    const list = await guest.gql(PharmacySearchListDocument, { regionID: REGION })
    const point = list.data?.pharmacySearchList.items.find((item) => item.available)
    const chosen = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType: 'pickup',
        pharmacyID: point?.pharmacy.id,
      },
    })
    expect(chosen.errors).toEqual([])
    expect(chosen.data?.updatePreOrder.total.needTotalPrefix).toBe(false)
  })
})
