// Favourites (/favorite): ids synced from the profile, changed optimistically with rollback,
// login required (SPEC §4, §6). From the marketing widget, an anonymous shopper is asked to
// sign in and the product is added after login.
import type { FavoriteMode, RegionOption } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { FavoriteProduct } from './account/favoriteQueries'
import { changeFavoriteCached, favoritesQueryOptions } from './account/favoriteQueries'
import { useRegionId, useStorefrontRuntime, useStoreValue } from './provider/context'
import { useIsAuthenticated } from './provider/session'
import { useAuth } from './useAuth'

/** Options of {@link useFavorites}. */
export interface UseFavoritesOptions extends RegionOption {
  /** Load the favourite products themselves (the /favorite page). Default: false. */
  withProducts?: boolean
}

/** What {@link useFavorites} returns. */
export interface UseFavoritesResult {
  /** Ids of the favourite products. */
  ids: readonly string[]
  isFavorite: (productId: string) => boolean
  /** The favourite products (with `withProducts`). */
  products: FavoriteProduct[]
  total: number
  isLoading: boolean
  /**
   * Adds or removes a favourite at once (rolled back if the server refuses). Signed out:
   * opens the auth modal instead and changes nothing.
   */
  toggle: (productId: string) => Promise<void>
  add: (productId: string) => Promise<void>
  remove: (productId: string) => Promise<void>
  /** The marketing widget's heart: signed out, the product is added after login. */
  addFromWidget: (productId: string) => Promise<void>
}

/**
 * The favourite products and the heart button.
 *
 * @example
 * const { isFavorite, toggle } = useFavorites()
 * <button aria-pressed={isFavorite(product.id)} onClick={() => toggle(product.id)}>♥</button>
 */
export function useFavorites(options: UseFavoritesOptions = {}): UseFavoritesResult {
  const runtime = useStorefrontRuntime()
  const { client } = runtime
  const regionId = useRegionId(options)
  const isAuthenticated = useIsAuthenticated()
  const { requireAuth } = useAuth()
  const ids = useStoreValue(runtime.favoriteIds)
  const list = useQuery({
    ...favoritesQueryOptions(client, { regionId }),
    enabled: isAuthenticated && (options.withProducts ?? false),
    placeholderData: keepPreviousData,
  })

  const change = useCallback(
    (productId: string, mode: FavoriteMode) =>
      changeFavoriteCached(runtime, productId, mode, regionId),
    [runtime, regionId],
  )

  // SPEC §4: signed out, the auth modal opens and the product is added right after sign-in —
  // added, not toggled: it may already be among the favourites the profile brings.
  const add = useCallback(
    async (productId: string) => {
      await requireAuth(async () => {
        if (!runtime.favoriteIds.getSnapshot().includes(productId))
          await change(productId, 'update')
      })
    },
    [runtime, requireAuth, change],
  )

  const remove = useCallback(
    async (productId: string) => {
      if (!client.session.isAuthenticated()) {
        await requireAuth(() => undefined)
        return
      }
      if (runtime.favoriteIds.getSnapshot().includes(productId)) await change(productId, 'delete')
    },
    [runtime, client, requireAuth, change],
  )

  const toggle = useCallback(
    (productId: string) =>
      runtime.favoriteIds.getSnapshot().includes(productId) ? remove(productId) : add(productId),
    [runtime, add, remove],
  )

  const addFromWidget = add

  return {
    ids,
    isFavorite: useCallback((productId: string) => ids.includes(productId), [ids]),
    products: list.data?.items ?? [],
    total: list.data?.total ?? ids.length,
    isLoading: list.isLoading,
    toggle,
    add,
    remove,
    addFromWidget,
  }
}
