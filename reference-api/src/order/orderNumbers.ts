// Order numbers a shopper can read out and type, but nobody can guess: 'YYMM-XXXXX-XXXXX', the
// month of the order in the shop's zone (one place for all regions) and ten random characters of Crockford's base32 (50 bits). The
// guest look-up (/order-get, orderByNumber) needs the number and the phone, so a number must not
// be the next one of a counter.
import { randomBytes } from 'node:crypto'
import { SHOP_TIME_ZONE, zoneParts } from '../clock/shopClock'

/** Crockford's base32: digits and letters without I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Random characters in a number: 10 × 5 bits. */
export const ORDER_NUMBER_RANDOM_LENGTH = 10

const CANONICAL = /^\d{4}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/

/**
 * A new order number for an order placed at `now`. `random` gives the bytes (tests pass their
 * own); each byte's low 5 bits pick a character, so all 32 are equally likely.
 *
 * @example
 * newOrderNumber(new Date('2025-05-14T10:00:00Z')) // e.g. '2505-7KQ3M-9XD4T'
 */
export function newOrderNumber(now: Date, random: (size: number) => Uint8Array = randomBytes) {
  const { year, month } = zoneParts(now, SHOP_TIME_ZONE)
  const chars = Array.from(random(ORDER_NUMBER_RANDOM_LENGTH), (byte) => ALPHABET[byte & 31])
  const prefix = `${String(year).slice(2)}${String(month).padStart(2, '0')}`
  return `${prefix}-${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

// What people type instead: Cyrillic letters that look like Latin ones (a Russian keyboard
// layout), and the look-alikes Crockford's alphabet leaves out.
const LOOK_ALIKES: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: '0',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  O: '0',
  I: '1',
  L: '1',
}

/**
 * A typed order number in its stored form, or null when it cannot be one (then nothing is
 * looked up). Case, spaces, hyphens and look-alike letters are forgiven.
 *
 * @example
 * orderNumberFromInput(' 2505 7kq3m 9xd4t ') // '2505-7KQ3M-9XD4T'
 * orderNumberFromInput('2505-000123')        // null (the old sequential form)
 */
export function orderNumberFromInput(input: string): string | null {
  const compact = Array.from(
    input.toUpperCase().replace(/[\s-]/g, ''),
    (c) => LOOK_ALIKES[c] ?? c,
  ).join('')
  if (compact.length !== 4 + ORDER_NUMBER_RANDOM_LENGTH) return null
  const number = `${compact.slice(0, 4)}-${compact.slice(4, 9)}-${compact.slice(9)}`
  return CANONICAL.test(number) ? number : null
}
