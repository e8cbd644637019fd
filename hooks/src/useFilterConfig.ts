// The filters of a product list (SPEC §3 "Filters config") as URL state: what is chosen is
// read from the address's 'f_' parameters, and every change answers the new query
// (URLSearchParams) for the skin's router; a filter change returns to page 1. Long lists may
// come as their top values (itemsLimit) and load whole when the shopper asks (showAll).

import type { FilterConfigQueryVariables, FilterSelection, RegionOption } from '@apteka/sdk'
import { filterSelection } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { FilterConfig } from './catalog/filterConfigQueries'
import { filterConfigQueryOptions, filterConfigVariables } from './catalog/filterConfigQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useWholeFilterLists } from './useWholeFilterLists'

/**
 * Options of {@link useFilterConfig}: which list, and the address's query. `itemsLimit` answers
 * each list's top values only (the chosen ones always among them). Default: every value.
 */
export type UseFilterConfigOptions = Omit<FilterConfigQueryVariables, 'regionID' | 'selected'> &
  RegionOption & {
    /** The address's query with the chosen filters. Default: none chosen. */
    searchParams?: URLSearchParams
  }

/** What {@link useFilterConfig} returns. */
export interface UseFilterConfigResult extends FilterSelection {
  config: FilterConfig | undefined
  /** The list filters; a list asked for with {@link UseFilterConfigResult.showAll} has every value. */
  lists: FilterConfig['lists']
  /** Loads every value of a list (with `itemsLimit`, «Показать все»). */
  showAll: (filterId: string) => void
  /** True while a list asked for whole is still loading. */
  isLoadingAll: (filterId: string) => boolean
  ranges: FilterConfig['ranges']
  toggles: FilterConfig['toggles']
  tags: FilterConfig['tags']
  categories: FilterConfig['categories']
  sorts: FilterConfig['sorts']
  defaultSort: FilterConfig['defaultSort'] | null
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
  const paramsText = searchParams?.toString() ?? ''
  const configVariables = useMemo<FilterConfigQueryVariables>(
    () =>
      filterConfigVariables(
        { ...(JSON.parse(variablesText) as UseFilterConfigOptions), regionID: regionId },
        new URLSearchParams(paramsText),
      ),
    [variablesText, regionId, paramsText],
  )
  const query = useQuery({
    ...filterConfigQueryOptions(client, configVariables),
    placeholderData: keepPreviousData,
  })
  const { itemsLimit: _limit, ...listScope } = configVariables
  const { merge, showAll, isLoadingAll } = useWholeFilterLists(listScope)
  const selection = useMemo(() => filterSelection(new URLSearchParams(paramsText)), [paramsText])
  const config = query.data
  return {
    config,
    lists: merge(config?.lists ?? []),
    showAll,
    isLoadingAll,
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
