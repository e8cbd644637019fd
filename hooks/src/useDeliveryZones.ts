// Courier delivery zones of the region: polygons for the map, and which zone (price, free
// delivery threshold, minimum sum) an address point falls into.

import type { DeliveryZonesQuery, StorefrontClient } from '@apteka/sdk'
import {
  DeliveryZonesDocument,
  type RegionKey,
  type RegionOption,
  regionOf,
  storefrontKeys,
} from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** A zone as the server sends it (coordinates as serialised JSON). */
type DeliveryZoneData = DeliveryZonesQuery['deliveryZones'][number]

/** A delivery zone with its polygon as [lat, long] pairs. */
export interface DeliveryZone extends Omit<DeliveryZoneData, 'coordinates'> {
  polygon: [number, number][]
}

/**
 * Query options of a region's delivery zones.
 *
 * @example
 * queryClient.prefetchQuery(deliveryZonesQueryOptions(client, { regionId: 'moscowregion' }))
 */
export function deliveryZonesQueryOptions(client: StorefrontClient, variables: RegionKey) {
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.deliveryZones(regionId),
    queryFn: async ({ signal }) =>
      (await client.requestData(DeliveryZonesDocument, { regionID: regionId }, { signal }))
        .deliveryZones,
    staleTime: 60 * 60_000,
  })
}

function parsePolygon(coordinates: string): [number, number][] {
  try {
    const points: unknown = JSON.parse(coordinates)
    if (!Array.isArray(points)) return []
    return points.flatMap((point) =>
      Array.isArray(point) && typeof point[0] === 'number' && typeof point[1] === 'number'
        ? [[point[0], point[1]] as [number, number]]
        : [],
    )
  } catch {
    return []
  }
}

/**
 * Whether a point is inside a polygon (ray casting; points are [lat, long]).
 *
 * @example
 * isInsidePolygon([55.75, 37.6], [[55, 37], [56, 37], [56, 38], [55, 38]]) // true
 */
export function isInsidePolygon(
  point: [number, number],
  polygon: readonly [number, number][],
): boolean {
  const [y, x] = point
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [yi, xi] = polygon[i]!
    const [yj, xj] = polygon[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Options of {@link useDeliveryZones}. */
export interface UseDeliveryZonesOptions extends RegionOption {}

/** What {@link useDeliveryZones} returns. */
export interface UseDeliveryZonesResult {
  zones: DeliveryZone[]
  /** The zone of a point, or null when couriers do not go there. */
  zoneAt: (point: { lat: number; long: number }) => DeliveryZone | null
  isLoading: boolean
  error: Error | null
}

/**
 * The region's courier delivery zones.
 *
 * @example
 * const { zones, zoneAt } = useDeliveryZones()
 * const zone = zoneAt({ lat: address.lat, long: address.long })
 */
export function useDeliveryZones(options: UseDeliveryZonesOptions = {}): UseDeliveryZonesResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const query = useQuery(deliveryZonesQueryOptions(client, { regionId }))
  const zones = useMemo(
    () =>
      (query.data ?? []).map(({ coordinates, ...zone }) => ({
        ...zone,
        polygon: parsePolygon(coordinates),
      })),
    [query.data],
  )
  const zoneAt = useCallback(
    (point: { lat: number; long: number }) =>
      zones.find((zone) => isInsidePolygon([point.lat, point.long], zone.polygon)) ?? null,
    [zones],
  )
  return { zones, zoneAt, isLoading: query.isLoading, error: query.error }
}
