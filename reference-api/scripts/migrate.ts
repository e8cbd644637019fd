// `npm run migrate`: applies pending migrations to DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite)
// and exits — for a deploy that migrates once before it starts (or restarts) the API instances.
import { readConfig } from '../src/config'
import { openDatabase } from '../src/db'

const config = readConfig()
const started = Date.now()
const database = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { dataDir: config.dataDir, pgliteWorker: false },
)
const [row] = await database.exec<{ n: number }>(
  'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
)
await database.close()
console.log(
  `migrated ${database.kind}: ${row?.n ?? 0} migrations applied (${Date.now() - started} ms)`,
)
