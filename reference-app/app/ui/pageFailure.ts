// Whether a page's own data failed so that it answers 404 or the error page. Read on a listing's
// and a product's first paint, so it holds codes only: the error catalogue's texts (ui/errors.ts,
// the sdk's messageOf) load with the first failure that is shown (#36). `isNotFound` is narrower
// than the sdk's own: a page answers 404 only for the product or category its address names,
// never for a region or order not-found met on the way (a region comes from a cookie too, and
// would turn a good address into a 404).
import { isStorefrontError } from '@apteka/sdk'

/**
 * SPEC §8's codes of an unknown category and product (the sdk's ERROR_CODES.CATEGORY_NOT_FOUND
 * and PRODUCT_NOT_FOUND, which live beside the catalogue's texts: pageFailure.test.ts holds them
 * equal).
 */
export const ADDRESS_NOT_FOUND_CODES: ReadonlySet<string> = new Set(['E_270', 'E_20'])

/** True when a request failed because what it asked for does not exist (an unknown category or product). */
export function isNotFound(error: unknown): boolean {
  return isStorefrontError(error) && ADDRESS_NOT_FOUND_CODES.has(error.code)
}

/** The sdk's default code, E_3 (DEFAULT_ERROR_CODE of '@apteka/sdk/errors'; the test holds them equal). */
export const API_FAILURE_CODE = 'E_3'

/**
 * Whether a failed call means the API itself failed (no answer, a 5xx, an internal error: the
 * sdk reports all of them as E_3, its default code) rather than an answer about the request. A
 * page whose own data failed so shows the error page (503 on the server).
 */
export function isApiFailure(error: unknown): boolean {
  return !isStorefrontError(error) || error.code === API_FAILURE_CODE
}
