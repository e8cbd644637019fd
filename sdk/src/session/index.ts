// Public surface of session/: the Cookies, Storage, SessionStore and Session services. The
// services' namespaces are for the Effect face; the Promise client imports its makers by name,
// so a bundler keeps only what it uses (issue #18).

export type {
  CookieOptions,
  CookieStore,
  RequestCookiesOptions,
  ResponseCookieStore,
} from './Cookies'
export * as Cookies from './Cookies'
export { defaultCookies, documentCookies, memoryCookies, requestCookies } from './Cookies'
export type {
  AccessTokens,
  EmployeeProfile,
  LogoutResult,
  SessionOptions,
  SessionServices,
  SignInTokens,
} from './Session'
export * as Session from './Session'
export { CART_ID_KEY, FAVORITES_KEY, makeSession } from './Session'
export type {
  AuthTokens,
  ClosableSessionStore,
  SessionEvent,
  SessionEventType,
  SessionState,
  SessionStoreOptions,
  TokenKind,
} from './SessionStore'
export * as SessionStore from './SessionStore'
export { makeSessionStore, SESSION_CHANNEL, TOKEN_COOKIES, TOKEN_MAX_AGE } from './SessionStore'
export type { KeyValueStorage } from './Storage'
export * as Storage from './Storage'
export { localStorageOrMemory, memoryStorage } from './Storage'
