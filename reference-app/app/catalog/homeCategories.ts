// The home page's top-level categories with their counts, from the `HomePage` operation: a few
// hundred bytes per category, where the list filters (filterConfig) carry the whole tree and
// every filter's values — most of the page's inline data before (issue #18).
import { storefrontKeys } from '@apteka/hooks'
import { HomePageDocument, type StorefrontClient } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** The `HomePage` query of a region, for the route's loader and the home screen. */
export function homeCategoriesQueryOptions(client: StorefrontClient, regionID: string) {
  return queryOptions({
    queryKey: [...storefrontKeys.all(), 'homePage', regionID] as const,
    queryFn: async ({ signal }) =>
      (await client.requestData(HomePageDocument, { regionID }, { signal })).homePage.categories,
    staleTime: 5 * 60_000,
  })
}
