// The server's side of the PGlite worker thread (pgliteWorker.mjs): an object with the part of
// PGlite's interface drizzle's PGlite driver and our own `exec` use — query, exec, transaction,
// close — each call a message to the worker. PGlite keeps its own order: one statement at a time,
// and nothing outside a transaction runs while one is open, as in the same process.
import { Worker } from 'node:worker_threads'

interface QueryOptions {
  rowMode?: 'array' | 'object'
  /** Drizzle passes its own parsers (dates as text); the worker applies the same set. */
  parsers?: Record<number, unknown>
}

export interface ProxyResults<Row = Record<string, unknown>> {
  rows: Row[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
}

/** What drizzle's PGlite driver calls on its client (a transaction handle looks the same). */
export interface PgliteLike {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ProxyResults<Row>>
  exec(sql: string): Promise<ProxyResults[]>
  transaction<T>(body: (tx: PgliteLike) => Promise<T>): Promise<T>
}

export interface PgliteProxyOptions {
  /**
   * How many SQL texts the worker keeps as named prepared statements (src/db/preparedStatements.mjs),
   * least recently used closed first; 0 runs every query as PGlite's unnamed statement. Default: 500.
   */
  preparedStatements?: number
  /** A dump of a data folder (PGlite's `dumpDataDir`) to start from instead of `dataDir`'s. */
  loadDataDir?: Uint8Array
}

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> }

/** PostgreSQL's json and jsonb type ids: the worker sends their values as text. */
const JSON_TYPES = new Set([114, 3802])

/** Parses the json/jsonb columns the worker left as text, in place (PGlite's own parse of them). */
function withJsonParsed<Row>(result: ProxyResults<Row>, rowMode: 'array' | 'object') {
  const { fields, rows } = result
  for (let column = 0; column < fields.length; column++) {
    const field = fields[column] as { name: string; dataTypeID: number }
    if (!JSON_TYPES.has(field.dataTypeID)) continue
    const key = rowMode === 'array' ? column : field.name
    for (const row of rows as Record<string | number, unknown>[]) {
      const value = row[key]
      if (typeof value === 'string') row[key] = JSON.parse(value)
    }
  }
  return result
}

/** An error from the worker with its PostgreSQL fields (code, detail, constraint…) back on it. */
const errorFrom = (data: Record<string, unknown>) =>
  Object.assign(new Error(String(data.message)), data)

export class PgliteProxy implements PgliteLike {
  private readonly worker: Worker
  private readonly waiting = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >()
  private nextId = 1
  private readonly ready: Promise<unknown>

  private constructor(dataDir: string, options: PgliteProxyOptions) {
    this.worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
      workerData: {
        dataDir,
        preparedStatements: options.preparedStatements,
        loadDataDir: options.loadDataDir,
      },
    })
    this.ready = new Promise((resolve, reject) => this.waiting.set(0, { resolve, reject }))
    this.worker.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.id)
      if (!waiter) return
      this.waiting.delete(reply.id)
      if (reply.ok) waiter.resolve(reply.result)
      else waiter.reject(errorFrom(reply.error))
    })
    this.worker.on('error', (error) => this.failAll(error))
    this.worker.on('exit', (code) =>
      this.failAll(new Error(`the PGlite worker exited with ${code}`)),
    )
  }

  /** Starts the worker and resolves once its PGlite is open. */
  static async open(dataDir: string, options: PgliteProxyOptions = {}): Promise<PgliteProxy> {
    const proxy = new PgliteProxy(dataDir, options)
    await proxy.ready
    return proxy
  }

  async query<Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    const rowMode = options.rowMode ?? 'object'
    const result = await this.send<ProxyResults<Row>>({
      kind: 'query',
      sql,
      params,
      rowMode,
      textDates: options.parsers !== undefined,
      tx,
    })
    return withJsonParsed(result, rowMode)
  }

  exec(sql: string, tx?: number) {
    return this.send<ProxyResults[]>({ kind: 'exec', sql, tx })
  }

  async transaction<T>(body: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const id = this.nextId++
    await this.send({ kind: 'begin' }, id)
    const handle: PgliteLike = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
      transaction: () => Promise.reject(new Error('nested transactions go through savepoints')),
    }
    let result: T
    try {
      result = await body(handle)
    } catch (error) {
      await this.send({ kind: 'rollback', tx: id })
      throw error
    }
    await this.send({ kind: 'commit', tx: id })
    return result
  }

  /** The data folder as a gzipped tarball (PGlite's dumpDataDir), for `npm run backup`. */
  dump(): Promise<Uint8Array> {
    return this.send<Uint8Array>({ kind: 'dump' })
  }

  async close() {
    await this.send({ kind: 'close' })
    await this.worker.terminate()
  }

  private send<T>(message: Record<string, unknown>, id = this.nextId++): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.worker.postMessage({ ...message, id })
    })
  }

  private failAll(error: Error) {
    for (const waiter of this.waiting.values()) waiter.reject(error)
    this.waiting.clear()
  }
}
