// Where an order can be picked up (/cart/pickup): the pickup points on the map and in a list,
// the chosen store, their query-options factories, and what usePickupStores takes.

import type {
  PharmacySearchListQuery,
  PharmacySearchListQueryVariables,
  PharmacySearchMapQueryVariables,
  PickupStoreQuery,
  ReceiveType,
  StorefrontClient,
} from '@apteka/sdk'
import {
  PharmacySearchListDocument,
  PharmacySearchMapDocument,
  PickupStoreDocument,
  type RegionKey,
  type RegionOption,
  regionOf,
  storefrontKeys,
} from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'
import type { MapBounds } from './pharmacyMapQueries'

/** A pharmacy as a pickup point, with the cart's availability in it. */
export type PickupStorePoint = PharmacySearchListQuery['pharmacySearchList']['items'][number]
/** A chosen store with its deliveries. */
export type PickupStore = NonNullable<PickupStoreQuery['pickupStore']>

/** Pickup points per list page when none is asked. */
export const PICKUP_STORES_PAGE_SIZE = 20

/**
 * Query options of the pickup points on the map.
 *
 * @example
 * queryClient.prefetchQuery(pickupStoresMapQueryOptions(client, { regionId: 'moscowregion', bounds, zoom: 9 }))
 */
export function pickupStoresMapQueryOptions(
  client: StorefrontClient,
  variables: PharmacySearchMapQueryVariables,
) {
  return queryOptions({
    queryKey: storefrontKeys.pickupStoresMap(variables),
    queryFn: async ({ signal }) =>
      (await client.requestData(PharmacySearchMapDocument, variables, { signal }))
        .pharmacySearchMap,
  })
}

/**
 * Query options of a page of the pickup points list.
 *
 * @example
 * queryClient.prefetchQuery(pickupStoresListQueryOptions(client, { regionId: 'moscowregion', paginator: { page: 1, limit: 20 } }))
 */
export function pickupStoresListQueryOptions(
  client: StorefrontClient,
  variables: PharmacySearchListQueryVariables,
) {
  return queryOptions({
    queryKey: storefrontKeys.pickupStoresList(variables),
    queryFn: async ({ signal }) =>
      (await client.requestData(PharmacySearchListDocument, variables, { signal }))
        .pharmacySearchList,
  })
}

/**
 * Query options of one pickup store with its deliveries.
 *
 * @example
 * queryClient.prefetchQuery(pickupStoreQueryOptions(client, { pharmacyId: '12', regionId: 'moscowregion' }))
 */
export function pickupStoreQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { pharmacyId: string },
) {
  const { pharmacyId } = variables
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.pickupStore(pharmacyId, regionId),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          PickupStoreDocument,
          { pharmacyId, regionID: regionId },
          { signal },
        )
      ).pickupStore,
  })
}

/** Options of {@link usePickupStores}. */
export interface UsePickupStoresOptions extends RegionOption {
  /** The visible map bounds; no map points until given. Default: none. */
  bounds?: MapBounds | null
  /** Default: 9 (the city). */
  zoom?: number
  /** Address or metro typed by the shopper. Default: ''. */
  search?: string
  /**
   * Count each point's share of the cart for this way of receiving, on the map and in the
   * list (booking: only what is on the pharmacy's shelf). Default: either way.
   */
  receiveType?: ReceiveType
  /** List page, from 1. Default: 1. */
  page?: number
  /** List page size. Default: 20. */
  limit?: number
  /** Load the list. Default: true. */
  withList?: boolean
  /** Wait after the map stops moving or typing stops, ms. Default: 300. */
  debounceMs?: number
}
