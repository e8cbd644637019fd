// @apteka/sdk/effect: the client in Effect form. Services (Fetch, Cookies, Storage,
// SessionStore, Session, Transport, Storefront) each with `make` and `layer`; `layer(options)`
// wires them all from the options of `createStorefrontClient`; `makeClient` builds the client
// from whatever services you provide (tests swap in memory cookies, a recording fetch, a
// fixed clock). Failures are `StorefrontError`s with a `reason`.
import type { StorefrontErrorReason } from './transport'

export type {
  CallOptions,
  StorefrontCall,
  StorefrontClientOptions,
  StorefrontServices,
} from './client'
export { clockFrom, layer, makeClient, runStorefront, Storefront } from './client'
export type { JourneyEffect, StorefrontCoreEffect, StorefrontCoreVerb } from './coreEffect'
export { journeyEffect, storefrontCoreEffect } from './coreEffect'
export type {
  AccessTokens,
  AuthTokens,
  CookieOptions,
  CookieStore,
  EmployeeProfile,
  KeyValueStorage,
  LogoutResult,
  SessionEvent,
  SessionEventType,
  SessionOptions,
  SessionState,
  SessionStoreOptions,
  SignInTokens,
  TokenJar,
  TokenKind,
} from './session'
export { Cookies, Session, SessionStore, Storage } from './session'
export type {
  ExecuteOptions,
  FetchFunction,
  GraphQLDocument,
  GraphQLResult,
  HttpErrorInfo,
  ResultOf,
  StorefrontErrorReason,
  TransportOptions,
  VariablesOf,
} from './transport'

/** @deprecated Since 0.3: the reason of a `StorefrontError` is its one form; goes in 0.4. */
export type FailureReason = StorefrontErrorReason
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
