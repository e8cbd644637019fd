// The shop runs on Moscow time (UTC+3, no daylight saving): delivery days, working hours of the
// call-centre and pickup dates are Moscow calendar days, whatever the server's own time zone.
import { formatApiDate } from '@apteka/sdk/rules'

const OFFSET_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export interface MoscowParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

export function moscowParts(at: Date): MoscowParts {
  const shifted = new Date(at.getTime() + OFFSET_MS)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  }
}

/**
 * The Moscow calendar day `offsetDays` after `at`'s, as a local-time Date at noon: the sdk's date
 * rules (deliveryDayLabel, formatApiDate) read dates in local time, so this is the form they
 * understand on a server in any time zone.
 */
export function moscowDay(at: Date, offsetDays = 0): Date {
  const { year, month, day } = moscowParts(at)
  return new Date(year, month - 1, day + offsetDays, 12)
}

/** 'YYYY-MM-DD' of the Moscow day `offsetDays` after `at`'s. */
export const moscowIsoDate = (at: Date, offsetDays = 0) => formatApiDate(moscowDay(at, offsetDays))

/** The instant of hour:minute Moscow time on the Moscow day `offsetDays` after `at`'s. */
export function moscowInstant(at: Date, offsetDays: number, hour: number, minute = 0): Date {
  const { year, month, day } = moscowParts(at)
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS + offsetDays * DAY_MS)
}

/** ISO 8601 with the Moscow offset, e.g. '2026-11-22T10:15:00+03:00'. */
export function moscowIso(at: Date): string {
  const shifted = new Date(at.getTime() + OFFSET_MS)
  return `${shifted.toISOString().slice(0, 19)}+03:00`
}
