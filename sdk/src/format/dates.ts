// Calendar dates as the shop shows them (DD.MM.YYYY) and as the API sends them (YYYY-MM-DD).
// Dates are read in local time: a shopper's "today" is the day on their own calendar.

/** Days of the week from Monday, as labels on pharmacy hours and delivery dates. */
export const WEEKDAY_LABELS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const

/** A weekday label, 'Пн' … 'Вс'. */
export type WeekdayLabel = (typeof WEEKDAY_LABELS)[number]

/** Month names in the genitive case, as in '27 ноября' (what Intl.DateTimeFormat('ru') says). */
export const MONTH_NAMES_GENITIVE: readonly string[] = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
]

/** Delivery day labels for the two nearest days. */
export const DELIVERY_DAY_LABELS = { today: 'Сегодня', tomorrow: 'Завтра' } as const

/** A day on the calendar, without time or time zone; `month` counts from 1. */
export interface CalendarDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

const DAY_MS = 24 * 60 * 60 * 1000

const pad = (value: number, length = 2): string => String(value).padStart(length, '0')

/**
 * The weekday label of a date; JavaScript counts from Sunday, the shop from Monday.
 *
 * @example
 * weekdayLabel(new Date(2020, 10, 27)) // 'Пт'
 */
export function weekdayLabel(date: Date): WeekdayLabel {
  return WEEKDAY_LABELS[(date.getDay() + 6) % 7]!
}

/**
 * Reads a calendar date, refusing days that do not exist (31.02, 29.02 of a common year).
 *
 * @example
 * calendarDate(2024, 2, 29) // { year: 2024, month: 2, day: 29 }
 * calendarDate(2023, 2, 29) // null
 */
export function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (![year, month, day].every(Number.isInteger)) return null
  if (month < 1 || month > 12 || day < 1) return null
  // The Date API rolls 31.02 over into March, so a changed month betrays a day that does not exist.
  const probe = new Date(0)
  probe.setUTCFullYear(year, month - 1, day)
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null
  return { year, month, day }
}

/**
 * Parses a shopper-typed date 'DD.MM.YYYY'; null when the text is not such a date.
 *
 * @example
 * parseDisplayDate('01.02.2000') // { year: 2000, month: 2, day: 1 }
 * parseDisplayDate('31.02.2000') // null
 */
export function parseDisplayDate(value: string): CalendarDate | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim())
  if (!match) return null
  return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]))
}

/**
 * Parses an API date 'YYYY-MM-DD'; a full ISO timestamp is read by its date part.
 *
 * @example
 * parseApiDate('2000-02-01') // { year: 2000, month: 2, day: 1 }
 * parseApiDate('2000-02-01T00:00:00Z') // { year: 2000, month: 2, day: 1 }
 */
export function parseApiDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim())
  if (!match) return null
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

/**
 * The local calendar day of a moment.
 *
 * @example
 * toCalendarDate(new Date(2020, 10, 27, 18, 30)) // { year: 2020, month: 11, day: 27 }
 */
export function toCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
}

/**
 * Formats a date as the shop shows it, 'DD.MM.YYYY'.
 *
 * @example
 * formatDate(new Date(2020, 10, 27)) // '27.11.2020'
 * formatDate({ year: 2000, month: 2, day: 1 }) // '01.02.2000'
 */
export function formatDate(date: Date | CalendarDate): string {
  const { year, month, day } = date instanceof Date ? toCalendarDate(date) : date
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`
}

/**
 * Formats a date as the API expects it, 'YYYY-MM-DD'.
 *
 * @example
 * formatApiDate({ year: 2000, month: 2, day: 1 }) // '2000-02-01'
 */
export function formatApiDate(date: Date | CalendarDate): string {
  const { year, month, day } = date instanceof Date ? toCalendarDate(date) : date
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/**
 * Whole months from one day to a later one: a month counts only once its day of the
 * month is reached. The age rule of the shop is built on it (SPEC §9).
 *
 * @example
 * fullMonthsBetween({ year: 2000, month: 1, day: 31 }, { year: 2000, month: 2, day: 29 }) // 0
 * fullMonthsBetween({ year: 2000, month: 1, day: 15 }, { year: 2001, month: 1, day: 15 }) // 12
 */
export function fullMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  const months = (to.year - from.year) * 12 + (to.month - from.month)
  return to.day < from.day ? months - 1 : months
}

/**
 * Days from `today` to `date` by the calendar, ignoring the time of day and
 * daylight-saving shifts: tomorrow at 00:01 and tomorrow at 23:59 are both 1.
 *
 * @example
 * calendarDaysBetween(new Date(2020, 10, 26, 23, 0), new Date(2020, 10, 27, 1, 0)) // 1
 */
export function calendarDaysBetween(today: Date, date: Date): number {
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())
  const end = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())
  return Math.round((end - start) / DAY_MS)
}

/**
 * The label of a delivery or pickup day: 'Сегодня', 'Завтра', otherwise the weekday
 * and the day with its month, 'Пт, 27 ноября'. The year is left out because delivery
 * dates lie days, not years, ahead.
 *
 * @example
 * deliveryDayLabel(new Date(2020, 10, 27), new Date(2020, 10, 25)) // 'Пт, 27 ноября'
 * deliveryDayLabel(new Date(2020, 10, 26), new Date(2020, 10, 25)) // 'Завтра'
 */
export function deliveryDayLabel(date: Date, today: Date): string {
  const days = calendarDaysBetween(today, date)
  if (days === 0) return DELIVERY_DAY_LABELS.today
  if (days === 1) return DELIVERY_DAY_LABELS.tomorrow
  return `${weekdayLabel(date)}, ${date.getDate()} ${MONTH_NAMES_GENITIVE[date.getMonth()]}`
}
