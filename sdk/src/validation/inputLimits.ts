// The longest text each free-text input of the shop takes, and the clean-up every such text gets
// (control characters out). One table for both sides: the browser sets a field's maxLength from
// it, the API refuses anything longer with the same message.
import { tooLongMessage } from './textField'

/**
 * Most characters (Unicode code points, after clean-up and trimming) of each kind of free text.
 * Names follow SPEC §5 (64 for a name part, 128 for a whole name or an e-mail); the rest are the
 * shop's own.
 */
export const INPUT_LIMITS = {
  /** A name part: name, surname, patronymic. */
  personName: 64,
  /** A whole name in one field: the receiver of an order. */
  fullName: 128,
  email: 128,
  /** A phone as typed, before normalisation ('+7 (999) 000-00-01'). */
  phone: 32,
  /** A delivery address in one line. */
  address: 256,
  /** Entrance, floor, office or flat of an address. */
  addressPart: 32,
  /** How to find the door. */
  addressComment: 500,
  /** The shopper's comment to an order. */
  orderComment: 1000,
  /** Why an order is cancelled. */
  cancelReason: 500,
  /** A product review. */
  review: 2000,
  /** Any search box: products, pharmacies, regions, addresses being typed. */
  searchQuery: 128,
  promoCode: 32,
  /** A loyalty card number as typed, spaces and hyphens included. */
  cardNumber: 32,
  /** A loyalty programme key. */
  loyaltyType: 32,
  /** An OMS policy number as typed. */
  policyNumber: 32,
  /** An order number as typed ('2611-000123'). */
  orderNumber: 32,
  /** Where a marketing e-mail was left (a page or campaign name). */
  source: 64,
  /** A client's key making saveOrder safe to retry. */
  idempotencyKey: 128,
} as const

/** A kind of free text with a limit in {@link INPUT_LIMITS}. */
export type InputKind = keyof typeof INPUT_LIMITS

/** Kinds written over several lines: line breaks and tabs stay in them. */
export const MULTILINE_INPUTS: ReadonlySet<InputKind> = new Set([
  'addressComment',
  'orderComment',
  'cancelReason',
  'review',
])

// C0 and C1 controls (NUL, escape, backspace…), and the bidirectional embeddings, overrides and
// isolates that make text read differently from how it is stored.
// Tab and line feed are controls too; the callers decide about them.
const CONTROLS = /(?![\t\n])[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu
const LINE_BREAKS = /\r\n?/g
const LINE_SPACE = /[\t\n]/g

/**
 * The text without control characters. A multi-line text keeps its line breaks (CR LF and CR
 * become LF) and tabs; a one-line text gets a space for each.
 *
 * @example
 * stripControlCharacters('Анна\u0000') // 'Анна'
 * stripControlCharacters('ул. Ленина\nдом 5') // 'ул. Ленина дом 5'
 * stripControlCharacters('Спасибо!\r\nПомогло', { multiline: true }) // 'Спасибо!\nПомогло'
 */
export function stripControlCharacters(
  value: string,
  options: { readonly multiline?: boolean } = {},
): string {
  const text = value.replace(LINE_BREAKS, '\n').replace(CONTROLS, '')
  return options.multiline ? text : text.replace(LINE_SPACE, ' ')
}

/** A free text after clean-up, with the message for it (null when it fits its limit). */
export interface CleanInput {
  /** Control characters removed, trimmed. */
  readonly text: string
  /** 'Максимум N символов' when the text is longer than its kind allows, else null. */
  readonly error: string | null
}

/**
 * Cleans a free text of a kind (control characters out, then trimmed) and checks it against the
 * kind's limit.
 *
 * @example
 * cleanInput('  Отличный сироп\u0007 ', 'review') // { text: 'Отличный сироп', error: null }
 * cleanInput('А'.repeat(65), 'personName').error // 'Максимум 64 символа'
 */
export function cleanInput(value: string, kind: InputKind): CleanInput {
  const text = stripControlCharacters(value, { multiline: MULTILINE_INPUTS.has(kind) }).trim()
  const max = INPUT_LIMITS[kind]
  return { text, error: Array.from(text).length > max ? tooLongMessage(max) : null }
}
