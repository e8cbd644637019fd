// The filter panel of a product list (FilterConfig): list filters with real counts, the price
// range, toggles and sorts — counted in SQL over exactly the products the list shows, so a count
// is the total the shopper gets after ticking that item. A long list answers only its top values
// (plus the chosen ones) when asked with a limit.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { inArray } from 'drizzle-orm'
import type { ApiContext } from '../context'
import * as t from '../db'
import { apiError } from '../errors'
import type {
  FilterListItem,
  FilterRange,
  FilterToggle,
  ListFilterInput,
  SortType,
} from '../generated/resolvers'
import { currentPriceLateral } from '../product/pricing'
import { catalogReference } from '../reference/referenceData'
import { cachedAggregate, statementKey } from './aggregateCache'
import { buildConditions, fromWhere } from './productConditions'
import {
  LIST_FILTER_IDS,
  type ListFilterId,
  PRICE_RANGE_ID,
  type ProductQuery,
  TOGGLE_IDS,
} from './productQuery'
import { SqlParameters } from './sqlParameters'
import { prepareQuery } from './textMatch'

const LISTS: Record<ListFilterId, { title: string; searchPlaceholder: string }> = {
  brand: { title: 'Бренд', searchPlaceholder: 'Найти бренд' },
  producer: { title: 'Производитель', searchPlaceholder: 'Найти производителя' },
  form: { title: 'Форма выпуска', searchPlaceholder: 'Найти форму выпуска' },
  country: { title: 'Страна производства', searchPlaceholder: 'Найти страну' },
  mnn: { title: 'Действующее вещество', searchPlaceholder: 'Найти действующее вещество' },
}

export const TOGGLE_TITLES: Record<(typeof TOGGLE_IDS)[number], string> = {
  available: 'В наличии',
  discount: 'Со скидкой',
  forChildren: 'Для детей',
  withoutPrescription: 'Без рецепта',
}

export const PRICE_RANGE_TITLE = 'Цена, ₽'

/** Every sort the lists support, in the order the sort menu shows them. */
export const SORTS: SortType[] = ['popular', 'price', 'name', 'rating', 'discount', 'new']

/** Lists with more items than this get a search box. */
const SEARCHABLE_FROM = 8

export const toggles = (): FilterToggle[] =>
  TOGGLE_IDS.map((id) => ({ id, title: TOGGLE_TITLES[id] }))

/** A list filter with every value, most products first (FilterList's mapper). */
export interface FilterListModel {
  id: ListFilterId
  title: string
  searchPlaceholder: string | null
  allowsMultipleSelection: boolean
  isSearchEnabled: boolean
  items: FilterListItem[]
}

/** The largest `FilterList.items(limit:)`: no list needs more on one screen. */
export const MAX_ITEMS_LIMIT = 1000
/** How many lists and values one filterConfig `selected` may name (more is not a shopper's). */
export const MAX_SELECTED_LISTS = 20
export const MAX_SELECTED_VALUES = 100

/**
 * The values a list answers for `items(limit:)`: the first `limit` of them and the selected ones
 * beyond, in the list's order; every value without a limit. A limit outside 1…1000 is E_1.
 */
export function limitedItems(
  list: FilterListModel,
  limit: number | null | undefined,
): FilterListItem[] {
  if (limit === null || limit === undefined) return list.items
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ITEMS_LIMIT)
    throw apiError(ERROR_CODES.WRONG_REQUEST, undefined, { field: 'limit' })
  return list.items.filter((item, index) => index < limit || item.isSelected)
}

/**
 * The chosen values by list id, from filterConfig's `selected`; E_1 for more than 20 lists or
 * more than 100 values in one.
 */
export function selectedValues(
  selected: readonly ListFilterInput[] | null | undefined,
): Partial<Record<ListFilterId, string[]>> {
  const chosen: Partial<Record<ListFilterId, string[]>> = {}
  if (!selected) return chosen
  if (
    selected.length > MAX_SELECTED_LISTS ||
    selected.some((list) => list.values.length > MAX_SELECTED_VALUES)
  )
    throw apiError(ERROR_CODES.WRONG_REQUEST, undefined, { field: 'selected' })
  for (const list of selected) {
    const id = LIST_FILTER_IDS.find((known) => known === list.id)
    if (id) chosen[id] = [...(chosen[id] ?? []), ...list.values]
  }
  return chosen
}

interface FacetRow {
  brand_id: number | null
  manufacturer_id: number | null
  form: string | null
  country: string | null
  mnn_id: number | null
  category_id: number | null
  g_brand: number
  g_producer: number
  g_form: number
  g_country: number
  g_mnn: number
  g_category: number
  n: number | string
}

export interface Facets {
  /** The list filters, each item with how many of the products it keeps. */
  lists: FilterListModel[]
  /** Products of the query by their own category id. */
  categoryCounts: Map<number, number>
}

/** The list filters of a product query with real counts, and the products' categories. */
export async function productFacets(
  ctx: Pick<ApiContext, 'db' | 'exec' | 'loaders' | 'now'>,
  rawQuery: ProductQuery,
  selected: Partial<Record<ListFilterId, string[]>> = {},
): Promise<Facets> {
  const query = await prepareQuery(ctx, rawQuery)
  const params = new SqlParameters()
  const built = buildConditions(query, params)
  const sql = `SELECT p.brand_id, p.manufacturer_id, p.form, m.country, p.mnn_id, p.category_id,
       GROUPING(p.brand_id) AS g_brand, GROUPING(p.manufacturer_id) AS g_producer,
       GROUPING(p.form) AS g_form, GROUPING(m.country) AS g_country, GROUPING(p.mnn_id) AS g_mnn,
       GROUPING(p.category_id) AS g_category, count(*)::int AS n
     ${fromWhere(built, built.needsCurrentPrice, 'JOIN manufacturers m ON m.id = p.manufacturer_id')}
     GROUP BY GROUPING SETS
       ((p.brand_id), (p.manufacturer_id), (p.form), (m.country), (p.mnn_id), (p.category_id))`
  const rows = await cachedAggregate(ctx, statementKey(sql, params.values), () =>
    ctx.exec<FacetRow>(sql, params.values),
  )
  const reference = await catalogReference(ctx)
  const counts = {
    brand: new Map<number, number>(),
    producer: new Map<number, number>(),
    form: new Map<string, number>(),
    country: new Map<string, number>(),
    mnn: new Map<number, number>(),
    category: new Map<number, number>(),
  }
  for (const row of rows) {
    const n = Number(row.n)
    if (Number(row.g_brand) === 0 && row.brand_id !== null) counts.brand.set(row.brand_id, n)
    if (Number(row.g_producer) === 0 && row.manufacturer_id !== null)
      counts.producer.set(row.manufacturer_id, n)
    if (Number(row.g_form) === 0 && row.form !== null) counts.form.set(row.form, n)
    if (Number(row.g_country) === 0 && row.country !== null) counts.country.set(row.country, n)
    if (Number(row.g_mnn) === 0 && row.mnn_id !== null) counts.mnn.set(row.mnn_id, n)
    if (Number(row.g_category) === 0 && row.category_id !== null)
      counts.category.set(row.category_id, n)
  }
  const brands = await ctx.loaders.brand.loadMany([...counts.brand.keys()])
  const producers = await ctx.loaders.manufacturer.loadMany([...counts.producer.keys()])
  const mnnIds = [...counts.mnn.keys()]
  const mnns = mnnIds.length
    ? await ctx.db.select().from(t.mnns).where(inArray(t.mnns.id, mnnIds))
    : []
  const slugOf = (list: { slug: string; title: string }[], title: string) =>
    list.find((item) => item.title === title)?.slug ?? title

  const items: Record<
    ListFilterId,
    { id: string; title: string; subtitle?: string | null; count: number }[]
  > = {
    brand: brands.flatMap((brand) =>
      brand && !(brand instanceof Error)
        ? [{ id: brand.alias, title: brand.name, count: counts.brand.get(brand.id) ?? 0 }]
        : [],
    ),
    producer: producers.flatMap((producer) =>
      producer && !(producer instanceof Error)
        ? [
            {
              id: producer.code,
              title: producer.name,
              subtitle: producer.country,
              count: counts.producer.get(producer.id) ?? 0,
            },
          ]
        : [],
    ),
    form: [...counts.form].map(([form, count]) => ({
      id: slugOf(reference.forms, form),
      title: form,
      count,
    })),
    country: [...counts.country].map(([country, count]) => ({
      id: slugOf(reference.countries, country),
      title: country,
      count,
    })),
    mnn: mnns.map((mnn) => ({
      id: mnn.alias,
      title: mnn.title,
      count: counts.mnn.get(mnn.id) ?? 0,
    })),
  }
  const lists = LIST_FILTER_IDS.filter((id) => items[id].length > 0).map((id): FilterListModel => {
    const chosen = new Set(selected[id] ?? [])
    const sorted = items[id].sort(
      (a, b) => b.count - a.count || a.title.localeCompare(b.title, 'ru'),
    )
    return {
      id,
      title: LISTS[id].title,
      searchPlaceholder: LISTS[id].searchPlaceholder,
      allowsMultipleSelection: true,
      isSearchEnabled: sorted.length > SEARCHABLE_FROM,
      items: sorted.map((item) => ({
        id: item.id,
        title: item.title,
        subtitle: item.subtitle ?? null,
        isSelected: chosen.has(item.id),
        count: item.count,
      })),
    }
  })
  return { lists, categoryCounts: counts.category }
}

/** The price range of a product query: cheapest and dearest current price (whole roubles). */
export async function priceRange(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  rawQuery: ProductQuery,
): Promise<FilterRange | null> {
  const query = await prepareQuery(ctx, rawQuery)
  const params = new SqlParameters()
  const built = buildConditions(query, params)
  const where = built.where.length ? `WHERE ${built.where.join(' AND ')}` : ''
  const sql = `SELECT min(cur.price)::float8 AS min, max(cur.price)::float8 AS max
     FROM products p ${currentPriceLateral(built.region)} ${where}`
  const [row] = await cachedAggregate(ctx, statementKey(sql, params.values), () =>
    ctx.exec<{ min: number | null; max: number | null }>(sql, params.values),
  )
  if (!row || row.min === null || row.max === null) return null
  return {
    id: PRICE_RANGE_ID,
    title: PRICE_RANGE_TITLE,
    min: Math.floor(Number(row.min)),
    max: Math.ceil(Number(row.max)),
  }
}
