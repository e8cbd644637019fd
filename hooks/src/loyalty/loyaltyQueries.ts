// The shopper's loyalty programme (SPEC §4): the programme info, the points history and their
// query-options factories.
import type { LoyaltyInfoFieldsFragment, StorefrontClient } from '@apteka/sdk'
import { LoyaltiesDocument, LoyaltyHistoryDocument, storefrontKeys } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** The customer's loyalty programme info. */
export type LoyaltyInfo = LoyaltyInfoFieldsFragment

/** History entries per page when none is asked. */
export const LOYALTY_HISTORY_PAGE_SIZE = 20

/**
 * Query options of the loyalty info.
 *
 * @example
 * queryClient.prefetchQuery(loyaltiesQueryOptions(client))
 */
export function loyaltiesQueryOptions(client: StorefrontClient) {
  return queryOptions({
    queryKey: storefrontKeys.loyalties(),
    queryFn: async ({ signal }) =>
      (await client.requestData(LoyaltiesDocument, undefined, { signal })).loyalties,
  })
}

/**
 * Query options of a page of the points history.
 *
 * @example
 * queryClient.prefetchQuery(loyaltyHistoryQueryOptions(client, { page: 1, limit: 20 }))
 */
export function loyaltyHistoryQueryOptions(
  client: StorefrontClient,
  paginator: { page: number; limit: number },
) {
  return queryOptions({
    queryKey: storefrontKeys.loyaltyHistory(paginator),
    queryFn: async ({ signal }) =>
      (await client.requestData(LoyaltyHistoryDocument, { paginator }, { signal })).loyaltyHistory,
  })
}
