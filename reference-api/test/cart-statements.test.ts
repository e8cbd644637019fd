// A cart write is one short transaction (issue #33): the statements updateCart sends to the
// database driver for a guest's existing cart, counted, and the cart it answers still right.
import { CartDocument, UpdateCartDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'
import { orderableProducts, type PricedProduct, shopper } from './shopper'

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

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'cart_statements', { catalogSize: 120 })
    products = await orderableProducts(api, REGION, { minQuantity: 3, limit: 2 })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('changes a line of an existing cart in one transaction of few statements, answering the new cart', async () => {
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
    // PGlite's driver sees every statement (on PostgreSQL a transaction runs on a pooled client
    // this count does not see). The region and its delivery zone are kept from the first write;
    // in the transaction: the cart found and held by one UPDATE (its row lock; only a first write
    // takes the owner's lock to create it), which also says the cart has no pre-order, so its
    // total is not read (#32); the line checked against its price and written by one upsert; the
    // lines read back with their products' prices and placements — the answer's fields ask the
    // database nothing more.
    if (backend === 'pglite') {
      expect(statements.length, statements.join('\n')).toBe(3)
      expect(statements.some((sql) => /from "(regions|delivery_zones)"/i.test(sql))).toBe(false)
      expect(statements.some((sql) => /for update|pg_advisory/i.test(sql))).toBe(false)
      // No statement of their own for the pre-order, the answer's prices or its placements.
      const own = statements.filter((sql) => !/cart_items|update "carts"/i.test(sql))
      expect(
        own.some((sql) => /from "(pre_orders|product_prices|advertisements)"/i.test(sql)),
      ).toBe(false)
    }
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
})
