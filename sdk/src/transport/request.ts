// The request core, free of Effect: one GraphQL call over HTTP (SPEC §7). It builds the POST
// and its headers, sends it with fetch, keeps the answer's X-Trace-Id and classifies every way a
// call can fail (failures.ts). The Promise client calls it directly; the Effect `Transport`
// service wraps it. It knows nothing of sessions: the caller passes the access tokens.
import type { GraphQLErrorLike } from '../errors'
import { pageOrigin } from '../internal/environment'
import type { GraphQLDocument } from './document'
import { type CallFailure, type CallOutcome, type FailureReason, statusMessage } from './failures'
import { operationRequest } from './operationRequest'

/** The `fetch` function the client sends its requests with. */
export type FetchFunction = typeof globalThis.fetch

/** `globalThis.fetch`, looked up on every call (so msw and other interceptors installed after
 * the client was made still see the requests). */
export const globalFetch: FetchFunction = (input, init) => globalThis.fetch(input, init)

/** What `onHttpError` receives for a non-OK answer; `message` is '{status} {statusText}'. */
export interface HttpErrorInfo {
  readonly status: number
  readonly statusText: string
  readonly message: string
}

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

/** Per-call settings. */
export interface ExecuteOptions {
  /** Access tokens to send: `Authorization` and `X-Operator-Authorization` bearers. */
  readonly tokens?: { readonly user?: string | null; readonly operator?: string | null }
  /** More headers for this call; they win over the client's own. */
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/** Per-call settings of the core: those of `execute`, and the signal that aborts the fetch. */
export interface SendOptions extends ExecuteOptions {
  readonly signal?: AbortSignal | undefined
}

/** The request core: sends operations and remembers the latest X-Trace-Id. */
export interface Requester {
  /** Sends one operation; resolves with the data or the failure, never rejects for either. */
  readonly send: <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    call?: SendOptions,
  ) => Promise<CallOutcome<R>>
  /** The X-Trace-Id of the latest answer (null when it had none, or before the first). */
  readonly lastTraceId: () => string | null
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

/** The request core on a fetch function and the transport's options. */
export function makeRequester(fetch: FetchFunction, options: TransportOptions = {}): Requester {
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

  const send = async <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    call: SendOptions = {},
  ): Promise<CallOutcome<R>> => {
    const request = operationRequest(document, variables, endpoint)
    const { operationName } = request
    const failed = (reason: FailureReason, traceId: string | null = null): CallOutcome<R> => ({
      ok: false,
      failure: { reason, traceId } satisfies CallFailure,
    })
    let response: Response
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: headersFor(operationName, call),
        ...(request.body === undefined ? {} : { body: request.body }),
        credentials,
        signal: call.signal ?? null,
      })
    } catch (cause) {
      return failed({ _tag: 'TransportError', operationName, description: describe(cause), cause })
    }
    const traceId = response.headers.get('x-trace-id')
    lastTraceId = traceId
    if (!response.ok) {
      const { status, statusText } = response
      options.onHttpError?.({ status, statusText, message: statusMessage(response) })
      return failed({ _tag: 'StatusCodeError', operationName, status, statusText }, traceId)
    }
    let answer: { data?: R | null; errors?: unknown }
    try {
      const json: unknown = await response.json()
      answer = typeof json === 'object' && json !== null ? json : {}
    } catch (cause) {
      const description = 'the answer is not JSON'
      return failed({ _tag: 'DecodeError', operationName, description, cause }, traceId)
    }
    if (Array.isArray(answer.errors) && answer.errors.length > 0) {
      const errors: GraphQLErrorLike[] = answer.errors
      return failed({ _tag: 'GraphQLResponseError', operationName, errors }, traceId)
    }
    if (answer.data === undefined || answer.data === null) {
      const description = 'the answer has no data'
      return failed({ _tag: 'DecodeError', operationName, description }, traceId)
    }
    return { ok: true, data: answer.data, traceId }
  }

  return { send, lastTraceId: () => lastTraceId }
}

const lower = (headers: Readonly<Record<string, string>> | undefined) => {
  const lowered: Record<string, string> = {}
  for (const name in headers) lowered[name.toLowerCase()] = headers[name] as string
  return lowered
}

const describe = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause))
