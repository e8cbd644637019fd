// Search suggestions as the shopper types (SPEC §5): their type, timing and query-options factory.

import type { SearchAutocompleteQuery, StorefrontClient } from '@apteka/sdk'
import { type RegionKey, regionOf, SearchAutocompleteDocument, storefrontKeys } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** The suggestions for a query. */
export type SearchAutocomplete = SearchAutocompleteQuery['searchAutocomplete']

/** Wait after the last keystroke before asking, ms. */
export const SEARCH_AUTOCOMPLETE_DEBOUNCE_MS = 300

/** Shortest query worth asking about. */
export const SEARCH_AUTOCOMPLETE_MIN_LENGTH = 2

/**
 * Query options of the suggestions for a query.
 *
 * @example
 * queryClient.fetchQuery(searchAutocompleteQueryOptions(client, { regionId: 'moscowregion', query: 'нурофен' }))
 */
export function searchAutocompleteQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { query: string; size?: number | undefined },
) {
  const { query, size } = variables
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.searchAutocomplete(regionId, query, size),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          SearchAutocompleteDocument,
          { regionID: regionId, query, ...(size === undefined ? {} : { size }) },
          { signal },
        )
      ).searchAutocomplete,
    staleTime: 60_000,
  })
}
