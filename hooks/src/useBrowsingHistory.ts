// The "you viewed" shelf (SPEC §4): product ids in local storage, newest first, no repeats,
// at most 10; the products are asked for in the shopper's region.

import type { BrowsingHistoryQuery, StorefrontClient } from '@apteka/sdk'
import {
  BrowsingHistoryDocument,
  type RegionKey,
  type RegionOption,
  recordViewedProduct,
  regionOf,
  storefrontKeys,
  VIEW_HISTORY_LIMIT,
  VIEW_HISTORY_STORAGE_KEY,
} from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** A product of the shelf. */
export type ViewedProduct = BrowsingHistoryQuery['browsingHistory'][number]

/**
 * Query options of the viewed products.
 *
 * @example
 * queryClient.fetchQuery(browsingHistoryQueryOptions(client, { regionId: 'moscowregion', ids: ['1', '2'] }))
 */
export function browsingHistoryQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { ids: readonly string[] },
) {
  const { ids } = variables
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.browsingHistory(regionId, ids),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          BrowsingHistoryDocument,
          { regionID: regionId, ids: [...ids] },
          { signal },
        )
      ).browsingHistory,
    staleTime: 60_000,
  })
}

/** Options of {@link useBrowsingHistory}. */
export interface UseBrowsingHistoryOptions extends RegionOption {
  /** Leave this product out (the one on screen). Default: none. */
  excludeId?: string
}

/** What {@link useBrowsingHistory} returns. */
export interface UseBrowsingHistoryResult {
  /** The viewed ids, newest first (at most 10). */
  ids: readonly string[]
  /** The viewed products, newest first. */
  products: ViewedProduct[]
  isLoading: boolean
  /** Records a view: the product moves to the front. */
  recordView: (productId: string) => void
  /** Forgets the history. */
  clear: () => void
}

/**
 * The viewed-products shelf.
 *
 * @example
 * const { products } = useBrowsingHistory({ excludeId: product.id })
 */
export function useBrowsingHistory(
  options: UseBrowsingHistoryOptions = {},
): UseBrowsingHistoryResult {
  const runtime = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const { excludeId } = options
  // The shelf's ids, the same array while they stay the same: recording a view of the product on
  // screen (excluded here) changes the history but not the shelf, and re-renders nothing.
  const shelfIds = useMemo(() => {
    let last: readonly string[] = []
    return () => {
      const next = runtime.viewHistory
        .getSnapshot()
        .filter((id) => id !== excludeId)
        .slice(0, VIEW_HISTORY_LIMIT)
      if (next.length !== last.length || next.some((id, index) => id !== last[index])) last = next
      return last
    }
  }, [runtime, excludeId])
  const ids = useSyncExternalStore(runtime.viewHistory.subscribe, shelfIds, shelfIds)
  const query = useQuery({
    ...browsingHistoryQueryOptions(runtime.client, { regionId, ids }),
    enabled: ids.length > 0,
  })
  const byId = new Map((query.data ?? []).map((product) => [product.id, product]))
  return {
    ids,
    products: ids.flatMap((id) => {
      const product = byId.get(id)
      return product ? [product] : []
    }),
    isLoading: ids.length > 0 && query.isLoading,
    recordView: useCallback(
      (productId: string) => recordViewedProduct(runtime, productId),
      [runtime],
    ),
    clear: useCallback(() => {
      runtime.viewHistory.set([])
      runtime.client.storage.removeItem(VIEW_HISTORY_STORAGE_KEY)
    }, [runtime]),
  }
}
