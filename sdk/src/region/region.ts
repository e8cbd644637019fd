// The shopper's region: it decides prices and assortment, and the default one
// (Moscow and its oblast) leaves no trace in addresses or cookies.

/** A name in the three cases the shop needs: i (nominative), r (genitive), p (prepositional). */
export interface RegionNames {
  /** Nominative: 'Москва и область'. */
  readonly i: string
  /** Genitive: 'Москвы и области'. */
  readonly r: string
  /** Prepositional: 'Москве и области'. */
  readonly p: string
}

/** A region as in SPEC §3. */
export interface Region {
  readonly id: string
  /** The code of the region, where it differs from its id. */
  readonly code?: string
  readonly name: string
  /** The region's number (77 for Moscow). */
  readonly num: number
  readonly lat: number
  readonly long: number
  readonly names: RegionNames
  readonly cityNames: RegionNames
  /** Set only when the chosen object was a city (GeoObject type '2'). */
  readonly cityId?: string | null
  /** The IANA zone of the region's calendar ('Asia/Novosibirsk'). Default: the default region's. */
  readonly timeZone?: string
}

/** The GeoObject type of a city. */
export const GEO_OBJECT_CITY_TYPE = '2'

/** Moscow and its oblast: the region of a shopper who has not chosen one (SPEC §9). */
export const DEFAULT_REGION: Region & { readonly timeZone: string } = {
  id: 'moscowregion',
  code: 'moscowregion',
  num: 77,
  name: 'Московская область',
  names: { i: 'Москва и область', r: 'Москвы и области', p: 'Москве и области' },
  cityNames: { i: 'Москва', r: 'Москвы', p: 'Москве' },
  lat: 55.753206,
  long: 37.622509,
  timeZone: 'Europe/Moscow',
}

// The default region is known by two cookie codes, its id and its number (SPEC §9).
const DEFAULT_REGION_CODES: readonly string[] = [DEFAULT_REGION.id, String(DEFAULT_REGION.num)]

/** The codes a region id is also known by: the default region's id and number are one region. */
function codesOf(regionId: string | number): readonly string[] {
  const code = String(regionId)
  return DEFAULT_REGION_CODES.includes(code) ? DEFAULT_REGION_CODES : [code]
}

/**
 * Whether two region ids name the same region; 'moscowregion' and 77 are the same.
 *
 * @example
 * isSameRegion(77, 'moscowregion') // true
 * isSameRegion('spb', 'moscowregion') // false
 */
export function isSameRegion(a: string | number, b: string | number): boolean {
  const codesOfB = codesOf(b)
  return codesOf(a).some((code) => codesOfB.includes(code))
}

/**
 * Whether a region id is the default region (by default {@link DEFAULT_REGION}, known
 * as 'moscowregion' and 77). An empty id counts as default: no region was chosen.
 *
 * @example
 * isDefaultRegion(77) // true
 * isDefaultRegion('kazan', 'kazan') // true
 */
export function isDefaultRegion(
  regionId: string | number | null | undefined,
  defaultRegionId: string | number = DEFAULT_REGION.id,
): boolean {
  if (regionId === null || regionId === undefined || regionId === '') return true
  return isSameRegion(regionId, defaultRegionId)
}

/**
 * The city id to keep for a chosen place (a GeoObject of the region search): only a city
 * (type '2') has one.
 *
 * @example
 * cityIdOf({ id: '4400', name: 'Казань', type: '2' }) // '4400'
 * cityIdOf({ id: 'tatarstan', name: 'Татарстан', type: '1' }) // undefined
 */
export function cityIdOf(place: {
  readonly id: string
  readonly type: string
}): string | undefined {
  return place.type === GEO_OBJECT_CITY_TYPE ? place.id : undefined
}
