// Search suggestions as the shopper types (SPEC §5): their type, timing and query-options factory.
import type { SearchAutocompleteQuery, StorefrontClient } from '@apteka/sdk'
import { SearchAutocompleteDocument } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'
import { storefrontKeys } from '../storefrontKeys'

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
 * queryClient.fetchQuery(searchAutocompleteQueryOptions(client, { regionID: 'moscowregion', query: 'нурофен' }))
 */
export function searchAutocompleteQueryOptions(
  client: StorefrontClient,
  { regionID, query, size }: { regionID: string; query: string; size?: number },
) {
  return queryOptions({
    queryKey: storefrontKeys.searchAutocomplete(regionID, query, size),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          SearchAutocompleteDocument,
          { regionID, query, ...(size === undefined ? {} : { size }) },
          { signal },
        )
      ).searchAutocomplete,
    staleTime: 60_000,
  })
}
