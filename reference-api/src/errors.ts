// Every failure the API reports is an error of SPEC §8: extensions.code plus the Russian message
// of the catalogue. Anything else is masked as E_3 so no stack trace leaves the server.
import { ERROR_CODES, type ErrorCode, errorMessage, isErrorCode } from '@apteka/sdk/errors'
import type { GraphQLError } from 'graphql'
import { graphql } from './graphqlRuntime'

const { GraphQLError: RuntimeGraphQLError } = graphql

/** A GraphQL error of either graphql copy (see graphqlRuntime.ts): its class name is the mark. */
export const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError'

/**
 * A SPEC §8 error. The code is typed from the catalogue (`ERROR_CODES.FIELD_NOT_FILLED`), so a
 * code that is not there does not compile. `params` fill %count%, %min_sum%, %field%.
 */
export function apiError(
  code: ErrorCode,
  params?: Record<string, string | number>,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new RuntimeGraphQLError(errorMessage(code, params), {
    extensions: { code, ...(params ? { params } : {}), ...extensions },
  })
}

/** True for an error this API raised on purpose (it carries a code of the catalogue). */
export const isApiError = (error: unknown): error is GraphQLError =>
  isGraphQLError(error) &&
  typeof error.extensions?.code === 'string' &&
  isErrorCode(error.extensions.code)

/**
 * An error of the request itself — not JSON, over a limit, a NUL character — to be answered as
 * E_1 with HTTP `status` by `toApiError`, which keeps `detail` as `extensions.detail` in
 * development only. (`extensions.http` sets the status; Yoga leaves it out of the answer.)
 */
export const requestError = (detail: string, status = 400): GraphQLError =>
  new RuntimeGraphQLError(detail, { extensions: { http: { status } } })

export interface ErrorFormatting {
  /** Production mode: no detail of what was wrong with a request. */
  production: boolean
  /** Where unexpected failures are written, with their stack. */
  log: (line: string) => void
}

const httpStatusOf = (error: GraphQLError): number | undefined => {
  const http = error.extensions?.http as { status?: unknown } | undefined
  return typeof http?.status === 'number' ? http.status : undefined
}

/**
 * A GraphQL error of the request rather than of a resolver: the parser's, the validator's, a
 * variable's coercion, Yoga's HTTP checks, the limits. They have no path, and either no cause or
 * a place in the document (a variable whose scalar threw).
 */
const isRequestError = (error: GraphQLError) =>
  !error.path &&
  (!error.originalError || isGraphQLError(error.originalError) || (error.nodes?.length ?? 0) > 0)

/** The seconds a caller whose statement ran past the timeout is told to wait. */
const STATEMENT_TIMEOUT_RETRY_SECONDS = 5

/**
 * Whether PostgreSQL cancelled the statement for its statement_timeout (SQLSTATE 57014 with
 * that reason), at any depth of the cause chain (drizzle wraps the driver's error).
 */
function cancelledByStatementTimeout(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (code === '57014' && /statement timeout/i.test(String(message))) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/**
 * Turns any error into a §8 error. The API's own errors pass as they are; errors of the request
 * become E_1 with a 4xx status (in development with the original text as `extensions.detail`);
 * everything else is logged with its stack and becomes E_3 — answered 500 when it is not a
 * resolver's (a resolver's failure leaves the rest of the answer and its 200).
 */
export function toApiError(error: unknown, formatting: ErrorFormatting): GraphQLError {
  if (isApiError(error)) return error
  const graphqlError = isGraphQLError(error) ? error : null
  if (graphqlError && isApiError(graphqlError.originalError)) return graphqlError.originalError
  if (graphqlError && isRequestError(graphqlError)) {
    const status = httpStatusOf(graphqlError)
    const detail = formatting.production ? {} : { detail: graphqlError.message }
    return apiError(ERROR_CODES.WRONG_REQUEST, undefined, {
      http: { status: status && status >= 400 && status < 500 ? status : 400 },
      ...detail,
    })
  }
  const cause = graphqlError?.originalError ?? error
  if (cancelledByStatementTimeout(cause)) {
    // STATEMENT_TIMEOUT_MS cut a statement short: the server is busy or the request too heavy.
    return apiError(ERROR_CODES.RATE_LIMITED, undefined, {
      retryAfter: STATEMENT_TIMEOUT_RETRY_SECONDS,
      ...(graphqlError?.path ? {} : { http: { status: 503 } }),
    })
  }
  formatting.log(
    `[error] ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`,
  )
  return new RuntimeGraphQLError(errorMessage(ERROR_CODES.GENERIC), {
    ...(graphqlError?.nodes ? { nodes: graphqlError.nodes } : {}),
    ...(graphqlError?.path ? { path: graphqlError.path } : {}),
    extensions: {
      code: ERROR_CODES.GENERIC,
      ...(graphqlError?.path ? {} : { http: { status: 500 } }),
    },
  })
}
