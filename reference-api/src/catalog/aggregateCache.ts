// Catalogue aggregates (list totals, filter counts, price ranges, category counts) kept for a few
// minutes per database. The catalogue and its regional prices change only when the database is
// seeded, while counting tens of thousands of products is the dearest part of a catalogue page,
// so a shop caches these numbers as every real one does. Rows a shopper changes (reviews,
// favourites, carts) are never cached here.

import type { Database } from '../db'
import { sharedDatabase } from '../db/tracedDatabase'

/** How long an aggregate is reused. */
export const AGGREGATE_TTL_MS = 5 * 60 * 1000
/**
 * Aggregates kept per database at most; the least recently used go first. On the long tail every
 * typed prefix adds a few entries: the popular terms' counts and matches, read by every keystroke,
 * must outlive them (a first-in-first-out cache of 2 000 threw them out every few hundred requests).
 */
export const MAX_ENTRIES = 20_000

interface Entry {
  at: number
  value: Promise<unknown>
}

const caches = new WeakMap<Database, Map<string, Entry>>()

/**
 * The value of `compute()` for `key`, computed at most once per TTL per database. A failed
 * computation is not kept.
 */
export function cachedAggregate<T>(
  ctx: { db: Database; now: Date },
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(sharedDatabase(ctx.db))
  if (!cache) {
    cache = new Map()
    caches.set(sharedDatabase(ctx.db), cache)
  }
  const now = ctx.now.getTime()
  const hit = cache.get(key)
  if (hit && now - hit.at < AGGREGATE_TTL_MS && now >= hit.at) {
    // Used again: to the young end of the map, the last to be evicted.
    cache.delete(key)
    cache.set(key, hit)
    return hit.value as Promise<T>
  }
  const value = compute()
  cache.delete(key)
  cache.set(key, { at: now, value })
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key)
  })
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  return value
}

/** The value kept for `key`, if there is one; nothing is computed when there is not. */
export function keptAggregate<T>(
  ctx: { db: Database; now: Date },
  key: string,
): Promise<T> | undefined {
  const hit = caches.get(sharedDatabase(ctx.db))?.get(key)
  const now = ctx.now.getTime()
  if (hit && now - hit.at < AGGREGATE_TTL_MS && now >= hit.at) return hit.value as Promise<T>
  return undefined
}

/** A cache key of one SQL statement and its parameters. */
export const statementKey = (sql: string, params: readonly unknown[]) =>
  `${sql}\u0001${JSON.stringify(params)}`

/**
 * Values of `keys` from the aggregate cache; the missing ones computed together by one call of
 * `computeMissing` (given their positions), each then cached under its own key.
 */
export async function cachedBatch<T>(
  ctx: { db: Database; now: Date },
  keys: readonly string[],
  computeMissing: (positions: number[]) => Promise<T[]>,
): Promise<T[]> {
  const missing: { position: number; resolve(value: T): void; reject(error: unknown): void }[] = []
  const values = keys.map((key, position) =>
    cachedAggregate(
      ctx,
      key,
      () => new Promise<T>((resolve, reject) => missing.push({ position, resolve, reject })),
    ),
  )
  if (missing.length) {
    try {
      const computed = await computeMissing(missing.map((item) => item.position))
      for (const [i, item] of missing.entries()) {
        const value = computed[i]
        if (value === undefined) item.reject(new Error('cachedBatch: a value is missing'))
        else item.resolve(value)
      }
    } catch (error) {
      for (const item of missing) item.reject(error)
    }
  }
  return Promise.all(values)
}
