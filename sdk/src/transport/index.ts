// Public surface of transport/: the Fetch and Transport services and the StorefrontError family.

export type { GraphQLDocument, ResultOf, VariablesOf } from './document'
export * as Fetch from './Fetch'
export { globalFetch } from './Fetch'
export { GraphQLResponseError } from './GraphQLResponseError'
export type { StorefrontErrorReason } from './StorefrontError'
export {
  DecodeError,
  RefreshRejectedError,
  StatusCodeError,
  StorefrontError,
  TransportError,
} from './StorefrontError'
export { isStorefrontError } from './storefrontErrorGuard'
export type { ExecuteOptions, GraphQLResult, HttpErrorInfo, TransportOptions } from './Transport'
export * as Transport from './Transport'
export { makeTransport } from './Transport'
