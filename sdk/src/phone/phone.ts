// Russian phone numbers: what the shopper may type, how the API stores it (+7XXXXXXXXXX)
// and how the shop shows it (+7 (XXX) XXX-XX-XX).
import { applyDigitMask } from '../format'

/** Country code of every number the shop accepts. */
export const COUNTRY_CODE = '+7'

/** Digits after the country code. */
export const PHONE_DIGITS = 10

/** The input mask of the phone field (SPEC §5). */
export const PHONE_MASK = '+7 ### ### ## ##'

/** The shop's call centre, as printed on the site. */
export const CALL_CENTER_PHONE = '8 (800) 500-92-62'

// Spaces, brackets and hyphens are how people group a number; nothing else is forgiven.
const GROUPING = /[\s()-]/g
const ACCEPTED = /^(?:\+7|8)(\d{10})$/

/**
 * The number in API form '+7XXXXXXXXXX', or null. Accepted: +7 or 8 followed by exactly
 * 10 digits; spaces, brackets and hyphens are ignored. A leading 8 becomes +7. Anything
 * else (letters, 11 digits after +7, '7' without '+') is refused.
 *
 * @example
 * normalizePhone('8 (916) 123-45-67') // '+79161234567'
 * normalizePhone('79161234567') // null
 */
export function normalizePhone(input: string): string | null {
  const match = ACCEPTED.exec(input.replace(GROUPING, ''))
  return match ? COUNTRY_CODE + match[1] : null
}

/**
 * Whether the text is a phone number the shop accepts (see {@link normalizePhone}).
 *
 * @example
 * isValidPhone('+7 916 123 45 67') // true
 */
export function isValidPhone(input: string): boolean {
  return normalizePhone(input) !== null
}

/**
 * The display form '+7 (XXX) XXX-XX-XX', built from the last 10 digits of the text,
 * so '8…', '+7…' and bare 10-digit numbers all read the same. Text with fewer than 10
 * digits cannot be shown as a number and comes back unchanged.
 *
 * @example
 * formatPhone('+79161234567') // '+7 (916) 123-45-67'
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(-PHONE_DIGITS)
  if (digits.length < PHONE_DIGITS) return input
  return `${COUNTRY_CODE} (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`
}

/**
 * Formats what the shopper has typed so far into {@link PHONE_MASK}, for the phone
 * field: a leading 8 or 7 is taken as the country code, the rest fills the mask as
 * far as it goes. Pasted numbers in any usual form come out the same.
 *
 * @example
 * applyPhoneMask('8916') // '+7 916'
 * applyPhoneMask('+7 (916) 123-45-67') // '+7 916 123 45 67'
 */
export function applyPhoneMask(input: string): string {
  const digits = input.replace(/\D/g, '')
  if (!digits) return ''
  const national = /^[78]/.test(digits) ? digits.slice(1) : digits
  return COUNTRY_CODE + applyDigitMask(national, PHONE_MASK.slice(COUNTRY_CODE.length))
}
