// Each SQL statement as a `db.statement` span (a child of whatever is running: a resolver's
// execute span) and a sample of the statement-latency histogram. The database layer wraps its
// drivers' query functions with `observeStatements`; the SQL text goes into the span with its
// $1… placeholders, never the values.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { observedPool, statementDuration } from './metrics'
import { tracer } from './tracing'

/** Runs one statement, timed, inside a span when a trace is being recorded. */
export async function observeStatement<T>(
  sql: string | undefined,
  system: 'postgresql' | 'pglite',
  run: () => Promise<T>,
): Promise<T> {
  const started = performance.now()
  // Statements outside a request (start-up, seed, LISTEN) start no trace of their own.
  const span = trace.getActiveSpan()?.isRecording()
    ? tracer().startSpan('db.statement', {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': system,
          'db.query.text': (sql ?? '').slice(0, 2000),
        },
      })
    : undefined
  try {
    const result = await run()
    statementDuration.observe({ outcome: 'ok' }, (performance.now() - started) / 1000)
    return result
  } catch (error) {
    statementDuration.observe({ outcome: 'error' }, (performance.now() - started) / 1000)
    span?.setStatus({ code: SpanStatusCode.ERROR })
    throw error
  } finally {
    span?.end()
  }
}

type QueryFunction = (...args: never[]) => unknown

/**
 * Replaces `target.query` by a timed one. node-postgres's form with a callback (Pool#query uses
 * it) and streams (objects with `submit`) are handled; everything else is awaited.
 */
export function observeStatements(
  target: { query: QueryFunction },
  system: 'postgresql' | 'pglite',
): void {
  const original = target.query.bind(target) as (...args: unknown[]) => Promise<unknown>
  target.query = ((...args: unknown[]) => {
    const first = args[0] as string | { text?: string; submit?: unknown } | undefined
    if (typeof first === 'object' && first && typeof first.submit === 'function') {
      return original(...args)
    }
    const sql = typeof first === 'string' ? first : first?.text
    const last = args.at(-1)
    if (typeof last === 'function') {
      const callback = last as (error: unknown, result?: unknown) => void
      const rest = args.slice(0, -1)
      observeStatement(sql, system, () => original(...rest)).then(
        (result) => callback(null, result),
        (error) => callback(error),
      )
      return undefined
    }
    return observeStatement(sql, system, () => original(...args))
  }) as QueryFunction
}

/** Reports a node-postgres pool's connections at each scrape. */
export function observePool(pool: { totalCount: number; idleCount: number; waitingCount: number }) {
  observedPool.current = pool
}
