// Promotions (/promo, /promo/filters/{filters}) and one promotion with its products
// (/promo/{alias}). A promotion whose url has no '/promo/' segment links to that url instead
// (SPEC §2): `promotionHref` says where a card links.
import type { PromotionQuery, PromotionsQuery, StorefrontClient } from '@apteka/sdk'
import { PromotionDocument, PromotionsDocument } from '@apteka/sdk'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { storefrontKeys } from './storefrontKeys'

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

/** Query options of a page of promotions (filters: the '/promo/filters/…' segments). */
export function promotionsQueryOptions(
  client: StorefrontClient,
  variables: { regionID: string; filters?: string | null; page?: number; limit?: number },
) {
  const vars = {
    regionID: variables.regionID,
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

/** Query options of one promotion and a page of its products (null when there is none). */
export function promotionQueryOptions(
  client: StorefrontClient,
  variables: { alias: string; regionID: string; page?: number; limit?: number },
) {
  const vars = {
    alias: variables.alias,
    regionID: variables.regionID,
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

/** Prefetches a promotion on the server; resolves with it, or null when there is none. */
export async function prefetchPromotion(
  queryClient: QueryClient,
  client: StorefrontClient,
  variables: { alias: string; regionID: string; page?: number },
): Promise<PromotionDetails | null> {
  const options = promotionQueryOptions(client, variables)
  await queryClient.prefetchQuery(options)
  return queryClient.getQueryData(options.queryKey) ?? null
}

/** Options of {@link usePromotions}. */
export interface UsePromotionsOptions {
  /** The '/promo/filters/{filters}' part ('brand:solgar/category:vitaminy'). Default: none. */
  filters?: string | null
  /** From 1. Default: 1. */
  page?: number
  /** Default: the current region. */
  regionID?: string
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
  const regionID = useRegionId(options.regionID)
  const query = useQuery({
    ...promotionsQueryOptions(client, {
      regionID,
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

/** Options of {@link usePromotion}. */
export interface UsePromotionOptions {
  /** The promotion's alias. Required. */
  alias: string
  /** The products page, from 1. Default: 1. */
  page?: number
  /** Default: the current region. */
  regionID?: string
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
  const regionID = useRegionId(options.regionID)
  const query = useQuery({
    ...promotionQueryOptions(client, {
      alias: options.alias,
      regionID,
      page: options.page ?? 1,
    }),
    placeholderData: keepPreviousData,
  })
  return { promotion: query.data ?? null, isLoading: query.isLoading, error: query.error }
}
