// The pharmacy map (/pharmacies): the visible bounds and zoom give clusters and pins. Bounds
// follow the map only after it stops moving, and the pins stay while the next ones load.
import type { PharmacyFilterInput, PharmacyMapQueryVariables } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { MapBounds, MapCluster, MapPharmacy } from './pharmacies/pharmacyMapQueries'
import {
  MAP_MOVE_DEBOUNCE_MS,
  onFilters,
  pharmacyMapQueryOptions,
} from './pharmacies/pharmacyMapQueries'
import { useStorefrontRuntime } from './provider/context'
import { useDebouncedValue } from './provider/useDebouncedValue'

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
  /** The list's filters given as true (24 hours, pickup today, card, favourites). Default: none. */
  filters?: PharmacyFilterInput
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
    filters: onFilters(options.filters),
  })
  const settled = useDebouncedValue(view, options.debounceMs ?? MAP_MOVE_DEBOUNCE_MS)
  const variables = useMemo(() => {
    const { bounds, zoom, search, pharmacyIds, filters } = JSON.parse(settled) as {
      bounds: MapBounds | null
      zoom: number
      search: string | null
      pharmacyIds: string[] | null
      filters: PharmacyFilterInput | null
    }
    if (!bounds) return null
    return {
      ...bounds,
      zoom: Math.round(zoom),
      ...(search ? { search } : {}),
      ...(pharmacyIds ? { pharmacyIds } : {}),
      ...(filters ? { filters } : {}),
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
