// The one boilerplate of the per-request DataLoaders every domain keeps in its `loaders.ts`:
// rows put back in the order of the keys, a set of loaders made once per request, and a value
// computed once per request (`requestMemo`).
/** A selected row of a Drizzle table. */
export type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']

/** The row of each key (null when there is none), in the order of the keys. */
export function byKey<K, V>(
  keys: readonly K[],
  rows: readonly V[],
  keyOf: (row: V) => K,
): (V | null)[] {
  const map = new Map<K, V>()
  for (const row of rows) map.set(keyOf(row), row)
  return keys.map((key) => map.get(key) ?? null)
}

/** The rows of each key (empty when there are none), in the order of the keys. */
export function groupBy<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<K, V[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const list = map.get(key)
    if (list) list.push(row)
    else map.set(key, [row])
  }
  return keys.map((key) => map.get(key) ?? [])
}

/**
 * A domain's loaders, made on first use in a request and shared by every resolver of it. The
 * request's shared `ctx.loaders` object is the key, so the set is dropped with the request.
 */
export function perRequest<Context extends { loaders: object }, L>(
  make: (ctx: Context) => L,
): (ctx: Context) => L {
  const made = new WeakMap<object, L>()
  return (ctx) => {
    let loaders = made.get(ctx.loaders)
    if (!loaders) {
      loaders = make(ctx)
      made.set(ctx.loaders, loaders)
    }
    return loaders
  }
}

const memos = new WeakMap<object, Map<string, Promise<unknown>>>()

/** Computes `make()` once per request and key (several fields of one object share the work). */
export function requestMemo<T>(
  ctx: { loaders: object },
  key: string,
  make: () => Promise<T>,
): Promise<T> {
  let memo = memos.get(ctx.loaders)
  if (!memo) {
    memo = new Map()
    memos.set(ctx.loaders, memo)
  }
  let pending = memo.get(key) as Promise<T> | undefined
  if (!pending) {
    pending = make()
    memo.set(key, pending)
  }
  return pending
}
