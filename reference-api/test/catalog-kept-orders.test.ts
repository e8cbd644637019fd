// A catalogue page's ids from the region's kept order (src/catalog/keptOrders.ts) are the SQL's:
// every category (alone and with its subtree) and the whole region, under every sort and side,
// page by page to one past the end, with ties made on purpose in every sort key. Once the order is
// read, such a page costs no statement; what the kept orders cannot answer still goes to SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keptSortOf, loadRegionOrder } from '../src/catalog/keptOrders'
import { findProductPage, sqlProductPage } from '../src/catalog/productPaging'
import type { ProductQuery } from '../src/catalog/productQuery'
import type { SortInput } from '../src/generated/resolvers'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

const SORTS: (SortInput | undefined)[] = [
  undefined,
  { type: 'popular', side: 'desc' },
  { type: 'popular', side: 'asc' },
  { type: 'price', side: 'asc' },
  { type: 'price', side: 'desc' },
  { type: 'name', side: 'asc' },
  { type: 'name', side: 'desc' },
  { type: 'new', side: 'desc' },
  { type: 'new', side: 'asc' },
  { type: 'discount', side: 'desc' },
  { type: 'discount', side: 'asc' },
]
const PAGE_SIZE = 7

describe.each(backends)('kept catalogue orders (%s)', (backend) => {
  let api: TestApi
  let categories: { id: number; parent_id: number | null }[]

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'catalog_kept_orders', { catalogSize: 300 })
    // Ties in every key, so the order's tie-breaks are compared too: shared popularities, names,
    // creation days and prices (every fifth product takes its neighbour's).
    await api.database.exec(
      `UPDATE products p SET popularity = q.popularity, name = q.name, created_on = q.created_on
         FROM products q WHERE q.id = p.id + 1 AND p.id % 5 = 0`,
    )
    await api.database.exec(
      `UPDATE product_prices a SET price = b.price, price_old = b.price_old
         FROM product_prices b WHERE b.region_id = a.region_id AND b.product_id = a.product_id + 1
          AND b.price_type_id = a.price_type_id AND a.product_id % 5 = 0`,
    )
    categories = (
      await api.database.exec<{ id: number; parent_id: number | null }>(
        'SELECT id, parent_id FROM categories ORDER BY id',
      )
    ).map((row) => ({ id: Number(row.id), parent_id: row.parent_id && Number(row.parent_id) }))
  }, 300_000)
  afterAll(async () => {
    await api?.close()
  })

  const context = (statements: string[] = []) => ({
    ...api.database,
    exec: <Row>(sql: string, params?: unknown[]) => {
      statements.push(sql)
      return api.database.exec<Row>(sql, params)
    },
    now: new Date(),
  })
  const subtree = (id: number): number[] => [
    id,
    ...categories.filter((c) => c.parent_id === id).flatMap((c) => subtree(c.id)),
  ]

  it('answers every list, sort and page as the SQL does', async () => {
    const ctx = context()
    const order = await loadRegionOrder(ctx, 'moscowregion')
    // Sets that are neither one category nor a subtree (taken from the whole order on first use).
    const key = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',')
    const subtrees = new Set(categories.map((c) => key(subtree(c.id))))
    const otherSets = [0, 1, 2, 3]
      .map((i) => [...subtree(categories[i]?.id ?? 0).slice(1), categories[i + 5]?.id ?? 0])
      .filter((ids) => new Set(ids).size > 1 && !subtrees.has(key(ids)))
    expect(otherSets.length).toBeGreaterThan(0)
    const queries: ProductQuery[] = [
      { regionId: 'moscowregion' },
      ...categories.flatMap((c) => [
        { regionId: 'moscowregion', categoryIds: [c.id] },
        { regionId: 'moscowregion', categoryIds: subtree(c.id) },
      ]),
      ...otherSets.map((categoryIds) => ({ regionId: 'moscowregion', categoryIds })),
    ]
    let compared = 0
    for (const query of queries)
      for (const sort of SORTS) {
        for (let page = 1; ; page++) {
          const options = { sort, page, pageSize: PAGE_SIZE }
          const expected = await sqlProductPage(ctx, query, options)
          const kept = order.page(
            query.categoryIds ?? null,
            keptSortOf(sort) ?? expect.unreachable('every sort here is kept'),
            (page - 1) * PAGE_SIZE,
            PAGE_SIZE,
          )
          expect(
            kept,
            `${JSON.stringify(query.categoryIds)} ${JSON.stringify(sort)} p${page}`,
          ).toEqual(expected)
          compared += expected.ids.length
          if (expected.ids.length < PAGE_SIZE) break
        }
      }
    expect(compared).toBeGreaterThan(5_000)
  }, 600_000)

  it('reads a kept page with no statement, and leaves the rating and filters to SQL', async () => {
    const statements: string[] = []
    const ctx = context(statements)
    const query = { regionId: 'spb', categoryIds: subtree(categories[0]?.id ?? 0) }
    await loadRegionOrder(ctx, 'spb')
    statements.length = 0
    const page = await findProductPage(ctx, query, { page: 2, pageSize: 5 })
    expect(statements).toEqual([])
    expect(page).toEqual(await sqlProductPage(ctx, query, { page: 2, pageSize: 5 }))
    statements.length = 0
    await findProductPage(ctx, query, {
      sort: { type: 'rating', side: 'desc' },
      page: 1,
      pageSize: 5,
    })
    expect(statements.length).toBeGreaterThan(0)
    statements.length = 0
    await findProductPage(ctx, { ...query, toggles: ['forChildren'] }, { page: 1, pageSize: 5 })
    expect(statements.length).toBeGreaterThan(0)
  })
  it('answers by SQL while a region cannot be read, and does not read again on every page', async () => {
    const reads: string[] = []
    const ctx = {
      ...context(),
      exec: <Row>(sql: string, params?: unknown[]) => {
        if (sql.includes('DISTINCT ON (pp.product_id)')) {
          reads.push(sql)
          return Promise.reject(new Error('canceling statement due to statement timeout'))
        }
        return api.database.exec<Row>(sql, params)
      },
    }
    const query = { regionId: 'tatarstan', categoryIds: subtree(categories[0]?.id ?? 0) }
    for (const page of [1, 2, 3]) {
      expect(await findProductPage(ctx, query, { page, pageSize: 5 })).toEqual(
        await sqlProductPage(ctx, query, { page, pageSize: 5 }),
      )
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(reads).toHaveLength(1)
  })
})
