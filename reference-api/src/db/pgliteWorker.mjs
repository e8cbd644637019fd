// The embedded PGlite in a worker thread of its own, so SQL runs beside GraphQL instead of on the
// request event loop. The server talks to it through src/db/pgliteProxy.ts with messages:
// query / exec (optionally inside a transaction), begin / commit / rollback, dump, close.
// Every query runs as a named statement prepared once per SQL text (preparedStatements.mjs).
// Plain JavaScript: a worker starts from a file Node can run as it is, under tsx or vitest alike.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, types } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PreparedStatements } from './preparedStatements.mjs'

if (!parentPort) throw new Error('pgliteWorker.mjs runs as a worker thread')
const port = parentPort

/** The parsers drizzle's PGlite session passes: dates, intervals and their arrays as text. */
const asText = (value) => value
const textParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
}

/**
 * json and jsonb stay text here and are parsed on the server's thread (pgliteProxy.ts): a string
 * crosses postMessage as one copy, where a parsed page (thousands of objects) cost more to clone
 * on both threads than JSON.parse does once.
 */
const jsonAsText = { 114: asText, 3802: asText }
const textDatesAndJson = { ...textParsers, ...jsonAsText }

/** An error as data: its message and every plain own property (code, detail, …). */
function errorAsData(error) {
  const data = { message: error instanceof Error ? error.message : String(error) }
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
        data[key] = value
    }
  }
  return data
}

let client
/** The session's named statements; `undefined` (workerData.preparedStatements 0) runs PGlite's query(). */
let statements
/** Open transactions by id: the PGlite handle inside, and how to end it. */
const transactions = new Map()

const clientOf = (tx) => {
  if (tx === undefined) return client
  const open = transactions.get(tx)
  if (!open) throw new Error(`transaction ${tx} is not open`)
  return open.tx
}

async function handle(message) {
  switch (message.kind) {
    case 'query': {
      const options = {
        rowMode: message.rowMode ?? 'object',
        parsers: message.textDates ? textDatesAndJson : jsonAsText,
      }
      const target = clientOf(message.tx) // throws when the transaction is not open
      const result = statements
        ? await statements.query(message.sql, message.params, options, message.tx !== undefined)
        : await target.query(message.sql, message.params, options)
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }
    }
    case 'exec': {
      const results = await clientOf(message.tx).exec(message.sql)
      statements?.afterSessionSql(message.sql)
      return results.map((result) => ({
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      }))
    }
    case 'begin': {
      // Resolves once the transaction has begun; it stays open until commit or rollback.
      return await new Promise((begun, failed) => {
        const ended = client
          .transaction(
            (tx) =>
              new Promise((commit, rollback) => {
                transactions.set(message.id, { tx, commit, rollback, ended: undefined })
                begun(null)
              }),
          )
          .finally(() => transactions.delete(message.id))
        ended.catch(failed)
        // Kept so commit/rollback can answer when PGlite has finished the transaction.
        pendingEnds.set(message.id, ended)
      })
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx)
      const ended = pendingEnds.get(message.tx)
      pendingEnds.delete(message.tx)
      if (!open || !ended) throw new Error(`transaction ${message.tx} is not open`)
      if (message.kind === 'commit') {
        open.commit(null)
        await ended
      } else {
        open.rollback(new Error('rolled back'))
        await ended.catch(() => {})
      }
      return null
    }
    case 'dump': {
      // PGlite takes the tarball between two statements (its own lock): a consistent copy.
      const dump = await client.dumpDataDir('gzip')
      return new Uint8Array(await dump.arrayBuffer())
    }
    case 'close':
      await client.close()
      return null
    default:
      throw new Error(`unknown message ${message.kind}`)
  }
}

/** The promise of each open transaction's end, by id. */
const pendingEnds = new Map()

try {
  client = await PGlite.create(workerData.dataDir, {
    extensions: { pg_trgm },
    ...(workerData.loadDataDir ? { loadDataDir: new Blob([workerData.loadDataDir]) } : {}),
  })
  const max = workerData.preparedStatements ?? 500
  if (max > 0) statements = new PreparedStatements(client, { max })
  port.postMessage({ id: 0, ok: true, result: null })
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: errorAsData(error) })
}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, ok: true, result }),
    (error) => port.postMessage({ id: message.id, ok: false, error: errorAsData(error) }),
  )
})
