// What a shopper reads of a failure, and whether a failure means "not found"; the text is the
// sdk's `messageOf`. `isNotFound` is narrower than the sdk's own: a page answers 404 only for the
// product or category its address names, never for a region or order not-found met on the way
// (a region comes from a cookie too, and would turn a good address into a 404).
import { isStorefrontError } from '@apteka/sdk'
import { ERROR_CODES, type ErrorCode, messageOf } from '@apteka/sdk/errors'

/** The error's text for the shopper (SPEC §8 messages via the sdk), or null when there is none. */
export function errorText(error: unknown): string | null {
  return error ? messageOf(error) : null
}

// The codes that mean the thing an address names does not exist (SPEC §8).
const NOT_FOUND: ReadonlySet<ErrorCode> = new Set([
  ERROR_CODES.CATEGORY_NOT_FOUND,
  ERROR_CODES.PRODUCT_NOT_FOUND,
])

/** True when a request failed because what it asked for does not exist (an unknown category or product). */
export function isNotFound(error: unknown): boolean {
  return isStorefrontError(error) && (NOT_FOUND as ReadonlySet<string>).has(error.code)
}

/**
 * Whether a failed call means the API itself failed (no answer, a 5xx, an internal error: the
 * sdk reports all of them as E_3) rather than an answer about the request. A page whose own data
 * failed so shows the error page (503 on the server).
 */
export function isApiFailure(error: unknown): boolean {
  return !isStorefrontError(error) || error.code === ERROR_CODES.GENERIC
}
