// A traced request's own view of the database: the same drizzle schema and dialect over a client
// whose statements become `db.statement` spans under the request's span (src/telemetry/
// statements.ts). Only traced requests (the sampled few) get one, so the rest of the traffic
// runs on the shared handle and pays nothing for tracing. Built from the shared instance's
// dialect and relational schema (drizzle's own session and database classes), not by drizzle(),
// whose schema extraction costs half a millisecond.
import type { Context } from '@opentelemetry/api'
import { NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres'
import type { PgDialect } from 'drizzle-orm/pg-core'
import { PgliteDatabase, PgliteSession } from 'drizzle-orm/pglite'
import type pg from 'pg'
import { type StatementSystem, statementText, traceStatement } from '../telemetry/statements'

/** Where a traced request's statements hang: its execute span once executing. */
export type StatementParent = () => Context | undefined

/** The shared handle's `exec`, looked up at each call (a test may wrap it). */
type SharedExec = <Row>(query: string, params?: unknown[]) => Promise<Row[]>

/** What a request reads and writes through: drizzle (`Db`, src/db/client.ts) and the raw `exec`. */
export interface RequestDatabase<Db> {
  db: Db
  exec<Row = Record<string, unknown>>(query: string, params?: unknown[]): Promise<Row[]>
}

/** The part of a PGlite transaction drizzle's PGlite session calls. */
interface PgliteStatements {
  query(sql: string, params?: unknown[], options?: unknown): Promise<unknown>
}

/** The part of PGlite (or its worker proxy) drizzle's PGlite session calls. */
interface PgliteQueries extends PgliteStatements {
  transaction<T>(body: (tx: PgliteStatements) => Promise<T>): Promise<T>
}

/** Each request database's shared instance and traced client. */
const requestDatabases = new WeakMap<object, { shared: object; client: unknown }>()

/**
 * The process's shared drizzle instance behind `db`: `db` itself, or the one a traced request's
 * database was made from. Caches kept per database (reference data, aggregates, the search
 * index, prepared reads) key on it, so a traced request finds what the others built.
 *
 * @example
 * const cache = caches.get(sharedDatabase(ctx.db))
 */
export function sharedDatabase<T extends object>(db: T): T {
  return (requestDatabases.get(db)?.shared as T | undefined) ?? db
}

/** Each request database's views of each set of prepared statements. */
const rebound = new WeakMap<object, Map<object, object>>()

/**
 * The shared instance's prepared statements as a traced request runs them: each one's client is
 * the request's traced client (drizzle's prepared queries run `this.client.query`). For the
 * shared instance (untraced requests) the statements themselves.
 *
 * @example
 * const reads = onRequestClient(ctx.db, preparedReadsOf(sharedDatabase(ctx.db)))
 */
export function onRequestClient<T extends Record<string, object>>(db: object, prepared: T): T {
  const request = requestDatabases.get(db)
  if (!request) return prepared
  let views = rebound.get(db)
  if (!views) {
    views = new Map()
    rebound.set(db, views)
  }
  let view = views.get(prepared) as T | undefined
  if (!view) {
    view = Object.fromEntries(
      Object.entries(prepared).map(([name, query]) => {
        const traced = Object.create(query) as { client: unknown }
        traced.client = request.client
        return [name, traced]
      }),
    ) as T
    views.set(prepared, view)
  }
  return view
}

/** drizzle's own pieces of an instance: its dialect and its extracted relational schema. */
const internals = (db: object) =>
  db as unknown as {
    dialect: PgDialect
    _: { schema: ConstructorParameters<typeof PgliteDatabase>[2] }
  }

const traced =
  <Args extends unknown[], Result>(
    system: StatementSystem,
    parent: StatementParent,
    run: (...args: Args) => Promise<Result>,
  ) =>
  (...args: Args) =>
    traceStatement(statementText(args[0]), system, parent, () => run(...args))

const tracedStatements = (client: PgliteStatements, parent: StatementParent): PgliteStatements => ({
  query: traced('pglite', parent, (sql: string, params?: unknown[], options?: unknown) =>
    client.query(sql, params, options),
  ),
})

function tracedPglite(client: PgliteQueries, parent: StatementParent): PgliteQueries {
  return {
    ...tracedStatements(client, parent),
    transaction: (body) => client.transaction((tx) => body(tracedStatements(tx, parent))),
  }
}

/**
 * A PGlite request database whose statements are spans under `parent()`.
 *
 * @example
 * const { db, exec } = pgliteRequestDatabase(shared.db, proxy, () => executeContext, shared.exec)
 */
export function pgliteRequestDatabase<Db extends object>(
  shared: Db,
  client: PgliteQueries,
  parent: StatementParent,
  sharedExec: SharedExec,
): RequestDatabase<Db> {
  const { dialect, _ } = internals(shared)
  const wrapped = tracedPglite(client, parent)
  const session = new PgliteSession(wrapped as never, dialect, _.schema, {})
  const db = new PgliteDatabase(dialect, session, _.schema) as unknown as Db
  requestDatabases.set(db, { shared, client: wrapped })
  return {
    db,
    exec: <Row>(query: string, params: unknown[] = []) =>
      traceStatement(query, 'pglite', parent, () => sharedExec<Row>(query, params)),
  }
}

/** A pooled connection whose statements are spans under `parent()`; release() is its own. */
function tracedConnection(connection: pg.PoolClient, parent: StatementParent): pg.PoolClient {
  const view = Object.create(connection) as pg.PoolClient
  view.query = traced('postgresql', parent, (...args: unknown[]) =>
    (connection.query as (...a: unknown[]) => Promise<unknown>)(...args),
  ) as never
  return view
}

/**
 * A PostgreSQL request database whose statements — pooled or in a transaction's connection —
 * are spans under `parent()`.
 *
 * @example
 * const { db, exec } = postgresRequestDatabase(shared.db, pool, () => executeContext, shared.exec)
 */
export function postgresRequestDatabase<Db extends object>(
  shared: Db,
  pool: pg.Pool,
  parent: StatementParent,
  sharedExec: SharedExec,
): RequestDatabase<Db> {
  const { dialect, _ } = internals(shared)
  // Still a Pool to drizzle (its transactions check), with traced statements and connections.
  const view = Object.create(pool) as pg.Pool
  view.query = traced('postgresql', parent, (...args: unknown[]) =>
    (pool.query as (...a: unknown[]) => Promise<unknown>)(...args),
  ) as never
  view.connect = (async () => tracedConnection(await pool.connect(), parent)) as never
  const session = new NodePgSession(view, dialect, _.schema as never, {})
  const db = new NodePgDatabase(dialect, session, _.schema as never) as unknown as Db
  requestDatabases.set(db, { shared, client: view })
  return {
    db,
    exec: <Row>(query: string, params: unknown[] = []) =>
      traceStatement(query, 'postgresql', parent, () => sharedExec<Row>(query, params)),
  }
}
