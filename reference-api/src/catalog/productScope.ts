// Step 1 of a product list: the request read into a ProductQuery. The scope's codes (category,
// brand, producer, MNN, group, disease, event, tag) checked and resolved, and the shopper's
// list, range and toggle filters added.
import { ERROR_CODES } from '@apteka/sdk/errors'
import type { ApiContext } from '../context'
import { apiError } from '../errors'
import type { Maybe, ProductSearchInput } from '../generated/resolvers'
import {
  type CatalogReference,
  catalogReference,
  categorySubtree,
} from '../reference/referenceData'
import {
  LIST_FILTER_IDS,
  type ListFilterId,
  MIN_QUERY_LENGTH,
  PRICE_RANGE_ID,
  type ProductQuery,
} from './productQuery'
import { SqlParameters } from './sqlParameters'

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
