// Query parameters of catalogue lists (SPEC §9): the page, the page size, the referral
// code and the filters, each filter as 'f_{name}' repeated once per chosen value.

/** The page number parameter. */
export const PAGE_PARAM = 'PAGEN_1'

/** The products-per-page parameter. */
export const PAGE_COUNT_PARAM = 'PAGE_COUNT'

/** The prefix of a filter parameter: 'f_brand=solgar'. */
export const FILTER_PREFIX = 'f_'

/** The referral code parameter. */
export const REF_CODE_PARAM = 'REF_CODE'

/** Chosen filter values by filter name (without the prefix). */
export type CatalogFilters = Record<string, string[]>

/**
 * The filters of a query: every 'f_{name}' parameter, values in the order given,
 * repeated values once; empty values and an empty name are ignored.
 *
 * @example
 * parseFilters(new URLSearchParams('f_brand=solgar&f_brand=now&PAGEN_1=2'))
 * // { brand: ['solgar', 'now'] }
 */
export function parseFilters(searchParams: URLSearchParams): CatalogFilters {
  const filters: CatalogFilters = {}
  for (const [key, value] of searchParams) {
    if (!key.startsWith(FILTER_PREFIX) || value === '') continue
    const name = key.slice(FILTER_PREFIX.length)
    if (!name) continue
    const values = filters[name] ?? []
    if (!values.includes(value)) values.push(value)
    filters[name] = values
  }
  return filters
}

/**
 * The query parameters of filters: one 'f_{name}={value}' per value; filters without
 * values are left out. Pair it with the page and other parameters by `set` or `append`.
 *
 * @example
 * serializeFilters({ brand: ['solgar', 'now'] }).toString() // 'f_brand=solgar&f_brand=now'
 */
export function serializeFilters(
  filters: Readonly<Record<string, readonly string[] | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, values] of Object.entries(filters)) {
    for (const value of new Set(values ?? [])) {
      if (value !== '') params.append(FILTER_PREFIX + name, value)
    }
  }
  return params
}
