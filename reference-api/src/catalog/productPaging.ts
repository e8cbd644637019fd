// Step 5 of a product list: the page. The ids of one page in list order, how many products the
// query finds (a cached aggregate), and the rows of the page as ProductList answers them.
import { regionTimeZone } from '../clock/placeZones'
import type { ApiContext } from '../context'
import type { Maybe, SortInput } from '../generated/resolvers'
import type { ProductModel, ProductRow } from '../models'
import { priceKey } from '../product/loaders'
import { loadProductCards } from '../product/productCards'
import { offerOfVariants } from '../product/productOffer'
import { searchIndexOf } from '../search/searchIndex'
import { cachedAggregate, cachedBatch, keptAggregate, statementKey } from './aggregateCache'
import { findBestMatches } from './bestMatches'
import { keptProductPage } from './keptOrders'
import { listOrder, type PageBoundary } from './listOrder'
import { ownCategoryCounts } from './loaders'
import { buildConditions, fromWhere } from './productConditions'
import {
  isCategoryOnlyQuery,
  isTextOnlyQuery,
  type ProductListResult,
  type ProductPage,
  type ProductQuery,
} from './productQuery'
import { SqlParameters } from './sqlParameters'
import { prepareQueries, prepareQuery } from './textMatch'

/** How many products a query finds (a cached aggregate). */
export async function countProducts(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  rawQuery: ProductQuery,
): Promise<number> {
  const [total] = await countProductsMany(ctx, [rawQuery])
  return total ?? 0
}

/**
 * How many products each query finds: cached aggregates, the missing ones counted in one
 * statement. Each count is cached under the key {@link countProducts} uses for the same query.
 */
export async function countProductsMany(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  rawQueries: readonly ProductQuery[],
): Promise<number[]> {
  const queries = await prepareQueries(ctx, rawQueries)
  // Plain category lists (catalogue pages without filters): summed from the region's
  // per-category counts, one cached aggregate per region instead of a count per list.
  if (queries.every(isCategoryOnlyQuery))
    return Promise.all(
      queries.map(async (query) => {
        const own = await ownCategoryCounts(ctx, query.regionId)
        let total = 0
        for (const id of new Set(query.categoryIds)) total += own.get(id) ?? 0
        return total
      }),
    )
  // Texts alone in a region (the search box's terms) are counted by the search index.
  const index = searchIndexOf(ctx)
  if (index) {
    const counts = queries.map((query) =>
      query.text && query.textMatch && index.answers(query.textMatch) && isTextOnlyQuery(query)
        ? index.count(query.regionId, query.text, query.textMatch)
        : null,
    )
    if (counts.every((count) => count !== null)) return Promise.all(counts)
  }
  const keys = queries.map((query) => {
    const params = new SqlParameters()
    const sql = `SELECT count(*)::int AS total ${fromWhere(buildConditions(query, params))}`
    return statementKey(sql, params.values)
  })
  return cachedBatch(ctx, keys, async (positions) => {
    const params = new SqlParameters()
    const counts = positions.map((position, i) => {
      const query = queries[position] as ProductQuery
      return `(SELECT ${i} AS i, count(*)::int AS total ${fromWhere(buildConditions(query, params))})`
    })
    const rows = await ctx.exec<{ i: number | string; total: number | string }>(
      counts.join('\nUNION ALL\n'),
      params.values,
    )
    const byIndex = new Map(rows.map((row) => [Number(row.i), Number(row.total)]))
    return positions.map((_, i) => byIndex.get(i) ?? 0)
  })
}

/**
 * One page of product ids in list order, and how many products the query finds in all: from the
 * region's kept order when it answers the query (keptOrders.ts), else from SQL.
 */
export async function findProductPage(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  rawQuery: ProductQuery,
  options: { sort?: Maybe<SortInput>; page: number; pageSize: number },
): Promise<ProductPage> {
  return keptProductPage(ctx, rawQuery, options) ?? sqlProductPage(ctx, rawQuery, options)
}

/** {@link findProductPage} by SQL alone: the statements the kept orders must agree with. */
export async function sqlProductPage(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  rawQuery: ProductQuery,
  options: { sort?: Maybe<SortInput>; page: number; pageSize: number },
): Promise<ProductPage> {
  const query = await prepareQuery(ctx, rawQuery)
  // Best matches first: bounded relevance, counted on the way (and the count kept for later).
  if (!options.sort && query.text) {
    const found = await findBestMatches(ctx, query, options)
    const params = new SqlParameters()
    const countSql = `SELECT count(*)::int AS total ${fromWhere(buildConditions(query, params))}`
    const total = await cachedAggregate(
      ctx,
      statementKey(countSql, params.values),
      async () => found.total,
    )
    return { ids: found.ids, total }
  }
  const params = new SqlParameters()
  const sortsByPrice = options.sort?.type === 'price' || options.sort?.type === 'discount'
  const built = buildConditions(query, params, { withCurrentPrice: sortsByPrice })
  const order = listOrder(query, options.sort, params)
  const withCurrentPrice = built.needsCurrentPrice || order.needsCurrentPrice
  const list = statementKey(`${fromWhere(built, withCurrentPrice)} ORDER BY ${order.sql}`, [
    ...params.values,
  ])
  const first = (options.page - 1) * options.pageSize
  const start = order.seek ? await knownStart(ctx, list, first, options.pageSize) : null
  const where =
    start && order.seek ? [...built.where, order.seek.after(start.boundary, params)] : built.where
  const skip = start ? start.skip : first
  const keyColumn = order.seek ? `, ${order.seek.column} AS seek_value` : ''
  const rows = await ctx.exec<{ id: number | string; seek_value?: number | string }>(
    `SELECT p.id${keyColumn} ${fromWhere({ ...built, where }, withCurrentPrice)}
     ORDER BY ${order.sql} LIMIT ${params.add(options.pageSize)}${skip ? ` OFFSET ${params.add(skip)}` : ''}`,
    params.values,
  )
  const last = rows.at(-1)
  if (order.seek && last)
    await cachedAggregate(ctx, boundaryKey(list, first + rows.length), async () => ({
      value: Number(last.seek_value),
      id: Number(last.id),
    }))
  // A first page shorter than the page size is the whole list: no need to count.
  const total =
    options.page === 1 && rows.length < options.pageSize
      ? rows.length
      : await countProducts(ctx, query)
  return { ids: rows.map((row) => Number(row.id)), total }
}

/**
 * Keyset paging. OFFSET reads and throws away every row before the page, and in a narrow scope
 * the walk down the popularity index also discards every row outside it: page 3 of a category
 * paid for pages 1 and 2 again. So the last row of each page served is kept (as long as the
 * list's count is) under its position, and a later page seeks past the nearest kept boundary
 * before it, reading only from there. The key is a seeded column, so a kept boundary stays where
 * it was; a page with no boundary kept is counted off with OFFSET as before.
 */
const boundaryKey = (list: string, position: number) => `${list}\u0001after:${position}`

/** Boundaries looked for before a page: this many pages back at most. */
const SEEK_PAGES_BACK = 10

async function knownStart(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  list: string,
  first: number,
  pageSize: number,
): Promise<{ boundary: PageBoundary; skip: number } | null> {
  for (let back = 0; back <= SEEK_PAGES_BACK; back++) {
    const position = first - back * pageSize
    if (position <= 0) break
    const kept = keptAggregate<PageBoundary>(ctx, boundaryKey(list, position))
    if (kept) return { boundary: await kept, skip: first - position }
  }
  return null
}

/** Product rows by id, in the order of `ids`, as Product parents of the region. */
export async function productModels(
  ctx: Pick<ApiContext, 'loaders' | 'db' | 'now' | 'answer'>,
  ids: readonly number[],
  regionId: string,
): Promise<ProductModel[]> {
  // The cards (rows, prices, badges, MNNs, bundles, placements) in one statement, and the region's
  // zone: each model carries its offer and zone, so the summary fields are plain reads.
  const [rows, timeZone] = await Promise.all([
    ids.length ? loadProductCards(ctx, ids, regionId) : new Map(),
    regionTimeZone(ctx, regionId),
  ])
  // The prices the cards' statement primed: one wait for the page, not one per card.
  const found = ids.filter((id) => rows.has(id))
  const variants = await Promise.all(
    found.map((id) => ctx.loaders.prices.load(priceKey(regionId, id))),
  )
  return found.map((id, i) => ({
    ...(rows.get(id) as ProductRow),
    regionId,
    timeZone,
    offer: offerOfVariants(variants[i] ?? []),
  }))
}

/** A whole ProductList: page, rows and page info. */
export async function productList(
  ctx: Pick<ApiContext, 'exec' | 'loaders' | 'db' | 'now' | 'answer'>,
  query: ProductQuery,
  options: { sort?: Maybe<SortInput>; page: number; pageSize: number },
): Promise<ProductListResult> {
  const found = await findProductPage(ctx, query, options)
  return {
    items: await productModels(ctx, found.ids, query.regionId),
    total: found.total,
    description: null,
    pageInfo: {
      page: options.page,
      limit: options.pageSize,
      total: found.total,
      pageCount: Math.ceil(found.total / options.pageSize),
    },
  }
}
