// Dates of the product page in Russian: the API sends 'YYYY-MM-DD' (or an ISO timestamp for
// reviews); shoppers read 'сегодня', 'завтра', '25 ноября', '12 мая 2029'.
import { calendarDaysBetween, DEFAULT_REGION, MONTH_NAMES_GENITIVE, parseApiDate } from '../shop'

/** Built once per zone: a formatter with a time zone is costly to build, and every date asks. */
const calendars = new Map<string, Intl.DateTimeFormat>()

/**
 * Today in the region's time zone (the API's zone of the region, which counts the product's
 * days in it), as a local midnight Date. The server (often on UTC) and the shopper's browser
 * render the same 'сегодня' / 'завтра', so hydration never disagrees.
 *
 * @example
 * shopToday(new Date('2026-11-22T22:30:00Z')) // 23 November (01:30 in Moscow)
 * shopToday(new Date('2026-11-22T17:30:00Z'), 'Asia/Novosibirsk') // 23 November (00:30 there)
 */
export function shopToday(
  now: Date = new Date(),
  timeZone: string = DEFAULT_REGION.timeZone,
): Date {
  let calendar = calendars.get(timeZone)
  if (!calendar) {
    calendar = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    calendars.set(timeZone, calendar)
  }
  const parts = calendar.formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return new Date(part('year'), part('month') - 1, part('day'))
}

const localDate = (value: string) => {
  const date = parseApiDate(value)
  return date ? new Date(date.year, date.month - 1, date.day) : null
}

/**
 * A near day as a shopper says it: 'сегодня', 'завтра', else '25 ноября' (with the year when
 * it is not this year's). The text as given when it is not an API date.
 *
 * @example
 * dayPhrase('2026-11-23', new Date(2026, 10, 22)) // 'завтра'
 * dayPhrase('2026-11-25', new Date(2026, 10, 22)) // '25 ноября'
 */
export function dayPhrase(value: string, today: Date): string {
  const date = localDate(value)
  if (!date) return value
  const days = calendarDaysBetween(today, date)
  if (days === 0) return 'сегодня'
  if (days === 1) return 'завтра'
  const dayMonth = `${date.getDate()} ${MONTH_NAMES_GENITIVE[date.getMonth()]}`
  return date.getFullYear() === today.getFullYear() ? dayMonth : `${dayMonth} ${date.getFullYear()}`
}

/**
 * A date with its year, '12 мая 2029' (reviews, certificates, best-before dates). Accepts
 * 'YYYY-MM-DD', an ISO timestamp (read by its date part) and 'DD.MM.YYYY'; other text as given.
 *
 * @example
 * longDate('2029-05-12') // '12 мая 2029'
 * longDate('12.05.2029') // '12 мая 2029'
 */
export function longDate(value: string): string {
  const display = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim())
  const date = display ? localDate(`${display[3]}-${display[2]}-${display[1]}`) : localDate(value)
  if (!date) return value
  return `${date.getDate()} ${MONTH_NAMES_GENITIVE[date.getMonth()]} ${date.getFullYear()}`
}

/**
 * When a shopper gets the product: 'Забрать сегодня', 'Доставим 25 ноября'. A text that is not
 * an API date is shown as it is.
 *
 * @example
 * receiveDayText('pickup', '2026-11-22', new Date(2026, 10, 22)) // 'Забрать сегодня'
 */
export function receiveDayText(kind: 'pickup' | 'delivery', value: string, today: Date): string {
  if (!parseApiDate(value)) return value
  return `${kind === 'pickup' ? 'Забрать' : 'Доставим'} ${dayPhrase(value, today)}`
}
