// The contract's operations run compiled (src/jitExecution.ts, GRAPHQL_EXECUTOR=jit, the default)
// and answer exactly as graphql-js does: product and catalogue pages of a seeded catalogue, with
// every sort, a filter, a text and pages past the first, a cart, and the §8 errors of bad input —
// data, errors, codes and paths the same (object keys compared in one order: graphql-js may
// complete a field before an earlier one). A made-up document runs on graphql-js.
import { operationDocuments } from '@apteka/schema'
import {
  CartDocument,
  CatalogPageDocument,
  CategoriesDocument,
  ProductAnalogsDocument,
  ProductPageDocument,
  SearchAutocompleteDocument,
  UpdateCartDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHOPPER_SORTS } from '../bench/longTail'
import { isContractOperation } from '../src/jitExecution'
import { backends, startSuiteApi } from './catalog-backends'
import { type TestApi, withConfig } from './harness'

/** An answer's data and errors with object keys sorted, as text. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  )

describe.each(backends)('compiled execution of the contract (%s)', (backend) => {
  let api: TestApi
  const moscow = 'moscowregion'

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'compiled_execution', { catalogSize: 400 })
  }, 300_000)
  afterAll(async () => {
    await api?.close()
  })

  /** Sends the request once compiled and once on graphql-js; both answers, canonical. */
  async function bothWays(
    document: unknown,
    variables?: unknown,
    headers?: Record<string, string>,
  ) {
    const send = async () => {
      const answer = await api.gql(String(document), variables, headers)
      return canonical({ status: answer.status, data: answer.data, errors: answer.errors })
    }
    const compiled = await withConfig(api, { graphqlExecutor: 'jit' }, send)
    const walked = await withConfig(api, { graphqlExecutor: 'graphql-js' }, send)
    return { compiled, walked }
  }

  it('knows the contract’s operations by their text, and nothing else', () => {
    expect(isContractOperation(String(ProductPageDocument))).toBe(true)
    expect(isContractOperation(operationDocuments.CatalogPage)).toBe(true)
    expect(isContractOperation('{ __typename }')).toBe(false)
    expect(isContractOperation(`${String(ProductPageDocument)} `)).toBe(false)
    expect(isContractOperation(undefined)).toBe(false)
  })

  it('answers product pages as graphql-js does', async () => {
    const products = await api.database.exec<{ alias: string }>(
      `SELECT alias FROM products ORDER BY id LIMIT 60`,
    )
    // Also the products with a group, bundle items, badges, certificates or a placement.
    const rare = await api.database.exec<{ alias: string }>(
      `SELECT alias FROM products WHERE group_code IS NOT NULL
          OR id IN (SELECT bundle_id FROM product_bundle_items)
          OR id IN (SELECT product_id FROM product_badges)
          OR id IN (SELECT product_id FROM certificates)
          OR id IN (SELECT product_id FROM advertisements WHERE product_id IS NOT NULL)
       ORDER BY id LIMIT 60`,
    )
    const aliases = [...new Set([...products, ...rare].map((row) => row.alias)), 'no-such-product']
    for (const regionID of [moscow, 'spb'])
      for (const alias of aliases) {
        const { compiled, walked } = await bothWays(ProductPageDocument, { alias, regionID })
        expect(compiled, `${regionID} ${alias}`).toBe(walked)
      }
    // The many products the pages hold, as the test would be empty without them.
    expect(aliases.length).toBeGreaterThan(60)
  })

  it('answers catalogue pages as graphql-js does: sorts, pages, a filter and a text', async () => {
    const tree = (await api.gql(CategoriesDocument, {})).data!.categories
    const urls = tree.flatMap((top) => [top.url, ...top.children.map((child) => child.url)])
    let withItems = 0
    for (const url of urls.slice(0, 12))
      for (const sort of SHOPPER_SORTS)
        for (const page of [1, 2]) {
          const search = sort ? { page, sort } : { page }
          const { compiled, walked } = await bothWays(CatalogPageDocument, {
            regionID: moscow,
            url,
            search,
          })
          expect(compiled, `${url} ${JSON.stringify(search)}`).toBe(walked)
          if (compiled.includes('"alias"')) withItems++
        }
    for (const search of [{ onlyDiscounts: true }, { query: 'таб' }, { page: 1, pageCount: 5 }]) {
      const { compiled, walked } = await bothWays(CatalogPageDocument, {
        regionID: 'spb',
        url: urls[0] as string,
        search,
      })
      expect(compiled, JSON.stringify(search)).toBe(walked)
    }
    expect(withItems).toBeGreaterThan(12)
  })

  it('answers bad input with the same §8 errors, codes and paths', async () => {
    const cases: [unknown, unknown][] = [
      [ProductAnalogsDocument, { alias: 'no-such-product', regionID: moscow }],
      [CatalogPageDocument, { regionID: moscow, url: '/catalog/no-such-category', search: {} }],
      [CatalogPageDocument, { regionID: 'no-such-region', url: '/catalog', search: {} }],
      [CatalogPageDocument, { regionID: moscow, url: '/catalog', search: { page: -1 } }],
      [CatalogPageDocument, { regionID: moscow, url: '/catalog', search: { pageCount: 10_000 } }],
      [ProductPageDocument, { alias: 'x'.repeat(5000), regionID: moscow }],
      [ProductPageDocument, { regionID: moscow }],
      [SearchAutocompleteDocument, { regionID: moscow, query: 'а'.repeat(2000), size: 5 }],
    ]
    let failures = 0
    for (const [document, variables] of cases) {
      const { compiled, walked } = await bothWays(document, variables)
      expect(compiled, JSON.stringify(variables).slice(0, 80)).toBe(walked)
      if (compiled.includes('"code"')) failures++
    }
    expect(failures).toBeGreaterThan(4)
  })

  it('reads and writes a cart the same way', async () => {
    const [product] = await api.database.exec<{ id: number }>(
      `SELECT product_id AS id FROM product_prices WHERE region_id = $1 AND available_for_order
       ORDER BY product_id LIMIT 1`,
      [moscow],
    )
    const guest = { cookie: 'guest_id=compiled-execution-guest' }
    const items = [{ productID: String(product!.id), priceTypeID: 1, quantity: 2 }]
    // The same write twice gives the same cart: compared after each.
    const write = await bothWays(UpdateCartDocument, { regionID: moscow, items }, guest)
    expect(write.compiled).toBe(write.walked)
    const read = await bothWays(CartDocument, { regionID: moscow }, guest)
    expect(read.compiled).toBe(read.walked)
    expect(read.compiled).toContain(String(product!.id))
  })
})
