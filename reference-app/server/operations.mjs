// What an operator gets from the storefront server: a JSON log line per request (pino, LOG_LEVEL,
// nothing secret or personal), a span per request continuing the caller's `traceparent` and
// handed on to the API (the /graphql proxy and the page render's sdk calls copy the request's
// headers, where it is put), Prometheus /metrics per page kind, /health, /ready (503 while the
// API is not ready) and the shutdown grace. server.mjs mounts it with a few lines.
import { randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base'
import { pino } from 'pino'
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

/** Field names whose values never reach the log (the API's list: reference-api/src/telemetry/logger.ts). */
const SECRET_FIELDS = ['authorization', 'cookie', 'token', 'code', 'phone', 'address', 'email']

/** First path segments that name a kind of page (app/routes.ts); anything else is 'other'. */
const PAGE_KINDS = new Set([
  'catalog',
  'brands',
  'brand',
  'manufacturer',
  'group',
  'analogs',
  'discounts',
  'search',
  'product',
  'cart',
  'checkout',
  'guest-cart',
  'order-get',
  'pharmacies',
  'promo',
  'event',
  'team',
  'blog',
  'analizy',
  'diseases',
  'drugs',
  'personal',
  'graphql',
  'images',
  'pay',
  'ads',
  'oauth',
  'email',
  'assets',
])

/** '/r_moscowregion/catalog/x' → 'catalog'; '/' → 'home'. */
export function pageKind(path) {
  const segments = path.split('/').filter(Boolean)
  const first = segments[0]?.startsWith('r_') ? segments[1] : segments[0]
  if (!first) return 'home'
  return PAGE_KINDS.has(first) ? first : 'other'
}

/** OTEL_TRACES_SAMPLER_ARG as a ratio 0…1; default 0.05 (SPEC §9). */
function samplingRatio(env) {
  const raw = env.OTEL_TRACES_SAMPLER_ARG
  if (raw === undefined || raw === '') return 0.05
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`OTEL_TRACES_SAMPLER_ARG: a number from 0 to 1 expected, got '${raw}'`)
  }
  return value
}

const sameSecret = (given, expected) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Sets up the storefront's logs, traces and metrics from the environment (LOG_LEVEL,
 * OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_TRACES_SAMPLER_ARG, METRICS_TOKEN, METRICS_PORT,
 * SHUTDOWN_GRACE_MS). `options.exporter` / `options.destination` are for tests.
 */
export function storefrontOperations({ apiUrl, env = process.env, exporter, destination } = {}) {
  const production = env.NODE_ENV === 'production'
  const logger = pino(
    {
      level: env.LOG_LEVEL ?? 'info',
      base: { service: 'storefront' },
      redact: {
        paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
        censor: '[скрыто]',
      },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )

  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT
  const tracerProvider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'storefront' }),
    sampler: new ParentBasedSampler({
      root: new TraceIdRatioBasedSampler(samplingRatio(env)),
    }),
    spanProcessors: [
      ...(exporter ? [new SimpleSpanProcessor(exporter)] : []),
      ...(endpoint
        ? [
            new BatchSpanProcessor(
              new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
            ),
          ]
        : []),
    ],
  })
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  trace.setGlobalTracerProvider(tracerProvider)
  const tracer = trace.getTracer('apteka-storefront')

  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'apteka_web_' })
  const labelNames = ['kind', 'status']
  const duration = new Histogram({
    name: 'apteka_web_request_duration_seconds',
    help: 'Time to answer a request, by page kind and HTTP status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const requests = new Counter({
    name: 'apteka_web_requests_total',
    help: 'Requests answered, by page kind and HTTP status',
    labelNames,
    registers: [registry],
  })

  const metricsToken = env.METRICS_TOKEN || undefined
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined
  /** /metrics on the main port unless it has its own; in production only behind a token. */
  const metricsOnMain = !metricsPort && (!production || metricsToken !== undefined)
  const shutdownGraceMs = Number(env.SHUTDOWN_GRACE_MS ?? 10_000)
  let stopping = false

  /** Express middleware, mounted first: span, ids, log line and metrics of each request. */
  function observe(req, res, next) {
    const started = performance.now()
    const upstreamId = req.headers['x-request-id']
    const requestId =
      typeof upstreamId === 'string' && /^[A-Za-z0-9._-]{8,128}$/.test(upstreamId)
        ? upstreamId
        : randomUUID()
    const parent = propagation.extract(context.active(), req.headers)
    const kind = pageKind(req.path)
    const span = tracer.startSpan(
      `${req.method} ${kind}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': req.method, 'page.kind': kind },
      },
      parent,
    )
    const active = trace.setSpan(parent, span)
    // The proxy and the render's sdk client copy these headers into their calls to the API.
    const carrier = {}
    propagation.inject(active, carrier)
    delete req.headers.traceparent
    delete req.headers.tracestate
    Object.assign(req.headers, carrier, { 'x-request-id': requestId })
    const traceId = span.spanContext().traceId
    res.setHeader('x-request-id', requestId)
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000
      const status = res.writableFinished ? res.statusCode : 499
      duration.observe({ kind, status: String(status) }, seconds)
      requests.inc({ kind, status: String(status) })
      span.setAttribute('http.response.status_code', status)
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
      logger.info(
        {
          method: req.method,
          kind,
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          clientAddress: req.ip ?? null,
          requestId,
          traceId,
        },
        'request',
      )
    })
    context.with(active, next)
  }

  async function apiReady() {
    try {
      const answer = await fetch(`${apiUrl}/ready`, { signal: AbortSignal.timeout(2000) })
      return answer.ok
    } catch {
      return false
    }
  }

  async function sendMetrics(req, res) {
    if (metricsToken && !sameSecret(req.headers.authorization ?? '', `Bearer ${metricsToken}`)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end()
      return
    }
    res
      .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
      .end(await registry.metrics())
  }

  /** Express middleware for /health, /ready and (where allowed) /metrics. */
  async function routes(req, res, next) {
    if (req.path === '/health') return res.type('text/plain').send('ok')
    if (req.path === '/ready') {
      const ready = !stopping && (await apiReady())
      res.set('cache-control', 'no-store')
      return res
        .status(ready ? 200 : 503)
        .json(ready ? { ready: true } : { ready: false, reason: stopping ? 'stopping' : 'api' })
    }
    if (req.path === '/metrics' && metricsOnMain) return sendMetrics(req, res)
    next()
  }

  /** Starts the METRICS_PORT listener, when configured. */
  function listenMetrics(host) {
    if (!metricsPort) return undefined
    const server = createServer((req, res) => {
      if ((req.url ?? '').split('?')[0] === '/metrics') void sendMetrics(req, res)
      else res.writeHead(404).end()
    })
    server.listen(metricsPort, host)
    return server
  }

  /**
   * Stops `server`: /ready turns 503, no new connections, requests in flight get
   * SHUTDOWN_GRACE_MS, then the traces are flushed and `done` runs.
   */
  function drain(server, done) {
    stopping = true
    let finished = false
    const finish = async () => {
      if (finished) return
      finished = true
      await tracerProvider.shutdown().catch(() => {})
      done()
    }
    server.close(() => void finish())
    server.closeIdleConnections?.()
    setTimeout(() => {
      server.closeAllConnections?.()
      void finish()
    }, shutdownGraceMs).unref()
  }

  return { logger, observe, routes, listenMetrics, drain, tracerProvider, registry }
}
