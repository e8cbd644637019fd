// The viewed-products list kept in local storage (SPEC §4: newest first, no repeats, 10).
import { pushViewHistory } from '../catalog'
import { sameListOr } from './store'
import type { StorefrontState } from './storefrontState'

/** Local-storage key of the viewed products' ids. */
export const VIEW_HISTORY_STORAGE_KEY = 'view_history'

/** The list as stored; storage is the source of truth, the state's store mirrors it. */
function storedViewHistory(state: StorefrontState): string[] {
  try {
    const stored: unknown = JSON.parse(
      state.client.storage.getItem(VIEW_HISTORY_STORAGE_KEY) ?? '[]',
    )
    return Array.isArray(stored) ? stored.map(String) : []
  } catch {
    return []
  }
}

/**
 * Reads the stored list into the state (in the browser, after mount); the same list changes nothing.
 * @example
 * loadViewHistory(state) // the products viewed on earlier visits
 */
export function loadViewHistory(state: StorefrontState): void {
  const stored = storedViewHistory(state)
  state.viewHistory.set((previous) => sameListOr(previous, stored))
}

/**
 * Puts a product at the front of the list and stores it. Built on the stored list, not the
 * store: a page rendered with its product records the view in a child's first effect, before
 * the provider's effect has loaded the store, and must not overwrite the earlier views.
 * @example
 * recordViewedProduct(state, '10345') // the product page records itself, newest first
 */
export function recordViewedProduct(state: StorefrontState, productId: string): void {
  const next = pushViewHistory(storedViewHistory(state), productId)
  state.viewHistory.set(next)
  state.client.storage.setItem(VIEW_HISTORY_STORAGE_KEY, JSON.stringify(next))
}
