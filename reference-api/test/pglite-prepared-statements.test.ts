// The PGlite worker's named statements (src/db/preparedStatements.mjs): one Parse per SQL text,
// and the same rows, types and errors as PGlite's unnamed statement, in and out of transactions,
// after eviction, DISCARD ALL and DDL that changes a statement's columns.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgliteProxy } from '../src/db/pgliteProxy'
import { PreparedStatements } from '../src/db/preparedStatements.mjs'

const setup = `
  CREATE TABLE notes (
    id int PRIMARY KEY,
    body text NOT NULL,
    price numeric(10, 2),
    tags text[],
    data jsonb,
    at timestamptz
  );
  INSERT INTO notes VALUES
    (1, 'первая', 10.50, '{a,b}', '{"k": 1}', '2026-01-02 03:04:05+00'),
    (2, 'вторая', NULL, '{}', NULL, NULL);
`

/** The statements the worker's session holds, other than the one asking. */
const preparedTexts = async (proxy: PgliteProxy) =>
  (
    await proxy.query<{ statement: string; plans: number }>(
      `SELECT statement, generic_plans + custom_plans AS plans FROM pg_prepared_statements
       WHERE statement NOT LIKE '%pg_prepared_statements%' ORDER BY statement`,
    )
  ).rows

/** An error's PostgreSQL fields, as the server sees them from the worker. */
const fieldsOf = (error: unknown) => {
  const { message, code, detail, constraint, table, severity, query } = error as Record<
    string,
    unknown
  >
  return { message, code, detail, constraint, table, severity, query }
}

describe('PGlite worker: statements prepared once per SQL text', () => {
  let prepared: PgliteProxy
  let unnamed: PgliteProxy

  beforeAll(async () => {
    ;[prepared, unnamed] = await Promise.all([
      PgliteProxy.open('memory://', { preparedStatements: 3 }),
      PgliteProxy.open('memory://', { preparedStatements: 0 }),
    ])
    await Promise.all([prepared.exec(setup), unnamed.exec(setup)])
  })
  afterAll(() => Promise.all([prepared?.close(), unnamed?.close()]))

  it('parses a text once and runs it again by name', async () => {
    const text = 'SELECT body FROM notes WHERE id = $1'
    const first = await prepared.query(text, [1])
    const second = await prepared.query(text, [2])
    expect(first.rows).toEqual([{ body: 'первая' }])
    expect(second.rows).toEqual([{ body: 'вторая' }])
    expect(await preparedTexts(prepared)).toEqual([{ statement: text, plans: 2 }])
  })

  it('answers as the unnamed statement does: rows, fields, types, row modes and parsers', async () => {
    const cases: [string, unknown[], { rowMode?: 'array'; parsers?: Record<number, unknown> }][] = [
      ['SELECT * FROM notes ORDER BY id', [], {}],
      ['SELECT * FROM notes WHERE id = ANY($1) ORDER BY id', [[1, 2]], {}],
      ['SELECT * FROM notes WHERE tags && $1', [['a', 'z']], { rowMode: 'array' }],
      ['SELECT at, price, data FROM notes WHERE data @> $1', [{ k: 1 }], { parsers: {} }],
      ['SELECT $1::text AS t, $2::int AS n, $3::boolean AS b', ['ё', 7, null], {}],
    ]
    for (const [text, params, options] of cases) {
      // Twice each, so the second answer comes from the named statement.
      for (let i = 0; i < 2; i++) {
        const [mine, theirs] = await Promise.all([
          prepared.query(text, params, options),
          unnamed.query(text, params, options),
        ])
        expect(mine).toEqual(theirs)
      }
    }
  })

  it('counts affected rows and keeps errors with their fields, in and out of transactions', async () => {
    const update = 'UPDATE notes SET body = body WHERE id <= $1'
    for (const proxy of [prepared, unnamed]) {
      expect((await proxy.query(update, [2])).affectedRows).toBe(2)
      expect((await proxy.query(update, [1])).affectedRows).toBe(1)
    }
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2)'
    const failures = async (proxy: PgliteProxy) => [
      fieldsOf(await proxy.query(insert, [1, 'дубль']).catch((error: unknown) => error)),
      fieldsOf(await proxy.query(insert, [1, 'дубль']).catch((error: unknown) => error)),
      fieldsOf(await proxy.query('SELEC 1').catch((error: unknown) => error)),
      fieldsOf(
        await proxy
          .transaction(async (tx) => {
            await tx.query(insert, [3, 'в транзакции'])
            await tx.query(insert, [1, 'дубль'])
          })
          .catch((error: unknown) => error),
      ),
    ]
    const [mine, theirs] = [await failures(prepared), await failures(unnamed)]
    expect(mine[0]).toMatchObject({ code: '23505', constraint: 'notes_pkey', query: insert })
    expect(mine).toEqual(theirs)
    // The failed transaction left nothing behind.
    expect((await prepared.query('SELECT count(*)::int AS n FROM notes')).rows).toEqual([{ n: 2 }])
  })

  it('runs named statements inside a transaction on its snapshot, and rolls them back', async () => {
    const count = 'SELECT count(*)::int AS n FROM notes WHERE id > $1'
    await prepared.query(count, [0])
    await prepared
      .transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [10, 'временная'])
        expect((await tx.query(count, [0])).rows).toEqual([{ n: 3 }])
        throw new Error('откат')
      })
      .catch(() => {})
    expect((await prepared.query(count, [0])).rows).toEqual([{ n: 2 }])
    await prepared.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [11, 'постоянная'])
    })
    expect((await prepared.query(count, [0])).rows).toEqual([{ n: 3 }])
    await prepared.query('DELETE FROM notes WHERE id = $1', [11])
  })

  it('closes the least recently used statement past its bound and prepares it again when asked', async () => {
    await prepared.exec('DEALLOCATE ALL')
    const [a, b, d] = ['SELECT 1 AS a', 'SELECT 2 AS b', 'SELECT 4 AS d']
    await prepared.query(a)
    await prepared.query(b)
    await preparedTexts(prepared) // the third of three
    await prepared.query(d) // evicts a
    expect((await preparedTexts(prepared)).map((row) => row.statement)).toEqual([b, d])
    expect((await prepared.query(a)).rows).toEqual([{ a: 1 }])
    expect((await preparedTexts(prepared)).map((row) => row.statement)).toEqual([a, d])
  })

  it('prepares again after DISCARD ALL and after DDL changes a statement’s columns', async () => {
    const all = 'SELECT * FROM notes WHERE id = $1'
    await prepared.query(all, [1])
    await prepared.exec('DISCARD ALL')
    expect((await prepared.query(all, [1])).rows[0]).toMatchObject({ body: 'первая' })
    await prepared.exec('ALTER TABLE notes ADD COLUMN kind text DEFAULT $$заметка$$')
    expect((await prepared.query(all, [1])).rows[0]).toMatchObject({ kind: 'заметка' })
  })
})

describe('PGlite named statements: a slower generic plan', () => {
  let pg: PGlite
  beforeAll(async () => {
    pg = await PGlite.create('memory://')
    await pg.exec(setup)
  })
  afterAll(() => pg?.close())

  /** Runs a statement 12 times with a clock that times runs 1-6 at 10 ms and later ones at `laterMs`. */
  const runTwelve = async (text: string, laterMs: number) => {
    let calls = 0
    const statements = new PreparedStatements(pg, {
      now: () => (calls++ % 2 === 0 ? 0 : calls <= 12 ? 10 : laterMs),
    })
    const answers = []
    for (let run = 1; run <= 12; run++) answers.push((await statements.query(text, [run % 2])).rows)
    const held = await pg.query('SELECT 1 FROM pg_prepared_statements WHERE statement = $1', [text])
    return { answers, held: held.rows.length === 1 }
  }

  it('plans the statement on every run again once its generic runs are slower', async () => {
    const text = 'SELECT id FROM notes WHERE id > $1 ORDER BY id'
    const { answers, held } = await runTwelve(text, 100)
    expect(held).toBe(false)
    expect(answers.at(-1)).toEqual([{ id: 1 }, { id: 2 }]) // run 12: id > 0
    expect(answers.at(-2)).toEqual([{ id: 2 }]) // run 11: id > 1
  })

  it('keeps the named statement when its generic runs are as fast', async () => {
    const { held } = await runTwelve('SELECT id FROM notes WHERE id >= $1 ORDER BY id', 10)
    expect(held).toBe(true)
  })
})
