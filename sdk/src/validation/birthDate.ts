// The shopper's birth date: typed as DD.MM.YYYY, sent to the API as YYYY-MM-DD, and
// accepted only for ages 14 to 100 (SPEC §5, §9).
import {
  applyDigitMask,
  type CalendarDate,
  formatApiDate,
  formatDate,
  fullMonthsBetween,
  parseApiDate,
  parseDisplayDate,
  toCalendarDate,
} from '../format'
import { VALIDATION_MESSAGES } from './textField'

/** The input mask of the birth-date field. */
export const BIRTH_DATE_MASK = '##.##.####'

/**
 * Formats what the shopper has typed so far into {@link BIRTH_DATE_MASK}.
 *
 * @example
 * applyBirthDateMask('0102') // '01.02'
 */
export function applyBirthDateMask(input: string): string {
  return applyDigitMask(input, BIRTH_DATE_MASK)
}

/** Youngest accepted age, in full years. */
export const BIRTH_DATE_MIN_AGE = 14

/** Oldest accepted age, in full years. */
export const BIRTH_DATE_MAX_AGE = 100

/**
 * Age in full years on `today`, counted through whole months as the shop's age helper
 * does: the birthday itself completes the year. Negative for a date in the future.
 *
 * @example
 * ageOn({ year: 2000, month: 2, day: 1 }, new Date(2014, 1, 1)) // 14
 * ageOn({ year: 2000, month: 2, day: 1 }, new Date(2014, 0, 31)) // 13
 */
export function ageOn(birthDate: CalendarDate, today: Date): number {
  return Math.floor(fullMonthsBetween(birthDate, toCalendarDate(today)) / 12)
}

/**
 * 'Некорректная дата' unless the value is a real date 'DD.MM.YYYY' (no 31.02) of a
 * person aged 14 to 100 inclusive on `today`; null when it is.
 *
 * @example
 * validateBirthDate('01.02.2000', new Date(2024, 0, 1)) // null
 * validateBirthDate('31.02.2000', new Date(2024, 0, 1)) // 'Некорректная дата'
 */
export function validateBirthDate(value: string, today: Date = new Date()): string | null {
  const birthDate = parseDisplayDate(value)
  if (!birthDate) return VALIDATION_MESSAGES.invalidDate
  const age = ageOn(birthDate, today)
  return age >= BIRTH_DATE_MIN_AGE && age <= BIRTH_DATE_MAX_AGE
    ? null
    : VALIDATION_MESSAGES.invalidDate
}

/**
 * The API form of a typed birth date, or null when the text is not a real date.
 *
 * @example
 * birthDateToApi('01.02.2000') // '2000-02-01'
 */
export function birthDateToApi(value: string): string | null {
  const date = parseDisplayDate(value)
  return date && formatApiDate(date)
}

/**
 * The display form of a birth date from the API (a timestamp is read by its date
 * part), or null when the API sent no real date.
 *
 * @example
 * birthDateFromApi('2000-02-01') // '01.02.2000'
 */
export function birthDateFromApi(value: string | null | undefined): string | null {
  const date = value ? parseApiDate(value) : null
  return date && formatDate(date)
}
