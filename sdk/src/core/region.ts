// Choosing a region (SPEC §4): resolve the chosen place to a region, remember it in
// cookies (300 days; the city cookie only for a city, type '2') and tell every hook.

import { RegionQueryDocument } from '#documents'
import type { StorefrontClient } from '../client'
import { regionResolveError, TOASTS } from '../errors'
import type { RegionFieldsFragment } from '../generated/graphql'
import {
  CITY_NAME_STORAGE_KEY,
  cityIdOf,
  DEFAULT_REGION,
  isDefaultRegion,
  type Region,
  regionCookieWrites,
  regionUrl,
} from '../region'
import { type StorefrontState, showErrorToast } from './storefrontState'

/** A place the shopper can choose: a region, or a suggestion of the region search. */
export interface RegionPlace {
  readonly id: string
  readonly name: string
  /** The region code the place belongs to; looked up instead of the id when given. */
  readonly code?: string | null
  /** GeoObject type; '2' is a city. */
  readonly type?: string | null
  readonly num?: number | null
  readonly lat?: number | null
  readonly long?: number | null
}

/** The default region in the shape of the region query. */
export const DEFAULT_REGION_FIELDS: RegionFieldsFragment = {
  id: DEFAULT_REGION.id,
  name: DEFAULT_REGION.name,
  num: DEFAULT_REGION.num,
  lat: DEFAULT_REGION.lat,
  long: DEFAULT_REGION.long,
  names: { ...DEFAULT_REGION.names },
  cityNames: { ...DEFAULT_REGION.cityNames },
  cityId: DEFAULT_REGION.cityId ?? null,
  timeZone: DEFAULT_REGION.timeZone,
}

function isFullRegion(place: RegionPlace | Region): place is Region {
  return 'names' in place && 'cityNames' in place
}

/** A place that could not be looked up, as a region of its own id (SPEC §7). */
function fallbackRegion(place: RegionPlace): RegionFieldsFragment {
  const names = { i: place.name, r: place.name, p: place.name }
  return {
    id: place.id,
    name: place.name,
    num: place.num ?? 0,
    lat: place.lat ?? DEFAULT_REGION.lat,
    long: place.long ?? DEFAULT_REGION.long,
    names,
    cityNames: names,
    cityId: null,
    // Its own zone is unknown: the default region's calendar.
    timeZone: DEFAULT_REGION.timeZone,
  }
}

/**
 * The region of an id as the API knows it, or null; the default region is known even when the
 * server has nothing for it.
 * @example
 * await loadRegion(client, 'spb') // { id: 'spb', names: { i: 'Санкт-Петербург', … }, … }
 */
export async function loadRegion(
  client: StorefrontClient,
  regionId: string,
  signal?: AbortSignal,
): Promise<RegionFieldsFragment | null> {
  const data = await client.requestData(RegionQueryDocument, { regionId }, signal ? { signal } : {})
  return data.region ?? (isDefaultRegion(regionId) ? DEFAULT_REGION_FIELDS : null)
}

/**
 * An address rewritten for a region (r_ segment and region parameter), leaving the storefront's
 * region-free paths (`config.regionExcludedPaths`) as they are.
 * @example
 * regionAddress(state, '/catalog/vitaminy/', 'spb') // '/catalog/vitaminy/r_spb/?region=spb'
 */
export function regionAddress(state: StorefrontState, url: string, regionId: string): string {
  return regionUrl(url, regionId, { excludedPaths: state.config.regionExcludedPaths ?? [] })
}

/**
 * Looks the place up; on failure toasts and falls back to the place itself.
 * @example
 * const region = await resolveRegion(state, suggestion) // a city resolves to its region
 */
export async function resolveRegion(
  state: StorefrontState,
  place: RegionPlace | Region,
): Promise<RegionFieldsFragment> {
  if (isFullRegion(place)) {
    return {
      ...place,
      cityId: place.cityId ?? null,
      timeZone: place.timeZone ?? DEFAULT_REGION.timeZone,
      names: { ...place.names },
      cityNames: { ...place.cityNames },
    }
  }
  const lookup = place.code || place.id
  const cityId = place.type ? (cityIdOf({ id: place.id, type: place.type }) ?? null) : null
  try {
    const data = await state.client.requestData(RegionQueryDocument, { regionId: lookup })
    if (!data.region) throw new Error('region not found')
    return { ...data.region, cityId: cityId ?? data.region.cityId }
  } catch {
    showErrorToast(state, TOASTS.regionFetchFailed, regionResolveError(place.name, lookup))
    return { ...fallbackRegion(place), cityId }
  }
}

/**
 * Stores the region: cookies, the city name, the host's cache, and the id everyone reads.
 * @example
 * applyRegion(state, region, 'Казань') // the region id and the city name the header shows
 */
export function applyRegion(
  state: StorefrontState,
  region: RegionFieldsFragment,
  cityName?: string,
): void {
  const { client } = state
  for (const cookie of regionCookieWrites(region)) {
    if (cookie.value === null) client.cookies.remove(cookie.name)
    else client.cookies.set(cookie.name, cookie.value, { maxAge: cookie.maxAgeSeconds, path: '/' })
  }
  if (region.cityId) client.storage.setItem(CITY_NAME_STORAGE_KEY, cityName ?? region.cityNames.i)
  else client.storage.removeItem(CITY_NAME_STORAGE_KEY)
  state.host.onRegionApplied?.(region)
  state.regionId.set(region.id)
}

/**
 * Back to the default region.
 * @example
 * const region = resetRegion(state) // back to the default region
 */
export function resetRegion(state: StorefrontState): RegionFieldsFragment {
  applyRegion(state, DEFAULT_REGION_FIELDS)
  return DEFAULT_REGION_FIELDS
}
