// The error `requestData` rejects with: the call's GraphQL errors (SPEC §8 form), the code of
// the first one, and the shopper-facing message of that code.
import { DEFAULT_ERROR_CODE, errorCode, errorMessage, type GraphQLErrorLike } from '../errors'

/** A call that came back with errors (or without data). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError'
  /** The errors, as `request` would have returned them. */
  readonly errors: readonly GraphQLErrorLike[]
  /** The first error's code, or 'E_3'. */
  readonly code: string
  /** The answer's X-Trace-Id, for error reports. */
  readonly traceId: string | null

  constructor(errors: readonly GraphQLErrorLike[], traceId: string | null) {
    const code = errors.length > 0 ? errorCode(errors[0]) : DEFAULT_ERROR_CODE
    super(errorMessage(code, paramsOf(errors[0])))
    this.errors = errors
    this.code = code
    this.traceId = traceId
  }
}

const paramsOf = (error: GraphQLErrorLike | undefined) => {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(error?.extensions ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value
  }
  return params
}

/** Whether a value is an {@link ApiRequestError}. */
export const isApiRequestError = (value: unknown): value is ApiRequestError =>
  value instanceof ApiRequestError
