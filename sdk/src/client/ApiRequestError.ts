// The error `requestData` rejected with before 0.3, kept one minor version as a deprecated alias
// of `StorefrontError`: `instanceof ApiRequestError` holds for every StorefrontError, and
// `new ApiRequestError(errors, traceId)` makes one whose reason is the GraphQL errors.
import type { GraphQLErrorLike } from '../errors'
import { GraphQLResponseError, isStorefrontError, StorefrontError } from '../transport'

/**
 * @deprecated Since 0.3: `requestData` rejects with {@link StorefrontError} (same `message`,
 * `code`, `errors` and `traceId`); this alias goes in 0.4.
 */
export class ApiRequestError extends StorefrontError {
  constructor(errors: readonly GraphQLErrorLike[], traceId: string | null) {
    super({ reason: new GraphQLResponseError({ operationName: null, errors }), traceId })
  }
  /** Every StorefrontError counts as one, as every failure of `requestData` did. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isStorefrontError(value)
  }
}

/** @deprecated Since 0.3: use {@link isStorefrontError}; this alias goes in 0.4. */
export const isApiRequestError: (value: unknown) => value is StorefrontError = isStorefrontError
