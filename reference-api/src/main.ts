// `npm run start:api`: open (and on first start seed) the database, serve GraphQL, log the
// address, and on SIGTERM/SIGINT finish running requests before closing the database.
// NODE_ENV=production turns on production mode; a development switch then stops the start.
import { readConfig } from './config'
import { openDatabase } from './db'
import { assertStartable } from './security/productionMode'
import { ensureSeeded } from './seed'
import { createApi } from './server'

const config = readConfig()
try {
  assertStartable(config)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
const started = Date.now()
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
await ensureSeeded(database.db, { catalogSize: config.catalogSize })
const api = createApi({ database, config })
const url = await api.listen()
console.log(
  `reference-api listening on ${url}/graphql (${database.kind}, ${
    config.production ? 'production' : 'development'
  } mode, ready in ${Date.now() - started} ms)`,
)

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`reference-api: ${signal}, finishing requests`)
  await api.close()
  console.log('reference-api: stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
