// @apteka/sdk: the typed client of the pharmacy storefront (Promise face), the generated
// documents and types of the contract, and the shop's pure rules. The Effect form of the
// client is '@apteka/sdk/effect'; msw handlers and fixtures are '@apteka/sdk/testing'; the error
// catalogue and the GraphQL error helpers are '@apteka/sdk/errors' (nothing here may import them:
// the client loads them with the first answer carrying errors).

export * from '#documents'
export * from './analytics'
export type {
  ApiCookieJar,
  CartIdStore,
  RequestArguments,
  RequestOptions,
  RequestResult,
  StorefrontClient,
  StorefrontClientOptions,
  StorefrontSession,
} from './client'
export {
  ApiRequestError,
  apiCookieJar,
  createStorefrontClient,
  errorCodeOf,
  errorMessageOf,
  fieldErrors,
  graphQLErrorsOf,
  isAbortError,
  isApiRequestError,
  isNotFound,
  NOT_FOUND_CODES,
} from './client'
export * from './core'
export * from './generated/graphql'
export type {
  CatalogPageRequest,
  CatalogPageResult,
  JourneyClient,
  PickupOrderInput,
  PickupPoint,
  PlacedPickupOrder,
  ProductPageRequest,
  ProductPageResult,
  SavedOrder,
  SignedInProfile,
  SignInRequest,
  SignInResult,
} from './journey'
export { catalogPage, placePickupOrder, productPage, signIn } from './journey'
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
  SessionMode,
  SessionState,
  SignInTokens,
  TokenKind,
} from './session'
export {
  CART_ID_KEY,
  documentCookies,
  FAVORITES_KEY,
  isAccessTokenExpired,
  localStorageOrMemory,
  memoryCookies,
  memoryStorage,
  requestCookies,
  SESSION_CHANNEL,
  SESSION_MARKER_COOKIE,
  sessionMarkerOf,
  sessionStateOfMarker,
  TOKEN_COOKIES,
  TOKEN_MAX_AGE,
} from './session'
export type {
  GraphQLDocument,
  HttpErrorInfo,
  ResultOf,
  StorefrontErrorReason,
  VariablesOf,
} from './transport'
export {
  DecodeError,
  isStorefrontError,
  RefreshRejectedError,
  StatusCodeError,
  StorefrontError,
  TransportError,
} from './transport'
