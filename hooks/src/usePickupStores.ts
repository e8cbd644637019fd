// Choosing where to pick an order up (/cart/pickup): the pharmacies on the map (clusters and
// points) and in a list, each with how much of the cart it has, and the chosen store with
// its deliveries.
import type {
  PharmacySearchListQuery,
  PharmacySearchListQueryVariables,
  PharmacySearchMapQuery,
  PharmacySearchMapQueryVariables,
  PickupStoreQuery,
  ReceiveType,
  StorefrontClient,
} from '@apteka/sdk'
import {
  PharmacySearchListDocument,
  PharmacySearchMapDocument,
  PickupStoreDocument,
} from '@apteka/sdk'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useDebouncedValue } from './provider/useDebouncedValue'
import { storefrontKeys } from './storefrontKeys'
import { MAP_MOVE_DEBOUNCE_MS, type MapBounds } from './usePharmacyMap'

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
 * queryClient.prefetchQuery(pickupStoresMapQueryOptions(client, { regionID: 'moscowregion', bounds, zoom: 9 }))
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
 * queryClient.prefetchQuery(pickupStoresListQueryOptions(client, { regionID: 'moscowregion', paginator: { page: 1, limit: 20 } }))
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
 * queryClient.prefetchQuery(pickupStoreQueryOptions(client, { pharmacyId: '12', regionID: 'moscowregion' }))
 */
export function pickupStoreQueryOptions(
  client: StorefrontClient,
  { pharmacyId, regionID }: { pharmacyId: string; regionID: string },
) {
  return queryOptions({
    queryKey: storefrontKeys.pickupStore(pharmacyId, regionID),
    queryFn: async ({ signal }) =>
      (await client.requestData(PickupStoreDocument, { pharmacyId, regionID }, { signal }))
        .pickupStore,
  })
}

/** Options of {@link usePickupStores}. */
export interface UsePickupStoresOptions {
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
  /** Default: the current region. */
  regionID?: string
}

/** What {@link usePickupStores} returns. */
export interface UsePickupStoresResult {
  clusters: PharmacySearchMapQuery['pharmacySearchMap']['clusters']
  points: PharmacySearchMapQuery['pharmacySearchMap']['points']
  list: PickupStorePoint[]
  total: number
  page: number
  pageCount: number
  hasNextPage: boolean
  /** The store the shopper opened (its card), with its deliveries. */
  selectedStore: PickupStore | null
  selectedId: string | null
  /** Opens a store's card; null closes it. */
  select: (pharmacyId: string | null) => void
  isLoading: boolean
  isFetching: boolean
  error: Error | null
}

/**
 * Pickup points on the map and in a list, and the chosen one.
 *
 * @example
 * const stores = usePickupStores({ bounds, zoom, search })
 * stores.points.map((point) => <Pin key={point.pharmacy.id} onClick={() => stores.select(point.pharmacy.id)} />)
 * // then useCheckout().selectPickupStore(stores.selectedId)
 */
export function usePickupStores(options: UsePickupStoresOptions = {}): UsePickupStoresResult {
  const { client } = useStorefrontRuntime()
  const regionID = useRegionId(options.regionID)
  const page = options.page ?? 1
  const limit = options.limit ?? PICKUP_STORES_PAGE_SIZE
  const [selectedId, select] = useState<string | null>(null)
  const settled = useDebouncedValue(
    JSON.stringify({
      bounds: options.bounds ?? null,
      zoom: options.zoom ?? 9,
      search: options.search?.trim() || null,
    }),
    options.debounceMs ?? MAP_MOVE_DEBOUNCE_MS,
  )
  const view = useMemo(
    () => JSON.parse(settled) as { bounds: MapBounds | null; zoom: number; search: string | null },
    [settled],
  )
  const common = {
    regionID,
    ...(view.search ? { search: view.search } : {}),
  }
  const map = useQuery({
    ...pickupStoresMapQueryOptions(client, {
      ...common,
      bounds: view.bounds ?? { xMin: 0, xMax: 0, yMin: 0, yMax: 0 },
      zoom: Math.round(view.zoom),
      ...(options.receiveType ? { receiveType: options.receiveType } : {}),
    }),
    enabled: view.bounds !== null,
    placeholderData: keepPreviousData,
  })
  const list = useQuery({
    ...pickupStoresListQueryOptions(client, {
      ...common,
      paginator: { page, limit },
      ...(options.receiveType ? { receiveType: options.receiveType } : {}),
    }),
    enabled: options.withList ?? true,
    placeholderData: keepPreviousData,
  })
  const store = useQuery({
    ...pickupStoreQueryOptions(client, { pharmacyId: selectedId ?? '', regionID }),
    enabled: selectedId !== null,
  })
  const total = list.data?.total ?? 0
  const pageCount = Math.ceil(total / limit)
  return {
    clusters: map.data?.clusters ?? [],
    points: map.data?.points ?? [],
    list: list.data?.items ?? [],
    total,
    page,
    pageCount,
    hasNextPage: page < pageCount,
    selectedStore: selectedId === null ? null : (store.data ?? null),
    selectedId,
    select,
    isLoading: map.isLoading || list.isLoading,
    isFetching: map.isFetching || list.isFetching || store.isFetching,
    error: map.error ?? list.error ?? store.error,
  }
}
