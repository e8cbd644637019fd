// Product lists in SQL: a region's assortment narrowed by a text query (Russian full text plus
// trigram typo tolerance), catalogue scopes (category, brand, manufacturer, MNN, disease, event,
// tag, group), list / range / toggle filters, sorted and paged. One query finds the page's ids,
// one counts; the rows and everything shown about them come from DataLoaders.
import type { ApiContext } from '../context'
import { apiError } from '../errors'
import type { Maybe, ProductSearchInput, SortInput } from '../generated/resolvers'
import type { ProductModel } from '../models'
import { cachedAggregate, statementKey } from './aggregate-cache'
import { currentDiscountSql, currentPriceLateral } from './pricing'
import { type CatalogReference, catalogReference, categorySubtree } from './reference-data'

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

/** Works out the text matching of a query (two small lookups); a query without text is as is. */
export async function prepareQuery(
  ctx: Pick<ApiContext, 'exec'>,
  query: ProductQuery,
): Promise<ProductQuery> {
  if (!query.text || query.textMatch) return query
  return { ...query, textMatch: await textMatchOf(ctx, query.text) }
}

export async function textMatchOf(ctx: Pick<ApiContext, 'exec'>, text: string): Promise<TextMatch> {
  const similar = `(similarity(name, $1) > 0.35 OR word_similarity(name, $1) > 0.5)`
  const rows =
    text.length >= FUZZY_FROM_LENGTH
      ? await ctx.exec<{ kind: string; id: number }>(
          `SELECT 'mnn' AS kind, id FROM (SELECT id, title AS name FROM mnns) m WHERE ${similar}
           UNION ALL SELECT 'brand' AS kind, id FROM brands WHERE ${similar}`,
          [text],
        )
      : []
  const mnnIds = rows.filter((row) => row.kind === 'mnn').map((row) => Number(row.id))
  const brandIds = rows.filter((row) => row.kind === 'brand').map((row) => Number(row.id))
  const fullText = fullTextQuery(text)
  if (mnnIds.length || brandIds.length) return { fullText, mnnIds, brandIds, byName: false }
  const [found] = fullText
    ? await ctx.exec<{ found: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM products WHERE search_vector @@ ${tsquerySql('$1')}) AS found`,
        [fullText],
      )
    : []
  return { fullText, mnnIds, brandIds, byName: !found?.found }
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

/** How many products a query finds (a cached aggregate). */
export async function countProducts(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  rawQuery: ProductQuery,
): Promise<number> {
  const query = await prepareQuery(ctx, rawQuery)
  const params = new SqlParameters()
  const sql = `SELECT count(*)::int AS total ${fromWhere(buildConditions(query, params))}`
  return cachedAggregate(ctx, statementKey(sql, params.values), async () => {
    const [row] = await ctx.exec<{ total: number | string }>(sql, params.values)
    return Number(row?.total ?? 0)
  })
}

/** One page of product ids in list order, and how many products the query finds in all. */
export async function findProductPage(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  rawQuery: ProductQuery,
  options: { sort?: Maybe<SortInput>; page: number; pageSize: number },
): Promise<ProductPage> {
  const query = await prepareQuery(ctx, rawQuery)
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
  if (text && text.length < MIN_QUERY_LENGTH) throw apiError('E_18')
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
    if (!category) throw apiError('E_270')
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
