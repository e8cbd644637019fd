// The order of a product list as URL state, so it survives a reload and is rendered by the
// server. The scheme: '?sort={type}' orders by the type's natural direction — most
// popular, best rated, biggest discount, newest first, names А→Я — and price, the one
// type the menu offers both ways, is spelled with its side: '?sort=price-asc' (cheapest
// first) or '?sort=price-desc'. No parameter means the list's default order (the filter
// config's defaultSort; on search, relevance). Unknown values read as the default.
import type { SortInput, SortType } from '@apteka/sdk'
import { PAGE_PARAM } from '../shop'

/** The query parameter of a list's order. */
export const SORT_PARAM = 'sort'

/** A value of the sort menu, spelled as in the address. */
export type SortValue =
  | 'popular'
  | 'price-asc'
  | 'price-desc'
  | 'discount'
  | 'rating'
  | 'name'
  | 'new'
  /** Search results: the best matches first (no SortInput at all). */
  | 'relevance'

/** What each menu value asks the API; relevance asks for no order. */
export const SORT_INPUTS: Readonly<Record<SortValue, SortInput | null>> = {
  popular: { type: 'popular', side: 'desc' },
  'price-asc': { type: 'price', side: 'asc' },
  'price-desc': { type: 'price', side: 'desc' },
  discount: { type: 'discount', side: 'desc' },
  rating: { type: 'rating', side: 'desc' },
  name: { type: 'name', side: 'asc' },
  new: { type: 'new', side: 'desc' },
  relevance: null,
}

const isSortValue = (value: string): value is SortValue => Object.hasOwn(SORT_INPUTS, value)

/**
 * The menu value of an address's query, or null when it names none (or an unknown one).
 *
 * @example
 * parseSortParam(new URLSearchParams('sort=price-asc')) // 'price-asc'
 * parseSortParam(new URLSearchParams('sort=cheap')) // null
 */
export function parseSortParam(params: URLSearchParams): SortValue | null {
  const raw = params.get(SORT_PARAM)?.trim().toLowerCase() ?? ''
  return isSortValue(raw) ? raw : null
}

/** The menu value of an API order; null when the menu has no such entry. */
export function sortValueOf(sort: SortInput | null | undefined): SortValue | null {
  if (!sort) return null
  for (const [value, input] of Object.entries(SORT_INPUTS) as [SortValue, SortInput | null][]) {
    if (input && input.type === sort.type && input.side === sort.side) return value
  }
  return null
}

/**
 * The menu values for the sort types a list offers (filterConfig.sorts): price both ways,
 * every other type in its natural direction; relevance first on search results.
 */
export function sortOptionsOf(
  sorts: readonly SortType[],
  { relevance = false }: { relevance?: boolean } = {},
): SortValue[] {
  const options: SortValue[] = relevance ? ['relevance'] : []
  for (const type of sorts) {
    if (type === 'price') options.push('price-asc', 'price-desc')
    else if (isSortValue(type)) options.push(type)
  }
  return options
}

/**
 * The query with another order: the default order drops the parameter, and the list goes
 * back to page 1 (the old page number means nothing in the new order).
 *
 * @example
 * withSort(new URLSearchParams('PAGEN_1=3&f_brand=solgar'), 'price-asc', 'popular').toString()
 * // 'f_brand=solgar&sort=price-asc'
 */
export function withSort(
  params: URLSearchParams,
  value: SortValue,
  defaultValue: SortValue,
): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete(PAGE_PARAM)
  if (value === defaultValue) next.delete(SORT_PARAM)
  else next.set(SORT_PARAM, value)
  return next
}

/**
 * The order to ask the API for an address: its sort parameter, else nothing (the server's
 * default order, relevance on search results).
 */
export function sortInputOfParams(params: URLSearchParams): SortInput | undefined {
  const value = parseSortParam(params)
  return (value && SORT_INPUTS[value]) ?? undefined
}
