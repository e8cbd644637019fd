// @apteka/sdk: the typed client of the pharmacy storefront (Promise face), the generated
// documents and types of the contract, and the shop's pure rules. The Effect form of the
// client is '@apteka/sdk/effect'; msw handlers and fixtures are '@apteka/sdk/testing'.

export type {
  RequestArguments,
  RequestOptions,
  RequestResult,
  StorefrontClient,
  StorefrontClientOptions,
  StorefrontSession,
} from './client'
export { ApiRequestError, createStorefrontClient, isApiRequestError } from './client'
export * from './generated/graphql'
export * from './rules'
export type {
  AuthTokens,
  CookieOptions,
  CookieStore,
  EmployeeProfile,
  KeyValueStorage,
  LogoutResult,
  RequestCookiesOptions,
  ResponseCookieStore,
  SessionEvent,
  SessionEventType,
  SessionState,
  SignInTokens,
  TokenKind,
} from './session'
export { documentCookies, memoryCookies, requestCookies } from './session/Cookies'
export { CART_ID_KEY, FAVORITES_KEY } from './session/Session'
export { SESSION_CHANNEL, TOKEN_COOKIES, TOKEN_MAX_AGE } from './session/SessionStore'
export { localStorageOrMemory, memoryStorage } from './session/Storage'
export type { GraphQLDocument, HttpErrorInfo, ResultOf, VariablesOf } from './transport'
