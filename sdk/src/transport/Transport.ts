// The `Transport` service: one GraphQL call over HTTP (SPEC §7). It builds the POST and its
// headers, keeps the answer's X-Trace-Id, and turns every way a call can fail into a
// `StorefrontError`. It knows nothing of sessions: the caller passes the access tokens.
import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import type { GraphQLErrorLike } from '../errors'
import { pageOrigin } from '../internal/environment'
import type { GraphQLDocument } from './document'
import { Fetch } from './Fetch'
import { GraphQLResponseError } from './GraphQLResponseError'
import { operationRequest } from './operationRequest'
import { DecodeError, StatusCodeError, StorefrontError, TransportError } from './StorefrontError'

/** The answer of a successful call. */
export interface GraphQLResult<R> {
  readonly data: R
  /** The answer's X-Trace-Id header, for error reports. */
  readonly traceId: string | null
}

/** Per-call settings. */
export interface ExecuteOptions {
  /** Access tokens to send: `Authorization` and `X-Operator-Authorization` bearers. */
  readonly tokens?: { readonly user?: string | null; readonly operator?: string | null }
  /** More headers for this call; they win over the client's own. */
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/** What `onHttpError` receives for a non-OK answer; `message` is '{status} {statusText}'. */
export interface HttpErrorInfo {
  readonly status: number
  readonly statusText: string
  readonly message: string
}

/** The transport service. */
export interface Transport {
  /** Sends one operation; fails with a `StorefrontError` for anything but data without errors. */
  readonly execute: <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    options?: ExecuteOptions,
  ) => Effect.Effect<GraphQLResult<R>, StorefrontError>
  /** The X-Trace-Id of the latest answer (null when it had none, or before the first). */
  readonly lastTraceId: Effect.Effect<string | null>
}

/** The `Transport` service. */
export const Transport: Context.Service<Transport, Transport> =
  Context.Service<Transport>('@apteka/sdk/Transport')

/** How the transport talks to the API. */
export interface TransportOptions {
  /** The GraphQL endpoint; absolute on the server. Default '/graphql'. */
  readonly endpoint?: string
  /** The fetch credentials mode. Default 'same-origin'. */
  readonly credentials?: RequestCredentials
  /** The experiments sent as X-Experiments (JSON) on the cart mini calls. Default none. */
  readonly experiments?: () => Readonly<Record<string, string>>
  /** Tracing headers for same-origin requests only. Default none. */
  readonly traceHeaders?: () => Readonly<Record<string, string>>
  /**
   * Server-side mode: the incoming request's headers, forwarded except host, connection,
   * pragma, referer and traceparent (and the body-framing content-length and
   * transfer-encoding, which belong to the incoming body, not ours). Default none.
   */
  readonly serverHeaders?: Headers | Readonly<Record<string, string>>
  /** Called with '{status} {statusText}' for every non-OK answer. Default none. */
  readonly onHttpError?: (error: HttpErrorInfo) => void
}

/** The operations that carry X-Experiments (SPEC §7: the cart mini call). */
export const EXPERIMENT_OPERATIONS: ReadonlySet<string> = new Set(['cartMini', 'updateCartMini'])

/** Incoming headers a server never forwards. */
export const NOT_FORWARDED_HEADERS: ReadonlySet<string> = new Set([
  'host',
  'connection',
  'pragma',
  'referer',
  'traceparent',
  'content-length',
  'transfer-encoding',
])

/** The incoming headers to forward, lower-cased. */
export function forwardedHeaders(
  incoming: Headers | Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const forwarded: Record<string, string> = {}
  if (!incoming) return forwarded
  const entries: Iterable<[string, string]> =
    typeof (incoming as Headers).forEach === 'function' &&
    typeof (incoming as Headers).get === 'function'
      ? (incoming as Headers).entries()
      : Object.entries(incoming)
  for (const [name, value] of entries) {
    const key = name.toLowerCase()
    if (!NOT_FORWARDED_HEADERS.has(key)) forwarded[key] = value
  }
  return forwarded
}

/** Whether requests to `endpoint` stay on the page's origin (a relative URL always does). */
export function isSameOrigin(endpoint: string, origin: string | null = pageOrigin()): boolean {
  const absolute = /^([a-z][a-z\d+.-]*:)?\/\//i.test(endpoint)
  if (!absolute) return true
  if (origin === null) return false
  try {
    return new URL(endpoint, origin).origin === origin
  } catch {
    return false
  }
}

/**
 * Builds the transport on a fetch function, outside any Effect context: the Promise client
 * wires its services by hand (no Layer, no runtime), which keeps them out of its bundle.
 */
export function makeTransport(fetch: Fetch, options: TransportOptions = {}): Transport {
  const endpoint = options.endpoint ?? '/graphql'
  const credentials = options.credentials ?? 'same-origin'
  const sameOrigin = isSameOrigin(endpoint)
  const forwarded = forwardedHeaders(options.serverHeaders)
  let lastTraceId: string | null = null

  const headersFor = (operationName: string | null, call: ExecuteOptions) => {
    const headers: Record<string, string> = {
      ...forwarded,
      'content-type': 'application/json',
      'x-platform': 'web',
    }
    if (call.tokens?.user) headers.authorization = `Bearer ${call.tokens.user}`
    if (call.tokens?.operator)
      headers['x-operator-authorization'] = `Bearer ${call.tokens.operator}`
    if (options.experiments && operationName && EXPERIMENT_OPERATIONS.has(operationName)) {
      headers['x-experiments'] = JSON.stringify(options.experiments())
    }
    if (sameOrigin && options.traceHeaders) Object.assign(headers, lower(options.traceHeaders()))
    return Object.assign(headers, lower(call.headers))
  }

  // A plain generator, not `Effect.fn`: its span would bring Effect's tracer into every
  // partner's bundle (about 4 kB gzip); programs add spans around calls where they want them.
  const execute = <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    call: ExecuteOptions = {},
  ): Effect.Effect<GraphQLResult<R>, StorefrontError> =>
    Effect.gen(function* () {
      const request = operationRequest(document, variables, endpoint)
      const { operationName } = request
      const failure = (reason: StorefrontError['reason'], traceId: string | null = null) =>
        new StorefrontError({ reason, traceId })
      const response = yield* Effect.tryPromise({
        try: (signal) =>
          fetch(request.url, {
            method: request.method,
            headers: headersFor(operationName, call),
            ...(request.body === undefined ? {} : { body: request.body }),
            credentials,
            signal,
          }),
        catch: (cause) =>
          failure(new TransportError({ operationName, description: describe(cause), cause })),
      })
      const traceId = response.headers.get('x-trace-id')
      lastTraceId = traceId
      if (!response.ok) {
        const reason = new StatusCodeError({
          operationName,
          status: response.status,
          statusText: response.statusText,
        })
        options.onHttpError?.({
          status: reason.status,
          statusText: reason.statusText,
          message: reason.message,
        })
        return yield* Effect.fail(failure(reason, traceId))
      }
      const body = yield* Effect.tryPromise({
        try: () => response.json() as Promise<unknown>,
        catch: (cause) =>
          failure(
            new DecodeError({ operationName, description: 'the answer is not JSON', cause }),
            traceId,
          ),
      })
      const answer = (typeof body === 'object' && body !== null ? body : {}) as {
        data?: R | null
        errors?: unknown
      }
      if (Array.isArray(answer.errors) && answer.errors.length > 0) {
        const errors: GraphQLErrorLike[] = answer.errors
        return yield* Effect.fail(
          failure(new GraphQLResponseError({ operationName, errors }), traceId),
        )
      }
      if (answer.data === undefined || answer.data === null) {
        return yield* Effect.fail(
          failure(
            new DecodeError({ operationName, description: 'the answer has no data' }),
            traceId,
          ),
        )
      }
      return { data: answer.data, traceId } satisfies GraphQLResult<R>
    })

  return Transport.of({ execute, lastTraceId: Effect.sync(() => lastTraceId) })
}

/** Builds the transport on the `Fetch` service. */
export const make = (options: TransportOptions = {}): Effect.Effect<Transport, never, Fetch> =>
  Effect.map(Fetch, (fetch) => makeTransport(fetch, options))

/** The transport service from options. */
export const layer = (options: TransportOptions = {}): Layer.Layer<Transport, never, Fetch> =>
  Layer.effect(Transport, make(options))

const lower = (headers: Readonly<Record<string, string>> | undefined) => {
  const lowered: Record<string, string> = {}
  for (const name in headers) lowered[name.toLowerCase()] = headers[name] as string
  return lowered
}

const describe = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause))
