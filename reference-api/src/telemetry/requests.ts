// What the reference-api records of each request: a SERVER span continuing the caller's
// `traceparent`, the X-Request-Id and X-Trace-Id headers on the answer, one log line when the
// answer is finished, and its latency in the request histogram. `graphqlTelemetry` is the Yoga
// plugin that adds the GraphQL side: the operation's name, parse/validate/execute spans and the
// §8 codes of the errors answered.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Context, type Span, SpanStatusCode, trace } from '@opentelemetry/api'
import type { Plugin } from 'graphql-yoga'
import type { Logger } from './logger'
import { apiErrors, countRequest, operationLabel, responseCacheLookups } from './metrics'
import { startRequestSpan, tracer } from './tracing'

/**
 * What a request's telemetry records: `on` (the default) traces, measures and logs it; `logs`
 * writes only its line, with no trace id, spans or metrics — the baseline the overhead benchmark
 * (bench/telemetry.bench.ts) compares tracing and metrics against.
 */
export type TelemetryMode = 'on' | 'logs'

/** What the GraphQL layer learns of a request, for its log line and metrics. */
interface RequestRecord {
  /** The operation name(s) sent, joined by ',' for a batch. */
  operation?: string
  /** The client address as the context's trusted-proxy rule gives it. */
  clientAddress?: string
  /** §8 codes answered. */
  errorCodes: string[]
  /** A traced request's span as context: the explicit parent of its phases' spans. */
  traced?: Context
  /** The execute span as context while it runs: the parent of the statements' spans. */
  executing?: Context
}

const records = new WeakMap<IncomingMessage, RequestRecord>()
const recordsByRequest = new WeakMap<Request, RequestRecord>()

/** An upstream's X-Request-Id is kept when it looks like one; anything else is replaced. */
const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/

/** Plain routes by kind, for the histogram: '/images/123.webp' → 'images'. */
const routeKind = (url: string | undefined) => {
  const first = (url ?? '/').split('?')[0]?.split('/')[1] ?? ''
  return /^[a-z]{1,20}$/.test(first) ? first : 'other'
}

/** The client address the context settled on, when a GraphQL request got that far. */
export function rememberClientAddress(request: Request, address: string) {
  const record = recordsByRequest.get(request)
  if (record) record.clientAddress = address
}

/**
 * Runs `handle` for one HTTP request inside its SERVER span, sets X-Request-Id and X-Trace-Id
 * before anything is written, and logs and measures the answer when it is finished.
 */
export async function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  log: Logger,
  handle: () => Promise<void>,
  mode: TelemetryMode = 'on',
): Promise<void> {
  const started = performance.now()
  const upstreamId = req.headers['x-request-id']
  const requestId =
    typeof upstreamId === 'string' && requestIdPattern.test(upstreamId) ? upstreamId : randomUUID()
  const record: RequestRecord = { errorCodes: [] }
  records.set(req, record)
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const path = query < 0 ? url : url.slice(0, query)
  const graphql = path === '/graphql'
  const {
    span,
    context: traced,
    traceId,
  } = mode === 'on'
    ? startRequestSpan(
        `${req.method} ${graphql ? '/graphql' : `/${routeKind(url)}`}`,
        { 'http.request.method': req.method ?? 'GET' },
        req.headers,
      )
    : { span: undefined, context: undefined, traceId: null }
  if (traced) record.traced = traced
  res.setHeader('x-request-id', requestId)
  if (traceId) res.setHeader('x-trace-id', traceId)
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000
    const operation = graphql ? operationLabel(record.operation) : routeKind(url)
    const status = res.writableFinished ? res.statusCode : 499
    if (mode === 'on') {
      countRequest(operation, status, seconds)
      // src/responseCache.ts marks the cacheable reads it answered (HIT) or kept (MISS).
      const cache = res.getHeader('x-cache')
      if (cache === 'HIT' || cache === 'MISS') {
        responseCacheLookups.inc({ result: cache === 'HIT' ? 'hit' : 'miss' })
      }
    }
    if (span) {
      span.setAttribute('http.response.status_code', status)
      if (record.operation) span.setAttribute('graphql.operation.name', operation)
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    }
    log.info(
      {
        method: req.method,
        path,
        operation: record.operation ?? null,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        clientAddress: record.clientAddress ?? req.socket.remoteAddress ?? null,
        requestId,
        traceId,
        ...(record.errorCodes.length ? { errorCodes: record.errorCodes } : {}),
      },
      'request',
    )
  })
  await handle()
}

/**
 * Where a traced request's statements hang (its execute span, else its request span), for its
 * own database handle (src/db/tracedDatabase.ts); undefined when the request is not traced.
 *
 * @example
 * const parent = statementParentOf(req)
 * const { db, exec } = parent ? database.requestDatabase(parent) : database
 */
export function statementParentOf(req: IncomingMessage): (() => Context | undefined) | undefined {
  const record = records.get(req)
  if (!record?.traced) return undefined
  return () => record.executing ?? record.traced
}

type WithReq = { req?: IncomingMessage }

/** The operation name Yoga keeps in the context's params. */
const operationOf = (graphqlContext: unknown) =>
  (graphqlContext as { params?: { operationName?: string } }).params?.operationName

/** The GraphQL side of a request's telemetry (see the file's head). Place it last. */
export function graphqlTelemetry(
  mode: TelemetryMode = 'on',
): Plugin<Record<string, unknown>, WithReq> {
  // Only under a recorded (sampled) request span: the other 95 % pay for no phase spans.
  const phase = (name: string, operation: string | undefined, record: RequestRecord | undefined) =>
    record?.traced && trace.getSpan(record.traced)?.isRecording()
      ? tracer().startSpan(
          name,
          { attributes: { 'graphql.operation.name': operationLabel(operation) } },
          record.traced,
        )
      : undefined
  const recordOf = (serverContext: WithReq) =>
    serverContext.req ? records.get(serverContext.req) : undefined
  const finish = (span: Span, errors: readonly unknown[] | undefined) => {
    if (errors?.length) span.setStatus({ code: SpanStatusCode.ERROR })
    span.end()
  }
  return {
    onParams({ params, request, context: serverContext }) {
      const record = serverContext.req ? records.get(serverContext.req) : undefined
      if (!record) return
      recordsByRequest.set(request, record)
      const name =
        params.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(params.query ?? '')?.[1]
      if (name) record.operation = record.operation ? `${record.operation},${name}` : name
    },
    onParse({ context: graphqlContext }) {
      const span = phase(
        'graphql.parse',
        operationOf(graphqlContext),
        recordOf(graphqlContext as WithReq),
      )
      if (!span) return
      return ({ result }) => finish(span, result instanceof Error ? [result] : undefined)
    },
    onValidate({ context: graphqlContext }) {
      const span = phase(
        'graphql.validate',
        operationOf(graphqlContext),
        recordOf(graphqlContext as WithReq),
      )
      if (!span) return
      return ({ result }) => finish(span, result)
    },
    onExecute({ args }) {
      const record = recordOf(args.contextValue as WithReq)
      const span = phase('graphql.execute', args.operationName ?? undefined, record)
      // An unsampled request's execution is left as it is.
      if (!span || !record?.traced) return
      // The request's statements become children of the execute span while it runs.
      record.executing = trace.setSpan(record.traced, span)
      return {
        onExecuteDone({ result }) {
          record.executing = undefined
          finish(span, 'errors' in result ? result.errors : undefined)
        },
      }
    },
    onResultProcess({ request, result }) {
      const record = recordsByRequest.get(request)
      for (const one of Array.isArray(result) ? result : [result]) {
        const errors = (one as { errors?: { extensions?: { code?: unknown } }[] }).errors ?? []
        for (const error of errors) {
          const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'none'
          if (mode === 'on') apiErrors.inc({ code, operation: operationLabel(record?.operation) })
          record?.errorCodes.push(code)
        }
      }
    },
  }
}
