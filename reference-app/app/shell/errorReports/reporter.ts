// The browser's error reporter (issue #29), loaded after hydration by <ErrorReports>: uncaught
// errors, unhandled rejections and the API calls that failed (with the X-Trace-Id the sdk's
// StorefrontError carries) go to ERROR_REPORT_URL by navigator.sendBeacon, with personal data
// taken out (server/personalData.mjs) and at most a few per page view.
import { errorCodeOf } from '@apteka/sdk'
import type { QueryClient } from '@tanstack/react-query'
import { pathOnly, withoutPersonalData } from '../../../server/personalData.mjs'

/** Where reports go and the share of page views that send them (server/errorReports.mjs). */
export interface ErrorReportConfig {
  /** ERROR_REPORT_URL: '/_errors' (the storefront's log) or an http(s) address. */
  readonly url: string
  /** ERROR_REPORT_SAMPLE: 0…1. */
  readonly sample: number
}

/** One report as it is sent (the server's cleanReport reads the same fields). */
export interface BrowserErrorReport {
  readonly kind: 'error' | 'unhandledrejection' | 'api'
  readonly message: string
  readonly stack?: string
  /** The page's path, never its query string. */
  readonly page: string
  readonly traceId?: string | null
  readonly errorCode?: string
  readonly operation?: string
  readonly status?: number
}

/** A page that throws in a loop must not flood the endpoint. */
const MAX_REPORTS_PER_PAGE = 10

/** The fields of a thrown value, whatever was thrown. */
function thrownReport(kind: 'error' | 'unhandledrejection', thrown: unknown): BrowserErrorReport {
  const error = thrown instanceof Error ? thrown : null
  return {
    kind,
    message: withoutPersonalData(error ? `${error.name}: ${error.message}` : String(thrown), 500),
    stack: error?.stack ? withoutPersonalData(error.stack, 2000) : undefined,
    page: pathOnly(location.href),
  }
}

/**
 * What the reporter reads of a failed call: the sdk's ApiRequestError (`requestData`) and
 * StorefrontError both carry the answer's X-Trace-Id; a StorefrontError also says its operation.
 */
interface FailedCall extends Error {
  readonly traceId: string | null
  readonly reason?: { readonly operationName?: string | null; readonly status?: number }
}

const isFailedCall = (value: unknown): value is FailedCall =>
  value instanceof Error && 'traceId' in value

/** The operation a query key names: storefrontKeys' ['apteka', 'searchAutocomplete', …]. */
const operationOfKey = (key: readonly unknown[] | undefined) =>
  typeof key?.[1] === 'string' && /^[A-Za-z_]\w{0,63}$/.test(key[1]) ? key[1] : undefined

/** A failed API call: its operation, §8 code, HTTP status and the trace id of its answer. */
function apiReport(failure: unknown, key?: readonly unknown[]): BrowserErrorReport | null {
  if (!isFailedCall(failure)) return null
  const operation = failure.reason?.operationName ?? operationOfKey(key)
  const status = failure.reason?.status
  return {
    kind: 'api',
    message: withoutPersonalData(failure.message, 500),
    page: pathOnly(location.href),
    traceId: failure.traceId,
    errorCode: errorCodeOf(failure),
    ...(operation ? { operation } : {}),
    ...(typeof status === 'number' ? { status } : {}),
  }
}

/**
 * Starts reporting to `config.url`: window errors, unhandled rejections and the failures of the
 * queries and mutations of `queryClient`. Returns the function that stops it.
 */
export function startErrorReports(config: ErrorReportConfig, queryClient: QueryClient): () => void {
  let sent = 0
  const seen = new Set<string>()
  const send = (report: BrowserErrorReport | null) => {
    if (!report || sent >= MAX_REPORTS_PER_PAGE) return
    // The same failure repeated (a retry, a re-render) is one report.
    const key = `${report.kind}|${report.message}|${report.traceId ?? ''}`
    if (seen.has(key)) return
    seen.add(key)
    sent += 1
    // A string body is sent as text/plain: no CORS preflight when the endpoint is elsewhere.
    navigator.sendBeacon(config.url, JSON.stringify(report))
  }
  const onError = (event: ErrorEvent) => send(thrownReport('error', event.error ?? event.message))
  const onRejection = (event: PromiseRejectionEvent) =>
    send(
      isFailedCall(event.reason)
        ? apiReport(event.reason)
        : thrownReport('unhandledrejection', event.reason),
    )
  addEventListener('error', onError)
  addEventListener('unhandledrejection', onRejection)
  // A query's 'error' comes once its retries are spent; a mutation's at once.
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error')
      send(apiReport(event.action.error, event.query.queryKey))
  })
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error')
      send(apiReport(event.action.error, event.mutation.options.mutationKey))
  })
  return () => {
    removeEventListener('error', onError)
    removeEventListener('unhandledrejection', onRejection)
    stopQueries()
    stopMutations()
  }
}
