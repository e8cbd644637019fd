// The error `requestData` rejects with: the call's GraphQL errors (SPEC §8 form), the code of
// the first one, and the shopper-facing message of that error (placeholders filled).
import {
  DEFAULT_ERROR_CODE,
  DEFAULT_ERROR_MESSAGE,
  errorCode,
  errorText,
  type GraphQLErrorLike,
} from '../errors'

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
    super(errors[0] ? errorText(errors[0]) : DEFAULT_ERROR_MESSAGE)
    this.errors = errors
    this.code = code
    this.traceId = traceId
  }
}

/** Whether a value is an {@link ApiRequestError}. */
export const isApiRequestError = (value: unknown): value is ApiRequestError =>
  value instanceof ApiRequestError
