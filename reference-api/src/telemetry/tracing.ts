// OpenTelemetry for the reference-api: one tracer provider per process, requests traced at
// OTEL_TRACES_SAMPLER_ARG (default 0.05, SPEC §9) or when the caller's `traceparent` is sampled,
// spans sent by OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT when it is set. Untraced requests still
// get a trace id, which every answer carries as X-Trace-Id. `startRequestSpan` decides whether a
// request is traced. No async context manager is installed: a traced request's spans name their
// parent explicitly (src/telemetry/requests.ts, src/db/tracedDatabase.ts), because Node 20's
// async context, once on, taxes every promise of the process — the untraced 95 % of requests
// beside a traced one included (measured: about 25 µs a request at the default sampling).
import { randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import {
  type Attributes,
  type Context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  TraceFlags,
  type Tracer,
  trace,
} from '@opentelemetry/api'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import {
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base'

export { SpanKind }

export interface TracingOptions {
  /** The `service.name` of every span. */
  serviceName: string
  /** Share of new traces kept, 0…1. Default: OTEL_TRACES_SAMPLER_ARG, else 0.05. */
  ratio?: number
  /** OTLP/HTTP collector base URL. Default: OTEL_EXPORTER_OTLP_ENDPOINT, else no export. */
  endpoint?: string
  /** An exporter of the caller's (tests: an in-memory one), sent every span at once. Default: none. */
  exporter?: SpanExporter
}

/** The sampling ratio from the environment: OTEL_TRACES_SAMPLER_ARG, a number in 0…1, else 0.05. */
export function samplingRatio(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.OTEL_TRACES_SAMPLER_ARG
  if (raw === undefined || raw === '') return 0.05
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`OTEL_TRACES_SAMPLER_ARG: a number from 0 to 1 expected, got '${raw}'`)
  }
  return value
}

let installed: BasicTracerProvider | undefined
/** Share of new requests traced; 0 until tracing is installed (and with OTEL_SDK_DISABLED). */
let newTraceRatio = 0

/**
 * Installs the process-wide tracer provider and W3C propagator (once; a second call returns the
 * first provider). Returns the provider, whose `shutdown()` flushes the export.
 */
export function installTracing(options: TracingOptions): BasicTracerProvider {
  if (installed) return installed
  // OpenTelemetry's own off switch: no spans at all (answers still get an X-Trace-Id).
  const disabled = process.env.OTEL_SDK_DISABLED === 'true'
  const endpoint = options.endpoint ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  const spanProcessors = [
    ...(options.exporter ? [new SimpleSpanProcessor(options.exporter)] : []),
    ...(endpoint
      ? [
          new BatchSpanProcessor(
            new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
          ),
        ]
      : []),
  ]
  installed = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    // A request span is started only once startRequestSpan has chosen to trace it (the ratio is
    // applied there), so a new root span is always kept; children follow their parent.
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors,
  })
  if (disabled) return installed
  newTraceRatio = options.ratio ?? samplingRatio()
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  trace.setGlobalTracerProvider(installed)
  return installed
}

export const tracer = (): Tracer => trace.getTracer('apteka')

/** A request's SERVER span and trace id; `context` has the span active, for its children. */
export interface RequestSpan {
  /** Only when the request is traced. */
  span?: Span
  context?: Context
  /** The answer's X-Trace-Id: the span's, else the caller's trace, else a new random id. */
  traceId: string
}

/**
 * Starts a request's SERVER span when the request is traced: the caller's `traceparent` is
 * sampled, or (with none) a new trace is kept at the sampling ratio. An untraced request starts
 * no span at all — the SDK's machinery for a span nobody keeps cost more than the rest of the
 * request's telemetry — and answers with the caller's trace id or a new one.
 *
 * @example
 * const { span, traceId } = startRequestSpan('POST /graphql', {}, req.headers)
 * res.setHeader('x-trace-id', traceId)
 * span?.end()
 */
export function startRequestSpan(
  name: string,
  attributes: Attributes,
  headers: IncomingHttpHeaders,
): RequestSpan {
  const parent =
    headers.traceparent === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, headers)
  const caller = trace.getSpanContext(parent)
  const continued = caller !== undefined && trace.isSpanContextValid(caller)
  const traced = continued
    ? (caller.traceFlags & TraceFlags.SAMPLED) !== 0 && newTraceRatio > 0
    : Math.random() < newTraceRatio
  if (!traced) {
    return { traceId: continued ? caller.traceId : randomUUID().replaceAll('-', '') }
  }
  const span = tracer().startSpan(name, { kind: SpanKind.SERVER, attributes }, parent)
  return { span, context: trace.setSpan(parent, span), traceId: span.spanContext().traceId }
}
