// What a quantity change in the cart tells analytics: an add or a remove, and how many.

/** Wait after the last quantity change before reporting it (SPEC §4). */
export const CART_ANALYTICS_DEBOUNCE_MS = 1000

/** One analytics event of the cart. */
export interface CartAnalyticsChange {
  readonly action: 'add' | 'remove'
  readonly quantity: number
}

/**
 * The direction of a quantity change: no previous quantity adds the new one; a larger
 * previous quantity removes the difference; a smaller one adds it; no change is null.
 *
 * @example
 * cartAnalyticsDirection(undefined, 2) // { action: 'add', quantity: 2 }
 * cartAnalyticsDirection(5, 3) // { action: 'remove', quantity: 2 }
 */
export function cartAnalyticsDirection(
  previous: number | undefined,
  next: number,
): CartAnalyticsChange | null {
  const from = previous ?? 0
  if (next > from) return { action: 'add', quantity: next - from }
  if (next < from) return { action: 'remove', quantity: from - next }
  return null
}
