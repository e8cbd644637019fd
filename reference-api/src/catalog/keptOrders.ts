// A catalogue page's product ids from orders kept in memory per database, not from SQL: a region's
// products with the keys of every sort (read once, in pages of 10,000 by id, in the background
// while SQL answers), each sort's order of the whole region, and from it, in the same pass, the
// list of every category alone and of every category's subtree under that sort (what catalogue
// pages ask for); any other set of categories is taken from the whole order on first use.
// Answers only a plain category list (or the whole region) under a sort whose keys a shopper
// never changes; everything else stays on SQL (productPaging.ts).
//
// The keys — popularity, name, creation day and the current price variant — are written only by
// the seed (an order changes pharmacy_stock, a review only the rating, which is left to SQL), so a
// kept order is as fresh as the aggregate counts beside it: both are read again after
// AGGREGATE_TTL_MS. The order is the SQL's to the last tie (listOrder.ts): the name rank and the
// discount are computed by PostgreSQL, the rest are the same integers and float8 values.

import type { ApiContext } from '../context'
import type { Database } from '../db'
import { sharedDatabase } from '../db/tracedDatabase'
import type { Maybe, SortInput } from '../generated/resolvers'
import { currentDiscountSql } from '../product/pricing'
import { catalogReference } from '../reference/referenceData'
import { AGGREGATE_TTL_MS, cachedAggregate } from './aggregateCache'
import { isCategoryOnlyQuery, type ProductPage, type ProductQuery } from './productQuery'

/** The sorts a kept order answers (listOrder.ts names them the same). */
type KeptKey = 'popular' | 'price' | 'name' | 'new' | 'discount'

interface KeptSort {
  key: KeptKey
  descending: boolean
}

/** Regions whose orders are kept per database at most; the least recently used go first. */
const MAX_REGIONS = 8
/**
 * Product ids kept in the lists of other category sets of one region at most (4 bytes each). The
 * categories' own and subtree lists are made with their sort's whole order and not counted here:
 * a product is in its category's list and its ancestors' (4 bytes each per sort).
 */
const MAX_LISTED_IDS = 400_000
/** A category chain longer than this is a loop in the data, not a tree. */
const MAX_CATEGORY_DEPTH = 64
const NO_IDS = new Int32Array(0)

/**
 * The kept sort of a list order, or null when SQL must answer it: the rating (it changes with
 * every review) and a text's best matches. Mirrors listOrder.ts: the same fallback side per sort,
 * and an unknown sort type is the popularity order.
 */
export function keptSortOf(sort: Maybe<SortInput> | undefined): KeptSort | null {
  const side = (fallback: 'asc' | 'desc') =>
    (sort?.side === 'asc' || sort?.side === 'desc' ? sort.side : fallback) === 'desc'
  switch (sort?.type ?? 'popular') {
    case 'price':
      return { key: 'price', descending: side('asc') }
    case 'name':
      return { key: 'name', descending: side('asc') }
    case 'rating':
      return null
    case 'discount':
      return { key: 'discount', descending: side('desc') }
    case 'new':
      return { key: 'new', descending: side('desc') }
    default:
      return { key: 'popular', descending: side('desc') }
  }
}

interface KeyRow {
  id: number | string
  category_id: number | string
  popularity: number | string
  created_day: number | string
  price: number | string
  discount: number | string
}

/** Rows per statement of a region's read: each stays well inside the statement timeout. */
const READ_PAGE = 10_000
/** How long after a failed read the next one may start (SQL answers meanwhile). */
const RETRY_READ_MS = 30_000

/**
 * A page of the region's products (by id, after $2) with their sort keys. The current variant is
 * the one the LATERAL of product/pricing.ts picks (the same ORDER BY, one row per product by the
 * price rows' primary key), and the discount is the SQL's own expression over it.
 */
const REGION_KEYS_SQL = `SELECT p.id, p.category_id, p.popularity,
    (p.created_on - DATE '2000-01-01') AS created_day, cur.price, ${currentDiscountSql} AS discount
  FROM products p JOIN (
    SELECT DISTINCT ON (pp.product_id) pp.product_id, pp.price::float8 AS price,
      pp.price_old::float8 AS price_old
    FROM product_prices pp WHERE pp.region_id = $1 AND pp.product_id > $2
    ORDER BY pp.product_id, (pp.available_for_order AND pp.price_type_id = 1) DESC,
      pp.available_for_order DESC, pp.available_for_booking DESC, pp.price ASC, pp.price_type_id ASC
    LIMIT ${READ_PAGE}
  ) cur ON cur.product_id = p.id
  ORDER BY p.id`

/**
 * Every product's place in `ORDER BY p.name` (the database's collation), dense so that equal
 * names tie as they do there. The same for every region: read once per database and TTL.
 */
const NAME_RANKS_SQL = 'SELECT id, dense_rank() OVER (ORDER BY name)::int AS rank FROM products'

/** One region's products with their sort keys, and the lists ordered from them so far. */
export class RegionOrder {
  private readonly ids: Int32Array
  private readonly popularity: Float64Array
  private readonly nameRank: Int32Array
  private readonly createdDay: Int32Array
  private readonly price: Float64Array
  private readonly discount: Float64Array
  /** Each row's category id. */
  private readonly categoryOf: Int32Array
  /** Row positions by category id. */
  private readonly byCategory = new Map<number, number[]>()
  /** A category's subtree (its ids sorted, joined by ',') → the category. */
  private readonly subtreeRoots = new Map<string, number>()
  /** The whole region's order under each sort (sort key and side), and its category lists. */
  private readonly wholeOrders = new Map<string, WholeOrder>()
  /** Ordered lists of product ids by categories and sort, least recently used first. */
  private readonly lists = new Map<string, Int32Array>()
  private listedIds = 0

  constructor(
    rows: readonly KeyRow[],
    nameRanks: ReadonlyMap<number, number>,
    /** Every category's parent (null: a top category), from the reference data. */
    private readonly parentOf: ReadonlyMap<number, number | null>,
    /** When the rows were read (the request clock). */
    readonly readAt: number,
  ) {
    const size = rows.length
    this.ids = new Int32Array(size)
    this.categoryOf = new Int32Array(size)
    this.popularity = new Float64Array(size)
    this.nameRank = new Int32Array(size)
    this.createdDay = new Int32Array(size)
    this.price = new Float64Array(size)
    this.discount = new Float64Array(size)
    for (const [i, row] of rows.entries()) {
      this.ids[i] = Number(row.id)
      this.popularity[i] = Number(row.popularity)
      this.nameRank[i] = nameRanks.get(this.ids[i] ?? 0) ?? 0
      this.createdDay[i] = Number(row.created_day)
      this.price[i] = Number(row.price)
      this.discount[i] = Number(row.discount)
      const category = Number(row.category_id)
      this.categoryOf[i] = category
      const positions = this.byCategory.get(category)
      if (positions) positions.push(i)
      else this.byCategory.set(category, [i])
    }
    const below = new Map<number, number[]>()
    for (const [id, parent] of parentOf)
      if (parent !== null) below.set(parent, [...(below.get(parent) ?? []), id])
    const subtree = (id: number, depth = 0): number[] =>
      depth > MAX_CATEGORY_DEPTH
        ? [id]
        : [id, ...(below.get(id) ?? []).flatMap((child) => subtree(child, depth + 1))]
    for (const id of parentOf.keys())
      this.subtreeRoots.set([...new Set(subtree(id))].sort((a, b) => a - b).join(','), id)
  }

  /** One page of the list of `categoryIds` (null: every product of the region) under `sort`. */
  page(categoryIds: readonly number[] | null, sort: KeptSort, first: number, size: number) {
    const list = this.list(categoryIds, sort)
    return { ids: Array.from(list.subarray(first, first + size)), total: list.length }
  }

  private list(categoryIds: readonly number[] | null, sort: KeptSort): Int32Array {
    const whole = this.ordered(sort)
    if (!categoryIds) return whole.ids
    const categories = [...new Set(categoryIds)].sort((a, b) => a - b)
    const set = categories.join(',')
    // A category alone, or a category with its subtree: made with the whole order.
    if (categories.length === 1) return whole.own.get(categories[0] as number) ?? NO_IDS
    const root = this.subtreeRoots.get(set)
    if (root !== undefined) return whole.subtree.get(root) ?? NO_IDS
    const key = `${sort.key}:${sort.descending}:${set}`
    const kept = this.lists.get(key)
    if (kept) {
      this.lists.delete(key)
      this.lists.set(key, kept)
      return kept
    }
    // The categories' rows by their place in the whole region's order: a numeric sort of
    // integers, not a comparison of keys.
    let size = 0
    for (const id of categories) size += this.byCategory.get(id)?.length ?? 0
    const places = new Int32Array(size)
    let next = 0
    for (const id of categories)
      for (const position of this.byCategory.get(id) ?? [])
        places[next++] = whole.place[position] ?? 0
    places.sort()
    const list = places.map((place) => whole.ids[place] ?? 0)
    this.lists.set(key, list)
    this.listedIds += list.length
    for (const [oldKey, old] of this.lists) {
      if (this.listedIds <= MAX_LISTED_IDS || old === list) break
      this.lists.delete(oldKey)
      this.listedIds -= old.length
    }
    return list
  }

  /**
   * The whole region under a sort: its ids in order, each row's place in that order, and in one
   * walk down it every category's own list and every category's subtree list (a product goes to
   * its category's and to each ancestor's), so no catalogue page sorts a list of its own.
   */
  private ordered(sort: KeptSort): WholeOrder {
    const key = `${sort.key}:${sort.descending}`
    let whole = this.wholeOrders.get(key)
    if (!whole) {
      const positions = Array.from(this.ids.keys()).sort(this.compare(sort))
      const place = new Int32Array(positions.length)
      for (const [i, position] of positions.entries()) place[position] = i
      const own = new Map<number, number[]>()
      const subtree = new Map<number, number[]>()
      const append = (lists: Map<number, number[]>, category: number, id: number) => {
        const list = lists.get(category)
        if (list) list.push(id)
        else lists.set(category, [id])
      }
      for (const position of positions) {
        const id = this.ids[position] ?? 0
        const category = this.categoryOf[position] ?? 0
        append(own, category, id)
        let above: number | null | undefined = category
        for (let depth = 0; above != null && depth <= MAX_CATEGORY_DEPTH; depth++) {
          append(subtree, above, id)
          above = this.parentOf.get(above)
        }
      }
      const packed = (lists: Map<number, number[]>) =>
        new Map([...lists].map(([category, ids]) => [category, Int32Array.from(ids)]))
      whole = {
        ids: Int32Array.from(positions, (position) => this.ids[position] ?? 0),
        place,
        own: packed(own),
        subtree: packed(subtree),
      }
      this.wholeOrders.set(key, whole)
    }
    return whole
  }

  /** The ORDER BY of listOrder.ts over row positions. */
  private compare({ key, descending }: KeptSort): (a: number, b: number) => number {
    const { ids, popularity, nameRank, createdDay, price, discount } = this
    const sign = descending ? -1 : 1
    const at = (values: ArrayLike<number>, i: number) => values[i] ?? 0
    const byId = (a: number, b: number) => at(ids, a) - at(ids, b)
    // Then p.popularity DESC, p.id: the price and discount orders' ties.
    const byPopularity = (a: number, b: number) =>
      at(popularity, b) - at(popularity, a) || byId(a, b)
    switch (key) {
      case 'popular':
        return (a, b) => sign * (at(popularity, a) - at(popularity, b)) || byId(a, b)
      case 'price':
        return (a, b) => sign * (at(price, a) - at(price, b)) || byPopularity(a, b)
      case 'discount':
        return (a, b) => sign * (at(discount, a) - at(discount, b)) || byPopularity(a, b)
      case 'name':
        return (a, b) => sign * (at(nameRank, a) - at(nameRank, b)) || byId(a, b)
      case 'new':
        // p.created_on <side>, p.id DESC
        return (a, b) => sign * (at(createdDay, a) - at(createdDay, b)) || byId(b, a)
    }
  }
}

/** A region's order under one sort, and the lists of its categories under it. */
interface WholeOrder {
  ids: Int32Array
  /** Each row's place in `ids`. */
  place: Int32Array
  /** Each category's products alone, in order. */
  own: Map<number, Int32Array>
  /** Each category's products with its subtree's, in order. */
  subtree: Map<number, Int32Array>
}

interface RegionEntry {
  pending: Promise<RegionOrder>
  ready?: RegionOrder
}

const regionsByDatabase = new WeakMap<Database, Map<string, RegionEntry>>()

/** A region's products and keys, in pages by id, with the name ranks of the database. */
async function readRegion(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  regionId: string,
  now: number,
): Promise<RegionOrder> {
  const names = cachedAggregate(ctx, NAME_RANKS_SQL, async () => {
    const rows = await ctx.exec<{ id: number | string; rank: number | string }>(NAME_RANKS_SQL)
    return new Map(rows.map((row) => [Number(row.id), Number(row.rank)]))
  })
  const rows: KeyRow[] = []
  for (let after = 0; ; ) {
    const page = await ctx.exec<KeyRow>(REGION_KEYS_SQL, [regionId, after])
    rows.push(...page)
    if (page.length < READ_PAGE) break
    after = Number(page.at(-1)?.id)
  }
  const reference = await catalogReference(ctx)
  const parentOf = new Map(
    [...reference.categoryById.values()].map((category) => [category.id, category.parentId]),
  )
  return new RegionOrder(rows, await names, parentOf, now)
}

/** Reads (once per TTL per database) and resolves a region's kept order. */
export function loadRegionOrder(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  regionId: string,
): Promise<RegionOrder> {
  const db = sharedDatabase(ctx.db)
  let regions = regionsByDatabase.get(db)
  if (!regions) {
    regions = new Map()
    regionsByDatabase.set(db, regions)
  }
  const now = ctx.now.getTime()
  const entry = regions.get(regionId)
  const fresh = (order: RegionOrder) => now >= order.readAt && now - order.readAt < AGGREGATE_TTL_MS
  if (entry && (!entry.ready || fresh(entry.ready))) {
    regions.delete(regionId)
    regions.set(regionId, entry)
    return entry.pending
  }
  const pending = readRegion(ctx, regionId, now)
  const next: RegionEntry = { pending }
  regions.delete(regionId)
  regions.set(regionId, next)
  pending.then(
    (order) => {
      next.ready = order
    },
    // A failed read (the database busy) is tried again a while later, not by every page
    // meanwhile: SQL answers until then.
    () => {
      setTimeout(() => {
        if (regions.get(regionId) === next) regions.delete(regionId)
      }, RETRY_READ_MS).unref()
    },
  )
  if (regions.size > MAX_REGIONS) {
    const oldest = regions.keys().next().value
    if (oldest !== undefined) regions.delete(oldest)
  }
  return pending
}

/**
 * The page from a kept order when one answers the query and is read; otherwise undefined (SQL
 * answers), and the region's read begins in the background for the pages after this one.
 */
export function keptProductPage(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  query: ProductQuery,
  options: { sort?: Maybe<SortInput>; page: number; pageSize: number },
): ProductPage | undefined {
  const sort = keptSortOf(options.sort)
  if (!sort || query.text) return undefined
  const wholeRegion = !query.categoryIds && isCategoryOnlyQuery({ ...query, categoryIds: [0] })
  if (!wholeRegion && !isCategoryOnlyQuery(query)) return undefined
  const pending = loadRegionOrder(ctx, query.regionId)
  const entry = regionsByDatabase.get(sharedDatabase(ctx.db))?.get(query.regionId)
  if (!entry?.ready) {
    pending.catch(() => {})
    return undefined
  }
  const first = (options.page - 1) * options.pageSize
  return entry.ready.page(query.categoryIds ?? null, sort, first, options.pageSize)
}
