// @apteka/sdk/errors: the Russian error catalogue of SPEC §8, the helpers that read GraphQL errors
// and `GraphQLResponseError`, the reason that carries them. A subpath of its own so that nothing the
// client's index reaches imports the catalogue: the transport loads it with the first answer that
// carries errors, and esbuild would otherwise put it in every page's first load (issue #36).

// The list is named here as in errors/index.ts, not `export * from './errors'`: esbuild bundling
// these sources without code splitting (the reference-api's server) initialises a lazily loaded
// module only for named imports, and behind the star every ERROR_CODES of the server was
// undefined (test/build.test.ts); errors/index.ts keeps its own named list because the
// storefront's import rewriting (vite.directImports.ts) reads names, not stars, to leave the
// catalogue's texts out of the first load (test/firstLoad.test.ts).
export type {
  ErrorCode,
  ErrorCodes,
  ErrorPath,
  GraphQLErrorLike,
  GraphQLErrors,
} from './errors'
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
