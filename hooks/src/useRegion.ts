// The shopper's region: read, choose and reset (SPEC §4), and the address of a page in it.
import type { RegionFieldsFragment, StorefrontClient } from '@apteka/sdk'
import {
  DEFAULT_REGION_FIELDS,
  isDefaultRegion,
  loadRegion,
  type RegionPlace,
  regionAddress,
  storefrontKeys,
} from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/**
 * Query options of a region by id; the default region is known without asking when
 * the server has nothing.
 *
 * @example
 * await queryClient.prefetchQuery(regionQueryOptions(client, { regionId: 'moscowregion' }))
 */
export function regionQueryOptions(client: StorefrontClient, { regionId }: { regionId: string }) {
  return queryOptions({
    queryKey: storefrontKeys.region(regionId),
    queryFn: ({ signal }) => loadRegion(client, regionId, signal),
    staleTime: 10 * 60_000,
  })
}

/** What {@link useRegion} returns. */
export interface UseRegionResult {
  /** The current region; the default region while it loads; null while another one loads. */
  region: RegionFieldsFragment | null
  /** The current region's id ('moscowregion' by default). */
  regionId: string
  /** Whether the current region is the default one (no r_ segment, no cookies needed). */
  isDefault: boolean
  /** True while the region is being fetched for the first time. */
  isLoading: boolean
  /**
   * Chooses a region or a suggestion of the region search: looks it up (a place that
   * cannot be resolved falls back to itself and toasts), stores the cookies (300 days;
   * the city cookie only for a city) and switches every hook to it. With `url`, also
   * answers that address rewritten for the region.
   */
  setRegion: (
    place: RegionPlace | RegionFieldsFragment,
    options?: { url?: string },
  ) => Promise<{ region: RegionFieldsFragment; url: string | undefined }>
  /** Back to the default region. */
  resetRegion: (options?: { url?: string }) => {
    region: RegionFieldsFragment
    url: string | undefined
  }
  /** An address rewritten for the current region (r_ segment and region parameter). */
  regionUrl: (url: string) => string
}

/**
 * The current region and the actions that change it.
 *
 * @example
 * function RegionButton() {
 *   const { region, setRegion } = useRegion()
 *   return <button onClick={() => setRegion(kazan)}>{region?.names.i}</button>
 * }
 */
export function useRegion(): UseRegionResult {
  const runtime = useStorefrontRuntime()
  const regionId = useRegionId()
  const isDefault = isDefaultRegion(regionId)
  const query = useQuery({
    ...regionQueryOptions(runtime.client, { regionId }),
    ...(isDefault ? { placeholderData: DEFAULT_REGION_FIELDS } : {}),
  })

  const urlFor = useCallback(
    (url: string, id: string) => regionAddress(runtime, url, id),
    [runtime],
  )

  const setRegion = useCallback<UseRegionResult['setRegion']>(
    async (place, options = {}) => {
      // The core's verb (region.choose): the look-up, the cookies, the city name, the id.
      const region = await runtime.region.choose(place)
      return { region, url: options.url === undefined ? undefined : urlFor(options.url, region.id) }
    },
    [runtime, urlFor],
  )

  const resetRegion = useCallback<UseRegionResult['resetRegion']>(
    (options = {}) => {
      const region = runtime.region.reset()
      return { region, url: options.url === undefined ? undefined : urlFor(options.url, region.id) }
    },
    [runtime, urlFor],
  )

  return {
    region: query.data ?? (isDefault ? DEFAULT_REGION_FIELDS : null),
    regionId,
    isDefault,
    isLoading: query.isLoading,
    setRegion,
    resetRegion,
    regionUrl: useCallback((url: string) => urlFor(url, regionId), [urlFor, regionId]),
  }
}
