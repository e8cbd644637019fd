// @apteka/sdk/effect: the client in Effect form. Services (Fetch, Cookies, Storage,
// SessionStore, Session, Transport, Storefront) each with `make` and `layer`; `layer(options)`
// wires them all from the options of `createStorefrontClient`; `makeClient` builds the client
// from whatever services you provide (tests swap in memory cookies, a recording fetch, a
// fixed clock). Failures are `StorefrontError`s with a `reason`.

export type {
  CallOptions,
  StorefrontClientOptions,
  StorefrontCoreEffect,
  StorefrontCoreVerb,
  StorefrontServices,
} from './client'
export { clockFrom, layer, makeClient, Storefront, storefrontCoreEffect } from './client'
export type {
  AccessTokens,
  AuthTokens,
  CookieOptions,
  CookieStore,
  EmployeeProfile,
  KeyValueStorage,
  LogoutResult,
  SessionCore,
  SessionEvent,
  SessionEventType,
  SessionOptions,
  SessionState,
  SessionStoreOptions,
  SignInTokens,
  TokenJar,
  TokenKind,
  TokensOutcome,
} from './session'
export { Cookies, Session, SessionStore, Storage } from './session'
export type {
  CallFailure,
  DecodeFailure,
  ExecuteOptions,
  FailureReason,
  FetchFunction,
  GraphQLDocument,
  GraphQLResponseFailure,
  GraphQLResult,
  HttpErrorInfo,
  RefreshRejectedFailure,
  ResultOf,
  StatusCodeFailure,
  StorefrontErrorReason,
  TransportFailure,
  TransportOptions,
  VariablesOf,
} from './transport'
export {
  DecodeError,
  Fetch,
  GraphQLResponseError,
  isStorefrontError,
  RefreshRejectedError,
  StatusCodeError,
  StorefrontError,
  Transport,
  TransportError,
} from './transport'
