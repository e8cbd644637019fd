// /ready tells a load balancer whether this API can take traffic: 503 until the database is
// migrated and seeded, 503 while the database does not answer, 200 otherwise; /health only says
// the process is alive.
import { afterEach, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config'
import { type DatabaseHandle, openDatabase } from '../src/db'
import { ensureSeeded } from '../src/seed'
import { type Api, createApi } from '../src/server'
import { createLogger } from '../src/telemetry/logger'
import { backends, suiteDatabaseUrl } from './shopper'

const config = { ...readConfig({}), jwtSecret: 'test-secret-test-secret-test-secret' }
const logger = createLogger({ level: 'silent' })

async function reset(databaseUrl: string) {
  const admin = await openDatabase({ databaseUrl, migrate: false })
  await admin.exec('DROP SCHEMA IF EXISTS public CASCADE')
  await admin.exec('DROP SCHEMA IF EXISTS drizzle CASCADE')
  await admin.exec('CREATE SCHEMA public')
  await admin.close()
}

const ready = async (url: string) => {
  const answer = await fetch(`${url}/ready`)
  return { status: answer.status, body: (await answer.json()) as { reason?: string } }
}

describe.each(backends)('readiness (%s)', (_backend, base) => {
  let api: Api | undefined
  afterEach(async () => {
    await api?.close().catch(() => {})
    api = undefined
  })

  const start = async (database: DatabaseHandle) => {
    api = createApi({ database, config, logger, log: () => {} })
    return api.listen(0, '127.0.0.1')
  }

  it('is 503 before migrations and before the seed has finished, 200 after', async () => {
    const databaseUrl = await suiteDatabaseUrl(base, 'operator_ready')
    if (databaseUrl) await reset(databaseUrl)
    const options = databaseUrl ? { databaseUrl } : { dataDir: 'memory://' }
    const database = await openDatabase({ ...options, migrate: false })
    const url = await start(database)
    expect(await ready(url)).toEqual({ status: 503, body: { ready: false, reason: 'migrations' } })
    await database.migrate()
    expect(await ready(url)).toEqual({ status: 503, body: { ready: false, reason: 'seed' } })
    expect((await fetch(`${url}/health`)).status).toBe(200)
    await ensureSeeded(database.db, { catalogSize: 50 })
    expect(await ready(url)).toEqual({ status: 200, body: { ready: true } })
  })

  it('is 503 while the database is down', async () => {
    const databaseUrl = await suiteDatabaseUrl(base, 'operator_ready')
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory://' })
    const close = database.close
    const url = await start({ ...database, close: async () => {} })
    await close()
    expect(await ready(url)).toEqual({ status: 503, body: { ready: false, reason: 'database' } })
    expect((await fetch(`${url}/health`)).status).toBe(200)
  })
})

describe('readiness with an unreachable PostgreSQL', () => {
  it('is 503 when nothing answers at DATABASE_URL', async () => {
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:9/none',
      migrate: false,
    })
    const api = createApi({ database, config, logger, log: () => {} })
    const url = await api.listen(0, '127.0.0.1')
    try {
      expect(await ready(url)).toEqual({ status: 503, body: { ready: false, reason: 'database' } })
    } finally {
      await api.close().catch(() => {})
    }
  })
})
