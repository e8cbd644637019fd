// Choosing where to pick an order up (/cart/pickup): the pharmacies on the map (clusters and
// points) and in a list, each with how much of the cart it has, and the chosen store with
// its deliveries.
import type { PharmacySearchMapQuery } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { MapBounds } from './pharmacies/pharmacyMapQueries'
import { MAP_MOVE_DEBOUNCE_MS } from './pharmacies/pharmacyMapQueries'
import type {
  PickupStore,
  PickupStorePoint,
  UsePickupStoresOptions,
} from './pharmacies/pickupStoreQueries'
import {
  PICKUP_STORES_PAGE_SIZE,
  pickupStoreQueryOptions,
  pickupStoresListQueryOptions,
  pickupStoresMapQueryOptions,
} from './pharmacies/pickupStoreQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useDebouncedValue } from './provider/useDebouncedValue'

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
  const regionId = useRegionId(options)
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
    regionID: regionId,
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
    ...pickupStoreQueryOptions(client, { pharmacyId: selectedId ?? '', regionId }),
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
