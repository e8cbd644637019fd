// The cart on the real server: both flows, the maxQuantity cap, totals by the sdk's rules,
// the minimum-sum button, concurrent updates, and the guest cart joining the customer's on login.
import {
  CartDocument,
  CartMiniDocument,
  ClearCartDocument,
  cartTotals,
  UpdateCartDocument,
  UpdateCartMiniDocument,
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
  shopper,
  suiteDatabaseUrl,
  testClock,
} from './shopper'

const REGION = 'moscowregion'
const CUSTOMER = '+79990000001'
const EMPLOYEE = '+79990000002'

const itemsOf = (
  cart: { groups: { items: { product: { id: string }; quantity: number }[] }[] } | null | undefined,
) =>
  Object.fromEntries(
    (cart?.groups ?? []).flatMap((group) =>
      group.items.map((item) => [item.product.id, item.quantity]),
    ),
  )

describe.each(backends)('cart (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()
  let products: PricedProduct[]

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'cart'),
      catalogSize: 150,
      now: clock.now,
    })
    products = await orderableProducts(api, REGION, {
      minPrice: 50,
      maxPrice: 450,
      minQuantity: 3,
      limit: 40,
    })
    expect(products.length).toBeGreaterThanOrEqual(20)
  })
  afterAll(() => api?.close())

  it('sets the given lines, keeps the others, removes a line at quantity 0 and caps at maxQuantity', async () => {
    const guest = shopper(api)
    const [a, b] = products as [PricedProduct, PricedProduct]
    await guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 1), line(b, 2)] })
    const capped = await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [line(a, a.maxQuantity + 50)],
    })
    expect(capped.errors).toEqual([])
    expect(itemsOf(capped.data?.updateCart)).toEqual({ [a.id]: a.maxQuantity, [b.id]: 2 })
    const removed = await guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(b, 0)] })
    expect(itemsOf(removed.data?.updateCart)).toEqual({ [a.id]: a.maxQuantity })
    // The cart belongs to the guest cookie: another guest sees an empty cart.
    expect(
      itemsOf((await shopper(api).gql(CartDocument, { regionID: REGION })).data?.cart),
    ).toEqual({})
    expect(itemsOf((await guest.gql(CartDocument, { regionID: REGION })).data?.cart)).toEqual({
      [a.id]: a.maxQuantity,
    })
  })

  it('refuses an unknown product (E_20) and a price type the region does not sell (E_34)', async () => {
    const guest = shopper(api)
    const [a] = products as [PricedProduct]
    expect(
      codes(
        await guest.gql(UpdateCartDocument, {
          regionID: REGION,
          items: [{ ...line(a, 1), productID: '999999' }],
        }),
      ),
    ).toEqual(['E_20'])
    const [unsold] = await api.database.exec<{ id: number }>(
      `SELECT p.id FROM products p WHERE NOT EXISTS (
         SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id AND pp.region_id = $1 AND pp.price_type_id = 12) LIMIT 1`,
      [REGION],
    )
    const refused = await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [{ productID: String(unsold?.id), priceTypeID: 12, quantity: 1 }],
    })
    expect(codes(refused)).toEqual(['E_34'])
    expect(
      codes(await guest.gql(UpdateCartDocument, { regionID: 'atlantis', items: [line(a, 1)] })),
    ).toEqual(['E_15'])
  })

  it('totals count only ticked lines and follow the sdk’s cartTotals; points are floor(total/100)', async () => {
    const guest = shopper(api)
    const [a, b, c] = products.slice(-3) as [PricedProduct, PricedProduct, PricedProduct]
    const answer = await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [line(a, 2), line(b, 3), line(c, 1, false)],
    })
    const cart = answer.data?.updateCart
    const items = cart?.groups.flatMap((group) => group.items) ?? []
    expect(items).toHaveLength(3)
    const expected = cartTotals(
      items.map((item) => ({
        price: item.price,
        listPrice: item.listPrice,
        quantity: item.quantity,
        isChecked: item.isChecked,
        availableForOrder: item.product.availableForOrder,
        availableForBooking: item.product.availableForBooking,
      })),
    )
    expect(cart?.total).toMatchObject({
      amount: expected.amount,
      totalAmount: expected.totalAmount,
      discount: expected.discount,
      productsCount: 2,
      quantity: 5,
      points: Math.floor(expected.totalAmount / 100),
      minSum: 500,
    })
    for (const item of items) {
      expect(item.totalAmount).toBeCloseTo(item.price * item.quantity, 2)
      expect(item.amount).toBeCloseTo(item.listPrice * item.quantity, 2)
    }
  })

  it('below the minimum sum the button says E_29’s text, an empty cart E_100’s', async () => {
    const guest = shopper(api)
    const cheap = products[0] as PricedProduct
    const small = await guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(cheap, 1)] })
    expect(small.data?.updateCart.total.button).toEqual({
      available: false,
      message: errorMessage('E_29', { min_sum: 500 }),
    })
    expect(small.data?.updateCart.total.button.message).toContain(
      'Минимальная сумма заказа 500 руб.',
    )
    const cleared = await guest.gql(ClearCartDocument, { regionID: REGION })
    expect(cleared.data?.clearCart.groups).toEqual([])
    expect(cleared.data?.clearCart.total.button).toEqual({
      available: false,
      message: errorMessage('E_100'),
    })
  })

  it('20 concurrent updates of one cart leave exactly the quantities set, in one cart', async () => {
    const guest = shopper(api)
    const target = products[1] as PricedProduct
    const others = products.slice(2, 22)
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () =>
        guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(target, 3)] }),
      ),
      ...others.map((product) =>
        guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(product, 1)] }),
      ),
    ])
    expect(answers.flatMap((answer) => answer.errors)).toEqual([])
    const cart = await guest.gql(CartDocument, { regionID: REGION })
    expect(itemsOf(cart.data?.cart)).toEqual({
      [target.id]: 3,
      ...Object.fromEntries(others.map((product) => [product.id, 1])),
    })
    const rows = await api.database.exec<{ n: number }>(
      'SELECT count(*)::int AS n FROM carts WHERE guest_id = $1',
      [guest.guestId],
    )
    expect(rows[0]?.n).toBe(1)
  })

  it('mini cart: created without an id, read and changed by id, hidden from other customers once attached', async () => {
    const guest = shopper(api)
    const [a, b] = products.slice(5, 7) as [PricedProduct, PricedProduct]
    const created = await guest.gql(UpdateCartMiniDocument, {
      input: { regionId: REGION, items: [line(a, 2)] },
    })
    expect(created.errors).toEqual([])
    const id = created.data?.updateCartMini.cart.id as string
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const changed = await guest.gql(UpdateCartMiniDocument, {
      input: { id, regionId: REGION, items: [line(b, 1)] },
    })
    expect(changed.data?.updateCartMini.cart.id).toBe(id)
    expect(itemsOf(changed.data?.updateCartMini.cart)).toEqual({ [a.id]: 2, [b.id]: 1 })
    // Anyone with the id reads an anonymous mini cart; it is not the legacy cart of the cookie.
    expect(
      itemsOf((await shopper(api).gql(CartMiniDocument, { id, regionId: REGION })).data?.cartMini),
    ).toEqual({
      [a.id]: 2,
      [b.id]: 1,
    })
    expect(itemsOf((await guest.gql(CartDocument, { regionID: REGION })).data?.cart)).toEqual({})
    // Used while signed in, it becomes the customer's: others no longer see it.
    const employee = shopper(api, clock)
    await employee.signIn(EMPLOYEE)
    const attached = await employee.gql(UpdateCartMiniDocument, {
      input: { id, regionId: REGION, items: [line(b, 2)] },
    })
    expect(attached.data?.updateCartMini.cart.id).toBe(id)
    expect(
      (await shopper(api).gql(CartMiniDocument, { id, regionId: REGION })).data?.cartMini,
    ).toBeNull()
    expect(
      itemsOf((await employee.gql(CartMiniDocument, { id, regionId: REGION })).data?.cartMini),
    ).toEqual({
      [a.id]: 2,
      [b.id]: 2,
    })
    // An unknown id is a new cart.
    const fresh = await shopper(api).gql(UpdateCartMiniDocument, {
      input: { id: '00000000-0000-4000-8000-000000000000', regionId: REGION, items: [line(a, 1)] },
    })
    expect(fresh.data?.updateCartMini.cart.id).not.toBe('00000000-0000-4000-8000-000000000000')
  })

  it('a guest cart joins the customer’s cart on login: quantities summed, capped, guest cart gone', async () => {
    const [a, b] = products.slice(10, 12) as [PricedProduct, PricedProduct]
    const device = shopper(api, clock)
    await device.signIn(CUSTOMER)
    await device.gql(ClearCartDocument, { regionID: REGION })
    await device.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, a.maxQuantity - 1)] })

    const guest = shopper(api, clock)
    await guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 2), line(b, 1)] })
    await guest.signIn(CUSTOMER)
    const merged = await guest.gql(CartDocument, { regionID: REGION })
    expect(itemsOf(merged.data?.cart)).toEqual({ [a.id]: a.maxQuantity, [b.id]: 1 })
    // The cookie alone no longer has a cart.
    guest.accessToken = null
    expect(itemsOf((await guest.gql(CartDocument, { regionID: REGION })).data?.cart)).toEqual({})
    expect(itemsOf((await device.gql(CartDocument, { regionID: REGION })).data?.cart)).toEqual({
      [a.id]: a.maxQuantity,
      [b.id]: 1,
    })
  })
})
