// The filters of a product list (SPEC §3 "Filters config") as URL state: what is chosen is
// read from the address's 'f_' parameters, and every change answers the new query
// (URLSearchParams) for the skin's router; a filter change returns to page 1.

import type { FilterConfigQueryVariables } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { FilterConfig } from './catalog/filterConfigQueries'
import { filterConfigQueryOptions } from './catalog/filterConfigQueries'
import { filterSelection } from './catalog/filterSelection'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import type { RegionOption } from './provider/regionOption'

/** Options of {@link useFilterConfig}: which list, and the address's query. */
export type UseFilterConfigOptions = Omit<FilterConfigQueryVariables, 'regionID'> &
  RegionOption & {
    /** The address's query with the chosen filters. Default: none chosen. */
    searchParams?: URLSearchParams
  }

/** What {@link useFilterConfig} returns. */
export interface UseFilterConfigResult {
  config: FilterConfig | undefined
  lists: FilterConfig['lists']
  ranges: FilterConfig['ranges']
  toggles: FilterConfig['toggles']
  tags: FilterConfig['tags']
  categories: FilterConfig['categories']
  sorts: FilterConfig['sorts']
  defaultSort: FilterConfig['defaultSort'] | null
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
  isLoading: boolean
  error: Error | null
}

/**
 * A list's filters, chosen through the address.
 *
 * @example
 * const [params, setParams] = useSearchParams()
 * const filters = useFilterConfig({ categoryAlias: 'vitaminy', type: 'category', searchParams: params })
 * <Checkbox checked={filters.isSelected('brand', 'solgar')} onChange={() => setParams(filters.toggleValue('brand', 'solgar'))} />
 */
export function useFilterConfig(options: UseFilterConfigOptions = {}): UseFilterConfigResult {
  const { client } = useStorefrontRuntime()
  const { searchParams, regionId: _id, regionID: _contractId, ...variables } = options
  const regionId = useRegionId(options)
  const variablesText = JSON.stringify(variables)
  const configVariables = useMemo<FilterConfigQueryVariables>(
    () => ({
      ...(JSON.parse(variablesText) as Omit<FilterConfigQueryVariables, 'regionID'>),
      regionID: regionId,
    }),
    [variablesText, regionId],
  )
  const query = useQuery({
    ...filterConfigQueryOptions(client, configVariables),
    placeholderData: keepPreviousData,
  })
  const paramsText = searchParams?.toString() ?? ''
  const selection = useMemo(() => filterSelection(new URLSearchParams(paramsText)), [paramsText])
  const config = query.data
  return {
    config,
    lists: config?.lists ?? [],
    ranges: config?.ranges ?? [],
    toggles: config?.toggles ?? [],
    tags: config?.tags ?? [],
    categories: config?.categories ?? [],
    sorts: config?.sorts ?? [],
    defaultSort: config?.defaultSort ?? null,
    ...selection,
    isLoading: query.isLoading,
    error: query.error,
  }
}
