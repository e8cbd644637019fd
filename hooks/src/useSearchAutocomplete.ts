// The header search box's dropdown: suggestions after the shopper pauses typing; a request
// for text that is no longer in the box is cancelled (AbortSignal), so a slow old answer
// never replaces a newer one.

import type { RegionOption } from '@apteka/sdk'
import { isAbortError, showErrorToast } from '@apteka/sdk'
import { TOASTS } from '@apteka/sdk/errors'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { SearchAutocomplete } from './catalog/searchAutocompleteQueries'
import {
  SEARCH_AUTOCOMPLETE_DEBOUNCE_MS,
  SEARCH_AUTOCOMPLETE_MIN_LENGTH,
  searchAutocompleteQueryOptions,
} from './catalog/searchAutocompleteQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useDebouncedValue } from './provider/useDebouncedValue'

/** Options of {@link useSearchAutocomplete}. */
export interface UseSearchAutocompleteOptions extends RegionOption {
  /** The text in the search box. Required. */
  query: string
  /** Products to suggest. Default: the server's. */
  size?: number
  /** Wait after the last keystroke, ms. Default: 300. */
  debounceMs?: number
  /** Shortest text asked about. Default: 2. */
  minLength?: number
}

/** What {@link useSearchAutocomplete} returns. */
export interface UseSearchAutocompleteResult {
  suggestions: SearchAutocomplete | null
  /** The text the suggestions are for. */
  requestedQuery: string
  /** Go straight to this address on submit (an exact match). */
  redirectUrl: string | null
  isFetching: boolean
  /** The shopper is typing, or the suggestions are on their way. */
  isPending: boolean
  error: Error | null
}

/**
 * Search suggestions for the header's search box.
 *
 * @example
 * const [text, setText] = useState('')
 * const { suggestions } = useSearchAutocomplete({ query: text })
 * suggestions?.products.map((product) => <a href={product.url}>{product.name}</a>)
 */
export function useSearchAutocomplete(
  options: UseSearchAutocompleteOptions,
): UseSearchAutocompleteResult {
  const {
    debounceMs = SEARCH_AUTOCOMPLETE_DEBOUNCE_MS,
    minLength = SEARCH_AUTOCOMPLETE_MIN_LENGTH,
    size,
  } = options
  const runtime = useStorefrontRuntime()
  const queryClient = useQueryClient()
  const regionId = useRegionId(options)
  const typed = options.query.trim().replace(/\s+/g, ' ')
  const requestedQuery = useDebouncedValue(typed, debounceMs)
  const enabled = requestedQuery.length >= minLength
  const current = searchAutocompleteQueryOptions(runtime.client, {
    regionId,
    query: requestedQuery,
    size,
  })
  const result = useQuery({ ...current, enabled, placeholderData: keepPreviousData })

  // Cancel the request of the text before: its answer is of no use any more.
  const previousKey = useRef<readonly unknown[] | null>(null)
  const currentKey = current.queryKey
  const keyText = JSON.stringify(currentKey)
  useEffect(() => {
    const before = previousKey.current
    if (before && JSON.stringify(before) !== keyText) {
      void queryClient.cancelQueries({ queryKey: before, exact: true })
    }
    previousKey.current = JSON.parse(keyText) as readonly unknown[]
  }, [queryClient, keyText])

  useEffect(() => {
    if (result.error && !isAbortError(result.error)) {
      showErrorToast(runtime, TOASTS.requestFailed, TOASTS.tryLater)
    }
  }, [runtime, result.error])

  const suggestions = enabled ? (result.data ?? null) : null
  return {
    suggestions,
    requestedQuery,
    redirectUrl: suggestions?.redirectUrl ?? null,
    isFetching: result.isFetching,
    isPending: typed !== requestedQuery || (enabled && result.isFetching),
    error: result.error,
  }
}
