// The pharmacy map (/pharmacies): the visible bounds and zoom give clusters and pins. Bounds
// follow the map only after it stops moving, and the pins stay while the next ones load.
import type { PharmacyMapQuery, PharmacyMapQueryVariables, StorefrontClient } from '@apteka/sdk'
import { PharmacyMapDocument } from '@apteka/sdk'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useStorefrontRuntime } from './provider/context'
import { useDebouncedValue } from './provider/useDebouncedValue'
import { storefrontKeys } from './storefrontKeys'

/** The visible part of the map: x is longitude, y is latitude. */
export interface MapBounds {
  xMin: number
  xMax: number
  yMin: number
  yMax: number
}

/** The map's zoom levels of the shop: a pharmacy, a street, a city (SPEC §9). */
export const MAP_ZOOM = { pharmacy: 20, street: 16, city: 9 } as const

/** Where the map opens (SPEC §9). */
export const DEFAULT_MAP_CENTER = { lat: 55.75, long: 37.57 } as const

/** Wait after the map stops moving, ms. */
export const MAP_MOVE_DEBOUNCE_MS = 300

/** A cluster of pins. */
export type MapCluster = PharmacyMapQuery['pharmacyMap']['clusters'][number]
/** A pin. */
export type MapPharmacy = PharmacyMapQuery['pharmacyMap']['pharmacies'][number]

/**
 * Query options of the map's clusters and pins.
 *
 * @example
 * queryClient.prefetchQuery(pharmacyMapQueryOptions(client, { xMin: 37.3, xMax: 37.9, yMin: 55.5, yMax: 56, zoom: 9 }))
 */
export function pharmacyMapQueryOptions(
  client: StorefrontClient,
  variables: PharmacyMapQueryVariables,
) {
  return queryOptions({
    queryKey: storefrontKeys.pharmacyMap(variables),
    queryFn: async ({ signal }) =>
      (await client.requestData(PharmacyMapDocument, variables, { signal })).pharmacyMap,
    staleTime: 5 * 60_000,
  })
}

/** Options of {@link usePharmacyMap}. */
export interface UsePharmacyMapOptions {
  /** The visible bounds; nothing is asked until the map has them (null). Required. */
  bounds: MapBounds | null
  /** The map's zoom (see MAP_ZOOM). Required. */
  zoom: number
  /** Text filter. Default: none. */
  search?: string
  /** Only these pharmacies. Default: all. */
  pharmacyIds?: string[]
  /** Wait after the map stops moving, ms. Default: 300. */
  debounceMs?: number
}

/** What {@link usePharmacyMap} returns. */
export interface UsePharmacyMapResult {
  clusters: MapCluster[]
  pharmacies: MapPharmacy[]
  isLoading: boolean
  isFetching: boolean
  error: Error | null
}

/**
 * Clusters and pins for the visible part of the pharmacy map.
 *
 * @example
 * const [view, setView] = useState<{ bounds: MapBounds | null; zoom: number }>({ bounds: null, zoom: MAP_ZOOM.city })
 * const { clusters, pharmacies } = usePharmacyMap(view)
 */
export function usePharmacyMap(options: UsePharmacyMapOptions): UsePharmacyMapResult {
  const { client } = useStorefrontRuntime()
  const view = JSON.stringify({
    bounds: options.bounds,
    zoom: options.zoom,
    search: options.search?.trim() || null,
    pharmacyIds: options.pharmacyIds ?? null,
  })
  const settled = useDebouncedValue(view, options.debounceMs ?? MAP_MOVE_DEBOUNCE_MS)
  const variables = useMemo(() => {
    const { bounds, zoom, search, pharmacyIds } = JSON.parse(settled) as {
      bounds: MapBounds | null
      zoom: number
      search: string | null
      pharmacyIds: string[] | null
    }
    if (!bounds) return null
    return {
      ...bounds,
      zoom: Math.round(zoom),
      ...(search ? { search } : {}),
      ...(pharmacyIds ? { pharmacyIds } : {}),
    } satisfies PharmacyMapQueryVariables
  }, [settled])
  const query = useQuery({
    ...pharmacyMapQueryOptions(
      client,
      variables ?? { xMin: 0, xMax: 0, yMin: 0, yMax: 0, zoom: 0 },
    ),
    enabled: variables !== null,
    placeholderData: keepPreviousData,
  })
  return {
    clusters: query.data?.clusters ?? [],
    pharmacies: query.data?.pharmacies ?? [],
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
  }
}
