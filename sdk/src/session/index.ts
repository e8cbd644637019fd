// Public surface of session/: the Cookies, Storage, SessionStore and Session services, and the
// Effect-free parts under them (cookie jars, key-value stores, the token jar) that the lazy
// client reads before its runtime arrives (issue #18). The Promise client imports the services'
// makers by name, so a bundler keeps only what it uses.

export * as Cookies from './Cookies'
export type {
  CookieOptions,
  CookieStore,
  RequestCookiesOptions,
  ResponseCookieStore,
} from './cookieJars'
export { defaultCookies, documentCookies, memoryCookies, requestCookies } from './cookieJars'
export type { KeyValueStorage } from './keyValueStorage'
export { localStorageOrMemory, memoryStorage } from './keyValueStorage'
export type { SessionServices } from './Session'
export * as Session from './Session'
export { makeSession } from './Session'
export type { ClosableSessionStore } from './SessionStore'
export * as SessionStore from './SessionStore'
export { makeSessionStore, sessionStoreOn } from './SessionStore'
export * as Storage from './Storage'
export type { AccessTokens, LogoutResult, SessionOptions } from './sessionOptions'
export { REFRESH_LOCKS } from './sessionOptions'
export type {
  AuthTokens,
  EmployeeProfile,
  SessionEvent,
  SessionEventType,
  SessionMode,
  SessionState,
  SessionStoreOptions,
  SignInTokens,
  TokenJar,
  TokenKind,
} from './tokenJar'
export {
  CART_ID_KEY,
  FAVORITES_KEY,
  isAccessTokenExpired,
  isAuthenticatedIn,
  isEmployeeModeIn,
  makeTokenJar,
  SESSION_CHANNEL,
  SESSION_MARKER_COOKIE,
  sessionMarkerOf,
  sessionStateOfMarker,
  signInTo,
  TOKEN_COOKIES,
  TOKEN_MAX_AGE,
} from './tokenJar'
