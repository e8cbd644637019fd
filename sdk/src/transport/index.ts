// Public surface of transport/: the request's options and headers, the Fetch and Transport
// services, and the one error, StorefrontError, with its reasons.
export type { GraphQLDocument, ResultOf, VariablesOf } from './document'
export * as Fetch from './Fetch'
export { GraphQLResponseError } from './GraphQLResponseError'
export { type OperationRequest, operationRequest } from './operationRequest'
export type { ExecuteOptions, FetchFunction, HttpErrorInfo, TransportOptions } from './request'
export { globalFetch } from './request'
export type { StorefrontErrorReason } from './StorefrontError'
export {
  DecodeError,
  isAuthStatus,
  RefreshRejectedError,
  StatusCodeError,
  StorefrontError,
  statusMessage,
  TransportError,
} from './StorefrontError'
export { isStorefrontError } from './storefrontErrorGuard'
export type { GraphQLResult } from './Transport'
export * as Transport from './Transport'
export { makeTransport } from './Transport'
