// Reading the errors list of a GraphQL answer: which code an error has, whether a
// given error is there (by code, and by where in the answer it happened), and which
// message belongs under which form field.
import { AUTH_ERROR_CODE, DEFAULT_ERROR_CODE, errorMessage } from './catalogue'

/** An entry of a GraphQL errors list, as far as the shop reads it. */
export interface GraphQLErrorLike {
  readonly message: string
  /** Where in the answer the error happened: ['updateProfile', 'email']. */
  readonly path?: readonly (string | number)[]
  /** `code` (E_…), and for field errors `field` plus any message parameters. */
  readonly extensions?: Readonly<Record<string, unknown>>
}

/** An errors list as it arrives: possibly missing. */
export type GraphQLErrors = readonly GraphQLErrorLike[] | null | undefined

/** A path in the answer: segments, or one string with segments joined by '.'. */
export type ErrorPath = string | readonly (string | number)[]

/** One code or any of several. */
export type ErrorCodes = string | readonly string[]

/**
 * The error's `extensions.code`, or 'E_3' when it has none. Accepts anything, since
 * errors come from the network.
 *
 * @example
 * errorCode({ message: 'x', extensions: { code: 'E_29' } }) // 'E_29'
 * errorCode(new Error('offline')) // 'E_3'
 */
export function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return DEFAULT_ERROR_CODE
  const extensions = (error as { extensions?: unknown }).extensions
  if (typeof extensions !== 'object' || extensions === null) return DEFAULT_ERROR_CODE
  const code = (extensions as { code?: unknown }).code
  return typeof code === 'string' && code !== '' ? code : DEFAULT_ERROR_CODE
}

/**
 * Whether the error is the auth error that clears the session (E_12).
 *
 * @example
 * isAuthError({ message: '', extensions: { code: 'E_12' } }) // true
 */
export function isAuthError(error: unknown): boolean {
  return errorCode(error) === AUTH_ERROR_CODE
}

const segmentsOf = (path: ErrorPath) =>
  (typeof path === 'string' ? path.split('.').filter(Boolean) : path).map(String)

/**
 * Whether the error happened at `path` or inside it: `'updateProfile'` matches
 * ['updateProfile', 'email'], and so does `'updateProfile.email'`.
 *
 * @example
 * isErrorAt({ message: '', path: ['cart', 'items', 0] }, 'cart.items') // true
 */
export function isErrorAt(error: GraphQLErrorLike, path: ErrorPath): boolean {
  const wanted = segmentsOf(path)
  const actual = (error.path ?? []).map(String)
  return (
    wanted.length <= actual.length && wanted.every((segment, index) => actual[index] === segment)
  )
}

const hasCode = (error: GraphQLErrorLike, codes: ErrorCodes) =>
  typeof codes === 'string' ? errorCode(error) === codes : codes.includes(errorCode(error))

/**
 * The errors with the code, or any of the codes.
 *
 * @example
 * filterErrors(errors, ['E_34', 'E_110']) // the stock and cart-changed errors
 */
export function filterErrors(errors: GraphQLErrors, codes: ErrorCodes): GraphQLErrorLike[] {
  return (errors ?? []).filter((error) => hasCode(error, codes))
}

/**
 * The first error with the code (and, when given, at or inside `path`).
 *
 * @example
 * findError(errors, 'E_29', 'saveOrder')?.message
 */
export function findError(
  errors: GraphQLErrors,
  code: ErrorCodes,
  path?: ErrorPath,
): GraphQLErrorLike | undefined {
  return (errors ?? []).find(
    (error) => hasCode(error, code) && (path === undefined || isErrorAt(error, path)),
  )
}

/**
 * Whether an error with the code (and, when given, at or inside `path`) is in the list.
 *
 * @example
 * hasError(errors, 'E_12') // true when the session is gone
 */
export function hasError(errors: GraphQLErrors, code: ErrorCodes, path?: ErrorPath): boolean {
  return findError(errors, code, path) !== undefined
}

/**
 * The errors at or inside `path`, whatever their code.
 *
 * @example
 * errorsByPath(errors, 'updateProfile') // every error of the profile update
 */
export function errorsByPath(errors: GraphQLErrors, path: ErrorPath): GraphQLErrorLike[] {
  return (errors ?? []).filter((error) => isErrorAt(error, path))
}

/**
 * The string and number entries of `extensions`, which fill a message's placeholders.
 *
 * @example
 * errorParams({ message: '', extensions: { code: 'E_17', count: 500 } }) // { code: 'E_17', count: 500 }
 */
export function errorParams(error: GraphQLErrorLike): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(error.extensions ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value
  }
  return params
}

/**
 * The text to show for an error: the server's own message when it sent one, else the
 * catalogue message of its code with the parameters from `extensions`.
 *
 * @example
 * errorText({ message: '', extensions: { code: 'E_17', count: 500 } })
 * // 'Найдено более 500 товаров, уточните запрос'
 */
export function errorText(error: GraphQLErrorLike): string {
  if (error.message.trim()) return error.message
  return errorMessage(errorCode(error), errorParams(error))
}

/** The form field an error belongs to: `extensions.field`, else the last path segment. */
function fieldOf(error: GraphQLErrorLike): string | undefined {
  const field = error.extensions?.field
  if (typeof field === 'string' && field !== '') return field
  const last = error.path?.[error.path.length - 1]
  return typeof last === 'string' ? last : undefined
}

/**
 * The message to show under a form field: that of the first error naming the field in
 * `extensions.field` or as the last segment of its path; null when the field is fine.
 *
 * @example
 * fieldMessage([{ message: 'Некорректный Email', path: ['updateProfile', 'email'] }], 'email')
 * // 'Некорректный Email'
 */
export function fieldMessage(errors: GraphQLErrors, field: string): string | null {
  const error = (errors ?? []).find((candidate) => fieldOf(candidate) === field)
  if (!error) return null
  if (error.message.trim()) return error.message
  return errorMessage(errorCode(error), { field, ...errorParams(error) })
}
