// One promotion's page (SPEC §2 "Promotions"): its details and a page of its products.

import type { RegionOption } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PromotionDetails } from './promotions/promotionQueries'
import { promotionQueryOptions } from './promotions/promotionQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** Options of {@link usePromotion}. */
export interface UsePromotionOptions extends RegionOption {
  /** The promotion's alias. Required. */
  alias: string
  /** The products page, from 1. Default: 1. */
  page?: number
}

/** What {@link usePromotion} returns. */
export interface UsePromotionResult {
  /** The promotion; null while loading or when there is none. */
  promotion: PromotionDetails | null
  isLoading: boolean
  error: Error | null
}

/**
 * One promotion with a page of its products.
 *
 * @example
 * const { promotion } = usePromotion({ alias })
 * <ProductGrid products={promotion?.products.items ?? []} />
 */
export function usePromotion(options: UsePromotionOptions): UsePromotionResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const query = useQuery({
    ...promotionQueryOptions(client, {
      alias: options.alias,
      regionId,
      page: options.page ?? 1,
    }),
    placeholderData: keepPreviousData,
  })
  return { promotion: query.data ?? null, isLoading: query.isLoading, error: query.error }
}
