// A catalogue page without filters is counted from the region's per-category counts (one cached
// aggregate per region), with the totals a count statement per list gave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countProductsMany } from '../src/catalog/productPaging'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

describe.each(backends)('category list totals (%s)', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'catalog_counts', { catalogSize: 300 })
  }, 300_000)
  afterAll(async () => {
    await api?.close()
  })

  it('sums the per-category counts to what counting each list gives, asking once per region', async () => {
    const categories = await api.database.exec<{ id: number; parent_id: number | null }>(
      'SELECT id, parent_id FROM categories ORDER BY id',
    )
    const subtree = (id: number): number[] => [
      id,
      ...categories.filter((c) => c.parent_id === id).flatMap((c) => subtree(Number(c.id))),
    ]
    const statements: string[] = []
    const ctx = {
      ...api.database,
      exec: <Row>(sql: string, params?: unknown[]) => {
        statements.push(sql)
        return api.database.exec<Row>(sql, params)
      },
      now: new Date(),
    }
    let nonEmpty = 0
    for (const regionId of ['moscowregion', 'spb']) {
      const lists = categories.flatMap((c) => [[Number(c.id)], subtree(Number(c.id))])
      const totals = await countProductsMany(
        ctx,
        lists.map((categoryIds) => ({ regionId, categoryIds })),
      )
      for (const [i, categoryIds] of lists.entries()) {
        const [row] = await api.database.exec<{ n: number }>(
          `SELECT count(*)::int AS n FROM products p WHERE p.category_id = ANY($2::int[])
             AND EXISTS (SELECT 1 FROM product_prices rp WHERE rp.region_id = $1 AND rp.product_id = p.id)`,
          [regionId, categoryIds],
        )
        expect(totals[i], `${regionId} ${categoryIds}`).toBe(Number(row?.n))
        if (totals[i]) nonEmpty++
      }
    }
    expect(nonEmpty).toBeGreaterThan(20)
    // One statement per region for every list of it.
    expect(statements.map((sql) => sql.slice(0, 60))).toHaveLength(2)
  })
})
