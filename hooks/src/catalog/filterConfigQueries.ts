// The filter configuration of a listing (SPEC §5): its type, the variables an address asks it
// with, and the query-options factories of the config and of one whole list («Показать все»).
import type {
  FilterConfigQuery,
  FilterConfigQueryVariables,
  FilterListItemsQuery,
  FilterListItemsQueryVariables,
  StorefrontClient,
} from '@apteka/sdk'
import {
  FilterConfigDocument,
  FilterListItemsDocument,
  readCatalogSearch,
  storefrontKeys,
} from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** The filters of a list. */
export type FilterConfig = FilterConfigQuery['filterConfig']

/** One list filter of a config. */
export type FilterConfigList = FilterConfig['lists'][number]

/** One whole list filter (FilterListItems). */
export type WholeFilterList = FilterListItemsQuery['filterConfig']['lists'][number]

/**
 * The variables of a list's filters for an address. With `itemsLimit`, the address's chosen
 * values go along as `selected`, so the server keeps them in the limited lists; without it
 * every value comes anyway and the key stays the same whatever is chosen.
 *
 * @example
 * filterConfigVariables({ regionID: 'moscowregion', categoryAlias: 'vitaminy', itemsLimit: 6 }, params)
 */
export function filterConfigVariables(
  variables: FilterConfigQueryVariables,
  searchParams?: URLSearchParams,
): FilterConfigQueryVariables {
  const { selected: _selected, ...scope } = variables
  if (scope.itemsLimit == null || !searchParams) return scope
  const lists = readCatalogSearch(searchParams).lists
  return lists.length > 0 ? { ...scope, selected: lists } : scope
}

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

/**
 * Query options of every value of one list filter (the config's variables and the list's id).
 *
 * @example
 * queryClient.fetchQuery(filterListQueryOptions(client, { regionID: 'moscowregion', categoryAlias: 'vitaminy', list: 'brand' }))
 */
export function filterListQueryOptions(
  client: StorefrontClient,
  variables: FilterListItemsQueryVariables,
) {
  return queryOptions({
    queryKey: storefrontKeys.filterListItems(variables),
    queryFn: async ({ signal }) =>
      (await client.requestData(FilterListItemsDocument, variables, { signal })).filterConfig
        .lists[0] ?? null,
    staleTime: 5 * 60_000,
  })
}

/** The config's lists with the whole ones (loaded for «Показать все») in place of their tops. */
export function withWholeLists(
  lists: readonly FilterConfigList[],
  wholes: readonly (WholeFilterList | null | undefined)[],
): FilterConfigList[] {
  return lists.map((list) => {
    const whole = wholes.find((candidate) => candidate?.id === list.id)
    return whole ? { ...list, items: whole.items, itemsTotal: whole.itemsTotal } : list
  })
}
