import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase, productPrices, products, seedRuns, users } from '../db'
import { ensureSeeded, type SeedReport } from './seedDatabase'

const databaseUrl = process.env.DATABASE_URL

/** The same checks for the embedded database and for a real PostgreSQL. */
function databaseSuite(open: () => Promise<DatabaseHandle>) {
  let handle: DatabaseHandle
  let first: SeedReport

  beforeAll(async () => {
    handle = await open()
    first = await ensureSeeded(handle.db, { catalogSize: 300, seed: 11, today: '2025-06-01' })
  })
  afterAll(async () => {
    await handle?.close()
  })

  it('applies the migrations, pg_trgm included', async () => {
    const extensions = await handle.exec<{ extname: string }>(`select extname from pg_extension`)
    expect(extensions.map((e) => e.extname)).toContain('pg_trgm')
    const [migrations] = await handle.exec<{ n: number }>(
      `select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    expect(migrations?.n).toBeGreaterThanOrEqual(2)
  })

  it('seeds an empty database once', async () => {
    expect(first).toMatchObject({ seeded: true, productCount: 300 })
    const [row] = await handle.db.select({ n: count() }).from(products)
    expect(row?.n).toBe(300)
    const [prices] = await handle.db.select({ n: count() }).from(productPrices)
    expect(prices?.n).toBe(first.priceRowCount)
  })

  it('does not seed again on the next start', async () => {
    const second = await ensureSeeded(handle.db, { catalogSize: 300, seed: 12 })
    expect(second.seeded).toBe(false)
    const [row] = await handle.db.select({ n: count() }).from(products)
    expect(row?.n).toBe(300)
    const [runs] = await handle.db.select({ n: count() }).from(seedRuns)
    expect(runs?.n).toBe(1)
  })

  it('finds paracetamol by Russian full-text search on an inflected word', async () => {
    const found = await handle.db
      .select({ name: products.name })
      .from(products)
      .where(sql`${products.searchVector} @@ plainto_tsquery('russian', ${'парацетамола'})`)
    expect(found.length).toBeGreaterThan(0)
    expect(found.some((p) => p.name.startsWith('Парацетамол'))).toBe(true)
  })

  it('finds paracetamol by trigram similarity despite a typo', async () => {
    const found = await handle.db
      .select({
        name: products.name,
        score: sql<number>`word_similarity(${'парацитамол'}, ${products.name})`,
      })
      .from(products)
      .where(sql`${'парацитамол'} <% ${products.name}`)
      .orderBy(sql`2 desc`)
      .limit(5)
    expect(found[0]?.name).toMatch(/^Парацетамол/)
  })

  it('serves relational queries through the shared Database type', async () => {
    const product = await handle.db.query.products.findFirst({
      where: eq(products.id, 1),
      with: {
        brand: true,
        category: true,
        prices: { where: eq(productPrices.regionId, 'moscowregion') },
      },
    })
    expect(product?.brand.name).toBeTruthy()
    expect(product?.category.alias).toMatch(/^[a-z0-9-]+$/)
  })

  it('lets new users be inserted after the seeded ones', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({
        phone: '+79991234567',
        notifications: {
          adsAgreement: { email: false, sms: false, push: false },
          personalOffers: { email: false, sms: false, push: false },
          orders: { email: true, sms: true, push: true },
        },
      })
      .returning({ id: users.id })
    expect(user?.id).toBe(4)
  })
}

describe('seed on embedded PGlite (memory://)', () => {
  databaseSuite(() => openDatabase({ dataDir: 'memory://' }))
})

describe.skipIf(!databaseUrl)('seed on PostgreSQL (DATABASE_URL)', () => {
  databaseSuite(async () => {
    // Start from an empty database: these tests own the one DATABASE_URL points at.
    const reset = await openDatabase({ databaseUrl, migrate: false })
    await reset.exec('drop schema if exists public cascade')
    await reset.exec('drop schema if exists drizzle cascade')
    await reset.exec('create schema public')
    await reset.close()
    return openDatabase({ databaseUrl })
  })
})
