// The filters of a product list (SPEC §3 "Filters config") as URL state: what is chosen is
// read from the address's 'f_' parameters, and every change answers the new query
// (URLSearchParams) for the skin's router; a filter change returns to page 1.
import type { FilterConfigQuery, FilterConfigQueryVariables, StorefrontClient } from '@apteka/sdk'
import {
  FilterConfigDocument,
  rangeValue,
  readCatalogSearch,
  TOGGLE_ON,
  withFilters,
  withPage,
  withPageCount,
} from '@apteka/sdk'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { storefrontKeys } from './storefrontKeys'

/** The filters of a list. */
export type FilterConfig = FilterConfigQuery['filterConfig']

/**
 * Query options of a list's filters.
 *
 * @example
 * queryClient.prefetchQuery(filterConfigQueryOptions(client, { regionID: 'moscowregion', categoryAlias: 'vitaminy', type: 'category' }))
 */
export function filterConfigQueryOptions(
  client: StorefrontClient,
  variables: FilterConfigQueryVariables,
) {
  return queryOptions({
    queryKey: storefrontKeys.filterConfig(variables),
    queryFn: async ({ signal }) =>
      (await client.requestData(FilterConfigDocument, variables, { signal })).filterConfig,
    staleTime: 5 * 60_000,
  })
}

/** Options of {@link useFilterConfig}: which list, and the address's query. */
export type UseFilterConfigOptions = Omit<FilterConfigQueryVariables, 'regionID'> & {
  /** The address's query with the chosen filters. Default: none chosen. */
  searchParams?: URLSearchParams
  /** Default: the current region. */
  regionID?: string
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
  const { searchParams, regionID: regionOverride, ...variables } = options
  const regionID = useRegionId(regionOverride)
  const variablesText = JSON.stringify(variables)
  const configVariables = useMemo<FilterConfigQueryVariables>(
    () => ({
      ...(JSON.parse(variablesText) as Omit<FilterConfigQueryVariables, 'regionID'>),
      regionID,
    }),
    [variablesText, regionID],
  )
  const query = useQuery({
    ...filterConfigQueryOptions(client, configVariables),
    placeholderData: keepPreviousData,
  })
  const paramsText = searchParams?.toString() ?? ''
  const params = useMemo(() => new URLSearchParams(paramsText), [paramsText])
  const search = useMemo(() => readCatalogSearch(params), [params])
  const selected = search.filters

  const setValues = useCallback(
    (filterId: string, values: readonly string[]) =>
      withFilters(params, { ...selected, [filterId]: [...values] }),
    [params, selected],
  )
  const toggleValue = useCallback(
    (filterId: string, value: string) => {
      const current = selected[filterId] ?? []
      return setValues(
        filterId,
        current.includes(value)
          ? current.filter((candidate) => candidate !== value)
          : [...current, value],
      )
    },
    [selected, setValues],
  )
  const clear = useCallback(
    (filterId?: string) =>
      filterId === undefined ? withFilters(params, {}) : setValues(filterId, []),
    [params, setValues],
  )

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
    selected,
    selectedCount:
      search.lists.reduce((sum, list) => sum + list.values.length, 0) +
      search.ranges.length +
      search.toggles.length,
    isSelected: useCallback(
      (filterId: string, value: string) => (selected[filterId] ?? []).includes(value),
      [selected],
    ),
    rangeOf: useCallback(
      (filterId: string) => {
        const range = search.ranges.find((candidate) => candidate.id === filterId)
        return range ? { min: range.min ?? null, max: range.max ?? null } : null
      },
      [search],
    ),
    isToggleOn: useCallback((filterId: string) => search.toggles.includes(filterId), [search]),
    toggleValue,
    setValues,
    setRange: useCallback(
      (filterId: string, min: number | null, max: number | null) =>
        setValues(filterId, min === null && max === null ? [] : [rangeValue(min, max)]),
      [setValues],
    ),
    setToggle: useCallback(
      (filterId: string, on: boolean) => setValues(filterId, on ? [TOGGLE_ON] : []),
      [setValues],
    ),
    clear,
    setPage: useCallback((page: number) => withPage(params, page), [params]),
    setPageCount: useCallback(
      (pageCount: number | null) => withPageCount(params, pageCount),
      [params],
    ),
    isLoading: query.isLoading,
    error: query.error,
  }
}
