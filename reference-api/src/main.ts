// `npm run start:api`: open the database, serve GraphQL (and /health, /ready, /metrics), seed on
// first start, and on SIGTERM/SIGINT finish running requests before closing the database.
// The server listens before the seed so an operator sees it; /ready answers 503 until the seed
// has finished. Logs are JSON lines (pino, LOG_LEVEL); traces go by OTLP when
// OTEL_EXPORTER_OTLP_ENDPOINT is set (src/telemetry).
// NODE_ENV=production turns on production mode; a development switch then stops the start.
// WORKERS=N (PostgreSQL only) runs N server processes on one port through node:cluster: the first
// process migrates and seeds, then forks the workers and passes signals on to them.
import cluster from 'node:cluster'
import { destination } from 'pino'
import { readConfig } from './config'
import { openDatabase } from './db'
import { loadSearchIndex } from './search/searchIndex'
import { assertStartable } from './security/productionMode'
import { ensureSeeded } from './seed'
import { createApi } from './server'
import { createLogger } from './telemetry/logger'
import { installTracing } from './telemetry/tracing'

const logger = createLogger()
/** A refused start: the reason on stderr, written before the exit (a synchronous destination). */
const fail = (message: string) => {
  createLogger({ destination: destination({ fd: 2, sync: true }) }).fatal(message)
  process.exit(1)
}
let config: ReturnType<typeof readConfig>
try {
  config = readConfig()
  assertStartable(config)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
  throw error
}
// TELEMETRY=off (nothing) and TELEMETRY=logs (request lines only: no spans, trace ids or request
// metrics) exist for the overhead benchmark only.
const telemetry =
  process.env.TELEMETRY === 'off' ? false : process.env.TELEMETRY === 'logs' ? 'logs' : true
const tracing = telemetry === true ? installTracing({ serviceName: 'reference-api' }) : undefined
const workers = Number(process.env.WORKERS ?? 1)
if (!Number.isInteger(workers) || workers < 1) {
  fail(`WORKERS: a whole number above 0 expected, got '${process.env.WORKERS}'`)
}
if (workers > 1 && !config.databaseUrl) {
  // PGlite is one process's embedded database: a second process cannot open the same folder.
  fail('WORKERS > 1 needs DATABASE_URL (PostgreSQL); the embedded PGlite is one process')
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
    logger.error(
      { worker: worker.process.pid, code },
      'reference-api: worker exited, starting another',
    )
    cluster.fork()
  })
  const stop = (signal: NodeJS.Signals) => {
    stopping = true
    logger.info(`reference-api: ${signal}, stopping ${workers} workers`)
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
  const statementTimeoutMs = config.statementTimeoutMs
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, statementTimeoutMs }
      : { dataDir: config.dataDir, statementTimeoutMs },
  )
  const api = createApi({ database, config, logger, telemetry })
  const url = await api.listen()
  // In a cluster the primary has seeded already. A first seed of PostgreSQL runs through its own
  // connections: the serving ones have the statement timeout, which a big seed's statements pass.
  if (cluster.isPrimary) {
    if (config.databaseUrl) {
      const seeding = await openDatabase({ databaseUrl: config.databaseUrl })
      await ensureSeeded(seeding.db, { catalogSize: config.catalogSize })
      await seeding.close()
    } else await ensureSeeded(database.db, { catalogSize: config.catalogSize })
  }
  // The search index is built before the first keystroke needs it (the SQL path answers until).
  await loadSearchIndex(database).catch((error: Error) =>
    logger.warn(`reference-api: search index not built yet: ${error.message}`),
  )
  // scripts/start.mjs waits for 'listening on' before it starts the storefront.
  logger.info(
    `reference-api listening on ${url}/graphql (${database.kind}, ${
      config.production ? 'production' : 'development'
    } mode${cluster.isWorker ? `, worker ${process.pid}` : ''}, ready in ${Date.now() - started} ms)`,
  )
  logger.flush()

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`reference-api: ${signal}, finishing requests`)
    await api.close()
    await tracing?.shutdown()
    logger.info('reference-api: stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
