// The region check on the first visit (SPEC §4): the region the API detects and the answers
// the shopper may give.
import type { DetectRegionQuery, StorefrontClient } from '@apteka/sdk'
import { DetectRegionQueryDocument, storefrontKeys } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** The region detected by the shopper's IP. */
export type DetectedRegion = NonNullable<DetectRegionQuery['detectRegion']>

/**
 * Query options of the region detected by IP.
 *
 * @example
 * queryClient.fetchQuery(detectRegionQueryOptions(client))
 */
export function detectRegionQueryOptions(client: StorefrontClient) {
  return queryOptions({
    queryKey: storefrontKeys.detectRegion(),
    queryFn: async ({ signal }) =>
      (await client.requestData(DetectRegionQueryDocument, undefined, { signal })).detectRegion,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** How the shopper answered the modal. */
export type RegionCheckAnswer = 'confirm' | 'change' | 'close'
