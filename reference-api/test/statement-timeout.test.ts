// Every statement runs under STATEMENT_TIMEOUT_MS: on PostgreSQL a statement past it is
// cancelled and the request answers E_250 (a §8 error, never a 500). PGlite cannot enforce it.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config'
import { type DatabaseHandle, openDatabase } from '../src/db'
import { type Api, createApi } from '../src/server'
import { startTestApi, type TestApi } from './harness'
import { suiteDatabaseUrl } from './shopper'

describe('STATEMENT_TIMEOUT_MS', () => {
  it('is 5000 by default and read from the environment; a bad value stops the start', () => {
    expect(readConfig({}).statementTimeoutMs).toBe(5000)
    expect(readConfig({ STATEMENT_TIMEOUT_MS: '750' }).statementTimeoutMs).toBe(750)
    expect(() => readConfig({ STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/STATEMENT_TIMEOUT_MS/)
  })
})

describe.skipIf(!process.env.DATABASE_URL)('a statement past the timeout (postgres)', () => {
  let api: TestApi
  let timed: DatabaseHandle
  let server: Api
  let url: string
  let databaseUrl: string

  beforeAll(async () => {
    databaseUrl = (await suiteDatabaseUrl(process.env.DATABASE_URL, 'statement_timeout')) as string
    // The harness seeds the database; a second server on it has connections with a 300 ms limit.
    api = await startTestApi({ databaseUrl, catalogSize: 30 })
    timed = await openDatabase({ databaseUrl, statementTimeoutMs: 300, migrate: false })
    server = createApi({ database: timed, config: api.config, log: () => {} })
    url = await server.listen(0, '127.0.0.1')
  })
  afterAll(async () => {
    await server?.close()
    await api?.close()
  })

  it('is cancelled by PostgreSQL', async () => {
    await expect(timed.exec('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' })
  })

  it('answers E_250 with retryAfter, not a 500', async () => {
    // Another session holds the tables the request reads, so its first statement waits past 300 ms.
    const locker = new pg.Client({ connectionString: databaseUrl })
    await locker.connect()
    try {
      await locker.query('BEGIN')
      await locker.query('LOCK TABLE regions, products, categories IN ACCESS EXCLUSIVE MODE')
      const started = Date.now()
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-platform': 'web' },
        body: JSON.stringify({ query: '{ suggestRegion(query: "Моск") { id } }' }),
      })
      const body = (await response.json()) as {
        errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[]
      }
      expect(response.status).toBeLessThan(500)
      expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['E_250'])
      expect(body.errors?.[0]?.message).toBe('Слишком много запросов, попробуйте позже')
      expect(body.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0)
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      await locker.query('ROLLBACK')
      await locker.end()
    }
  })
})
