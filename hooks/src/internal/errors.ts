// Reading the errors hooks catch: the sdk's ApiRequestError carries the GraphQL errors and
// their code; anything else (a network failure) is shown with the default texts.
import type { GraphQLErrorLike } from '@apteka/sdk'
import { DEFAULT_ERROR_CODE, messageOf, TOASTS } from '@apteka/sdk'

/** The GraphQL errors an error carries (an ApiRequestError's `errors`), or none. */
export function graphQLErrorsOf(error: unknown): readonly GraphQLErrorLike[] {
  if (typeof error !== 'object' || error === null) return []
  const errors = (error as { errors?: unknown }).errors
  return Array.isArray(errors) ? (errors as GraphQLErrorLike[]) : []
}

/** The E_… code of an error: its own `code`, else its first GraphQL error's; 'E_3' otherwise. */
export function errorCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && code.startsWith('E_')) return code
    const first = graphQLErrorsOf(error)[0]
    const nested = first?.extensions?.code
    if (typeof nested === 'string' && nested !== '') return nested
  }
  return DEFAULT_ERROR_CODE
}

/** The text to show for an error (the sdk's messageOf: placeholders filled, fields in Russian). */
export function errorMessageOf(error: unknown): string {
  if (isAbortError(error)) return TOASTS.retryLater
  return messageOf(error)
}

/** Whether an error is an abort (a cancelled request), which nobody needs to see. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'AbortError' ||
      (error as { name?: unknown }).name === 'CancelledError')
  )
}
