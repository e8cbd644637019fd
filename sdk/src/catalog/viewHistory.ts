// The products a shopper has looked at, for the "you viewed" shelf (SPEC §4).

/** Most products kept in the view history. */
export const VIEW_HISTORY_LIMIT = 10

/** Products asked for per page of the browsing-history shelf. */
export const BROWSING_HISTORY_PAGE_SIZE = 10

/**
 * The history after viewing a product: it moves to the front (newest first), appears
 * once, and the list keeps at most {@link VIEW_HISTORY_LIMIT} ids. The input is not changed.
 *
 * @example
 * pushViewHistory(['b', 'a'], 'a') // ['a', 'b']
 */
export function pushViewHistory(history: readonly string[], productId: string): string[] {
  return [productId, ...history.filter((id) => id !== productId)].slice(0, VIEW_HISTORY_LIMIT)
}
