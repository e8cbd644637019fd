// The filter configuration of a listing (SPEC §5): its type and query-options factory.
import type { FilterConfigQuery, FilterConfigQueryVariables, StorefrontClient } from '@apteka/sdk'
import { FilterConfigDocument } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'
import { storefrontKeys } from '../storefrontKeys'

/** The filters of a list. */
export type FilterConfig = FilterConfigQuery['filterConfig']

/**
 * Query options of a list's filters.
 *
 * @example
 * queryClient.prefetchQuery(filterConfigQueryOptions(client, { regionId: 'moscowregion', categoryAlias: 'vitaminy', type: 'category' }))
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
