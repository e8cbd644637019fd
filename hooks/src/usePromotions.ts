// Promotions (/promo, /promo/filters/{filters}) and one promotion with its products
// (/promo/{alias}). A promotion whose url has no '/promo/' segment links to that url instead
// (SPEC §2): `promotionHref` says where a card links.

import type { RegionOption } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PromotionCard } from './promotions/promotionQueries'
import { promotionsQueryOptions } from './promotions/promotionQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** Options of {@link usePromotions}. */
export interface UsePromotionsOptions extends RegionOption {
  /** The '/promo/filters/{filters}' part ('brand:solgar/category:vitaminy'). Default: none. */
  filters?: string | null
  /** From 1. Default: 1. */
  page?: number
}

/** What {@link usePromotions} returns. */
export interface UsePromotionsResult {
  promotions: PromotionCard[]
  total: number
  isLoading: boolean
  error: Error | null
}

/**
 * The region's active promotions.
 *
 * @example
 * const { promotions } = usePromotions({ filters: params.filters })
 * promotions.map((p) => <a href={promotionHref(p)}>{p.name}</a>)
 */
export function usePromotions(options: UsePromotionsOptions = {}): UsePromotionsResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const query = useQuery({
    ...promotionsQueryOptions(client, {
      regionId,
      filters: options.filters ?? null,
      page: options.page ?? 1,
    }),
    placeholderData: keepPreviousData,
  })
  return {
    promotions: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    isLoading: query.isLoading,
    error: query.error,
  }
}
