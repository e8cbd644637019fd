// The embedded PGlite's statements prepared once per SQL text, for the worker (pgliteWorker.mjs).
// PGlite's own query() parses, describes and plans every call again (the unnamed statement); here
// the first call of a text sends Parse with a name, and every call after it only Bind/Execute/Sync
// in one message batch, so PostgreSQL's plan cache can keep a generic plan. Results, parsers, row
// modes and errors are PGlite's own (its parseResults, serializers and error fields).
import { parse, protocol } from '@electric-sql/pglite'
import { LRUCache } from 'lru-cache'

const { serialize } = protocol

/** PostgreSQL's codes for a statement the session no longer has or can no longer run as prepared. */
const STATEMENT_GONE = '26000' // invalid_sql_statement_name: DEALLOCATE or DISCARD ran
const RESULT_TYPE_CHANGED = '0A000' // "cached plan must not change result type" after DDL

/**
 * PostgreSQL plans the first five runs of a named statement for their parameters, then may keep
 * one generic plan (plancache.c). A generic plan can be far slower for some statements (the
 * catalogue's rating sort with a price range: ~135-150 ms against ~40-50 ms at 50,000 products),
 * so the median of runs 7-11 (after the run that builds it) is set against the median of the first
 * five; a statement whose generic runs are slower goes back to the unnamed statement, planned for
 * its parameters on every run, as PGlite's query() does.
 */
const CUSTOM_RUNS = 5
const GENERIC_FROM = 7
const GENERIC_TO = 11
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const genericIsSlower = (customMs, genericMs) => median(genericMs) > median(customMs) * 1.5 + 1

/** Statement names, unique in the process (a session may outlive one cache: tests, restarts). */
let nextName = 1

const batch = (...messages) => {
  const bytes = new Uint8Array(messages.reduce((size, message) => size + message.length, 0))
  let offset = 0
  for (const message of messages) {
    bytes.set(message, offset)
    offset += message.length
  }
  return bytes
}

/** The error PGlite's query() throws: the database's error with the query beside it. */
const asQueryError = (error, sql, params, options) => {
  if (error && typeof error === 'object' && 'code' in error) {
    error.query = sql
    error.params = params
    error.queryOptions = options
  }
  return error
}

export class PreparedStatements {
  /**
   * @param {import('@electric-sql/pglite').PGlite} pg
   * @param {{ max?: number, now?: () => number }} options `max`: how many statements the session
   *   keeps (least recently used closed first), default 500; `now`: the clock runs are timed with
   *   (tests replace it), default `performance.now`.
   */
  constructor(pg, { max = 500, now = () => performance.now() } = {}) {
    this.pg = pg
    this.now = now
    /** Names of evicted statements, closed before the next statement is sent. */
    this.toClose = []
    /** Statements by SQL text: name, parameter type oids and the row description (or none). */
    this.statements = new LRUCache({
      max,
      dispose: (statement) => this.toClose.push(statement.name),
    })
  }

  /** How many statements the session holds now (for tests and metrics). */
  get size() {
    return this.statements.size
  }

  /**
   * After SQL that may drop the session's statements (`DISCARD ALL`, `DEALLOCATE …`), forgets
   * them all; their names are closed before the next statement (closing a missing one is no error).
   */
  afterSessionSql(sql) {
    if (/\b(discard|deallocate)\b/i.test(sql)) this.statements.clear()
  }

  /**
   * Runs one statement as PGlite's query() would, with the same result. `inTransaction`: the
   * caller holds PGlite's transaction (its transaction lock is taken), so only the statement lock
   * is waited for and nothing is synced to disk until the commit.
   */
  query(sql, params = [], options = {}, inTransaction = false) {
    const run = () =>
      this.pg._runExclusiveQuery(() => this.run(sql, params, options, inTransaction))
    return inTransaction ? run() : this.pg._runExclusiveTransaction(run)
  }

  async run(sql, params, options, inTransaction) {
    await this.closeEvicted()
    let result
    try {
      result = await this.bindAndExecute(sql, params, options)
    } catch (error) {
      // A statement the session lost (DEALLOCATE, DISCARD) or that DDL made stale: prepared again
      // once. Inside a transaction the error has already aborted it, so it stays the answer.
      const stale = error?.code === STATEMENT_GONE || error?.code === RESULT_TYPE_CHANGED
      if (!stale || inTransaction || !this.statements.has(sql)) {
        throw asQueryError(error, sql, params, options)
      }
      this.statements.delete(sql)
      await this.closeEvicted()
      try {
        result = await this.bindAndExecute(sql, params, options)
      } catch (again) {
        throw asQueryError(again, sql, params, options)
      }
    }
    this.afterSessionSql(sql)
    if (!inTransaction) await this.pg.syncToFs()
    return result
  }

  async bindAndExecute(sql, params, options) {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql, options))
    const serializers = this.pg.serializers
    const named = !statement.planEachTime
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null
      const oid = statement.paramTypes[i]
      const serializer = options.serializers?.[oid] ?? serializers[oid]
      return serializer ? serializer(param) : param.toString()
    })
    const started = this.now()
    const messages = await this.pg.execProtocolStream(
      batch(
        ...(named ? [] : [serialize.parse({ text: sql, types: options.paramTypes })]),
        serialize.bind({ statement: named ? statement.name : '', values }),
        serialize.execute({}),
        serialize.sync(),
      ),
      { syncToFs: false },
    )
    if (named) this.timeRun(statement, this.now() - started)
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages
    return parse.parseResults(described, this.pg.parsers, options)[0]
  }

  /** Times the first runs; a statement whose generic plan is slower is planned each time again. */
  timeRun(statement, ms) {
    const run = ++statement.runs
    if (run <= CUSTOM_RUNS) statement.customMs.push(ms)
    else if (run >= GENERIC_FROM && run <= GENERIC_TO) statement.genericMs.push(ms)
    if (run === GENERIC_TO && genericIsSlower(statement.customMs, statement.genericMs)) {
      statement.planEachTime = true
      this.toClose.push(statement.name)
    }
  }

  /** Parse with a name and Describe, once per SQL text. */
  async prepare(sql, options) {
    const name = `apteka_${nextName++}`
    const messages = await this.pg.execProtocolStream(
      batch(
        serialize.parse({ name, text: sql, types: options.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      { syncToFs: false },
    )
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
      runs: 0,
      customMs: [],
      genericMs: [],
      planEachTime: false,
    }
    this.statements.set(sql, statement)
    return statement
  }

  /** Closes the statements the cache let go (Close of a missing name is no error). */
  async closeEvicted() {
    if (this.toClose.length === 0) return
    const names = this.toClose.splice(0)
    await this.pg.execProtocolStream(
      batch(...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()),
      { syncToFs: false, throwOnError: false },
    )
  }
}
