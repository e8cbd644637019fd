// Catalogue lists as URL state (SPEC §9): the page (PAGEN_1), the page size (PAGE_COUNT)
// and the filters ('f_' prefix). Functions take and return URLSearchParams, so any router
// can keep them. A filter value is a list value, a range 'from..to' (either side may be
// empty) or the toggle mark 'Y'.
import type { ListFilterInput, RangeFilterInput } from '../generated/graphql'
import {
  FILTER_PREFIX,
  PAGE_COUNT_PARAM,
  PAGE_PARAM,
  parseFilters,
  serializeFilters,
} from './catalogQuery'

/** The value of a toggle filter that is on: 'f_{id}=Y'. */
export const TOGGLE_ON = 'Y'

/** The separator of a range value: 'f_price=100..500'. */
export const RANGE_SEPARATOR = '..'

/** The catalogue search read from the address. */
export interface CatalogSearch {
  /** From 1. */
  readonly page: number
  /** Page size from PAGE_COUNT; null when the address has none. */
  readonly pageCount: number | null
  readonly lists: ListFilterInput[]
  readonly ranges: RangeFilterInput[]
  readonly toggles: string[]
  /** Every filter as in the address: name → values. */
  readonly filters: Record<string, string[]>
}

function positiveInt(value: string | null): number | null {
  if (value === null) return null
  const number = Number.parseInt(value, 10)
  return Number.isFinite(number) && number > 0 ? number : null
}

function parseRange(value: string): { min: number | null; max: number | null } | null {
  const index = value.indexOf(RANGE_SEPARATOR)
  if (index === -1) return null
  const from = value.slice(0, index).trim()
  const to = value.slice(index + RANGE_SEPARATOR.length).trim()
  const min = from === '' ? null : Number(from)
  const max = to === '' ? null : Number(to)
  if ((min !== null && !Number.isFinite(min)) || (max !== null && !Number.isFinite(max)))
    return null
  if (min === null && max === null) return null
  return { min, max }
}

/**
 * The catalogue search of an address's query.
 * @example
 * const search = readCatalogSearch(new URLSearchParams('PAGEN_1=2&f_brand=nurofen'))
 * search.page // 2; search.lists // [{ id: 'brand', values: ['nurofen'] }]
 */
export function readCatalogSearch(params: URLSearchParams): CatalogSearch {
  const filters = parseFilters(params)
  const lists: ListFilterInput[] = []
  const ranges: RangeFilterInput[] = []
  const toggles: string[] = []
  for (const [id, values] of Object.entries(filters)) {
    const listValues: string[] = []
    for (const value of values) {
      const range = parseRange(value)
      if (range) ranges.push({ id, ...range })
      else if (value === TOGGLE_ON) toggles.push(id)
      else listValues.push(value)
    }
    if (listValues.length > 0) lists.push({ id, values: listValues })
  }
  return {
    page: positiveInt(params.get(PAGE_PARAM)) ?? 1,
    pageCount: positiveInt(params.get(PAGE_COUNT_PARAM)),
    lists,
    ranges,
    toggles,
    filters,
  }
}

/**
 * The query with its filters replaced; the page goes back to 1. Other parameters stay.
 * @example
 * const next = withFilters(params, { brand: ['nurofen', 'solgar'], price: [rangeValue(100, 500)] })
 */
export function withFilters(
  params: URLSearchParams,
  filters: Readonly<Record<string, readonly string[] | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams()
  for (const [key, value] of params) {
    if (!key.startsWith(FILTER_PREFIX) && key !== PAGE_PARAM) next.append(key, value)
  }
  for (const [key, value] of serializeFilters(filters)) next.append(key, value)
  return next
}

/**
 * The query on another page; page 1 has no PAGEN_1.
 * @example
 * navigate(`?${withPage(searchParams, 3)}`) // the third page, the filters kept
 */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete(PAGE_PARAM)
  else next.set(PAGE_PARAM, String(Math.floor(page)))
  return next
}

/**
 * The query with another page size; the page goes back to 1.
 * @example
 * const params = withPageCount(searchParams, 48) // null: back to the default page size
 */
export function withPageCount(params: URLSearchParams, pageCount: number | null): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete(PAGE_PARAM)
  if (pageCount === null) next.delete(PAGE_COUNT_PARAM)
  else next.set(PAGE_COUNT_PARAM, String(Math.floor(pageCount)))
  return next
}

/**
 * A range as a filter value: '100..500', '..500', '100..'.
 * @example
 * rangeValue(100, null) // '100..': from 100 ₽ up
 */
export function rangeValue(min: number | null | undefined, max: number | null | undefined): string {
  return `${min ?? ''}${RANGE_SEPARATOR}${max ?? ''}`
}
