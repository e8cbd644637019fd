// A cart write is one short statement (issue #33): the statements updateCart sends to the
// database driver for a guest's existing cart, counted, and the cart it answers the same as the
// cart a read then finds.
import { CartDocument, UpdateCartDocument, UpdatePreOrderDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'
import { codes, line, orderableProducts, type PricedProduct, shopper, testClock } from './shopper'

const REGION = 'moscowregion'

/** The statements the server's database driver is given while `run` runs. */
async function statementsOf(api: TestApi, run: () => Promise<unknown>): Promise<string[]> {
  const client = (
    api.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }
  ).$client
  const original = client.query
  const seen: string[] = []
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args
    seen.push(typeof first === 'string' ? first : String((first as { text?: string }).text))
    return original.apply(this, args)
  }
  try {
    await run()
  } finally {
    client.query = original
  }
  return seen
}

describe.each(backends)('updateCart statements (%s)', (backend) => {
  let api: TestApi
  let products: PricedProduct[]
  const clock = testClock()

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'cart_statements', { catalogSize: 120, now: clock.now })
    products = await orderableProducts(api, REGION, { minQuantity: 3, limit: 2 })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('changes a line of an existing cart in one statement, answering the new cart', async () => {
    const guest = shopper(api)
    const [first, second] = products as [PricedProduct, PricedProduct]
    const line = (product: PricedProduct, quantity: number) => ({
      productID: String(product.id),
      priceTypeID: product.priceTypeId,
      quantity,
    })
    const created = await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [line(first, 1)],
    })
    expect(created.errors).toEqual([])

    let answer = created
    const statements = await statementsOf(api, async () => {
      answer = await guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(second, 2)] })
    })
    expect(answer.errors).toEqual([])
    const items = answer
      .data!.updateCart.groups.flatMap((group) => group.items)
      .map((item) => [item.product.id, item.quantity])
    expect(items.sort()).toEqual(
      [
        [String(first.id), 1],
        [String(second.id), 2],
      ].sort(),
    )
    // The write runs outside a transaction, so the driver's query sees it on both databases (a
    // transaction on PostgreSQL would run on a pooled client this count does not see). The region
    // and its delivery zone are kept from the first write; then one statement (cartLineWrite.ts)
    // holds the cart row, says it has no pre-order (so its total is not read, #32), checks the
    // line against its price, upserts it and reads the cart's lines back with their products'
    // prices and placements — the answer's fields ask the database nothing more, and an existing
    // cart takes no lock of the owner's.
    expect(statements.length, statements.join('\n')).toBe(1)
    expect(statements.some((sql) => /from "(regions|delivery_zones)"/i.test(sql))).toBe(false)
    expect(statements.some((sql) => /for update|pg_advisory/i.test(sql))).toBe(false)
  })

  it('reads the cart with its lines’ prices and placements, no statement per answer field', async () => {
    const guest = shopper(api)
    const [first] = products as [PricedProduct]
    const written = await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [{ productID: String(first.id), priceTypeID: first.priceTypeId, quantity: 1 }],
    })
    expect(written.errors).toEqual([])
    let product: { id: string; price?: number | null } | undefined
    const statements = await statementsOf(api, async () => {
      const answer = await guest.gql(CartDocument, { regionID: REGION })
      product = answer.data?.cart.groups[0]?.items[0]?.product
    })
    expect(product?.id).toBe(String(first.id))
    expect(product?.price).toBeGreaterThan(0)
    if (backend === 'pglite') {
      const own = statements.filter((sql) => !/cart_items/i.test(sql))
      expect(own.some((sql) => /from "(product_prices|advertisements)"/i.test(sql))).toBe(false)
    }
  })

  it('answers each write with the cart a read then finds: several lines, a cap, a line out of stock, a promo code', async () => {
    const customer = shopper(api, clock)
    await customer.signIn('+79990000001')
    // Dear enough for the promo code's minimum sum.
    const [a, b, c] = (await orderableProducts(api, REGION, {
      minPrice: 300,
      maxPrice: 600,
      minQuantity: 4,
      limit: 3,
    })) as [PricedProduct, PricedProduct, PricedProduct]
    /** The write's answer, and the cart read right after it: the same. */
    const write = async (items: ReturnType<typeof line>[]) => {
      const written = await customer.gql(UpdateCartDocument, { regionID: REGION, items })
      expect(written.errors).toEqual([])
      const read = await customer.gql(CartDocument, { regionID: REGION })
      expect(written.data?.updateCart).toEqual(read.data?.cart)
      return written.data!.updateCart
    }
    const quantities = (cart: Awaited<ReturnType<typeof write>>) =>
      Object.fromEntries(
        cart.groups.flatMap((group) => group.items.map((item) => [item.product.id, item.quantity])),
      )

    // Several lines, one asked above what the region sells of it: capped.
    const first = await write([line(a, 2), line(b, 1), line(c, c.maxQuantity + 5)])
    expect(quantities(first)).toEqual({ [a.id]: 2, [b.id]: 1, [c.id]: c.maxQuantity })

    // A promo code on the cart's pre-order: the cart answers the pre-order's total (#32).
    const promo = await customer.gql(UpdatePreOrderDocument, {
      input: { regionID: REGION, step: 'CHECKOUT', loyalty: { promoCode: 'zdorovye10' } },
    })
    expect(promo.errors).toEqual([])
    const withPromo = await write([line(a, 3)])
    expect(withPromo.total.promoCode).toBe('ZDOROVYE10')
    expect(withPromo.total.promoDiscount).toBeGreaterThan(0)

    // A line whose product the region no longer sells stays in the cart, unavailable.
    await api.database.exec(
      `UPDATE product_prices SET max_quantity = 0, available_for_order = false,
         available_for_booking = false WHERE product_id = $1 AND region_id = $2`,
      [b.id, REGION],
    )
    try {
      const outOfStock = await write([line(c, 1)])
      const unavailable = outOfStock.groups
        .flatMap((group) => group.items)
        .find((item) => item.product.id === String(b.id))
      expect(unavailable?.product.availableForOrder).toBe(false)
      expect(quantities(outOfStock)).toEqual({ [a.id]: 3, [b.id]: 1, [c.id]: 1 })

      // Asked for again, it is refused (E_34) and the cart stays as it was.
      const refused = await customer.gql(UpdateCartDocument, {
        regionID: REGION,
        items: [line(a, 1), line(b, 2)],
      })
      expect(codes(refused)).toEqual(['E_34'])
      const after = await customer.gql(CartDocument, { regionID: REGION })
      expect(after.data?.cart).toEqual(outOfStock)

      // A line removed (quantity 0) among others changed.
      const removed = await write([line(a, 0), line(c, 2)])
      expect(quantities(removed)).toEqual({ [b.id]: 1, [c.id]: 2 })
    } finally {
      await api.database.exec(
        `UPDATE product_prices SET max_quantity = $3, available_for_order = true
          WHERE product_id = $1 AND region_id = $2 AND price_type_id = $4`,
        [b.id, REGION, b.maxQuantity, b.priceTypeId],
      )
    }
  })

  it('concurrent writes of one cart each answer the cart right after their own write', async () => {
    const guest = shopper(api)
    const lines = await orderableProducts(api, REGION, { minQuantity: 1, limit: 18 })
    const [firstLine, ...others] = lines as [PricedProduct, ...PricedProduct[]]
    await guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(firstLine, 1)] })
    const answers = await Promise.all(
      others.map((product) =>
        guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(product, 1)] }),
      ),
    )
    expect(answers.flatMap((answer) => answer.errors)).toEqual([])
    // The writes apply one after another, so each answer holds every line written before it:
    // the answers' sets of lines grow one by one. An answer read from before a write it waited
    // for would miss that write's line.
    const sets = answers.map((answer, i) => {
      const ids = new Set(
        answer.data!.updateCart.groups.flatMap((group) =>
          group.items.map((item) => item.product.id),
        ),
      )
      expect(ids.has(String(others[i]?.id))).toBe(true)
      return ids
    })
    sets.sort((x, y) => x.size - y.size)
    for (const [i, ids] of sets.entries()) {
      expect(ids.size).toBe(i + 2)
      expect(ids.has(String(firstLine.id))).toBe(true)
      for (const id of ids) expect(sets[i + 1]?.has(id) ?? true).toBe(true)
    }
  })
})
