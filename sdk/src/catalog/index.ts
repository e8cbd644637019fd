// Public surface of catalog/: catalogue addresses, list query parameters and the view history.
export { canonicalPath } from './canonicalPath'
export type { CatalogFilters } from './catalogQuery'
export {
  FILTER_PREFIX,
  PAGE_COUNT_PARAM,
  PAGE_PARAM,
  parseFilters,
  REF_CODE_PARAM,
  serializeFilters,
} from './catalogQuery'
export type { CatalogSearch } from './catalogSearch'
export {
  RANGE_SEPARATOR,
  rangeValue,
  readCatalogSearch,
  TOGGLE_ON,
  withFilters,
  withPage,
  withPageCount,
} from './catalogSearch'
export type { FilterSelection } from './filterSelection'
export { filterSelection } from './filterSelection'
export {
  categoryPath,
  groupAnalogsPath,
  groupAnalogsPublicPath,
  groupPublicPath,
  parseProductPath,
  productAnalogsPublicPath,
  productPath,
  productPublicPath,
} from './routes'
export { BROWSING_HISTORY_PAGE_SIZE, pushViewHistory, VIEW_HISTORY_LIMIT } from './viewHistory'
