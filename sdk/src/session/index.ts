// Public surface of session/: the Cookies, Storage, SessionStore and Session services.

export type {
  CookieOptions,
  CookieStore,
  RequestCookiesOptions,
  ResponseCookieStore,
} from './Cookies'
export * as Cookies from './Cookies'
export { documentCookies, memoryCookies, requestCookies } from './Cookies'
export type {
  AccessTokens,
  EmployeeProfile,
  LogoutResult,
  SessionOptions,
  SignInTokens,
} from './Session'
export * as Session from './Session'
export { CART_ID_KEY, FAVORITES_KEY } from './Session'
export type {
  AuthTokens,
  SessionEvent,
  SessionEventType,
  SessionState,
  SessionStoreOptions,
  TokenKind,
} from './SessionStore'
export * as SessionStore from './SessionStore'
export { SESSION_CHANNEL, TOKEN_COOKIES, TOKEN_MAX_AGE } from './SessionStore'
export type { KeyValueStorage } from './Storage'
export * as Storage from './Storage'
export { localStorageOrMemory, memoryStorage } from './Storage'
