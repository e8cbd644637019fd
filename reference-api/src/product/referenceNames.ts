// Brands, manufacturers and MNNs: a few hundred seeded rows each that no request changes (the
// seed writes them before the server starts), read once per database and kept in memory, so a
// product page, a card list or a filter names them without a statement of its own.

import type { Database } from '../db'
import * as t from '../db'
import { sharedDatabase } from '../db/tracedDatabase'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
/** A brand as products show it (loaders.ts BrandName). */
type BrandName = Pick<Row<typeof t.brands>, 'id' | 'alias' | 'name'>

export interface ReferenceNames {
  brands: Map<number, BrandName>
  manufacturers: Map<number, Row<typeof t.manufacturers>>
  mnns: Map<number, Row<typeof t.mnns>>
}

const made = new WeakMap<Database, Promise<ReferenceNames>>()
/** The same names once read: a card's brand and producer fields answer without a promise. */
const loaded = new WeakMap<Database, ReferenceNames>()

/** The database's names if already read (else undefined: use {@link referenceNames}). */
export function referenceNamesNow(db: Database): ReferenceNames | undefined {
  return loaded.get(sharedDatabase(db))
}

/** The database's brands, manufacturers and MNNs by id (read on first use). */
export function referenceNames(db: Database): Promise<ReferenceNames> {
  const shared = sharedDatabase(db)
  let pending = made.get(shared)
  if (!pending) {
    pending = load(db)
    made.set(shared, pending)
    pending.then((names) => loaded.set(shared, names)).catch(() => {})
    // A failed read (database not ready) is retried by the next request.
    pending.catch(() => made.delete(shared))
  }
  return pending
}

async function load(db: Database): Promise<ReferenceNames> {
  const [brands, manufacturers, mnns] = await Promise.all([
    db.select({ id: t.brands.id, alias: t.brands.alias, name: t.brands.name }).from(t.brands),
    db.select().from(t.manufacturers),
    db.select().from(t.mnns),
  ])
  return {
    brands: new Map(brands.map((row) => [row.id, row])),
    manufacturers: new Map(manufacturers.map((row) => [row.id, row])),
    mnns: new Map(mnns.map((row) => [row.id, row])),
  }
}

/** The rows of `ids` in a map, null where there is none (a DataLoader's answer). */
export const pick = <V>(map: Map<number, V>, ids: readonly number[]): (V | null)[] =>
  ids.map((id) => map.get(id) ?? null)
