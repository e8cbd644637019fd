// Public surface of region/: the default region, region addresses, the region search and check.

export type { Region, RegionNames } from './region'
export {
  cityIdOf,
  DEFAULT_REGION,
  GEO_OBJECT_CITY_TYPE,
  isDefaultRegion,
  isSameRegion,
} from './region'
export type { RegionChoiceEvent, RegionCookieWrite, RegionModalInput } from './regionCheck'
export {
  CITY_NAME_STORAGE_KEY,
  daysToSeconds,
  REGION_COOKIE_MAX_AGE_DAYS,
  REGION_COOKIES,
  regionChoiceEvent,
  regionCookieWrites,
  shouldShowRegionModal,
} from './regionCheck'
export type { RegionKey, RegionOption } from './regionOption'
export { regionOf } from './regionOption'
export {
  filterRegions,
  normalizeRegionQuery,
  REGION_MODAL_TEXT,
  REGION_NOT_FOUND_TEXT,
  REGION_SUGGEST_DEBOUNCE_MS,
} from './regionSearch'
export type { RegionUrlOptions } from './regionUrl'
export { REGION_QUERY_PARAM, REGION_SEGMENT_PREFIX, regionUrl } from './regionUrl'
