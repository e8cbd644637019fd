// The viewed-products list kept in local storage (SPEC §4: newest first, no repeats, 10).
import { pushViewHistory } from '@apteka/sdk'
import type { StorefrontRuntime } from './runtime'

/** Local-storage key of the viewed products' ids. */
export const VIEW_HISTORY_STORAGE_KEY = 'view_history'

/** Reads the stored list into the runtime (in the browser, after mount). */
export function loadViewHistory(runtime: StorefrontRuntime): void {
  try {
    const stored: unknown = JSON.parse(
      runtime.client.storage.getItem(VIEW_HISTORY_STORAGE_KEY) ?? '[]',
    )
    runtime.viewHistory.set(Array.isArray(stored) ? stored.map(String) : [])
  } catch {
    runtime.viewHistory.set([])
  }
}

/** Puts a product at the front of the list and stores it. */
export function recordViewedProduct(runtime: StorefrontRuntime, productId: string): void {
  const next = pushViewHistory(runtime.viewHistory.get(), productId)
  runtime.viewHistory.set(next)
  runtime.client.storage.setItem(VIEW_HISTORY_STORAGE_KEY, JSON.stringify(next))
}
