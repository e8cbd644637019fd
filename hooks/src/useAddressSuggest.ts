// Address suggestions for courier delivery (/cart/delivery): the addresses of the current
// region matching what the shopper types, asked once typing pauses.

import type { StorefrontClient, SuggestAddressQuery } from '@apteka/sdk'
import {
  type RegionKey,
  type RegionOption,
  regionOf,
  SuggestAddressDocument,
  storefrontKeys,
} from '@apteka/sdk'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useDebouncedValue } from './provider/useDebouncedValue'

/** One suggested address. */
export type AddressSuggestion = SuggestAddressQuery['suggestAddress'][number]

/** Shortest text that is asked about. */
export const ADDRESS_SUGGEST_MIN_LENGTH = 3

/**
 * Query options of the address suggestions.
 *
 * @example
 * queryClient.fetchQuery(addressSuggestQueryOptions(client, { query: 'Тверская', regionId: 'moscowregion' }))
 */
export function addressSuggestQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { query: string },
) {
  const { query } = variables
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: [...storefrontKeys.all(), 'address-suggest', regionId, query] as const,
    queryFn: async ({ signal }) =>
      (await client.requestData(SuggestAddressDocument, { query, regionID: regionId }, { signal }))
        .suggestAddress,
    staleTime: 60_000,
  })
}

/** Options of {@link useAddressSuggest}. */
export interface UseAddressSuggestOptions extends RegionOption {
  /** What the shopper typed. Required. */
  query: string
  /** Wait after typing stops, ms. Default: 300. */
  debounceMs?: number
}

/** What {@link useAddressSuggest} returns. */
export interface UseAddressSuggestResult {
  suggestions: readonly AddressSuggestion[]
  /** The text the suggestions answer. */
  requestedQuery: string
  isLoading: boolean
  isFetching: boolean
  error: Error | null
}

/**
 * Address suggestions of the current region; nothing is asked below 3 characters.
 *
 * @example
 * const { suggestions } = useAddressSuggest({ query: text })
 * suggestions.map((s) => <li key={s.formattedAddress}>{s.formattedAddress}</li>)
 */
export function useAddressSuggest(options: UseAddressSuggestOptions): UseAddressSuggestResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const requestedQuery = useDebouncedValue(options.query.trim(), options.debounceMs ?? 300)
  const enabled = requestedQuery.length >= ADDRESS_SUGGEST_MIN_LENGTH
  const query = useQuery({
    ...addressSuggestQueryOptions(client, { query: requestedQuery, regionId }),
    enabled,
    placeholderData: keepPreviousData,
  })
  return {
    suggestions: enabled ? (query.data ?? []) : [],
    requestedQuery,
    isLoading: enabled && query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
  }
}
