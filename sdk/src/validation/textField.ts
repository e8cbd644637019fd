// Rules of the shop's text fields (names, comments, e-mail): each returns the message the
// field shows under it, or null when the value is fine. Messages are spelled as in SPEC §5.
import { plural } from '../format'

/** The messages of SPEC §5, exactly as the fields show them. */
export const VALIDATION_MESSAGES = {
  required: 'Поле обязательное',
  pattern: 'Поле может содержать буквы, цифры и тире',
  invalidCharacters: 'Недопустимые символы',
  invalidDate: 'Некорректная дата',
  invalidEmail: 'Некорректный Email',
} as const

/** Shortest text a length-checked field accepts. */
export const TEXT_MIN_LENGTH = 3

/** Longest text of a short field (a name part). */
export const TEXT_MAX_LENGTH = 64

/** Longest text of a long field (an address comment, an e-mail). */
export const TEXT_MAX_LENGTH_LONG = 128

/** Longest text the general text pattern allows. */
export const TEXT_PATTERN_MAX_LENGTH = 100

/**
 * The whole text rule of SPEC §5 in one expression, for form libraries: Russian or
 * Latin letters, digits, hyphen and spaces, 0 to 100 characters. Spaces are allowed so
 * that 'Анна Мария' or 'ул Ленина 5' pass like 'Анна-Мария'.
 */
export const TEXT_FIELD_PATTERN = /^[A-Za-zА-Яа-яЁё0-9\- ]{0,100}$/

// The same characters without the length, which is checked apart to give its own message.
const TEXT_FIELD_CHARACTERS = /^[A-Za-zА-Яа-яЁё0-9\- ]*$/

/** A person's name: Russian or Latin letters, with hyphen and spaces between parts. */
export const NAME_PATTERN = /^[A-Za-zА-Яа-яЁё]+(?:[- ][A-Za-zА-Яа-яЁё]+)*$/

// Pragmatic, not RFC 5322: one '@', no spaces, and a domain with a dot; Cyrillic
// domains such as 'почта.рф' pass.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** Options of a text-field rule. */
export interface TextFieldOptions {
  /** An empty (or all-space) value is an error. Default: false. */
  readonly required?: boolean
  /** Fewest characters of a non-empty value. Default: no minimum. */
  readonly minLength?: number
  /** Most characters. Default: {@link TEXT_PATTERN_MAX_LENGTH} (100). */
  readonly maxLength?: number
}

const SYMBOLS: readonly [string, string, string] = ['символ', 'символа', 'символов']

/**
 * The message for a value shorter than `min`. SPEC §5 gives the limit but no wording.
 *
 * @example
 * tooShortMessage(3) // 'Минимум 3 символа'
 */
export function tooShortMessage(min: number): string {
  return `Минимум ${min} ${plural(min, SYMBOLS)}`
}

/**
 * The message for a value longer than `max`. SPEC §5 gives the limit but no wording.
 *
 * @example
 * tooLongMessage(64) // 'Максимум 64 символа'
 */
export function tooLongMessage(max: number): string {
  return `Максимум ${max} ${plural(max, SYMBOLS)}`
}

/**
 * 'Поле обязательное' for an empty or all-space value, otherwise null.
 *
 * @example
 * validateRequired('  ') // 'Поле обязательное'
 */
export function validateRequired(value: string | null | undefined): string | null {
  return value?.trim() ? null : VALIDATION_MESSAGES.required
}

function checkLength(value: string, options: TextFieldOptions): string | null {
  const length = Array.from(value).length
  if (options.minLength !== undefined && length < options.minLength) {
    return tooShortMessage(options.minLength)
  }
  const max = options.maxLength ?? TEXT_PATTERN_MAX_LENGTH
  return length > max ? tooLongMessage(max) : null
}

/**
 * A general text field: letters, digits, hyphen and spaces; then the length limits.
 * The value is trimmed first; an empty value passes unless `required`.
 *
 * @example
 * validateTextField('Подъезд 2', { maxLength: TEXT_MAX_LENGTH_LONG }) // null
 * validateTextField('Подъезд №2') // 'Поле может содержать буквы, цифры и тире'
 * validateTextField('ab', { minLength: TEXT_MIN_LENGTH }) // 'Минимум 3 символа'
 */
export function validateTextField(value: string, options: TextFieldOptions = {}): string | null {
  const text = value.trim()
  if (!text) return options.required ? VALIDATION_MESSAGES.required : null
  if (!TEXT_FIELD_CHARACTERS.test(text)) return VALIDATION_MESSAGES.pattern
  return checkLength(text, options)
}

/**
 * A name, surname or patronymic: letters only, parts joined by a hyphen or a space
 * ('Анна-Мария', 'Мария Луиза'); digits or other signs give 'Недопустимые символы'.
 * Length defaults to at most {@link TEXT_MAX_LENGTH} (64).
 *
 * @example
 * validateName('Анна-Мария') // null
 * validateName('Анна2') // 'Недопустимые символы'
 */
export function validateName(value: string, options: TextFieldOptions = {}): string | null {
  const text = value.trim()
  if (!text) return options.required ? VALIDATION_MESSAGES.required : null
  if (!NAME_PATTERN.test(text)) return VALIDATION_MESSAGES.invalidCharacters
  return checkLength(text, { maxLength: TEXT_MAX_LENGTH, ...options })
}

/**
 * An e-mail address; 'Некорректный Email' when it does not look like one. Length
 * defaults to at most {@link TEXT_MAX_LENGTH_LONG} (128).
 *
 * @example
 * validateEmail('shopper@mail.ru') // null
 * validateEmail('shopper@mail') // 'Некорректный Email'
 */
export function validateEmail(value: string, options: TextFieldOptions = {}): string | null {
  const text = value.trim()
  if (!text) return options.required ? VALIDATION_MESSAGES.required : null
  if (!EMAIL_PATTERN.test(text)) return VALIDATION_MESSAGES.invalidEmail
  return checkLength(text, { maxLength: TEXT_MAX_LENGTH_LONG, ...options })
}
