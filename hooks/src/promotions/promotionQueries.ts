// Promotions (SPEC §2 "Promotions"): their types, page sizes, links, query-options factories
// and the server prefetch of one promotion.

import type { PromotionQuery, PromotionsQuery, StorefrontClient } from '@apteka/sdk'
import {
  PromotionDocument,
  PromotionsDocument,
  type RegionKey,
  regionOf,
  storefrontKeys,
} from '@apteka/sdk'
import type { QueryClient } from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'

/** A promotion as a card shows it. */
export type PromotionCard = PromotionsQuery['promotions']['items'][number]
/** A promotion with its products and page metadata. */
export type PromotionDetails = NonNullable<PromotionQuery['promotion']>

/** Promotions per page when none is asked. */
export const PROMOTIONS_PAGE_SIZE = 20
/** Products of a promotion per page when none is asked. */
export const PROMOTION_PRODUCTS_PAGE_SIZE = 24

/**
 * Where a promotion card links (SPEC §2): its url as given — a '/promo/{alias}' url keeps its
 * query parameters, a url without a promo segment is the place the promotion is about; with
 * no url, the promotion's own page.
 *
 * @example
 * promotionHref({ alias: 'spring', url: '/catalog/vitaminy/' }) // '/catalog/vitaminy/'
 * promotionHref({ alias: 'spring', url: '' }) // '/promo/spring'
 */
export function promotionHref(promotion: { alias: string; url: string }): string {
  return promotion.url.trim() || `/promo/${promotion.alias}`
}

/**
 * Query options of a page of promotions (filters: the '/promo/filters/…' segments).
 * @example
 * await queryClient.prefetchQuery(promotionsQueryOptions(client, { regionId: 'moscowregion', page: 1 }))
 */
export function promotionsQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { filters?: string | null; page?: number; limit?: number },
) {
  const vars = {
    regionID: regionOf(variables),
    filters: variables.filters || null,
    paginator: { page: variables.page ?? 1, limit: variables.limit ?? PROMOTIONS_PAGE_SIZE },
  }
  return queryOptions({
    queryKey: storefrontKeys.promotions(vars),
    queryFn: async ({ signal }) =>
      (await client.requestData(PromotionsDocument, vars, { signal })).promotions,
    staleTime: 5 * 60_000,
  })
}

/**
 * Query options of one promotion and a page of its products (null when there is none).
 * @example
 * const { data } = useQuery(promotionQueryOptions(client, { regionId: 'moscowregion', alias: 'skidki-nedeli' }))
 */
export function promotionQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { alias: string; page?: number; limit?: number },
) {
  const vars = {
    alias: variables.alias,
    regionID: regionOf(variables),
    paginator: {
      page: variables.page ?? 1,
      limit: variables.limit ?? PROMOTION_PRODUCTS_PAGE_SIZE,
    },
  }
  return queryOptions({
    queryKey: storefrontKeys.promotion(vars),
    queryFn: async ({ signal }) =>
      (await client.requestData(PromotionDocument, vars, { signal })).promotion ?? null,
    staleTime: 5 * 60_000,
  })
}

/**
 * Prefetches a promotion on the server; resolves with it, or null when there is none.
 * @example
 * const promotion = await prefetchPromotion(queryClient, client, { regionId: 'moscowregion', alias: 'skidki-nedeli' })
 */
export async function prefetchPromotion(
  queryClient: QueryClient,
  client: StorefrontClient,
  variables: RegionKey & { alias: string; page?: number },
): Promise<PromotionDetails | null> {
  const options = promotionQueryOptions(client, variables)
  await queryClient.prefetchQuery(options)
  return queryClient.getQueryData(options.queryKey) ?? null
}
