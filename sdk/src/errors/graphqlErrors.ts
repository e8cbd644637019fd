// Reading the errors list of a GraphQL answer: which code an error has, whether a
// given error is there (by code, and by where in the answer it happened), and which
// message belongs under which form field — and the one text a shopper reads for any failure,
// its placeholders filled and its field named in Russian.

import {
  AUTH_ERROR_CODE,
  DEFAULT_ERROR_MESSAGE,
  errorCode,
  errorField,
  errorParams,
  type GraphQLErrorLike,
} from '../internal/errorCodes'
import { ERROR_MESSAGES, isErrorCode } from './catalogue'
import { fieldLabel } from './fieldLabels'
import { TOASTS } from './toasts'

export type { GraphQLErrorLike } from '../internal/errorCodes'
export { errorCode, errorField, errorParams } from '../internal/errorCodes'

/** An errors list as it arrives: possibly missing. */
export type GraphQLErrors = readonly GraphQLErrorLike[] | null | undefined

/** A path in the answer: segments, or one string with segments joined by '.'. */
export type ErrorPath = string | readonly (string | number)[]

/** One code or any of several. */
export type ErrorCodes = string | readonly string[]

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

const PLACEHOLDER = /%(\w+)%/g
const hasPlaceholder = (text: string) => /%\w+%/.test(text)
// A text a shopper can read: Russian, with no placeholder left in it. Developers' English
// messages ('Date must be YYYY-MM-DD') and raw templates are never shown.
const isReadable = (text: string) => /[А-Яа-яЁё]/.test(text) && !hasPlaceholder(text)
// What is left of a message once an unknown placeholder is taken out.
const tidy = (text: string) => text.replace(/\s+(?=[\s.,]|$)/g, '')

/** A placeholder's value: the field's Russian label in «», any other parameter as it is. */
function placeholderValue(name: string, params: Record<string, string | number>): string | null {
  const value = params[name]
  if (value === undefined || value === '') return null
  if (name !== 'field') return String(value)
  const label = fieldLabel(String(value))
  return label === null ? null : `«${label}»`
}

/**
 * The text to show for one GraphQL error. A catalogue message with placeholders (%field%,
 * %count%, %min_sum%) is filled from the error's parameters, the field by its Russian label;
 * otherwise the server's own message when it is readable Russian, else the catalogue's.
 */
function graphQLErrorMessage(
  error: GraphQLErrorLike,
  extraParams: Record<string, string | number> = {},
): string {
  const code = errorCode(error)
  const params = { ...extraParams, ...errorParams(error) }
  const server = typeof error.message === 'string' ? error.message.trim() : ''
  const template = isErrorCode(code) ? ERROR_MESSAGES[code] : null
  if (template !== null && hasPlaceholder(template)) {
    let missing = false
    const filled = template.replace(PLACEHOLDER, (_, name: string) => {
      const value = placeholderValue(name, params)
      if (value === null) missing = true
      return value ?? ''
    })
    if (!missing) return filled
    // The server may have filled a value the error does not carry; a field it named is
    // still better left out than shown by its English name.
    if (isReadable(server) && params.field === undefined) return server
    return tidy(filled)
  }
  if (isReadable(server)) return server
  return template ?? DEFAULT_ERROR_MESSAGE
}

/** The first GraphQL error a failure carries: its own `errors` list, or itself. */
function firstGraphQLError(error: unknown): GraphQLErrorLike | null {
  if (typeof error !== 'object' || error === null) return null
  const errors = (error as { errors?: unknown }).errors
  if (Array.isArray(errors)) {
    const first: unknown = errors[0]
    return typeof first === 'object' && first !== null ? (first as GraphQLErrorLike) : null
  }
  const candidate = error as { message?: unknown; extensions?: unknown; path?: unknown }
  return typeof candidate.message === 'string' &&
    (candidate.extensions !== undefined || candidate.path !== undefined)
    ? (candidate as GraphQLErrorLike)
    : null
}

/**
 * The one text a shopper reads for a failure, whatever its form: a `StorefrontError` (its
 * first GraphQL error), one GraphQL error, or a plain `Error`.
 * Placeholders are filled from the error (`extensions` and `extensions.params`), a field by
 * its Russian name ({@link FIELD_LABELS}); a message that is not Russian (a network failure,
 * a developer's message) reads 'Повторите попытку позднее'.
 *
 * @example
 * messageOf({ message: '', extensions: { code: 'E_36', params: { field: 'name' } } })
 * // 'Не заполнено поле «Имя»'
 * messageOf(new TypeError('Failed to fetch')) // 'Повторите попытку позднее'
 */
export function messageOf(error: unknown): string {
  const first = firstGraphQLError(error)
  if (first) return graphQLErrorMessage(first)
  const text =
    typeof error === 'string' ? error : error instanceof Error ? error.message.trim() : ''
  return isReadable(text) ? text : TOASTS.retryLater
}

/**
 * The text to show for an error: see {@link messageOf} (the catalogue message filled from
 * the error's parameters, else the server's own Russian message, else the catalogue's).
 *
 * @example
 * errorText({ message: '', extensions: { code: 'E_17', count: 500 } })
 * // 'Найдено более 500 товаров, уточните запрос'
 */
export function errorText(error: GraphQLErrorLike): string {
  return graphQLErrorMessage(error)
}

/**
 * The message to show under a form field: that of the first error naming the field (see
 * {@link errorField}), read as {@link messageOf} reads it; null when the field is fine.
 *
 * @example
 * fieldMessage([{ message: 'Некорректный Email', path: ['updateProfile', 'email'] }], 'email')
 * // 'Некорректный Email'
 * fieldMessage([{ message: '', extensions: { code: 'E_36', params: { field: 'name' } } }], 'name')
 * // 'Не заполнено поле «Имя»'
 */
export function fieldMessage(errors: GraphQLErrors, field: string): string | null {
  const error = (errors ?? []).find((candidate) => errorField(candidate) === field)
  return error ? graphQLErrorMessage(error, { field }) : null
}
