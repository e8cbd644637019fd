// Reading what a failure is — its GraphQL errors, its code, whether it was an abort — without the
// Russian error catalogue: a page reads these on its first paint, and the catalogue's texts
// (errorReading.ts) arrive with the first failure that needs them (issue #36).
import {
  DEFAULT_ERROR_CODE,
  errorCode,
  errorField,
  type GraphQLErrorLike,
  RETRY_LATER_MESSAGE,
} from '../internal/errorCodes'
import { isStorefrontError } from '../transport'

/**
 * The GraphQL errors a failure carries (a StorefrontError's), or none.
 * @example
 * const [first] = graphQLErrorsOf(error) // the first SPEC §8 error, with its path
 */
export function graphQLErrorsOf(error: unknown): readonly GraphQLErrorLike[] {
  if (isStorefrontError(error)) return error.errors
  return []
}

/**
 * The E_… code of a failure: its first GraphQL error's; 'E_3' otherwise.
 * @example
 * if (errorCodeOf(error) === 'E_29') showMinimumSum()
 */
export function errorCodeOf(error: unknown): string {
  const first = graphQLErrorsOf(error)[0]
  return first ? errorCode(first) : DEFAULT_ERROR_CODE
}

/**
 * Whether a failure is an abort (a cancelled request), which nobody needs to see.
 * @example
 * if (!isAbortError(error)) showToast(errorMessageOf(error))
 */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof Error || error instanceof DOMException) &&
    (error.name === 'AbortError' || error.name === 'CancelledError')
  )
}

/**
 * The two catalogue readers a failure's texts are made of: the sdk's own (errorReading.ts), or
 * the catalogue loaded with the first failure shown (core/failureMessage.ts).
 */
export interface CatalogueReaders {
  messageOf(error: unknown): string
  fieldMessage(errors: readonly GraphQLErrorLike[], field: string): string | null
}

/**
 * A failure's text by `readers`: an abort reads 'Повторите попытку позднее'.
 * @example
 * failureTextWith({ messageOf, fieldMessage }, error) // 'Товар закончился' for E_34
 */
export function failureTextWith(readers: CatalogueReaders, error: unknown): string {
  return isAbortError(error) ? RETRY_LATER_MESSAGE : readers.messageOf(error)
}

/**
 * The text of each form field a failure names, by `readers` (errors without a field left out).
 * @example
 * fieldErrorsWith({ messageOf, fieldMessage }, error) // { email: 'Некорректный Email' }
 */
export function fieldErrorsWith(readers: CatalogueReaders, error: unknown): Record<string, string> {
  const errors = graphQLErrorsOf(error)
  const messages: Record<string, string> = {}
  for (const graphQLError of errors) {
    const field = errorField(graphQLError)
    if (field === undefined || field in messages) continue
    messages[field] = readers.fieldMessage(errors, field) ?? failureTextWith(readers, error)
  }
  return messages
}
