// Public surface of client/: the Promise client, its error, and the Effect client service.

export { ApiRequestError, isApiRequestError } from './ApiRequestError'
export type {
  ClientParts,
  RequestArguments,
  RequestOptions,
  RequestResult,
  StorefrontClient,
  StorefrontSession,
} from './createStorefrontClient'
export { createStorefrontClient, storefrontClientOn } from './createStorefrontClient'
export {
  errorCodeOf,
  errorMessageOf,
  fieldErrors,
  graphQLErrorsOf,
  isAbortError,
  isNotFound,
  NOT_FOUND_CODES,
} from './errorReading'
export type { StorefrontClientOptions } from './options'
export type { CallOptions, StorefrontServices } from './Storefront'
export * as Storefront from './Storefront'
export { clockFrom, layer, makeClient } from './Storefront'
export type { StorefrontCoreEffect, StorefrontCoreVerb } from './storefrontCoreEffect'
export { storefrontCoreEffect } from './storefrontCoreEffect'
