import { describe, expect, it } from 'vitest'
import { openDatabase } from './client'

describe('openDatabase', () => {
  it('refuses a database URL that is not postgres://', async () => {
    await expect(openDatabase({ databaseUrl: 'mysql://localhost/db' })).rejects.toThrow(
      /postgres:\/\//,
    )
  })

  it('opens an in-memory PGlite with Russian full-text search and trigrams', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' })
    try {
      expect(handle.kind).toBe('pglite')
      const [fts] = await handle.exec<{ match: boolean }>(
        `select to_tsvector('russian', 'парацетамола') @@ plainto_tsquery('russian', 'парацетамол') as match`,
      )
      expect(fts?.match).toBe(true)
      const [trgm] = await handle.exec<{ score: number }>(
        `select similarity('парацитамол', 'парацетамол') as score`,
      )
      expect(trgm?.score).toBeGreaterThan(0.5)
      const tables = await handle.exec<{ name: string }>(
        `select table_name as name from information_schema.tables where table_schema = 'public'`,
      )
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining([
          'products',
          'product_prices',
          'pharmacies',
          'orders',
          'refresh_tokens',
        ]),
      )
    } finally {
      await handle.close()
    }
  })
})
