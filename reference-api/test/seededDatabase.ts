// The seeded in-memory PGlite of a test file. Creating, migrating and seeding one takes ~6 s on a
// two-core machine, for each of the ~80 files that start an API; a file that finds a dump of the
// same seeded database (same catalogue size, day, migrations, schema and seed code, made by an
// earlier file of this machine) loads it instead, in about half that time. The first file of a
// kind seeds as before and leaves its dump in the OS's temporary folder.
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DatabaseHandle, openDatabase } from '../src/db'
import { migrationsFolder } from '../src/db/client'
import { ensureSeeded } from '../src/seed'
import { dayOf } from '../src/seed/dates'

const DUMPS = join(tmpdir(), 'apteka-test-seeds')
const DAY_MS = 86_400_000

/** What a seeded database is made from: its files' contents, whatever their dates. */
const SOURCES = [
  migrationsFolder,
  fileURLToPath(new URL('../src/db/schema', import.meta.url)),
  fileURLToPath(new URL('../src/seed', import.meta.url)),
  // PGlite's own code: its version's data folder is what a dump holds.
  createRequire(import.meta.url).resolve('@electric-sql/pglite'),
]

function addContents(hash: ReturnType<typeof createHash>, path: string) {
  if (!existsSync(path)) return
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort())
      if (!name.endsWith('.test.ts')) addContents(hash, join(path, name))
    return
  }
  hash.update(path).update(readFileSync(path))
}

let sourcesHash: string | undefined
function dumpFile(catalogSize: number): string {
  if (!sourcesHash) {
    const hash = createHash('sha256')
    for (const source of SOURCES) addContents(hash, source)
    sourcesHash = hash.digest('hex').slice(0, 16)
  }
  // The seed dates its rows from today (UTC): a dump is of one day.
  return join(DUMPS, `${dayOf(new Date())}-${catalogSize}-${sourcesHash}.tgz`)
}

/**
 * An in-memory PGlite with the schema and a seeded catalogue of `catalogSize` products, from a
 * dump when an earlier file left one.
 */
export async function openSeededPglite(catalogSize: number): Promise<DatabaseHandle> {
  const file = dumpFile(catalogSize)
  if (existsSync(file))
    return openDatabase({ dataDir: 'memory://', loadDataDir: readFileSync(file) })
  const database = await openDatabase({ dataDir: 'memory://' })
  await ensureSeeded(database.db, { catalogSize })
  const dump = await database.backup?.()
  if (!dump) return database
  mkdirSync(DUMPS, { recursive: true })
  // Another file may write the same dump at once: each writes its own, then renames (atomic).
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, dump)
  renameSync(partial, file)
  for (const name of readdirSync(DUMPS)) {
    const path = join(DUMPS, name)
    if (Date.now() - statSync(path).mtimeMs > 2 * DAY_MS) rmSync(path, { force: true })
  }
  return database
}
