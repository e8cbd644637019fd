// Writes a generated catalogue into the database in one transaction, and seeds a fresh database
// on first start (ensureSeeded) so restarts keep their data.
import { type SQL, sql } from 'drizzle-orm'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import type { Database, DatabaseOrTransaction } from '../db'
import * as t from '../db/schema'
import { insertRows, insertStream } from './bulkInsert'
import { type Catalog, type GenerateCatalogOptions, generateCatalog } from './catalog'
import { dayOf } from './dates'
import { pharmacyStockRows } from './pharmacies'
import { productPriceRows } from './prices'

export interface SeedOptions extends GenerateCatalogOptions {
  /**
   * The day the catalogue's dates (promotions, expiry, reviews) are relative to.
   * Default: the current UTC day, so promotions are running whenever the database is seeded.
   */
  today?: string
  /** Progress messages. Default: none. */
  log?: (message: string) => void
}

export interface SeedReport {
  /** False when ensureSeeded found the database already seeded. */
  seeded: boolean
  productCount: number
  priceRowCount: number
  stockRowCount: number
  durationMs: number
}

/** Any constant shared by every process that may seed the same database. */
const seedLockKey = 7_342_002

/** The big tables whose secondary indexes are built once after loading instead of row by row. */
const bulkTables: PgTable[] = [
  t.products,
  t.productPrices,
  t.pharmacyStock,
  t.reviews,
  t.productBadges,
  t.certificates,
  t.productMnns,
]

/** Tables with identity ids that the seed fills with explicit ids. */
const identityTables: PgTable[] = [
  t.users,
  t.loyaltyAccounts,
  t.loyaltyTransactions,
  t.orderItems,
  t.orderStatusHistory,
  t.reviews,
  t.seedRuns,
]

/** True when the database already holds a catalogue (a completed seed or any product). */
export async function isSeeded(db: DatabaseOrTransaction): Promise<boolean> {
  const runs = await db.select({ id: t.seedRuns.id }).from(t.seedRuns).limit(1)
  if (runs.length > 0) return true
  const anyProduct = await db.select({ id: t.products.id }).from(t.products).limit(1)
  return anyProduct.length > 0
}

/**
 * Generates a catalogue and inserts all of it in one transaction: either everything is there
 * afterwards or nothing is. The database must be migrated and hold no catalogue yet.
 *
 * @example
 * await seedDatabase(db, { catalogSize: 300, seed: 1 })
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  return seed(db, options, false)
}

/**
 * Seeds the database unless it already holds a catalogue; safe to call on every start, also
 * from several processes at once (they wait for each other on an advisory lock).
 */
export async function ensureSeeded(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  if (await isSeeded(db)) return notSeeded
  return seed(db, options, true)
}

const notSeeded: SeedReport = {
  seeded: false,
  productCount: 0,
  priceRowCount: 0,
  stockRowCount: 0,
  durationMs: 0,
}

async function seed(db: Database, options: SeedOptions, onlyIfEmpty: boolean): Promise<SeedReport> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const today = options.today ?? dayOf(new Date())
  const catalog = generateCatalog({ ...options, today })
  log(`seed: generated ${catalog.products.length} products in ${elapsed(started)}`)

  const report = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`)
    if (onlyIfEmpty && (await isSeeded(tx))) return notSeeded
    // The generator guarantees referential integrity; skipping the per-row foreign-key
    // triggers roughly halves the load time. Only a superuser may (PGlite's user is one).
    if (await isSuperuser(tx)) await tx.execute(sql`set local session_replication_role = replica`)
    const counts = await withIndexesRebuiltAfter(tx, bulkTables, () =>
      insertCatalog(tx, catalog, log, started),
    )
    log(`seed: indexes built in ${elapsed(started)}`)
    const durationMs = Math.round(performance.now() - started)
    await insertRows(tx, t.seedRuns, [
      {
        seed: catalog.seed,
        catalogSize: catalog.catalogSize,
        today: catalog.today,
        productCount: catalog.products.length,
        priceRowCount: counts.priceRowCount,
        durationMs,
      },
    ])
    for (const table of identityTables) await resetIdentity(tx, table)
    return { seeded: true, productCount: catalog.products.length, ...counts, durationMs }
  })
  if (report.seeded) {
    // Fresh statistics, or the planner guesses row counts of tables it has never seen filled;
    // the vacuum sets the visibility map, so counts over big tables can use index-only scans.
    await db.execute(sql`vacuum analyze`)
    log(`seed: done in ${elapsed(started)}`)
  }
  return report
}

async function insertCatalog(
  tx: DatabaseOrTransaction,
  catalog: Catalog,
  log: (message: string) => void,
  started: number,
): Promise<{ priceRowCount: number; stockRowCount: number }> {
  await insertRows(tx, t.regions, catalog.regions)
  await insertRows(tx, t.categories, catalog.categories)
  await insertRows(tx, t.brands, catalog.brands)
  await insertRows(tx, t.manufacturers, catalog.manufacturers)
  await insertRows(tx, t.mnns, catalog.mnns)
  await insertRows(tx, t.diseases, catalog.diseases)
  await insertRows(tx, t.diseaseMnns, catalog.diseaseMnns)
  await insertRows(tx, t.sellers, catalog.sellers)
  await insertRows(tx, t.productGroups, catalog.productGroups)
  await insertRows(tx, t.products, catalog.products)
  await insertRows(tx, t.productMnns, catalog.productMnns)
  await insertRows(tx, t.productBundleItems, catalog.productBundleItems)
  await insertRows(tx, t.productInstructions, catalog.productInstructions)
  await insertRows(tx, t.certificates, catalog.certificates)
  await insertRows(tx, t.productBadges, catalog.productBadges)
  await insertRows(tx, t.reviews, catalog.reviews)
  log(`seed: products written in ${elapsed(started)}`)

  const priceRowCount = await insertStream(tx, t.productPrices, productPriceRows(catalog))
  log(`seed: ${priceRowCount} price rows written in ${elapsed(started)}`)

  await insertRows(tx, t.pharmacies, catalog.pharmacies)
  const stockRowCount = await insertStream(tx, t.pharmacyStock, pharmacyStockRows(catalog))
  await insertRows(tx, t.deliveryZones, catalog.deliveryZones)
  log(
    `seed: ${catalog.pharmacies.length} pharmacies, ${stockRowCount} stock rows in ${elapsed(started)}`,
  )

  await insertRows(tx, t.promotions, catalog.promotions)
  await insertRows(tx, t.promotionProducts, catalog.promotionProducts)
  await insertRows(tx, t.bigSales, catalog.bigSales)
  await insertRows(tx, t.tripwireBanners, catalog.tripwireBanners)
  await insertRows(tx, t.advertisements, catalog.advertisements)
  await insertRows(tx, t.widgets, catalog.widgets)
  await insertRows(tx, t.widgetItems, catalog.widgetItems)
  await insertRows(tx, t.categoryTags, catalog.categoryTags)
  await insertRows(tx, t.searchTerms, catalog.searchTerms)
  await insertRows(tx, t.teamPersons, catalog.teamPersons)
  await insertRows(tx, t.articles, catalog.articles)
  await insertRows(tx, t.analyses, catalog.analyses)
  await insertRows(tx, t.promoCodes, catalog.promoCodes)

  await insertRows(tx, t.users, catalog.users)
  await insertRows(tx, t.loyaltyAccounts, catalog.loyaltyAccounts)
  await insertRows(tx, t.orders, catalog.orders)
  await insertRows(tx, t.orderItems, catalog.orderItems)
  await insertRows(tx, t.orderStatusHistory, catalog.orderStatusHistory)
  await insertRows(tx, t.loyaltyTransactions, catalog.loyaltyTransactions)
  await insertRows(tx, t.favorites, catalog.favorites)
  return { priceRowCount, stockRowCount }
}

/** Rows of a raw statement; both drivers answer with `{ rows }`. */
async function rowsOf<Row>(tx: DatabaseOrTransaction, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

async function isSuperuser(tx: DatabaseOrTransaction): Promise<boolean> {
  const [row] = await rowsOf<{ superuser: boolean }>(
    tx,
    sql`select current_setting('is_superuser') = 'on' as superuser`,
  )
  return row?.superuser === true
}

/**
 * Drops the tables' indexes that back no constraint, runs `load`, and recreates them from the
 * definitions PostgreSQL reported, so the migrations stay the only source of index DDL.
 */
async function withIndexesRebuiltAfter<T>(
  tx: DatabaseOrTransaction,
  tables: PgTable[],
  load: () => Promise<T>,
): Promise<T> {
  const names = tables.map((table) => getTableConfig(table).name)
  const indexes = await rowsOf<{ name: string; definition: string }>(
    tx,
    sql`select i.indexname as name, i.indexdef as definition
        from pg_indexes i
        where i.schemaname = current_schema()
          and i.tablename in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  )
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`)
  const result = await load()
  for (const index of indexes) await tx.execute(sql.raw(index.definition))
  return result
}

/** Moves an identity sequence past the ids the seed wrote explicitly. */
async function resetIdentity(tx: DatabaseOrTransaction, table: PgTable) {
  const name = getTableConfig(table).name
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 0) + 1, false) from ${table}`,
  )
}

function elapsed(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`
}
