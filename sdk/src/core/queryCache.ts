// The host's cache of query answers as the verbs that write to it see it: the hooks plug in
// TanStack Query's QueryClient, a host without such a cache passes `noQueryCache`.

/** A cache of query answers under `storefrontKeys`. */
export interface QueryCachePort {
  /** Keeps `data` as the answer of the query with this key. */
  set(key: readonly unknown[], data: unknown): void
  /**
   * Marks every query under the key stale. With `refetch: false` nothing reads again now; the
   * next screen that shows it does. Default: refetch the queries in use.
   */
  invalidate(key: readonly unknown[], options?: { refetch?: boolean }): void
  /** Forgets every query under the key. */
  remove(key: readonly unknown[]): void
}

/**
 * A cache that keeps nothing, for a host that reads every answer afresh.
 * @example
 * const checkout = createCheckoutOrder(client, noQueryCache)
 */
export const noQueryCache: QueryCachePort = {
  set: () => {},
  invalidate: () => {},
  remove: () => {},
}
