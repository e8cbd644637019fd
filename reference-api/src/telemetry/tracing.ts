// OpenTelemetry for the reference-api: one tracer provider per process, spans kept by
// OTEL_TRACES_SAMPLER_ARG (default 0.05, SPEC §9) and sent by OTLP/HTTP to
// OTEL_EXPORTER_OTLP_ENDPOINT when it is set. Unsampled requests still get a trace id, which
// every answer carries as X-Trace-Id. `withSpan` is the one wrapper the rest of the API uses.
import {
  type Attributes,
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  type SpanExporter,
  TraceIdRatioBasedSampler,
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

/**
 * Installs the process-wide tracer provider, context manager and W3C propagator (once; a second
 * call returns the first provider). Returns the provider, whose `shutdown()` flushes the export.
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
    sampler: new ParentBasedSampler({
      root: new TraceIdRatioBasedSampler(options.ratio ?? samplingRatio()),
    }),
    spanProcessors,
  })
  if (disabled) return installed
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  trace.setGlobalTracerProvider(installed)
  return installed
}

export const tracer = (): Tracer => trace.getTracer('apteka')

/**
 * Runs `body` inside a new active span named `name`, ends it, and marks it failed when `body`
 * throws. Attributes say what was done, never who it was done for.
 */
export async function withSpan<T>(
  name: string,
  attributes: Attributes,
  body: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await body(span)
    } catch (error) {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      })
      throw error
    } finally {
      span.end()
    }
  })
}

/** The trace id of the active span, or undefined outside one (or with no tracer installed). */
export function activeTraceId(): string | undefined {
  const id = trace.getActiveSpan()?.spanContext().traceId
  return id && id !== '00000000000000000000000000000000' ? id : undefined
}
