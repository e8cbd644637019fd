// A list's product cards in one statement (src/product/productCards.ts) give what the separate
// loader statements gave: for the pages of many (category, page, sort, filter) lists of a seeded
// catalogue, each product's row, prices, badges, MNNs, bundle items and sponsored placement; and
// the product page's one statement what its certificates, instruction and group statements gave.
// The cards read are kept in memory until the catalogue changes: a review shows at once.
import { CreateReviewDocument } from '@apteka/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnswerLifetime } from '../src/clock/answerDays'
import type { ApiContext } from '../src/context'
import * as t from '../src/db'
import { productDetailLoaders } from '../src/product/detailLoaders'
import { makeLoaders, priceKey } from '../src/product/loaders'
import { loadProductCards, loadProductPage } from '../src/product/productCards'
import { groupForms } from '../src/product/productDetails'
import { backends, signIn, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

const REGIONS = ['moscowregion', 'spb']

type List = { products: { items: { id: string }[] } }

const SORTS = [
  undefined,
  { type: 'price', side: 'asc' },
  { type: 'name', side: 'asc' },
  { type: 'new', side: 'desc' },
  { type: 'discount', side: 'desc' },
]

/** Price variants in one order: every use sorts them (variantOrder), the statements need not. */
const byType = <T extends { priceTypeId: number }>(variants: T[]) =>
  [...variants].sort((a, b) => a.priceTypeId - b.priceTypeId)

/** What bundleItemsSimple reads of an item (the old rows carried the bundle id as well). */
const bundle = (items: { productId: number; quantity: number; shortName: string }[]) =>
  items
    .map(({ productId, quantity, shortName }) => ({ productId, quantity, shortName }))
    .sort((a, b) => a.productId - b.productId)

describe.each(backends)('product cards in one statement (%s)', (backend) => {
  let api: TestApi
  const context = (): ApiContext =>
    ({
      ...api.database,
      loaders: makeLoaders(api.database.db, null),
      answer: new AnswerLifetime(),
      now: new Date(),
    }) as unknown as ApiContext

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'product-cards', { catalogSize: 600 })
  }, 300_000)
  afterAll(async () => {
    await api?.close()
  })

  it('answers as the loaders’ own statements for the pages of many lists', async () => {
    const categories = await api.database.exec<{ alias: string }>(
      'SELECT alias FROM categories ORDER BY id',
    )
    const filters = [{}, { onlyDiscounts: true }, { withSubcategories: false }, { query: 'таб' }]
    let compared = 0
    const seen = { badges: 0, mnns: 0, bundles: 0, sponsored: 0, prices: 0 }
    // The lists, and one more of the bundles and sponsored products (few in a small catalogue).
    const rare = await api.database.exec<{ id: number }>(
      `SELECT DISTINCT bundle_id AS id FROM product_bundle_items
       UNION SELECT product_id FROM advertisements WHERE product_id IS NOT NULL`,
    )
    const pages: { regionId: string; ids: number[] }[] = REGIONS.map((regionId) => ({
      regionId,
      ids: rare.map((row) => Number(row.id)).slice(0, 100),
    }))
    for (const [i, { alias }] of categories.entries()) {
      const regionId = REGIONS[i % REGIONS.length] as string
      const search = {
        regionID: regionId,
        categoryAlias: alias,
        page: 1 + (i % 2),
        pageCount: 24,
        ...(SORTS[i % SORTS.length] ? { sort: SORTS[i % SORTS.length] } : {}),
        ...filters[i % filters.length],
      }
      const list = await api.gql<List, unknown>(
        'query($search: ProductSearchInput!) { products(search: $search) { items { id } } }',
        { search },
      )
      expect(list.errors ?? [], JSON.stringify(search)).toEqual([])
      pages.push({ regionId, ids: list.data?.products.items.map((item) => Number(item.id)) ?? [] })
    }
    for (const { regionId, ids } of pages) {
      const carded = context()
      const rows = await loadProductCards(carded, ids, regionId)
      const old = context()
      for (const id of ids) {
        const key = `${regionId}|${id}`
        const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id)
        expect(rows.get(id), `product ${id}`).toEqual(await old.loaders.product.load(id))
        expect(byType(await carded.loaders.prices.load(priceKey(regionId, id)))).toEqual(
          byType(await old.loaders.prices.load(priceKey(regionId, id))),
        )
        expect(byId(await carded.loaders.badges.load(id))).toEqual(
          byId(await old.loaders.badges.load(id)),
        )
        expect(await carded.loaders.mnnsOfProduct.load(id)).toEqual(
          await old.loaders.mnnsOfProduct.load(id),
        )
        expect(bundle(await carded.loaders.bundleItems.load(id))).toEqual(
          bundle(await old.loaders.bundleItems.load(id)),
        )
        expect(await productDetailLoaders(carded).sponsored.load(key), key).toEqual(
          await productDetailLoaders(old).sponsored.load(key),
        )
        if ((await old.loaders.badges.load(id)).length) seen.badges++
        if ((await old.loaders.mnnsOfProduct.load(id)).length) seen.mnns++
        if ((await old.loaders.bundleItems.load(id)).length) seen.bundles++
        if (await productDetailLoaders(old).sponsored.load(key)) seen.sponsored++
        if ((await old.loaders.prices.load(priceKey(regionId, id))).length) seen.prices++
        compared++
      }
    }
    expect(compared).toBeGreaterThan(300)
    // Every part of a card was there to compare.
    expect(seen.prices).toBeGreaterThan(compared * 0.9)
    expect(seen.badges).toBeGreaterThan(10)
    expect(seen.mnns).toBeGreaterThan(10)
    expect(seen.bundles).toBeGreaterThan(0)
    expect(seen.sponsored).toBeGreaterThan(0)
  }, 600_000)

  it('reads a product page in one statement with what the page’s own statements read', async () => {
    const products = await api.database.exec<{ alias: string }>(
      `SELECT alias FROM products
       ORDER BY (id IN (SELECT bundle_id FROM product_bundle_items)) DESC, (group_code IS NULL),
         (id IN (SELECT product_id FROM certificates)) DESC, id % 7, id
       LIMIT 120`,
    )
    const seen = { groups: 0, certificates: 0, instructions: 0, bundles: 0 }
    for (const [i, { alias }] of products.entries()) {
      const regionId = REGIONS[i % REGIONS.length] as string
      const paged = context()
      const row = await loadProductPage(paged, alias, regionId)
      const old = context()
      const [full] = await old.db.select().from(t.products).where(eq(t.products.alias, alias))
      // Every column but the full-text index's, which no field answers (models.ts ProductRow).
      const { searchText: _text, searchVector: _vector, ...expected } = full ?? {}
      expect(row, alias).toEqual(full ? expected : undefined)
      expect(row).not.toHaveProperty('searchVector')
      if (!row || !full) continue
      const id = row.id
      const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id)
      expect(byType(await paged.loaders.prices.load(priceKey(regionId, id)))).toEqual(
        byType(await old.loaders.prices.load(priceKey(regionId, id))),
      )
      expect(await paged.loaders.mnnsOfProduct.load(id)).toEqual(
        await old.loaders.mnnsOfProduct.load(id),
      )
      expect(byId(await paged.loaders.badges.load(id))).toEqual(
        byId(await old.loaders.badges.load(id)),
      )
      expect(bundle(await paged.loaders.bundleItems.load(id))).toEqual(
        bundle(await old.loaders.bundleItems.load(id)),
      )
      expect(byId(await paged.loaders.certificates.load(id))).toEqual(
        byId(await old.loaders.certificates.load(id)),
      )
      expect(await productDetailLoaders(paged).sponsored.load(`${regionId}|${id}`)).toEqual(
        await productDetailLoaders(old).sponsored.load(`${regionId}|${id}`),
      )
      expect(await productDetailLoaders(paged).instruction.load(id)).toEqual(
        await productDetailLoaders(old).instruction.load(id),
      )
      if (row.groupCode) {
        expect(await productDetailLoaders(paged).group.load(row.groupCode)).toEqual(
          await productDetailLoaders(old).group.load(row.groupCode),
        )
        expect(await groupForms(paged, row.groupCode, regionId), alias).toEqual(
          await groupForms(old, row.groupCode, regionId),
        )
        seen.groups++
      }
      if ((await old.loaders.certificates.load(id)).length) seen.certificates++
      if (await productDetailLoaders(old).instruction.load(id)) seen.instructions++
      if ((await old.loaders.bundleItems.load(id)).length) seen.bundles++
    }
    expect(seen.groups).toBeGreaterThan(20)
    expect(seen.certificates).toBeGreaterThan(10)
    expect(seen.instructions).toBeGreaterThan(10)
    expect(seen.bundles).toBeGreaterThan(0)
    expect(await loadProductPage(context(), 'no-such-product', REGIONS[0] as string)).toBeNull()
  }, 600_000)

  it('keeps the cards it read, and reads a product’s again once a review changed it', async () => {
    const regionId = REGIONS[0] as string
    const [row] = await api.database.exec<{ id: number }>(
      `SELECT p.id FROM products p WHERE NOT p.reviews_disabled AND EXISTS (
         SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id AND pp.region_id = $1)
       ORDER BY p.id LIMIT 1`,
      [regionId],
    )
    const id = Number(row?.id)
    const pricesOf = (ctx: ApiContext) => ctx.loaders.prices.load(priceKey(regionId, id))
    const first = context()
    await loadProductCards(first, [id], regionId)
    const again = context()
    const kept = await loadProductCards(again, [id, id], regionId)
    // The same rows as the first read's: kept, not read by a statement again.
    expect(await pricesOf(again)).toBe(await pricesOf(first))
    expect(kept.get(id)).toEqual(await context().loaders.product.load(id))

    type Shown = { products: { items: { id: string; rating: number; reviewsCount: number }[] } }
    const shown = async () => {
      const list = await api.gql<Shown, unknown>(
        'query($search: ProductSearchInput!) { products(search: $search) { items { id rating reviewsCount } } }',
        { search: { regionID: regionId, ids: [String(id)] } },
      )
      expect(list.errors ?? []).toEqual([])
      return list.data?.products.items[0]
    }
    const before = await shown()
    expect(before?.id).toBe(String(id))
    const headers = await signIn(api, '+79990007711')
    const created = await api.gql(
      CreateReviewDocument,
      { rating: 1, productID: String(id), message: 'Не помогло, хотя принимал по инструкции' },
      headers,
    )
    expect(created.errors ?? []).toEqual([])
    const [stored] = await api.database.exec<{ rating: number | string; reviews_count: number }>(
      'SELECT rating, reviews_count FROM products WHERE id = $1',
      [id],
    )
    const after = await shown()
    expect(after?.reviewsCount).toBe((before?.reviewsCount ?? 0) + 1)
    expect(after).toEqual({
      id: String(id),
      rating: Number(stored?.rating),
      reviewsCount: Number(stored?.reviews_count),
    })
    // The card kept before the review is gone: read again, it is the product's row as it is now.
    const later = context()
    const read = await loadProductCards(later, [id], regionId)
    expect(await pricesOf(later)).not.toBe(await pricesOf(first))
    expect(read.get(id)).toEqual(await context().loaders.product.load(id))
    expect(read.get(id)?.reviewsCount).toBe(after?.reviewsCount)
  }, 120_000)
})
