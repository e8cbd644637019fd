// Fast multi-row inserts that work on both PGlite and node-postgres: one statement per batch,
// each column sent as a single array parameter and expanded with unnest(), so a batch of
// thousands of rows costs a handful of parameters.
import { type SQL, sql } from 'drizzle-orm'
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type { DatabaseOrTransaction } from '../db'

/** Rows per unnest statement. */
const unnestBatch = 5000
/** PostgreSQL's limit on bind parameters per statement. */
const maxParameters = 65_000

function insertableColumns(table: PgTable): PgColumn[] {
  return getTableConfig(table).columns.filter((column) => column.generated === undefined)
}

/** Maps a property name of the table's TS shape to its column. */
function columnsByKey(table: PgTable): Map<string, PgColumn> {
  const byName = new Map(insertableColumns(table).map((c) => [c.name, c]))
  const out = new Map<string, PgColumn>()
  for (const [key, value] of Object.entries(table)) {
    const column = value as PgColumn
    if (
      column &&
      typeof column === 'object' &&
      'name' in column &&
      byName.get(column.name) === column
    ) {
      out.set(key, column)
    }
  }
  return out
}

/**
 * Inserts rows of one table in batches. Rows that give every column of a table without array
 * columns go through unnest(); anything else falls back to drizzle's multi-row VALUES.
 */
export async function insertRows<T extends PgTable>(
  db: DatabaseOrTransaction,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<void> {
  if (rows.length === 0) return
  const columns = columnsByKey(table)
  const keys = [...columns.keys()].filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  )
  const complete = rows.every((row) =>
    keys.every((key) => (row as Record<string, unknown>)[key] !== undefined),
  )
  const hasArrays = keys.some((key) => columns.get(key)?.getSQLType().endsWith('[]'))
  if (complete && !hasArrays) {
    for (let start = 0; start < rows.length; start += unnestBatch) {
      await db.execute(unnestInsert(table, columns, keys, rows.slice(start, start + unnestBatch)))
    }
    return
  }
  const perBatch = Math.max(1, Math.floor(maxParameters / Math.max(1, keys.length)))
  const size = Math.min(1000, perBatch)
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as T['$inferInsert'][])
  }
}

function unnestInsert(
  table: PgTable,
  columns: Map<string, PgColumn>,
  keys: string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): SQL {
  const names: SQL[] = []
  const arrays: SQL[] = []
  for (const key of keys) {
    const column = columns.get(key) as PgColumn
    const values = rows.map((row) => {
      const value = row[key]
      return value === null || value === undefined ? null : column.mapToDriverValue(value)
    })
    names.push(sql`${sql.identifier(column.name)}`)
    arrays.push(sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`)
  }
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`
}

/** Collects rows from an iterable and inserts them batch by batch; returns how many there were. */
export async function insertStream<T extends PgTable>(
  db: DatabaseOrTransaction,
  table: T,
  rows: Iterable<T['$inferInsert']>,
): Promise<number> {
  let batch: T['$inferInsert'][] = []
  let count = 0
  for (const row of rows) {
    batch.push(row)
    if (batch.length === unnestBatch) {
      await insertRows(db, table, batch)
      count += batch.length
      batch = []
    }
  }
  await insertRows(db, table, batch)
  return count + batch.length
}
