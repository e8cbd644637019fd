// A tiny observable value, the shape every core object shares: `getSnapshot` and `subscribe`
// are what React's useSyncExternalStore, a Vue ref or a Svelte store need to follow it.

/** An observable value. */
export interface Store<T> {
  /** The current value; the same object until it changes. */
  getSnapshot(): T
  /** Replaces the value (or derives it from the previous); listeners hear only real changes. */
  set(next: T | ((previous: T) => T)): void
  /** Listens to changes; returns the function that stops listening. */
  subscribe(listener: () => void): () => void
}

/**
 * A store holding `initial`.
 * @example
 * const count = createStore(0)
 * count.subscribe(() => console.log(count.getSnapshot()))
 * count.set((value) => value + 1)
 */
export function createStore<T>(initial: T): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next
      if (Object.is(resolved, value)) return
      value = resolved
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/**
 * `next`, or `previous` when both hold the same items in the same order: a list read again
 * (from storage, say) keeps its identity, so a store set with it tells no listener.
 */
export function sameListOr<T>(previous: readonly T[], next: readonly T[]): readonly T[] {
  return previous.length === next.length && previous.every((item, i) => Object.is(item, next[i]))
    ? previous
    : next
}
