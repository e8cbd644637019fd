// The shopper's favourite products (SPEC §4): their type and query-options factory.
import type { FavoriteProductsQuery, StorefrontClient } from '@apteka/sdk'
import { FavoriteProductsDocument } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'
import { storefrontKeys } from '../storefrontKeys'

/** A favourite product. */
export type FavoriteProduct = FavoriteProductsQuery['favoriteProducts']['items'][number]

/**
 * Query options of the favourite products in a region.
 *
 * @example
 * queryClient.prefetchQuery(favoritesQueryOptions(client, { regionID: 'moscowregion' }))
 */
export function favoritesQueryOptions(
  client: StorefrontClient,
  { regionID }: { regionID: string },
) {
  return queryOptions({
    queryKey: storefrontKeys.favorites(regionID),
    queryFn: async ({ signal }) =>
      (await client.requestData(FavoriteProductsDocument, { regionID }, { signal }))
        .favoriteProducts,
  })
}
