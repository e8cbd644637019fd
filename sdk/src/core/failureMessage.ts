// The shopper's text for a failure, read by the error catalogue (SPEC §8). The catalogue's
// Russian texts are loaded with the first failure that needs them, not with a page's first paint
// (issue #36: about 2.5 kB gzip of every first load); a page whose calls succeed never loads them.
import { failureTextWith, fieldErrorsWith } from '../client'
import { type GraphQLErrorLike, TOASTS } from '../errors'

/** The catalogue's readers (failureTexts.ts, which loadFailureTexts checks against this). */
export interface FailureTexts {
  /** A failure's text for the shopper: 'Товар закончился' for E_34. */
  errorMessageOf(error: unknown): string
  /** One GraphQL error's text. */
  errorText(error: GraphQLErrorLike): string
  /** The texts of the form fields a failure names, by field. */
  fieldErrors(error: unknown): Record<string, string>
}

/** The readers when the catalogue itself cannot be loaded (offline, a deploy in between). */
const unreadable: FailureTexts = {
  errorMessageOf: () => TOASTS.retryLater,
  errorText: () => TOASTS.retryLater,
  fieldErrors: () => ({}),
}

/**
 * Loads the catalogue's readers (once: the module system keeps the module); never rejects.
 *
 * @example
 * const { fieldErrors } = await loadFailureTexts()
 * fieldErrors(error) // { email: 'Некорректный Email' }
 */
export function loadFailureTexts(): Promise<FailureTexts> {
  return import('./failureTexts').then(
    (texts): FailureTexts => ({
      errorMessageOf: (error) => failureTextWith(texts, error),
      errorText: texts.errorText,
      fieldErrors: (error) => fieldErrorsWith(texts, error),
    }),
    () => unreadable,
  )
}

/**
 * The text to show for a failure (`errorMessageOf`, with the catalogue loaded on demand).
 *
 * @example
 * showErrorToast(state, TOASTS.error, await failureMessageOf(error)) // 'Товар закончился' for E_34
 */
export async function failureMessageOf(error: unknown): Promise<string> {
  return (await loadFailureTexts()).errorMessageOf(error)
}
