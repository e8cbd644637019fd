// Each SQL statement as a sample of the statement-latency histogram and, in a traced request, a
// `db.statement` span under the request's execute span. The database layer wraps its drivers'
// query functions with `observeStatements` (the histogram, for every statement of the process);
// a traced request's own database handle (src/db/tracedDatabase.ts) adds the spans, with the
// request's span as their explicit parent: no async context has to follow the statement, so
// untraced requests pay nothing for the traced ones beside them. The SQL text goes into the span
// with its $1… placeholders, never the values.
import { type Context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { observedPool, statementDuration } from './metrics'
import { tracer } from './tracing'

export type StatementSystem = 'postgresql' | 'pglite'

/** Runs one statement and samples its time in the histogram. */
export async function timeStatement<T>(run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    const result = await run()
    statementDuration.observe({ outcome: 'ok' }, (performance.now() - started) / 1000)
    return result
  } catch (error) {
    statementDuration.observe({ outcome: 'error' }, (performance.now() - started) / 1000)
    throw error
  }
}

/**
 * Runs one statement inside a `db.statement` span, a child of `parent()` — the traced request's
 * execute span (or its request span before execution) — when that span is being recorded.
 *
 * @example
 * const rows = await traceStatement(sql, 'pglite', () => parent, () => client.query(sql, params))
 */
export async function traceStatement<T>(
  sql: string | undefined,
  system: StatementSystem,
  parent: () => Context | undefined,
  run: () => Promise<T>,
): Promise<T> {
  const within = parent()
  if (!within || !trace.getSpan(within)?.isRecording()) return run()
  const span = tracer().startSpan(
    'db.statement',
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': system, 'db.query.text': (sql ?? '').slice(0, 2000) },
    },
    within,
  )
  try {
    return await run()
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR })
    throw error
  } finally {
    span.end()
  }
}

type QueryFunction = (...args: never[]) => unknown

/**
 * Replaces `target.query` by a timed one. node-postgres's form with a callback (Pool#query uses
 * it) and streams (objects with `submit`) are handled; everything else is awaited.
 */
export function observeStatements(target: { query: QueryFunction }): void {
  const original = target.query.bind(target) as (...args: unknown[]) => Promise<unknown>
  target.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined
    if (typeof first === 'object' && first && typeof first.submit === 'function') {
      return original(...args)
    }
    const last = args.at(-1)
    if (typeof last === 'function') {
      const callback = last as (error: unknown, result?: unknown) => void
      const rest = args.slice(0, -1)
      timeStatement(() => original(...rest)).then(
        (result) => callback(null, result),
        (error) => callback(error),
      )
      return undefined
    }
    return timeStatement(() => original(...args))
  }) as QueryFunction
}

/** The SQL text of a query call's first argument (a string or node-postgres's config object). */
export const statementText = (first: unknown): string | undefined =>
  typeof first === 'string'
    ? first
    : typeof first === 'object' && first !== null && 'text' in first
      ? String((first as { text: unknown }).text)
      : undefined

/** Reports a node-postgres pool's connections at each scrape. */
export function observePool(pool: { totalCount: number; idleCount: number; waitingCount: number }) {
  observedPool.current = pool
}
