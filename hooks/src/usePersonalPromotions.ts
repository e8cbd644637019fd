// The signed-in customer's own promotions and promo codes (/personal/promo, /promokod): the
// promotions the API marks as theirs in the current region.

import type { PromotionSummaryFragment, StorefrontClient } from '@apteka/sdk'
import { PersonalPromotionsDocument, type RegionKey, regionOf, storefrontKeys } from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useIsAuthenticated } from './provider/session'

/** One of the customer's promotions. */
export type PersonalPromotion = PromotionSummaryFragment

/**
 * Query options of the customer's promotions in a region.
 *
 * @example
 * queryClient.prefetchQuery(personalPromotionsQueryOptions(client, { regionId: 'moscowregion' }))
 */
export function personalPromotionsQueryOptions(client: StorefrontClient, variables: RegionKey) {
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.personalPromotions(regionId),
    queryFn: async ({ signal }) =>
      (await client.requestData(PersonalPromotionsDocument, { regionID: regionId }, { signal }))
        .personalPromotions,
  })
}

/** What {@link usePersonalPromotions} returns. */
export interface UsePersonalPromotionsResult {
  /** The customer's promotions; empty when signed out. */
  promotions: readonly PersonalPromotion[]
  total: number
  isLoading: boolean
  error: Error | null
}

/**
 * The signed-in customer's promotions in the current region (nothing is asked when signed out).
 *
 * @example
 * const { promotions } = usePersonalPromotions()
 * promotions.map((promo) => <a href={promo.url}>{promo.name}</a>)
 */
export function usePersonalPromotions(): UsePersonalPromotionsResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId()
  const isAuthenticated = useIsAuthenticated()
  const query = useQuery({
    ...personalPromotionsQueryOptions(client, { regionId }),
    enabled: isAuthenticated,
  })
  return {
    promotions: isAuthenticated ? (query.data?.items ?? []) : [],
    total: isAuthenticated ? (query.data?.total ?? 0) : 0,
    isLoading: isAuthenticated && query.isLoading,
    error: query.error,
  }
}
