// Changes of the catalogue rows a product card shows (the product row, its regional prices,
// badges, MNNs, bundle items, placements), counted in this process, so what is kept from them in
// memory (the kept cards, src/product/productCards.ts) goes when they change. Today only a review
// writes one of them (the product's rating and review count); a mutation no list reviewed
// (responseCache.ts) counts as one too. On PostgreSQL the processes sharing the database tell each
// other (src/db/cacheChannel.ts): a change there counts here as well.
import type { CacheChannel } from '../db/cacheChannel'

let changes = 0
/** The channels of this process's servers on PostgreSQL: a change made here is told on each. */
const channels = new Set<Pick<CacheChannel, 'tell'>>()

/** The changes so far; only a difference between two reads means anything. */
export const catalogueChangeCount = (): number => changes

/**
 * Counts a change of this process's own (before a write, and again once it committed: a read in
 * flight across either is not kept).
 */
export function noteCatalogueChange() {
  changes++
}

/** Counts a change and tells the other processes; resolves once PostgreSQL has taken it. */
export async function catalogueChanged(): Promise<void> {
  changes++
  await Promise.all([...channels].map((channel) => channel.tell()))
}

/** Tells `channel` of this process's changes from now on; returns the way to stop. */
export function shareCatalogueChanges(channel: Pick<CacheChannel, 'tell'>): () => void {
  channels.add(channel)
  return () => channels.delete(channel)
}
