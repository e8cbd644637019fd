// Public surface of errors/: the error catalogue of SPEC §8 and the helpers that read errors.

export type { ErrorCode } from './catalogue'
export {
  AUTH_ERROR_CODE,
  DEFAULT_ERROR_CODE,
  DEFAULT_ERROR_MESSAGE,
  ERROR_CODES,
  ERROR_MESSAGES,
  errorMessage,
  isErrorCode,
} from './catalogue'
export { FIELD_LABELS, fieldLabel } from './fieldLabels'
export type { ErrorCodes, ErrorPath, GraphQLErrorLike, GraphQLErrors } from './graphqlErrors'
export {
  errorCode,
  errorField,
  errorParams,
  errorsByPath,
  errorText,
  fieldMessage,
  filterErrors,
  findError,
  hasError,
  isAuthError,
  isErrorAt,
  messageOf,
} from './graphqlErrors'
export { regionResolveError, STATUS_CODES, TOASTS } from './toasts'
