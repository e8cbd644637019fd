// Product lists in SQL: a region's assortment narrowed by a text query (Russian full text plus
// trigram typo tolerance), catalogue scopes (category, brand, manufacturer, MNN, disease, event,
// tag, group), list / range / toggle filters, sorted and paged. One query finds the page's ids,
// one counts (a text query's best matches are found and counted in one); the rows and everything
// shown about them come from DataLoaders.
import { ERROR_CODES } from '@apteka/sdk/rules'
import type { ApiContext } from '../context'
import { apiError } from '../errors'
import type { Maybe, ProductSearchInput, SortInput } from '../generated/resolvers'
import type { ProductModel } from '../models'
import { cachedAggregate, statementKey } from './aggregateCache'
import { currentDiscountSql, currentPriceLateral } from './pricing'
import { type CatalogReference, catalogReference, categorySubtree } from './referenceData'

/** A parameter list for `ctx.exec`: `add` returns the placeholder of the value. */
export class SqlParameters {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** The ids of the list filters (FilterConfig.lists and 'name:value' url segments). */
export const LIST_FILTER_IDS = ['brand', 'producer', 'form', 'country', 'mnn'] as const
export type ListFilterId = (typeof LIST_FILTER_IDS)[number]

/** The ids of the toggles (FilterConfig.toggles, ProductSearchInput.toggles). */
export const TOGGLE_IDS = ['available', 'discount', 'forChildren', 'withoutPrescription'] as const

/** The id of the price range (FilterConfig.ranges, ProductSearchInput.ranges). */
export const PRICE_RANGE_ID = 'price'

/** What a product list is about, with every code already checked. */
export interface ProductQuery {
  regionId: string
  /** A full-text query, already trimmed. */
  text?: string | null
  /** How `text` is matched; worked out by {@link prepareQuery} before the SQL is built. */
  textMatch?: TextMatch | null
  categoryIds?: number[] | null
  brandAlias?: string | null
  producerCode?: string | null
  mnnAlias?: string | null
  /** Analogues: products of this MNN row. */
  mnnId?: number | null
  groupCode?: string | null
  /** Analogues outside a group. */
  notGroupCode?: string | null
  diseaseCode?: string | null
  eventAlias?: string | null
  promotionId?: number | null
  /** Only products on this pharmacy's shelf (quantity above 0). */
  pharmacyId?: number | null
  /** A category tag: a regular expression over the form, and/or the children's flag. */
  tag?: { form: string | null; forChildren: boolean | null } | null
  onlyDiscounts?: boolean | null
  onlyExpiring?: boolean | null
  ids?: number[] | null
  excludeIds?: number[] | null
  /** Selected list values: brand aliases, producer codes, form titles, country names, MNN aliases. */
  lists?: Partial<Record<ListFilterId, string[]>>
  priceMin?: number | null
  priceMax?: number | null
  toggles?: string[] | null
}

export interface ProductPage {
  ids: number[]
  total: number
}

/** The shopper-facing shape of a product list (ProductList in the schema). */
export interface ProductListResult {
  items: ProductModel[]
  total: number
  description?: string | null
  pageInfo: { page: number; limit: number; total: number; pageCount: number }
}

/** Queries shorter than this (after trimming) are not searched. */
export const MIN_QUERY_LENGTH = 2
/** Largest page size a client may ask for. */
export const MAX_PAGE_SIZE = 100

/**
 * How a text query finds products. Full text with Russian morphology ('парацетамола' finds
 * 'Парацетамол') always; MNNs and brands whose names are like the query (a typo such as
 * 'парацитамол' still finds the drug); and, only when neither finds anything, trigram word
 * similarity over product names. Each branch is an index scan (GIN tsvector, btree, GIN trigram).
 */
export interface TextMatch {
  /** to_tsquery text: the words ANDed, the last one also as a prefix ('парацетамол & таб:*'). */
  fullText: string
  mnnIds: number[]
  brandIds: number[]
  byName: boolean
}

/**
 * The full-text query of a shopper's text: its words ANDed, and the last word (two letters or
 * more) matching as a prefix too, so a query typed halfway ('парацетамол таб') already finds.
 *
 * @example
 * fullTextQuery('Парацетамол  таб') // 'парацетамол & таб:*'
 */
export function fullTextQuery(text: string): string {
  const words =
    text
      .toLowerCase()
      .replace(/ё/g, 'е')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return words
    .map((word, i) => (i === words.length - 1 && word.length >= 2 ? `${word}:*` : word))
    .join(' & ')
}

/** SQL of the tsquery of a prepared text (placeholder of TextMatch.fullText). */
const tsquerySql = (fullText: string) => `to_tsquery('russian', ${fullText})`

/** Fuzzy name matching needs a few letters to be meaningful. */
const FUZZY_FROM_LENGTH = 4

/** What the text lookups need: the database, and its clock for the aggregate cache. */
type TextContext = Pick<ApiContext, 'exec' | 'db' | 'now'>

/**
 * Values of `keys` from the aggregate cache; the missing ones computed together by one call of
 * `computeMissing` (given their positions), each then cached under its own key.
 */
async function cachedBatch<T>(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  keys: readonly string[],
  computeMissing: (positions: number[]) => Promise<T[]>,
): Promise<T[]> {
  const missing: { position: number; resolve(value: T): void; reject(error: unknown): void }[] = []
  const values = keys.map((key, position) =>
    cachedAggregate(
      ctx,
      key,
      () => new Promise<T>((resolve, reject) => missing.push({ position, resolve, reject })),
    ),
  )
  if (missing.length) {
    try {
      const computed = await computeMissing(missing.map((item) => item.position))
      for (const [i, item] of missing.entries()) {
        const value = computed[i]
        if (value === undefined) item.reject(new Error('cachedBatch: a value is missing'))
        else item.resolve(value)
      }
    } catch (error) {
      for (const item of missing) item.reject(error)
    }
  }
  return Promise.all(values)
}

/** Works out the text matching of a query (a cached lookup); a query without text is as is. */
export async function prepareQuery(ctx: TextContext, query: ProductQuery): Promise<ProductQuery> {
  if (!query.text || query.textMatch) return query
  return { ...query, textMatch: await textMatchOf(ctx, query.text) }
}

export async function textMatchOf(ctx: TextContext, text: string): Promise<TextMatch> {
  const [match] = await textMatchesOf(ctx, [text])
  if (!match) throw new Error('textMatchesOf() returned no match')
  return match
}

/**
 * The text matching of several texts at once (the autocomplete's suggested terms): the MNNs and
 * brands named like each text, and, for a text naming none, whether full text finds anything (if
 * not, product names are matched by trigrams). Like the catalogue aggregates, a text's match
 * depends only on seeded data, so it is cached; the texts not cached yet are looked up in one
 * statement. Ids come in id order, so the SQL built from a match — and the cache key of its
 * count — is the same however the match was found.
 */
export async function textMatchesOf(
  ctx: TextContext,
  texts: readonly string[],
): Promise<TextMatch[]> {
  return cachedBatch(
    ctx,
    texts.map((text) => `text-match\u0001${text}`),
    (positions) =>
      lookUpTextMatches(
        ctx,
        positions.map((i) => texts[i] ?? ''),
      ),
  )
}

async function lookUpTextMatches(
  ctx: Pick<ApiContext, 'exec'>,
  texts: readonly string[],
): Promise<TextMatch[]> {
  const fullTexts = texts.map(fullTextQuery)
  const fuzzy = texts.map((text) => text.length >= FUZZY_FROM_LENGTH)
  // Without a fuzzy lookup or full text nothing is left to ask: the name match decides.
  if (!fuzzy.some(Boolean) && !fullTexts.some(Boolean))
    return fullTexts.map((fullText) => ({ fullText, mnnIds: [], brandIds: [], byName: true }))
  const similar = (column: string) =>
    `(similarity(${column}, t.text) > 0.35 OR word_similarity(${column}, t.text) > 0.5)`
  const rows = await ctx.exec<{
    i: number | string
    mnn_ids: (number | string)[]
    brand_ids: (number | string)[]
    found: boolean | null
  }>(
    `SELECT m.i, m.mnn_ids, m.brand_ids,
       CASE WHEN cardinality(m.mnn_ids) = 0 AND cardinality(m.brand_ids) = 0 AND m.full_text <> ''
         THEN EXISTS (SELECT 1 FROM products WHERE search_vector @@ ${tsquerySql('m.full_text')})
       END AS found
     FROM (
       SELECT t.i, t.full_text,
         ARRAY(SELECT id FROM mnns WHERE t.fuzzy AND ${similar('title')} ORDER BY id) AS mnn_ids,
         ARRAY(SELECT id FROM brands WHERE t.fuzzy AND ${similar('name')} ORDER BY id) AS brand_ids
       FROM unnest($1::text[], $2::text[], $3::boolean[]) WITH ORDINALITY AS t(text, full_text, fuzzy, i)
     ) m`,
    [texts, fullTexts, fuzzy],
  )
  const byIndex = new Map(rows.map((row) => [Number(row.i) - 1, row]))
  return texts.map((_, i) => {
    const row = byIndex.get(i)
    const mnnIds = (row?.mnn_ids ?? []).map(Number)
    const brandIds = (row?.brand_ids ?? []).map(Number)
    const fullText = fullTexts[i] ?? ''
    if (mnnIds.length || brandIds.length) return { fullText, mnnIds, brandIds, byName: false }
    return { fullText, mnnIds, brandIds, byName: !row?.found }
  })
}

/** SQL condition: product `p` matches the text as `match` says. */
function textMatchSql(text: string, match: TextMatch, params: SqlParameters) {
  const branches = match.fullText
    ? [`p.search_vector @@ ${tsquerySql(params.add(match.fullText))}`]
    : []
  if (match.mnnIds.length) branches.push(`p.mnn_id = ANY(${params.add(match.mnnIds)}::int[])`)
  if (match.brandIds.length) branches.push(`p.brand_id = ANY(${params.add(match.brandIds)}::int[])`)
  if (match.byName) branches.push(`${params.add(text)} <% p.name`)
  return branches.length ? `(${branches.join(' OR ')})` : 'false'
}

/** SQL of how well product `p` matches the text (for ordering search results). */
const relevanceSql = (text: string, fullText: string | null) =>
  `${fullText ? `ts_rank(p.search_vector, ${tsquerySql(fullText)}) + ` : ''}word_similarity(${text}, p.name)`

/** SQL: product `p` has a price in the region (the regional assortment). */
const inRegionSql = (region: string) =>
  `EXISTS (SELECT 1 FROM product_prices rp WHERE rp.region_id = ${region} AND rp.product_id = p.id)`

export interface BuiltConditions {
  /** SQL conditions on `p` (and `cur` when `needsCurrentPrice`), to be joined with AND. */
  where: string[]
  /** Whether the conditions read the current price `cur` (then the LATERAL must be joined). */
  needsCurrentPrice: boolean
  /** The placeholder of the region. */
  region: string
}

/** Builds the WHERE of a product query (its text match prepared by {@link prepareQuery}). */
export function buildConditions(
  query: ProductQuery,
  params: SqlParameters,
  options: { withCurrentPrice?: boolean } = {},
): BuiltConditions {
  const region = params.add(query.regionId)
  const where: string[] = []
  // With the current price joined anyway (a price sort), it already keeps to the region.
  let needsCurrentPrice = options.withCurrentPrice ?? false
  if (query.text) {
    if (!query.textMatch) throw new Error('prepareQuery() must resolve the text match first')
    where.push(textMatchSql(query.text, query.textMatch, params))
  }
  if (query.categoryIds) where.push(`p.category_id = ANY(${params.add(query.categoryIds)}::int[])`)
  if (query.brandAlias)
    where.push(
      `p.brand_id IN (SELECT id FROM brands WHERE alias = ${params.add(query.brandAlias)})`,
    )
  if (query.producerCode)
    where.push(
      `p.manufacturer_id IN (SELECT id FROM manufacturers WHERE code = ${params.add(query.producerCode)})`,
    )
  if (query.mnnAlias)
    where.push(`p.mnn_id IN (SELECT id FROM mnns WHERE alias = ${params.add(query.mnnAlias)})`)
  if (query.mnnId !== undefined && query.mnnId !== null)
    where.push(`p.mnn_id = ${params.add(query.mnnId)}`)
  if (query.groupCode) where.push(`p.group_code = ${params.add(query.groupCode)}`)
  if (query.notGroupCode)
    where.push(`p.group_code IS DISTINCT FROM ${params.add(query.notGroupCode)}`)
  if (query.diseaseCode)
    where.push(`p.id IN (SELECT pm.product_id FROM product_mnns pm
      JOIN disease_mnns dm ON dm.mnn_id = pm.mnn_id JOIN diseases d ON d.id = dm.disease_id
      WHERE d.code = ${params.add(query.diseaseCode)})`)
  if (query.eventAlias)
    where.push(`p.id IN (SELECT pp.product_id FROM promotion_products pp
      JOIN promotions pr ON pr.id = pp.promotion_id WHERE pr.alias = ${params.add(query.eventAlias)})`)
  if (query.pharmacyId !== undefined && query.pharmacyId !== null)
    where.push(
      `p.id IN (SELECT product_id FROM pharmacy_stock WHERE pharmacy_id = ${params.add(query.pharmacyId)} AND quantity > 0)`,
    )
  if (query.promotionId !== undefined && query.promotionId !== null)
    where.push(
      `p.id IN (SELECT product_id FROM promotion_products WHERE promotion_id = ${params.add(query.promotionId)})`,
    )
  // A tag's form is a pattern over the form names ('^таблетк').
  if (query.tag?.form) where.push(`p.form ~ ${params.add(query.tag.form)}`)
  if (query.tag?.forChildren !== null && query.tag?.forChildren !== undefined)
    where.push(`p.for_children = ${params.add(query.tag.forChildren)}`)
  if (query.ids) where.push(`p.id = ANY(${params.add(query.ids)}::int[])`)
  if (query.excludeIds?.length) where.push(`p.id <> ALL(${params.add(query.excludeIds)}::int[])`)
  if (query.onlyExpiring)
    where.push(`EXISTS (SELECT 1 FROM product_prices ep WHERE ep.region_id = ${region}
      AND ep.product_id = p.id AND ep.price_type_id IN (4, 14)
      AND (ep.available_for_order OR ep.available_for_booking))`)
  for (const id of LIST_FILTER_IDS) {
    const values = query.lists?.[id]
    if (!values?.length) continue
    const list = `${params.add(values)}::text[]`
    if (id === 'brand')
      where.push(`p.brand_id IN (SELECT id FROM brands WHERE alias = ANY(${list}))`)
    if (id === 'producer')
      where.push(`p.manufacturer_id IN (SELECT id FROM manufacturers WHERE code = ANY(${list}))`)
    if (id === 'form') where.push(`p.form = ANY(${list})`)
    if (id === 'country')
      where.push(`p.manufacturer_id IN (SELECT id FROM manufacturers WHERE country = ANY(${list}))`)
    if (id === 'mnn') where.push(`p.mnn_id IN (SELECT id FROM mnns WHERE alias = ANY(${list}))`)
  }
  // Conditions on the current price read every product's variants; a cheap necessary condition
  // on the region's price rows first (an index-driven semi-join) leaves far fewer to read.
  const hasVariant = (condition: string) =>
    where.push(`EXISTS (SELECT 1 FROM product_prices vp WHERE vp.region_id = ${region}
      AND vp.product_id = p.id AND ${condition})`)
  const toggles = new Set(query.toggles ?? [])
  if (query.onlyDiscounts || toggles.has('discount')) hasVariant('vp.price_old > vp.price')
  if (
    (query.priceMin !== undefined && query.priceMin !== null) ||
    (query.priceMax !== undefined && query.priceMax !== null)
  )
    hasVariant(
      `vp.price BETWEEN ${params.add(query.priceMin ?? 0)} AND ${params.add(query.priceMax ?? Number.MAX_SAFE_INTEGER)}`,
    )
  if (query.priceMin !== undefined && query.priceMin !== null) {
    where.push(`cur.price >= ${params.add(query.priceMin)}`)
    needsCurrentPrice = true
  }
  if (query.priceMax !== undefined && query.priceMax !== null) {
    where.push(`cur.price <= ${params.add(query.priceMax)}`)
    needsCurrentPrice = true
  }
  if (query.onlyDiscounts || toggles.has('discount')) {
    where.push('cur.price_old > cur.price')
    needsCurrentPrice = true
  }
  // The current variant can be ordered exactly when some variant can (it is preferred).
  if (toggles.has('available')) hasVariant('vp.available_for_order')
  if (toggles.has('forChildren')) where.push('p.for_children')
  if (toggles.has('withoutPrescription')) where.push('NOT p.requires_prescription')
  if (!needsCurrentPrice) where.push(inRegionSql(region))
  return { where, needsCurrentPrice, region }
}

/** FROM … WHERE … of a product query over `p` (with `cur` joined when asked or needed). */
export function fromWhere(
  built: BuiltConditions,
  withCurrentPrice = built.needsCurrentPrice,
  extraJoin = '',
) {
  const join = withCurrentPrice ? currentPriceLateral(built.region) : ''
  const where = built.where.length ? `WHERE ${built.where.join('\n  AND ')}` : ''
  return `FROM products p ${join} ${extraJoin}\n${where}`
}

/** ORDER BY of a list; with a text query and no sort asked, the best matches come first. */
function orderBy(query: ProductQuery, sort: Maybe<SortInput> | undefined, params: SqlParameters) {
  const side = (fallback: 'ASC' | 'DESC') =>
    sort?.side === 'asc' ? 'ASC' : sort?.side === 'desc' ? 'DESC' : fallback
  if (!sort && query.text) {
    const text = params.add(query.text)
    const fullText = query.textMatch?.fullText ? params.add(query.textMatch.fullText) : null
    return {
      sql: `${relevanceSql(text, fullText)} DESC, p.popularity DESC, p.id`,
      needsCurrentPrice: false,
    }
  }
  switch (sort?.type ?? 'popular') {
    case 'price':
      return { sql: `cur.price ${side('ASC')}, p.popularity DESC, p.id`, needsCurrentPrice: true }
    case 'name':
      return { sql: `p.name ${side('ASC')}, p.id`, needsCurrentPrice: false }
    case 'rating':
      return {
        sql: `p.rating ${side('DESC')}, p.reviews_count ${side('DESC')}, p.id`,
        needsCurrentPrice: false,
      }
    case 'discount':
      return {
        sql: `${currentDiscountSql} ${side('DESC')}, p.popularity DESC, p.id`,
        needsCurrentPrice: true,
      }
    case 'new':
      return { sql: `p.created_on ${side('DESC')}, p.id DESC`, needsCurrentPrice: false }
    default:
      return { sql: `p.popularity ${side('DESC')}, p.id`, needsCurrentPrice: false }
  }
}

/** Text queries of a batch prepared together: one lookup for all their text matches. */
async function prepareQueries(
  ctx: TextContext,
  queries: readonly ProductQuery[],
): Promise<ProductQuery[]> {
  const pending = queries.flatMap((query, i) =>
    query.text && !query.textMatch ? [{ i, text: query.text }] : [],
  )
  if (!pending.length) return [...queries]
  const matches = await textMatchesOf(
    ctx,
    pending.map((item) => item.text),
  )
  const prepared = [...queries]
  pending.forEach((item, k) => {
    prepared[item.i] = { ...queries[item.i], textMatch: matches[k] } as ProductQuery
  })
  return prepared
}

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

/** Relevance lists deeper than this are sorted whole: bounding them saves nothing. */
const BOUNDED_RELEVANCE_UP_TO = 200

/** What {@link findBestMatches} finds besides the page. */
export interface BestMatches extends ProductPage {
  /** The product forms found most, with how many products of each (when asked for). */
  forms: { form: string; count: number }[]
}

/**
 * A page of a text query's products in relevance order (full-text rank plus the word similarity
 * of the name, then popularity), in one statement that also counts them and, when asked, groups
 * them by form. The matching products are read once; the dear part, word similarity of product
 * names, is computed only for rows that can still reach the page: ranking the best few by full
 * text first gives a bound, and since word similarity is at most 1, a row whose rank plus 1 is
 * below the bound cannot make it. The page is exactly what sorting every row would give.
 */
export async function findBestMatches(
  ctx: TextContext,
  rawQuery: ProductQuery,
  options: { page: number; pageSize: number; forms?: number },
): Promise<BestMatches> {
  const query = await prepareQuery(ctx, rawQuery)
  if (!query.text || !query.textMatch) throw new Error('findBestMatches() needs a text query')
  const params = new SqlParameters()
  const built = buildConditions(query, params)
  const text = params.add(query.text)
  const rank = query.textMatch.fullText
    ? `ts_rank(p.search_vector, ${tsquerySql(params.add(query.textMatch.fullText))})`
    : '0::real'
  const relevance = (row: string) => `${row}.r + word_similarity(${text}, ${row}.name)`
  const offset = (options.page - 1) * options.pageSize
  const reach = offset + options.pageSize
  // A row can still reach the page when its rank plus the largest word similarity (1) places it
  // at or before the reach-th of the seeds (real rows, so at or after the true reach-th).
  const bounded = reach > 0 && reach <= BOUNDED_RELEVANCE_UP_TO
  // The seeds are picked before their names are compared: a word similarity in the same target
  // list as the sort would be computed for every row.
  const bound = bounded
    ? `, seed AS (
         SELECT c.id, c.popularity, c.r, c.name FROM c
         ORDER BY c.r DESC, c.popularity DESC, c.id LIMIT ${params.add(Math.max(reach * 4, 40))}
       ), nth AS (
         SELECT rel, popularity, id FROM (SELECT id, popularity, ${relevance('seed')} AS rel FROM seed) s
         ORDER BY rel DESC, popularity DESC, id OFFSET ${params.add(reach - 1)} LIMIT 1
       )`
    : ''
  const reachable = bounded
    ? `LEFT JOIN nth ON true
       WHERE nth.id IS NULL OR c.r + 1::real > nth.rel OR (c.r + 1::real = nth.rel
         AND (c.popularity > nth.popularity OR (c.popularity = nth.popularity AND c.id <= nth.id)))`
    : ''
  const page = options.pageSize
    ? `SELECT 'product' AS kind, id, NULL::text AS form, 0 AS n,
         row_number() OVER (ORDER BY rel DESC, popularity DESC, id)::int AS ord
       FROM (
         SELECT c.id, c.popularity, ${relevance('c')} AS rel FROM c ${reachable}
         ORDER BY rel DESC, c.popularity DESC, c.id
         LIMIT ${params.add(options.pageSize)} OFFSET ${params.add(offset)}
       ) page`
    : `SELECT 'product' AS kind, NULL::int AS id, NULL::text AS form, 0 AS n, 0 AS ord WHERE false`
  const forms = options.forms
    ? `UNION ALL SELECT 'form', NULL, form, n, ord FROM (
         SELECT form, count(*)::int AS n, row_number() OVER (ORDER BY count(*) DESC, form)::int AS ord
         FROM c GROUP BY form ORDER BY ord LIMIT ${params.add(options.forms)}
       ) forms`
    : ''
  const rows = await ctx.exec<{
    kind: 'product' | 'total' | 'form'
    id: number | null
    form: string | null
    n: number | string
    ord: number | string
  }>(
    `WITH c AS MATERIALIZED (
       SELECT p.id, p.name, p.popularity, p.form, ${rank} AS r ${fromWhere(built)}
     )${bound}
     ${page}
     UNION ALL SELECT 'total', NULL, NULL, count(*)::int, 0 FROM c
     ${forms}`,
    params.values,
  )
  const ofKind = (kind: string) =>
    rows.filter((row) => row.kind === kind).sort((a, b) => Number(a.ord) - Number(b.ord))
  return {
    ids: ofKind('product').map((row) => Number(row.id)),
    total: Number(ofKind('total')[0]?.n ?? 0),
    forms: ofKind('form').map((row) => ({ form: String(row.form), count: Number(row.n) })),
  }
}

/** One page of product ids in list order, and how many products the query finds in all. */
export async function findProductPage(
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
  const order = orderBy(query, options.sort, params)
  const limit = params.add(options.pageSize)
  const offset = params.add((options.page - 1) * options.pageSize)
  const rows = await ctx.exec<{ id: number }>(
    `SELECT p.id ${fromWhere(built, built.needsCurrentPrice || order.needsCurrentPrice)}
     ORDER BY ${order.sql} LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  )
  // A first page shorter than the page size is the whole list: no need to count.
  const total =
    options.page === 1 && rows.length < options.pageSize
      ? rows.length
      : await countProducts(ctx, query)
  return { ids: rows.map((row) => Number(row.id)), total }
}

/** Product rows by id, in the order of `ids`, as Product parents of the region. */
export async function productModels(
  ctx: Pick<ApiContext, 'loaders'>,
  ids: readonly number[],
  regionId: string,
): Promise<ProductModel[]> {
  const rows = await ctx.loaders.product.loadMany([...ids])
  const models: ProductModel[] = []
  for (const row of rows) if (row && !(row instanceof Error)) models.push({ ...row, regionId })
  return models
}

/** Page number and size from a request, clamped to sane values. */
export function pageOf(
  page: Maybe<number> | undefined,
  size: Maybe<number> | undefined,
  fallback = 24,
) {
  const pageSize = Math.min(Math.max(Math.trunc(size ?? fallback), 1), MAX_PAGE_SIZE)
  return { page: Math.max(Math.trunc(page ?? 1), 1), pageSize }
}

/** A whole ProductList: page, rows and page info. */
export async function productList(
  ctx: Pick<ApiContext, 'exec' | 'loaders' | 'db' | 'now'>,
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

/** A list filter's selected values as SQL compares them (form and country slugs → titles). */
export function listValues(
  reference: CatalogReference,
  id: string,
  values: readonly string[],
): { id: ListFilterId; values: string[] } | null {
  if (!(LIST_FILTER_IDS as readonly string[]).includes(id)) return null
  const listId = id as ListFilterId
  const bySlug =
    listId === 'form' ? reference.forms : listId === 'country' ? reference.countries : null
  if (!bySlug) return { id: listId, values: [...values] }
  return {
    id: listId,
    values: values.map((value) => bySlug.find((item) => item.slug === value)?.title ?? value),
  }
}

/** Scopes a list can be asked for, by code; shared by products(search) and filterConfig. */
export interface ProductScope {
  regionId: string
  query?: Maybe<string>
  categoryAlias?: Maybe<string>
  withSubcategories?: Maybe<boolean>
  brandCode?: Maybe<string>
  producerCode?: Maybe<string>
  mnnAlias?: Maybe<string>
  groupCode?: Maybe<string>
  diseaseCode?: Maybe<string>
  eventAlias?: Maybe<string>
  tagCode?: Maybe<string>
  onlyDiscounts?: Maybe<boolean>
  onlyExpiring?: Maybe<boolean>
}

/** Turns the codes of a scope into a ProductQuery; an unknown category is E_270. */
export async function scopeQuery(
  ctx: Pick<ApiContext, 'db' | 'exec'>,
  scope: ProductScope,
): Promise<ProductQuery> {
  const reference = await catalogReference(ctx)
  const text = scope.query?.trim().replace(/\s+/g, ' ') || null
  if (text && text.length < MIN_QUERY_LENGTH) throw apiError(ERROR_CODES.QUERY_TOO_SHORT)
  const query: ProductQuery = {
    regionId: scope.regionId,
    text,
    brandAlias: scope.brandCode || null,
    producerCode: scope.producerCode || null,
    mnnAlias: scope.mnnAlias || null,
    groupCode: scope.groupCode || null,
    diseaseCode: scope.diseaseCode || null,
    eventAlias: scope.eventAlias || null,
    onlyDiscounts: scope.onlyDiscounts ?? null,
    onlyExpiring: scope.onlyExpiring ?? null,
  }
  let categoryId: number | null = null
  if (scope.categoryAlias) {
    const category = reference.categoryByAlias.get(scope.categoryAlias)
    if (!category) throw apiError(ERROR_CODES.CATEGORY_NOT_FOUND)
    categoryId = category.id
    query.categoryIds =
      scope.withSubcategories === false
        ? [category.id]
        : categorySubtree(reference, category).map((c) => c.id)
  }
  if (scope.tagCode) {
    const params = new SqlParameters()
    const alias = params.add(scope.tagCode)
    const inCategory = categoryId === null ? '' : `AND category_id = ${params.add(categoryId)}`
    const [tag] = await ctx.exec<{ form: string | null; for_children: boolean | null }>(
      `SELECT form, for_children FROM category_tags WHERE alias = ${alias} ${inCategory}
       ORDER BY id LIMIT 1`,
      params.values,
    )
    // An unknown tag narrows to nothing rather than silently showing the whole category.
    if (tag) query.tag = { form: tag.form, forChildren: tag.for_children }
    else query.ids = []
  }
  return query
}

/** products(search): the scope plus the shopper's filters. */
export async function searchInputQuery(
  ctx: Pick<ApiContext, 'db' | 'exec'>,
  input: ProductSearchInput,
  regionId: string,
): Promise<ProductQuery> {
  const query = await scopeQuery(ctx, { ...input, regionId })
  const reference = await catalogReference(ctx)
  applyFilters(query, reference, input)
  if (input.ids) {
    const wanted = input.ids.map(Number).filter(Number.isInteger)
    query.ids = query.ids ? query.ids.filter((id) => wanted.includes(id)) : wanted
  }
  if (input.pharmacyID) {
    const pharmacyId = Number(input.pharmacyID)
    query.pharmacyId = Number.isSafeInteger(pharmacyId) ? pharmacyId : -1
  }
  return query
}

/** Adds list, range and toggle filters to a query. */
export function applyFilters(
  query: ProductQuery,
  reference: CatalogReference,
  filters: {
    lists?: Maybe<{ id: string; values: string[] }[]>
    ranges?: Maybe<{ id: string; min?: Maybe<number>; max?: Maybe<number> }[]>
    toggles?: Maybe<string[]>
  },
) {
  for (const list of filters.lists ?? []) {
    const resolved = listValues(reference, list.id, list.values)
    if (!resolved?.values.length) continue
    query.lists = {
      ...query.lists,
      [resolved.id]: [...(query.lists?.[resolved.id] ?? []), ...resolved.values],
    }
  }
  for (const range of filters.ranges ?? []) {
    if (range.id !== PRICE_RANGE_ID) continue
    query.priceMin = range.min ?? null
    query.priceMax = range.max ?? null
  }
  if (filters.toggles?.length) query.toggles = [...(query.toggles ?? []), ...filters.toggles]
}
