// Public surface of transport/: the Effect-free request core, the Fetch and Transport services
// and the StorefrontError family.
export type { GraphQLDocument, ResultOf, VariablesOf } from './document'
export * as Fetch from './Fetch'
export type {
  CallFailure,
  CallOutcome,
  DecodeFailure,
  FailureReason,
  GraphQLResponseFailure,
  RefreshRejectedFailure,
  StatusCodeFailure,
  TransportFailure,
} from './failures'
export { failureErrors, isAuthFailure, isAuthStatus, statusMessage } from './failures'
export { GraphQLResponseError } from './GraphQLResponseError'
export { type OperationRequest, operationRequest } from './operationRequest'
export type {
  ExecuteOptions,
  FetchFunction,
  HttpErrorInfo,
  Requester,
  SendOptions,
  TransportOptions,
} from './request'
export { globalFetch, makeRequester } from './request'
export type { StorefrontErrorReason } from './StorefrontError'
export {
  DecodeError,
  RefreshRejectedError,
  StatusCodeError,
  StorefrontError,
  TransportError,
} from './StorefrontError'
export { isStorefrontError } from './storefrontErrorGuard'
export { storefrontErrorOf } from './storefrontErrorOf'
export type { GraphQLResult } from './Transport'
export * as Transport from './Transport'
export { makeTransport } from './Transport'
