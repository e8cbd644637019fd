// Changing a favourite (SPEC §4): optimistic, one change travelling at a time, only the
// latest answer written, and a failed change undone without undoing later ones.

import { UpdateFavoriteProductsDocument } from '#documents'
import { TOASTS } from '../errors'
import type { FavoriteMode } from '../generated/graphql'
import { failureMessageOf } from './failureMessage'
import { type StorefrontState, setFavoriteIds, showErrorToast } from './storefrontState'

/** The server's favourites after a change. */
export interface FavoritesAnswer {
  readonly ids: readonly string[]
  readonly total: number
}

/**
 * Adds ('update') or removes ('delete') a favourite. Resolves with the server's list, or
 * null when a later change superseded this one; rejects (after an error toast) on failure.
 * @example
 * await changeFavorite(state, '10345', 'update', 'moscowregion') // 'delete' takes it away
 */
export async function changeFavorite(
  state: StorefrontState,
  productId: string,
  mode: FavoriteMode,
  regionId: string,
): Promise<FavoritesAnswer | null> {
  const chain = state.favoriteChanges
  const before = state.favoriteIds.getSnapshot()
  const optimistic =
    mode === 'update'
      ? [...before.filter((id) => id !== productId), productId]
      : before.filter((id) => id !== productId)
  setFavoriteIds(state, optimistic)
  chain.sequence += 1
  const mine = chain.sequence
  const request = chain.tail.then(() =>
    state.client.requestData(UpdateFavoriteProductsDocument, {
      mode,
      productID: productId,
      regionID: regionId,
    }),
  )
  chain.tail = request.catch(() => undefined)
  try {
    const answer = (await request).updateFavoriteProducts
    if (mine !== chain.sequence) return null
    const ids = answer.items.map((item) => item.id)
    setFavoriteIds(state, ids)
    return { ids, total: answer.total }
  } catch (error) {
    // Undo only this change; later changes stay as the shopper made them.
    const now = state.favoriteIds.getSnapshot()
    const undone =
      mode === 'update'
        ? before.includes(productId)
          ? now
          : now.filter((id) => id !== productId)
        : before.includes(productId) && !now.includes(productId)
          ? [...now, productId]
          : now
    setFavoriteIds(state, undone)
    showErrorToast(state, TOASTS.error, await failureMessageOf(error))
    throw error
  }
}
