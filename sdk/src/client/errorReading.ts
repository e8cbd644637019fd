// Reading any failure a call can end with, by the sdk's guard (never by the shape): a
// StorefrontError (either face), an abort, or anything else (a network failure), which reads as
// the catalogue's default. The catalogue-free readers (code, errors, abort) are failureCode.ts.
import { ERROR_CODES, errorCode, fieldMessage, messageOf } from '../errors'
import {
  type CatalogueReaders,
  failureTextWith,
  fieldErrorsWith,
  graphQLErrorsOf,
} from './failureCode'

/** The catalogue's readers, as this module has them statically. */
const catalogue: CatalogueReaders = { messageOf, fieldMessage }

/**
 * The text to show for a failure (see `messageOf`); an abort reads 'Повторите попытку позднее'.
 * @example
 * showToast(errorMessageOf(error)) // 'Товар закончился' for E_34
 */
export function errorMessageOf(error: unknown): string {
  return failureTextWith(catalogue, error)
}

/** The codes that mean "there is no such thing" (SPEC §8): a page shows 404 for them. */
export const NOT_FOUND_CODES: readonly string[] = [
  ERROR_CODES.PRODUCT_NOT_FOUND,
  ERROR_CODES.CATEGORY_NOT_FOUND,
  ERROR_CODES.REGION_NOT_FOUND,
  ERROR_CODES.ORDER_NOT_FOUND,
  ERROR_CODES.USER_NOT_FOUND,
  ERROR_CODES.CARD_NOT_FOUND,
  ERROR_CODES.FORM_NOT_FOUND,
]

/**
 * Whether a failure says the thing asked for does not exist.
 *
 * @example
 * isNotFound(await client.requestData(ProductDocument, vars).catch((e) => e)) // true for E_20
 */
export function isNotFound(error: unknown): boolean {
  return graphQLErrorsOf(error).some((graphQLError) =>
    NOT_FOUND_CODES.includes(errorCode(graphQLError)),
  )
}

/**
 * The message of each form field a failure names, read as `fieldMessage` reads it; errors
 * without a field are left out (show those with `errorMessageOf`).
 *
 * @example
 * fieldErrors(error) // { email: 'Некорректный Email', name: 'Не заполнено поле «Имя»' }
 */
export function fieldErrors(error: unknown): Record<string, string> {
  return fieldErrorsWith(catalogue, error)
}
