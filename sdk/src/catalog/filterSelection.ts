// The filters chosen in a listing's address ('f_' parameters, SPEC §3 "Filters config") and
// the address after each change; pure, so a framework only memoises it per address.
import {
  rangeValue,
  readCatalogSearch,
  TOGGLE_ON,
  withFilters,
  withPage,
  withPageCount,
} from './catalogSearch'

/** The filters an address chooses, and the address after each change. */
export interface FilterSelection {
  /** The chosen values by filter id, as in the address. */
  selected: Record<string, string[]>
  /** Number of chosen values, ranges and toggles. */
  selectedCount: number
  isSelected: (filterId: string, value: string) => boolean
  /** The chosen range of a range filter. */
  rangeOf: (filterId: string) => { min: number | null; max: number | null } | null
  isToggleOn: (filterId: string) => boolean
  /** The query with a list value added or removed. */
  toggleValue: (filterId: string, value: string) => URLSearchParams
  /** The query with a filter's values replaced (empty removes it). */
  setValues: (filterId: string, values: readonly string[]) => URLSearchParams
  /** The query with a range chosen (both null removes it). */
  setRange: (filterId: string, min: number | null, max: number | null) => URLSearchParams
  /** The query with a toggle switched. */
  setToggle: (filterId: string, on: boolean) => URLSearchParams
  /** The query without one filter, or without any. */
  clear: (filterId?: string) => URLSearchParams
  /** The query on another page. */
  setPage: (page: number) => URLSearchParams
  /** The query with another page size. */
  setPageCount: (pageCount: number | null) => URLSearchParams
}

/**
 * What the address chooses, and the address after each change (a filter change: page 1).
 *
 * @example
 * const filters = filterSelection(new URLSearchParams('f_brand=solgar'))
 * filters.isSelected('brand', 'solgar') // true
 * filters.toggleValue('brand', 'solgar').toString() // ''
 */
export function filterSelection(params: URLSearchParams): FilterSelection {
  const search = readCatalogSearch(params)
  const selected = search.filters
  const setValues = (filterId: string, values: readonly string[]) =>
    withFilters(params, { ...selected, [filterId]: [...values] })
  return {
    selected,
    selectedCount:
      search.lists.reduce((sum, list) => sum + list.values.length, 0) +
      search.ranges.length +
      search.toggles.length,
    isSelected: (filterId, value) => (selected[filterId] ?? []).includes(value),
    rangeOf: (filterId) => {
      const range = search.ranges.find((candidate) => candidate.id === filterId)
      return range ? { min: range.min ?? null, max: range.max ?? null } : null
    },
    isToggleOn: (filterId) => search.toggles.includes(filterId),
    toggleValue: (filterId, value) => {
      const current = selected[filterId] ?? []
      return setValues(
        filterId,
        current.includes(value)
          ? current.filter((candidate) => candidate !== value)
          : [...current, value],
      )
    },
    setValues,
    setRange: (filterId, min, max) =>
      setValues(filterId, min === null && max === null ? [] : [rangeValue(min, max)]),
    setToggle: (filterId, on) => setValues(filterId, on ? [TOGGLE_ON] : []),
    clear: (filterId) =>
      filterId === undefined ? withFilters(params, {}) : setValues(filterId, []),
    setPage: (page) => withPage(params, page),
    setPageCount: (pageCount) => withPageCount(params, pageCount),
  }
}
