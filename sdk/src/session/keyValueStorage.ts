// The key-value store of the cart id and the favourites, free of Effect (issue #18): localStorage,
// falling back to memory when it is missing or throws (private modes, full quota), as SPEC §9 asks.

/** A key-value store with the `localStorage` methods the client uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * A store in memory.
 * @example
 * const client = createStorefrontClient({ storage: memoryStorage({ cart_id: 'mini-1' }) })
 */
export function memoryStorage(initial?: Readonly<Record<string, string>>): KeyValueStorage {
  const items = new Map(Object.entries(initial ?? {}))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}

/**
 * `localStorage` where it works; every call that throws (or no localStorage at all) goes to
 * memory instead, so the shop keeps working in private modes.
 * @example
 * const storage = localStorageOrMemory() // memory in private windows that refuse localStorage
 */
export function localStorageOrMemory(): KeyValueStorage {
  const memory = memoryStorage()
  const local = (): KeyValueStorage | null => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage
    } catch {
      return null
    }
  }
  const attempt = <A>(use: (store: KeyValueStorage) => A, fallback: () => A): A => {
    const store = local()
    if (!store) return fallback()
    try {
      return use(store)
    } catch {
      return fallback()
    }
  }
  return {
    getItem: (key) =>
      memory.getItem(key) ??
      attempt(
        (store) => store.getItem(key),
        () => null,
      ),
    setItem: (key, value) =>
      attempt(
        (store) => {
          store.setItem(key, value)
          memory.removeItem(key)
        },
        () => memory.setItem(key, value),
      ),
    removeItem: (key) => {
      memory.removeItem(key)
      attempt(
        (store) => store.removeItem(key),
        () => undefined,
      )
    },
  }
}
