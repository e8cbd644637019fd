// The region search of the region modal (SPEC §5, §7): one call with '' at start, then the
// typed text after 600 ms of quiet; what is shown is filtered in the browser at once.
import type { StorefrontClient, SuggestRegionQuery } from '@apteka/sdk'
import {
  errorMessageOf,
  filterRegions,
  normalizeRegionQuery,
  REGION_NOT_FOUND_TEXT,
  REGION_SUGGEST_DEBOUNCE_MS,
  SuggestRegionDocument,
  showErrorToast,
  storefrontKeys,
} from '@apteka/sdk'
import { TOASTS } from '@apteka/sdk/errors'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useStorefrontRuntime } from './provider/context'
import { useDebouncedValue } from './provider/useDebouncedValue'

/** A suggestion of the region search. */
export type RegionSuggestion = SuggestRegionQuery['suggestRegion'][number]

/**
 * Query options of the region suggestions for a (tidied) query.
 *
 * @example
 * queryClient.fetchQuery(regionSuggestQueryOptions(client, { query: '' }))
 */
export function regionSuggestQueryOptions(client: StorefrontClient, { query }: { query: string }) {
  return queryOptions({
    queryKey: storefrontKeys.regionSuggest(query),
    queryFn: async ({ signal }) =>
      (await client.requestData(SuggestRegionDocument, { query }, { signal })).suggestRegion,
    staleTime: 10 * 60_000,
  })
}

/** Options of {@link useRegionSuggest}. */
export interface UseRegionSuggestOptions {
  /** What the shopper typed. Default: ''. */
  query?: string
  /** Wait after the last keystroke before asking the server, ms. Default: 600. */
  debounceMs?: number
  /** Ask at all (e.g. only while the modal is open). Default: true. */
  enabled?: boolean
}

/** What {@link useRegionSuggest} returns. */
export interface UseRegionSuggestResult {
  /** The suggestions matching the typed text, case-insensitively. */
  regions: RegionSuggestion[]
  /** The typed text, trimmed with runs of spaces collapsed. */
  query: string
  /** The text the server was last asked about. */
  requestedQuery: string
  /** True when the typed text matches nothing. */
  notFound: boolean
  /** The text to show then (SPEC §5). */
  notFoundText: string
  isLoading: boolean
  isFetching: boolean
  error: Error | null
}

/**
 * Region suggestions for the region modal's search field.
 *
 * @example
 * const [text, setText] = useState('')
 * const { regions, notFound, notFoundText } = useRegionSuggest({ query: text })
 */
export function useRegionSuggest(options: UseRegionSuggestOptions = {}): UseRegionSuggestResult {
  const { query: typed = '', debounceMs = REGION_SUGGEST_DEBOUNCE_MS, enabled = true } = options
  const runtime = useStorefrontRuntime()
  const query = normalizeRegionQuery(typed)
  // Starts at '' whatever was typed, so the first call is the full list (SPEC §7).
  const requestedQuery = useDebouncedValue(query, debounceMs, '')
  const result = useQuery({
    ...regionSuggestQueryOptions(runtime.client, { query: requestedQuery }),
    enabled,
    placeholderData: keepPreviousData,
  })

  useEffect(() => {
    if (result.error)
      showErrorToast(runtime, TOASTS.regionsFetchFailed, errorMessageOf(result.error))
  }, [runtime, result.error])

  const regions = filterRegions(result.data ?? [], query)
  return {
    regions,
    query,
    requestedQuery,
    notFound:
      query !== '' &&
      requestedQuery === query &&
      result.data !== undefined &&
      !result.isFetching &&
      regions.length === 0,
    notFoundText: REGION_NOT_FOUND_TEXT,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    error: result.error,
  }
}
