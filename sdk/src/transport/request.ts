// How the transport talks to the API (SPEC §7): its options, and the headers of a call — the
// forwarded ones of a server, the platform, the bearers, experiments and tracing. Plain
// functions: the `Transport` service (Transport.ts) sends what they build.
import { pageOrigin } from '../internal/environment'

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
  /**
   * A call whose answer has not arrived after this many ms fails with a TransportError
   * (its fetch aborted). Default none (the browser's or the server's own limits).
   */
  readonly timeoutMs?: number
  /**
   * How many more times a query is sent after a retryable failure (TransportError, 5xx, 429),
   * waiting 200 ms, then 400 ms, … between attempts. Mutations are never re-sent. Default 0.
   */
  readonly retries?: number
}

/** Per-call settings. */
export interface ExecuteOptions {
  /** Access tokens to send: `Authorization` and `X-Operator-Authorization` bearers. */
  readonly tokens?: { readonly user?: string | null; readonly operator?: string | null }
  /** More headers for this call; they win over the client's own. */
  readonly headers?: Readonly<Record<string, string>> | undefined
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

/**
 * The incoming headers to forward, lower-cased.
 * @example
 * const headers = forwardedHeaders(request.headers) // without host, connection, cookie length…
 */
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

/**
 * Whether requests to `endpoint` stay on the page's origin (a relative URL always does).
 * @example
 * isSameOrigin('/graphql') // true; isSameOrigin('https://api.example/graphql', 'https://apteka.example') // false
 */
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

/** The headers of one call (SPEC §7): the forwarded ones, the platform's, the bearers, the
 * experiments of the cart mini calls, same-origin tracing, then the call's own. */
export function makeRequestHeaders(
  options: TransportOptions,
): (operationName: string | null, call: ExecuteOptions) => Record<string, string> {
  const sameOrigin = isSameOrigin(options.endpoint ?? '/graphql')
  const forwarded = forwardedHeaders(options.serverHeaders)
  return (operationName, call) => {
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
}

const lower = (headers: Readonly<Record<string, string>> | undefined) => {
  const lowered: Record<string, string> = {}
  for (const name in headers) lowered[name.toLowerCase()] = headers[name] as string
  return lowered
}
