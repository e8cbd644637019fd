// Remembering the region between visits (cookies) and deciding whether to ask the
// shopper to confirm it (SPEC §4 "Region check").
import { DEFAULT_REGION, isSameRegion, type Region } from './region'

/** Life of the region cookies, in days (SPEC §9). */
export const REGION_COOKIE_MAX_AGE_DAYS = 300

/** Names of the cookies that keep the region. */
export const REGION_COOKIES = {
  /** The chosen region's id. */
  region: 'region',
  /** The chosen region's number. */
  regionNum: 'region_num',
  /** The chosen city's id, when a city was chosen. */
  cityId: 'city_id',
  /** '1' while the region should be confirmed, '0' once the shopper has chosen. */
  needCheckRegion: 'need_check_region',
} as const

/** Local-storage key of the chosen city's name. */
export const CITY_NAME_STORAGE_KEY = 'city_name'

const SECONDS_PER_DAY = 24 * 3600

/**
 * A cookie life in days as the seconds of a Max-Age attribute.
 *
 * @example
 * daysToSeconds(300) // 25920000
 */
export function daysToSeconds(days: number): number {
  return days * SECONDS_PER_DAY
}

/** One cookie to write; a null value means the cookie is removed. */
export interface RegionCookieWrite {
  readonly name: string
  readonly value: string | null
  readonly maxAgeSeconds: number
}

/**
 * The cookies that store a chosen region: its id, its number, the city (removed when
 * the region has no cityId) and the need-check flag turned off.
 *
 * @example
 * regionCookieWrites(DEFAULT_REGION).map((cookie) => [cookie.name, cookie.value])
 * // [['region', 'moscowregion'], ['region_num', '77'], ['city_id', null], ['need_check_region', '0']]
 */
export function regionCookieWrites(region: Region): RegionCookieWrite[] {
  const maxAgeSeconds = daysToSeconds(REGION_COOKIE_MAX_AGE_DAYS)
  return [
    { name: REGION_COOKIES.region, value: region.id, maxAgeSeconds },
    { name: REGION_COOKIES.regionNum, value: String(region.num), maxAgeSeconds },
    { name: REGION_COOKIES.cityId, value: region.cityId ?? null, maxAgeSeconds },
    { name: REGION_COOKIES.needCheckRegion, value: '0', maxAgeSeconds },
  ]
}

/** What the region modal decision is made from. */
export interface RegionModalInput {
  /** The region found by the shopper's IP; nothing to compare when unknown. */
  readonly detectedRegionId?: string | number | null
  /** The region in the cookie; none means the default region. */
  readonly chosenRegionId?: string | number | null
  /** The need-check cookie: 1 or 0; a missing value counts as 1. */
  readonly needCheckFlag?: string | number | boolean | null
}

function isFlagOn(flag: RegionModalInput['needCheckFlag']): boolean {
  if (flag === undefined || flag === null || flag === '') return true
  return flag === true || String(flag) === '1'
}

/**
 * Whether to open the region modal: the IP-detected region differs from the chosen
 * one and the need-check flag is on (missing counts as on).
 *
 * @example
 * shouldShowRegionModal({ detectedRegionId: 'spb', chosenRegionId: 'moscowregion' }) // true
 * shouldShowRegionModal({ detectedRegionId: 'spb', chosenRegionId: 'moscowregion', needCheckFlag: '0' }) // false
 */
export function shouldShowRegionModal(input: RegionModalInput): boolean {
  const { detectedRegionId, chosenRegionId, needCheckFlag } = input
  if (detectedRegionId === undefined || detectedRegionId === null || detectedRegionId === '') {
    return false
  }
  const chosen =
    chosenRegionId === undefined || chosenRegionId === null || chosenRegionId === ''
      ? DEFAULT_REGION.id
      : chosenRegionId
  return isFlagOn(needCheckFlag) && !isSameRegion(detectedRegionId, chosen)
}

/** The analytics event of a region choice. */
export type RegionChoiceEvent = 'confirm' | 'change'

/**
 * 'confirm' when the shopper keeps the region they had, 'change' otherwise.
 *
 * @example
 * regionChoiceEvent('spb', 'spb') // 'confirm'
 * regionChoiceEvent(77, 'spb') // 'change'
 */
export function regionChoiceEvent(
  previousId: string | number | null | undefined,
  chosenId: string | number,
): RegionChoiceEvent {
  const previous =
    previousId === undefined || previousId === null || previousId === ''
      ? DEFAULT_REGION.id
      : previousId
  return isSameRegion(previous, chosenId) ? 'confirm' : 'change'
}
