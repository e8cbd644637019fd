// The name fields of the registration form (SPEC §5): checked in the browser before the
// register call, by the same rules the fields show under them.
import { TEXT_MAX_LENGTH, TEXT_MIN_LENGTH, validateName } from './textField'

/** The person's names a new customer gives. */
export interface RegistrationNames {
  readonly name: string
  readonly surname?: string | null
  readonly patronymic?: string | null
}

/** The message under each field that is not right; a field that is fine is absent. */
export type RegistrationNameErrors = Partial<Record<keyof RegistrationNames, string>>

// A name part: letters (parts joined by a hyphen or a space), 3 to 64 characters.
const NAME_PART = { minLength: TEXT_MIN_LENGTH, maxLength: TEXT_MAX_LENGTH } as const

/**
 * The registration form's name fields: the name is required; the name, surname and
 * patronymic are letters only ('Недопустимые символы'), 3 to 64 characters. An empty
 * object means the form may be sent.
 *
 * @example
 * validateRegistrationNames({ name: 'Ив' }) // { name: 'Минимум 3 символа' }
 * validateRegistrationNames({ name: 'Ив@н', surname: 'Петров' }) // { name: 'Недопустимые символы' }
 * validateRegistrationNames({ name: 'Иван', surname: '' }) // {}
 */
export function validateRegistrationNames(names: RegistrationNames): RegistrationNameErrors {
  const errors: RegistrationNameErrors = {}
  const name = validateName(names.name, { ...NAME_PART, required: true })
  if (name) errors.name = name
  for (const field of ['surname', 'patronymic'] as const) {
    const message = validateName(names[field] ?? '', NAME_PART)
    if (message) errors[field] = message
  }
  return errors
}
