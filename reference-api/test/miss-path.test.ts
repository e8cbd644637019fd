// The uncached read path (issue #17): what a product page and the autocomplete send to the
// database, counted at the driver, and the operation cost measured once per document and shape
// of its variables without letting bad variables through.
import { ProductPageDocument, SearchAutocompleteDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db'
import { graphql } from '../src/graphqlRuntime'
import { operationCost } from '../src/security/limits'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

const regionID = 'moscowregion'

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

describe.each(backends)('the miss path (%s)', (backend) => {
  let api: TestApi
  let aliases: string[]

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'miss-path', { catalogSize: 150 })
    const rows = await api.database.db
      .select({ alias: t.products.alias })
      .from(t.products)
      .orderBy(t.products.id)
      .limit(3)
    aliases = rows.map((row) => row.alias)
  })
  afterAll(async () => {
    await api?.close()
  })

  it('a product page names its category, brand, manufacturer and MNN from memory, not the database', async () => {
    const warm = await api.gql(ProductPageDocument, { regionID, alias: aliases[0] as string })
    expect(warm.errors).toEqual([])
    let answer: { errors: unknown[]; data: unknown } = { errors: ['not sent'], data: null }
    const statements = await statementsOf(api, async () => {
      answer = await api.gql(ProductPageDocument, { regionID, alias: aliases[1] as string })
    })
    expect(answer.errors).toEqual([])
    const { product } = (answer.data as { productPage: { product: { category: { id: string } } } })
      .productPage
    expect(product.category.id).toMatch(/^\d+$/)
    const named = /from "(categories|brands|manufacturers|mnns)"/i
    expect(statements.filter((text) => named.test(text))).toEqual([])
    // 14 statements before this change: the category, brand, manufacturer and MNN among them.
    expect(statements.length).toBeLessThanOrEqual(10)
  })

  it('a missing product is still null, and the same page twice reads the same', async () => {
    const missing = await api.gql(ProductPageDocument, { regionID, alias: 'no-such-product' })
    expect(missing.errors).toEqual([])
    expect(missing.data?.productPage).toBeNull()
    const alias = aliases[2] as string
    const first = await api.gql(ProductPageDocument, { regionID, alias })
    const again = await api.gql(ProductPageDocument, { regionID, alias })
    expect(again.data).toEqual(first.data)
  })

  it('a product with no price in the region has a page without an offer', async () => {
    const [row] = await api.database.exec<{ alias: string; region_id: string }>(
      `SELECT p.alias, r.id AS region_id FROM products p CROSS JOIN regions r
       WHERE NOT EXISTS (SELECT 1 FROM product_prices pp
         WHERE pp.product_id = p.id AND pp.region_id = r.id)
       ORDER BY p.id, r.id LIMIT 1`,
    )
    expect(row).toBeDefined()
    const page = await api.gql(ProductPageDocument, {
      regionID: row?.region_id as string,
      alias: row?.alias as string,
    })
    expect(page.errors).toEqual([])
    const product = page.data?.productPage?.product
    expect(product?.price ?? null).toBeNull()
    expect(product?.availableForOrder).toBe(false)
    expect(product?.prices).toEqual([])
  })

  it('the autocomplete compares a text with the popular terms once, not on every request', async () => {
    const first = await api.gql(SearchAutocompleteDocument, { regionID, query: 'витамин', size: 5 })
    expect(first.errors).toEqual([])
    let again: typeof first | undefined
    // Another size: a different request for any response cache, the same text for the terms.
    const statements = await statementsOf(api, async () => {
      again = await api.gql(SearchAutocompleteDocument, { regionID, query: 'витамин', size: 4 })
    })
    expect(again?.errors).toEqual([])
    expect(again?.data?.searchAutocomplete.sts).toEqual(first.data?.searchAutocomplete.sts)
    expect(statements.filter((text) => /search_terms/.test(text))).toEqual([])
  })
})

describe('operationCost', () => {
  const schema = graphql.buildSchema(`
    type Product { id: ID! name: String! }
    type Query { products(alias: String, limit: Int): [Product!]! }
  `)
  const document = graphql.parse(
    'query P($alias: String, $limit: Int) { products(alias: $alias, limit: $limit) { id name } }',
  )

  it('follows the page size whatever the strings, and still refuses variables of the wrong type', () => {
    const small = operationCost(schema, document, { alias: 'a', limit: 2 }, undefined)
    expect(operationCost(schema, document, { alias: 'another', limit: 2 }, undefined)).toBe(small)
    expect(operationCost(schema, document, { alias: 'a', limit: 40 }, undefined)).toBeGreaterThan(
      small,
    )
    // Same shape as a measured request (strings are left out of it), but a wrong type.
    expect(() => operationCost(schema, document, { alias: 7, limit: 2 }, undefined)).toThrow(
      /String/,
    )
    expect(() => operationCost(schema, document, { alias: 'a', limit: 'x' }, undefined)).toThrow(
      /Int/,
    )
  })
})
