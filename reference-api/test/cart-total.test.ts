// The cart's total is the order's money as far as the shopper has chosen it (#32): once the
// pre-order holds a promo code, points or courier delivery, the cart query and every cart write
// answer the pre-order's total to the kopeck; without them the cart shows the goods alone.
import {
  CartDocument,
  ClearCartDocument,
  PharmacySearchListDocument,
  PreOrderDocument,
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

describe.each(backends)('cart total as chosen (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()
  let products: PricedProduct[]

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'cart_total'),
      catalogSize: 150,
      now: clock.now,
    })
    products = await orderableProducts(api, REGION, {
      minPrice: 300,
      maxPrice: 700,
      minQuantity: 4,
      limit: 2,
    })
    expect(products.length).toBe(2)
  })
  afterAll(() => api?.close())

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
  const fill = async (who: Shopper) => {
    const [a, b] = products as [PricedProduct, PricedProduct]
    await who.gql(ClearCartDocument, { regionID: REGION })
    const filled = await who.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [line(a, 2), line(b, 2)],
    })
    expect(filled.errors).toEqual([])
  }

  it('a promo code and points: the cart answers the pre-order total, and the goods once removed', async () => {
    const anna = shopper(api, clock)
    await anna.signIn('+79990000001')
    await fill(anna)
    const goods = await cartTotal(anna)
    expect(goods.promoDiscount).toBe(0)
    expect(goods.totalAmount).toBe(goods.productsAmount)

    await anna.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    const list = await anna.gql(PharmacySearchListDocument, { regionID: REGION })
    const point = list.data?.pharmacySearchList.items.find((item) => item.available)
    await anna.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType: 'pickup',
        pharmacyID: point?.pharmacy.id,
        payment: 'online',
      },
    })
    const applied = await anna.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        loyalty: { promoCode: 'ZDOROVYE10', points: 7 },
      },
    })
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
})
