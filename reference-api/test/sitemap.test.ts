// The `sitemap` query (issue #30): each kind's public addresses in pages, every one exactly once,
// with the day it last changed.
import { SitemapDocument, type SitemapKind } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

describe.each(backends)('sitemap (%s)', (backend) => {
  let api: TestApi
  beforeAll(async () => {
    api = await startSuiteApi(backend, 'sitemap', { catalogSize: 120 })
  }, 120_000)
  afterAll(() => api?.close())

  async function allPages(kind: SitemapKind, limit: number) {
    const paths: string[] = []
    for (let page = 1; ; page++) {
      const answer = await api.gql(SitemapDocument, { kind, paginator: { page, limit } })
      expect(answer.errors ?? []).toEqual([])
      const sitemap = answer.data!.sitemap
      for (const item of sitemap.items) {
        expect(item.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        paths.push(item.path)
      }
      if (sitemap.items.length === 0 || page * limit >= sitemap.total) return { paths, sitemap }
    }
  }

  it('lists every product once across pages, as its product page address', async () => {
    const rows = await api.database.exec<{ alias: string }>('SELECT alias FROM products')
    const { paths, sitemap } = await allPages('PRODUCTS', 7)
    expect(sitemap.total).toBe(rows.length)
    expect(paths).toHaveLength(rows.length)
    expect(new Set(paths).size).toBe(rows.length)
    expect(new Set(paths)).toEqual(new Set(rows.map((r) => `/product/${r.alias}.html`)))
  })

  it.each([
    ['CATEGORIES', /^\/catalog\/.+\/$/],
    ['BRANDS', /^\/brand\/[^/]+\/$/],
    ['PHARMACIES', /^\/pharmacies\/pharmacy\/\d+$/],
    ['ARTICLES', /^\/blog\/[^/]+\/$/],
    ['ANALYSES', /^\/analizy\/[^/]+$/],
  ] as const)('lists %s as their public addresses', async (kind, shape) => {
    const { paths, sitemap } = await allPages(kind, 5000)
    expect(paths.length).toBeGreaterThan(0)
    expect(paths).toHaveLength(sitemap.total)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path).toMatch(shape)
    expect(sitemap.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('caps a page at 5000 addresses', async () => {
    const answer = await api.gql(SitemapDocument, {
      kind: 'PRODUCTS',
      paginator: { page: 1, limit: 1_000_000 },
    })
    expect(answer.errors ?? []).toEqual([])
    expect(answer.data!.sitemap.items.length).toBeLessThanOrEqual(5000)
  })
})
