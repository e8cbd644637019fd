// The shopper's favourite products (SPEC §4): their type and query-options factory.

import type { FavoriteProductsQuery, StorefrontClient } from '@apteka/sdk'
import {
  changeFavorite,
  type FavoriteMode,
  FavoriteProductsDocument,
  type RegionKey,
  regionOf,
  storefrontKeys,
} from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'
import type { StorefrontRuntime } from '../provider/runtime'
import type { Profile } from '../useProfile'

/** A favourite product. */
export type FavoriteProduct = FavoriteProductsQuery['favoriteProducts']['items'][number]

/**
 * Query options of the favourite products in a region.
 *
 * @example
 * queryClient.prefetchQuery(favoritesQueryOptions(client, { regionId: 'moscowregion' }))
 */
export function favoritesQueryOptions(client: StorefrontClient, variables: RegionKey) {
  const regionId = regionOf(variables)
  return queryOptions({
    queryKey: storefrontKeys.favorites(regionId),
    queryFn: async ({ signal }) =>
      (await client.requestData(FavoriteProductsDocument, { regionID: regionId }, { signal }))
        .favoriteProducts,
  })
}

/**
 * Adds or removes a favourite through the sdk core (optimistic, serialised, undone on failure)
 * and keeps the query cache in step with the server's answer.
 */
export async function changeFavoriteCached(
  runtime: StorefrontRuntime,
  productId: string,
  mode: FavoriteMode,
  regionId: string,
): Promise<void> {
  const answer = await changeFavorite(runtime, productId, mode, regionId)
  if (!answer) return
  runtime.queryClient.setQueryData<Profile | null>(storefrontKeys.profile(), (profile) =>
    profile
      ? { ...profile, favoriteProducts: { items: [...answer.ids], total: answer.total } }
      : profile,
  )
  void runtime.queryClient.invalidateQueries({ queryKey: storefrontKeys.favorites(regionId) })
}
