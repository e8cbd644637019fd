// `npm run start:api`: open (and on first start seed) the database, serve GraphQL, log the
// address, and on SIGTERM/SIGINT finish running requests before closing the database.
// NODE_ENV=production turns on production mode; a development switch then stops the start.
// WORKERS=N (PostgreSQL only) runs N server processes on one port through node:cluster: the first
// process migrates and seeds, then forks the workers and passes signals on to them.
import cluster from 'node:cluster'
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
const workers = Number(process.env.WORKERS ?? 1)
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`WORKERS: a whole number above 0 expected, got '${process.env.WORKERS}'`)
  process.exit(1)
}
if (workers > 1 && !config.databaseUrl) {
  // PGlite is one process's embedded database: a second process cannot open the same folder.
  console.error('WORKERS > 1 needs DATABASE_URL (PostgreSQL); the embedded PGlite is one process')
  process.exit(1)
}

const started = Date.now()
if (workers > 1 && cluster.isPrimary) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl as string })
  await ensureSeeded(database.db, { catalogSize: config.catalogSize })
  await database.close()
  let stopping = false
  for (let i = 0; i < workers; i++) cluster.fork()
  cluster.on('exit', (worker, code) => {
    if (stopping) return
    console.error(
      `reference-api: worker ${worker.process.pid} exited with ${code}, starting another`,
    )
    cluster.fork()
  })
  const stop = (signal: NodeJS.Signals) => {
    stopping = true
    console.log(`reference-api: ${signal}, stopping ${workers} workers`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    const exitWhenDone = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    }
    cluster.on('exit', exitWhenDone)
    exitWhenDone()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
} else {
  // A first seed of PostgreSQL runs through its own connections: the serving ones have the
  // statement timeout, which a big seed's statements may pass. In a cluster the primary has
  // seeded already.
  if (config.databaseUrl && cluster.isPrimary) {
    const seeding = await openDatabase({ databaseUrl: config.databaseUrl })
    await ensureSeeded(seeding.db, { catalogSize: config.catalogSize })
    await seeding.close()
  }
  const statementTimeoutMs = config.statementTimeoutMs
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, statementTimeoutMs }
      : { dataDir: config.dataDir, statementTimeoutMs },
  )
  if (!config.databaseUrl) await ensureSeeded(database.db, { catalogSize: config.catalogSize })
  const api = createApi({ database, config })
  const url = await api.listen()
  console.log(
    `reference-api listening on ${url}/graphql (${database.kind}, ${
      config.production ? 'production' : 'development'
    } mode${cluster.isWorker ? `, worker ${process.pid}` : ''}, ready in ${Date.now() - started} ms)`,
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
}
