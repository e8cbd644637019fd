// Free-text inputs as the API accepts them: control characters removed, trimmed, and no longer
// than the sdk's INPUT_LIMITS for their kind (the limits the browser's fields have too). A longer
// text is refused with E_36 naming the field, with the field's message ('Максимум 64 символа').
import { ERROR_CODES } from '@apteka/sdk/errors'
import { cleanInput, INPUT_LIMITS, type InputKind } from '@apteka/sdk/rules'
import { GraphQLError } from 'graphql'

export { INPUT_LIMITS, type InputKind }

/** E_36 for a field whose text is too long: the field's own message, the field and the limit. */
export function tooLongError(field: string, kind: InputKind, message: string): GraphQLError {
  const params = { field, max: INPUT_LIMITS[kind] }
  return new GraphQLError(message, {
    extensions: { code: ERROR_CODES.FIELD_NOT_FILLED, field, params },
  })
}

/**
 * The cleaned text of a free-text input (control characters out, trimmed); E_36 for `field` when
 * it is longer than its kind allows.
 *
 * @example
 * limitedText(message, 'review', 'message')
 */
export function limitedText(value: string, kind: InputKind, field: string): string {
  const { text, error } = cleanInput(value, kind)
  if (error) throw tooLongError(field, kind, error)
  return text
}

/**
 * {@link limitedText} for an optional input: undefined (not sent) and null (cleared) pass through
 * unchanged, so an update can still tell "leave it" from "clear it".
 */
export function limitedOptionalText<T extends string | null | undefined>(
  value: T,
  kind: InputKind,
  field: string,
): string | Exclude<T, string> {
  if (value === null || value === undefined) return value as Exclude<T, string>
  return limitedText(value, kind, field)
}

/** The name fields of a new customer (registerClient, registerClientByOperator). */
export interface NewCustomerNames {
  name: string
  surname?: string | null
  patronymic?: string | null
  email?: string | null
}

/**
 * The name fields of a registration, cleaned and within their limits (name parts 64, e-mail 128);
 * E_36 naming the first field that is too long. Format rules (letters only, a real e-mail) stay
 * with the caller.
 *
 * @example
 * const names = limitedCustomerNames(data) // then validate and store names.name, names.surname…
 */
export function limitedCustomerNames<T extends NewCustomerNames>(data: T): T {
  return {
    ...data,
    name: limitedText(data.name, 'personName', 'name'),
    surname: limitedOptionalText(data.surname, 'personName', 'surname'),
    patronymic: limitedOptionalText(data.patronymic, 'personName', 'patronymic'),
    email: limitedOptionalText(data.email, 'email', 'email'),
  }
}
