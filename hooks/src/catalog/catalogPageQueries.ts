// A catalogue listing page (SPEC §5): its URL search parameters and query-options factory.

import type { CatalogPageQuery, CatalogSearchInput, SortInput, StorefrontClient } from '@apteka/sdk'
import {
  CatalogPageDocument,
  type RegionKey,
  readCatalogSearch,
  regionOf,
  storefrontKeys,
} from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** The search-query parameter of /search (SPEC §2). */
export const SEARCH_QUERY_PARAM = 'what'

/** A catalogue page's data. */
export type CatalogPage = CatalogPageQuery['catalogPage']

/**
 * The catalogue search of an address's query: page, page size, filters and the search text.
 *
 * @example
 * catalogSearchFromParams(new URLSearchParams('PAGEN_1=2&f_brand=solgar'))
 * // { page: 2, lists: [{ id: 'brand', values: ['solgar'] }], ranges: [], toggles: [] }
 */
export function catalogSearchFromParams(
  params: URLSearchParams,
  sort?: SortInput,
): CatalogSearchInput {
  const search = readCatalogSearch(params)
  const query = params.get(SEARCH_QUERY_PARAM)
  return {
    page: search.page,
    ...(search.pageCount === null ? {} : { pageCount: search.pageCount }),
    lists: search.lists,
    ranges: search.ranges,
    toggles: search.toggles,
    ...(query ? { query } : {}),
    ...(sort ? { sort } : {}),
  }
}

/**
 * Query options of a catalogue page.
 *
 * @example
 * await queryClient.prefetchQuery(
 *   catalogPageQueryOptions(client, { url: '/catalog/vitaminy/', regionId: 'moscowregion', search: { page: 1 } }),
 * )
 */
export function catalogPageQueryOptions(
  client: StorefrontClient,
  { url, search, ...region }: RegionKey & { url: string; search: CatalogSearchInput },
) {
  // The key holds the contract's variables, so a prefetch and the hook share the cache entry.
  const variables = { url, search, regionID: regionOf(region as RegionKey) }
  return queryOptions({
    queryKey: storefrontKeys.catalogPage(variables),
    queryFn: async ({ signal }) =>
      (await client.requestData(CatalogPageDocument, variables, { signal })).catalogPage,
    staleTime: 60_000,
  })
}
