// The filters chosen in a listing's address ('f_' parameters, SPEC §3 "Filters config") and
// the address after each change; pure, so useFilterConfig only memoises it per address.
import {
  rangeValue,
  readCatalogSearch,
  TOGGLE_ON,
  withFilters,
  withPage,
  withPageCount,
} from '@apteka/sdk'
import type { UseFilterConfigResult } from '../useFilterConfig'

/** The parts of {@link UseFilterConfigResult} read from or written to the address. */
export type FilterSelection = Pick<
  UseFilterConfigResult,
  | 'selected'
  | 'selectedCount'
  | 'isSelected'
  | 'rangeOf'
  | 'isToggleOn'
  | 'toggleValue'
  | 'setValues'
  | 'setRange'
  | 'setToggle'
  | 'clear'
  | 'setPage'
  | 'setPageCount'
>

/** What the address chooses, and the address after each change (a filter change: page 1). */
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
