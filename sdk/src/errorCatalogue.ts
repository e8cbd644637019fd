// @apteka/sdk/errors: the Russian error catalogue of SPEC §8, the helpers that read GraphQL errors
// and `GraphQLResponseError`, the reason that carries them. A subpath of its own so that nothing the
// client's index reaches imports the catalogue: the transport loads it with the first answer that
// carries errors, and esbuild would otherwise put it in every page's first load (issue #36).

export type { ErrorCode, ErrorCodes, ErrorPath, GraphQLErrorLike, GraphQLErrors } from './errors'
export {
  AUTH_ERROR_CODE,
  DEFAULT_ERROR_CODE,
  DEFAULT_ERROR_MESSAGE,
  ERROR_CODES,
  ERROR_MESSAGES,
  errorCode,
  errorField,
  errorMessage,
  errorParams,
  errorsByPath,
  errorText,
  FIELD_LABELS,
  fieldLabel,
  fieldMessage,
  filterErrors,
  findError,
  hasError,
  isAuthError,
  isErrorAt,
  isErrorCode,
  messageOf,
  regionResolveError,
  STATUS_CODES,
  TOASTS,
} from './errors'
export { GraphQLResponseError } from './transport'
