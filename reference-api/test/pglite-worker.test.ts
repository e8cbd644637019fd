// PGlite in its worker thread (src/db/pgliteProxy.ts, pgliteWorker.mjs): the server's event loop
// keeps turning while a statement runs, and transactions commit, roll back and report
// PostgreSQL's error codes as in the same process.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/db'

describe('PGlite in a worker thread', () => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://', migrate: false, pgliteWorker: true })
    await handle.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)')
  })
  afterAll(() => handle?.close())

  it('keeps the event loop free while a statement runs', async () => {
    let last = performance.now()
    let longestPause = 0
    const ticker = setInterval(() => {
      const now = performance.now()
      longestPause = Math.max(longestPause, now - last)
      last = now
    }, 5)
    const started = performance.now()
    await handle.exec('SELECT count(*) FROM generate_series(1, 1000000) AS n WHERE n % 7 = 3')
    const took = performance.now() - started
    clearInterval(ticker)
    // The pause still running when the statement ended counts too.
    longestPause = Math.max(longestPause, performance.now() - last)
    expect(took).toBeGreaterThan(150)
    // In the same process the whole statement is one pause of the loop.
    expect(longestPause).toBeLessThan(took / 2)
  })

  it('commits a transaction, rolls one back on an error, and keeps the error code', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes VALUES (1, 'kept')`)
      await tx.execute(sql`INSERT INTO notes VALUES (2, 'kept too')`)
    })
    const failure = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes VALUES (3, 'rolled back')`)
        await tx.execute(sql`INSERT INTO notes VALUES (1, 'duplicate')`)
      })
      .catch((error: unknown) => error)
    let code: unknown
    for (let cause = failure; cause; cause = (cause as { cause?: unknown }).cause)
      code ??= (cause as { code?: unknown }).code
    expect(code).toBe('23505')
    const rows = await handle.exec<{ id: number; body: string }>(
      'SELECT id, body FROM notes ORDER BY id',
    )
    expect(rows).toEqual([
      { id: 1, body: 'kept' },
      { id: 2, body: 'kept too' },
    ])
  })

  it('returns dates as drizzle expects them', async () => {
    const [row] = await handle.exec<{ at: Date }>(
      "SELECT timestamptz '2026-01-02 03:04:05+00' AS at",
    )
    expect(row?.at).toBeInstanceOf(Date)
    const [typed] = await handle.db
      .execute<{ at: string }>(sql`SELECT timestamptz '2026-01-02 03:04:05+00' AS at`)
      .then((result) => (result as unknown as { rows: { at: string }[] }).rows)
    expect(typeof typed?.at).toBe('string')
  })

  it('parses json and jsonb as PGlite does, though they cross the thread as text', async () => {
    const query = `SELECT '{"name":"Нурофен","forms":[1,2]}'::json AS plain,
      jsonb_build_object('price', 48.5, 'stock', null) AS binary,
      '"строка"'::jsonb AS text_value, 'null'::json AS json_null, NULL::jsonb AS sql_null,
      ARRAY['{"a":1}'::jsonb] AS list`
    const expected = {
      plain: { name: 'Нурофен', forms: [1, 2] },
      binary: { price: 48.5, stock: null },
      text_value: 'строка',
      json_null: null,
      sql_null: null,
      list: [{ a: 1 }],
    }
    const [row] = await handle.exec(query)
    expect(row).toEqual(expected)
    // drizzle reads rows as arrays; a transaction's statements go the same way.
    const inTransaction = await handle.db.transaction((tx) => tx.execute(sql.raw(query)))
    expect((inTransaction as unknown as { rows: unknown[] }).rows).toEqual([expected])
    const [arrayRow] = await handle.db
      .select({ value: sql<unknown>`'[1,{"b":2}]'::jsonb` })
      .from(sql`(SELECT 1) AS one`)
    expect(arrayRow?.value).toEqual([1, { b: 2 }])
  })
})
