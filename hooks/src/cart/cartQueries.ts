// The cart query (SPEC §3, §4): its query-options factory, for prefetching and for useCart.

import type { CartFlow, StorefrontClient } from '@apteka/sdk'
import {
  fetchCart,
  graphQLErrorsOf,
  isAbortError,
  loadFailureTexts,
  type RegionKey,
  regionOf,
  type StorefrontState,
  showErrorToast,
  storefrontKeys,
} from '@apteka/sdk'
import { TOASTS } from '@apteka/sdk/errors'
import { queryOptions } from '@tanstack/react-query'

/**
 * Query options of the cart of a region in a flow (for prefetching; `useCart` adds the
 * guard that ignores answers older than the shopper's last change).
 *
 * @example
 * await queryClient.prefetchQuery(cartQueryOptions(client, { regionId: 'moscowregion', flow: 'legacy' }))
 */
export function cartQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { flow: CartFlow },
) {
  const { flow } = variables
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.cart(regionId, flow),
    queryFn: ({ signal }) => fetchCart(client, regionId, flow, signal),
    staleTime: 30_000,
  })
}

/**
 * A failed cart load shows a toast per GraphQL error (or one 'retry later'); an abort shows none.
 * The texts come from the error catalogue, which loads with the first failure (issue #36).
 */
export async function showCartFetchErrors(
  state: StorefrontState,
  failure: Error | null,
): Promise<void> {
  if (!failure || isAbortError(failure)) return
  const errors = graphQLErrorsOf(failure)
  if (errors.length === 0) {
    showErrorToast(state, TOASTS.cartFetchFailed, TOASTS.retryLater)
    return
  }
  const { errorText } = await loadFailureTexts()
  for (const error of errors) showErrorToast(state, TOASTS.cartFetchFailed, errorText(error))
}
