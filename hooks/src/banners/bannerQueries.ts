// The banner queries (SPEC §3, §7): related promos, the big sale, the tripwire banner and
// advertisements, with the types of their answers.

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
  type RegionKey,
  RelatedPromosQueryDocument,
  regionOf,
  storefrontKeys,
  TripwireBannerQueryDocument,
} from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** An advertisement. */
export type Advertisement = AdvertisementQuery['advertisement'][number]
/** A related promotion. */
export type RelatedPromo = RelatedPromosQuery['relatedPromos'][number]
/** The big sale banner. */
export type BigSale = NonNullable<BigSaleQuery['bigSale']>
/** The tripwire banner. */
export type TripwireBanner = NonNullable<TripwireBannerQuery['bannerTripwire']>

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
