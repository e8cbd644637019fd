// Public surface of client/: the Promise client and its boundary, the wiring every face shares,
// error reading, and the Effect client service.

export { ApiRequestError, isApiRequestError } from './ApiRequestError'
export type { ApiCookieJar } from './apiCookieJar'
export { apiCookieJar } from './apiCookieJar'
export type { CartIdStore, ClientParts } from './clientParts'
export { cartIdIn, clientParts, clientStores, sessionReadsOn, tabSyncOf } from './clientParts'
export type {
  RequestArguments,
  RequestOptions,
  RequestResult,
  StorefrontClient,
  StorefrontSession,
} from './createStorefrontClient'
export { createStorefrontClient, storefrontClientOn } from './createStorefrontClient'
export { errorMessageOf, fieldErrors, isNotFound, NOT_FOUND_CODES } from './errorReading'
export type { CatalogueReaders } from './failureCode'
export {
  errorCodeOf,
  failureTextWith,
  fieldErrorsWith,
  graphQLErrorsOf,
  isAbortError,
} from './failureCode'
export type { StorefrontClientOptions } from './options'
export { runStorefront } from './runStorefront'
export type { CallOptions, StorefrontCall, StorefrontServices } from './Storefront'
export * as Storefront from './Storefront'
export { clockFrom, layer, makeClient } from './Storefront'
