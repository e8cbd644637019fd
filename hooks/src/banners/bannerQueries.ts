// The banner queries (SPEC §3, §7): related promos, the big sale, the tripwire banner and
// advertisements, with the types of their answers and what an ad carries for tracking.

import type {
  AdvertisementQuery,
  AdvertisementQueryVariables,
  BigSaleQuery,
  RelatedPromosQuery,
  StorefrontClient,
  TripwireBannerQuery,
} from '@apteka/sdk'
import {
  AdvertisementDocument,
  BigSaleQueryDocument,
  RelatedPromosQueryDocument,
  TripwireBannerQueryDocument,
} from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'
import { type RegionKey, regionOf } from '../provider/regionOption'
import { storefrontKeys } from '../storefrontKeys'

/** An advertisement. */
export type Advertisement = AdvertisementQuery['advertisement'][number]
/** A related promotion. */
export type RelatedPromo = RelatedPromosQuery['relatedPromos'][number]
/** The big sale banner. */
export type BigSale = NonNullable<BigSaleQuery['bigSale']>
/** The tripwire banner. */
export type TripwireBanner = NonNullable<TripwireBannerQuery['bannerTripwire']>

/** Share of a banner on screen that counts as an impression (SPEC §9). */
export const IMPRESSION_THRESHOLD = 0.6

/** Something with advertising counters: an advertisement, or a product's `counters.advertisement`. */
export interface TrackedAd {
  readonly id: string
  readonly counters?: {
    readonly track?: string | null
    readonly imps?: string | null
    readonly name?: string | null
    readonly position?: number | null
  } | null
}

/**
 * Query options of the related promotions.
 *
 * @example
 * queryClient.prefetchQuery(relatedPromosQueryOptions(client, { regionId: 'moscowregion' }))
 */
export function relatedPromosQueryOptions(client: StorefrontClient, variables: RegionKey) {
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.relatedPromos(regionId),
    queryFn: async ({ signal }) =>
      (await client.requestData(RelatedPromosQueryDocument, { regionID: regionId }, { signal }))
        .relatedPromos,
    staleTime: 5 * 60_000,
  })
}

/**
 * Query options of the big sale banner.
 *
 * @example
 * queryClient.prefetchQuery(bigSaleQueryOptions(client, { regionId: 'moscowregion' }))
 */
export function bigSaleQueryOptions(client: StorefrontClient, variables: RegionKey) {
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.bigSale(regionId),
    queryFn: async ({ signal }) =>
      (await client.requestData(BigSaleQueryDocument, { regionID: regionId }, { signal })).bigSale,
    staleTime: 5 * 60_000,
  })
}

/**
 * Query options of the tripwire banner.
 *
 * @example
 * queryClient.prefetchQuery(tripwireQueryOptions(client, { regionId: 'moscowregion' }))
 */
export function tripwireQueryOptions(client: StorefrontClient, variables: RegionKey) {
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.tripwire(regionId),
    queryFn: async ({ signal }) =>
      (await client.requestData(TripwireBannerQueryDocument, { regionID: regionId }, { signal }))
        .bannerTripwire,
    staleTime: 5 * 60_000,
  })
}

/**
 * Query options of the advertisements of a place.
 *
 * @example
 * queryClient.prefetchQuery(advertisementQueryOptions(client, { regionId: 'moscowregion', type: 'home' }))
 */
export function advertisementQueryOptions(
  client: StorefrontClient,
  variables: AdvertisementQueryVariables,
) {
  return queryOptions({
    queryKey: storefrontKeys.advertisement(variables),
    queryFn: async ({ signal }) =>
      (await client.requestData(AdvertisementDocument, variables, { signal })).advertisement,
    staleTime: 60_000,
  })
}
