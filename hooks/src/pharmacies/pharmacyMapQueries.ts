// The pharmacy map's shared parts: the view (bounds, SPEC §9 zooms, the default centre), the
// answer's types and the query options of one view's clusters and pins.
import type {
  PharmacyFilterInput,
  PharmacyMapQuery,
  PharmacyMapQueryVariables,
  StorefrontClient,
} from '@apteka/sdk'
import { PharmacyMapDocument, storefrontKeys } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

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

/** The filters set to true, or null when none is (one cache entry for 'no filter'). */
export const onFilters = (filters: PharmacyFilterInput | undefined): PharmacyFilterInput | null => {
  const on = Object.entries(filters ?? {}).filter(([, value]) => value === true)
  return on.length ? Object.fromEntries(on) : null
}
