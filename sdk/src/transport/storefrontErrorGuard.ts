// The guard of the client's one failure, free of Effect: a page reads its errors (errorReading)
// long before the client's runtime, where StorefrontError's class lives, has arrived (issue #18).
import { STOREFRONT_ERROR_MARK } from '../internal/storefrontErrorMark'
import type { StorefrontError } from './StorefrontError'

/**
 * Whether a value is a {@link StorefrontError}.
 * @example
 * if (isStorefrontError(error) && error.reason._tag === 'GraphQLResponseError') console.info(error.code)
 */
export const isStorefrontError = (value: unknown): value is StorefrontError =>
  typeof value === 'object' && value !== null && STOREFRONT_ERROR_MARK in value
