// The shop clock as a request whose answer may be kept reads it (src/responseCache.ts): each read
// notes when what it gave stops being true — a zone's date at that zone's next midnight, a pickup
// day also when the pharmacy's last minute for assembling an order today passes — and the cache
// keeps the answer no longer. A product page cached at 23:59:50 must not say "today" of yesterday.
import {
  nextZoneMidnight,
  type PharmacyHours,
  pickupReadyDate,
  pickupReadyDateChanges,
  zoneDate,
} from './shopClock'

/** Until when a request's answer holds: the earliest change any of its clock reads noted. */
export class AnswerLifetime {
  /** ms since the epoch; Infinity while nothing read depends on the clock. */
  until = Number.POSITIVE_INFINITY

  /** Notes that the answer holds no later than `instant` (ms). */
  endBy(instant: number) {
    if (instant < this.until) this.until = instant
  }
}

/** What of a request (its ApiContext) the clock reads need. */
export interface ClockReader {
  now: Date
  answer: AnswerLifetime
}

/** A request's zone dates as read, by offset and zone, with the instant each changes. */
interface DatesRead {
  /** The `now` (ms) they were read at: a reader whose `now` moves starts again. */
  at: number
  dates: Map<string, { date: string; changes: number }>
}

/**
 * The dates each request read: a catalogue page reads its region's today three times per card
 * (badges, delivery and pickup days), some 70 times a page, and each read worked out the zone's
 * date and next midnight again.
 */
const datesRead = new WeakMap<ClockReader, DatesRead>()

/**
 * 'YYYY-MM-DD' of the zone's day `offsetDays` after today there, at the request's instant.
 *
 * @example
 * const deliveryDate = answerDate(ctx, 'Asia/Novosibirsk', 2)
 */
export function answerDate(ctx: ClockReader, timeZone: string, offsetDays = 0): string {
  const at = ctx.now.getTime()
  let read = datesRead.get(ctx)
  if (read?.at !== at) {
    read = { at, dates: new Map() }
    datesRead.set(ctx, read)
  }
  const key = `${offsetDays}\u0001${timeZone}`
  let day = read.dates.get(key)
  if (!day) {
    day = {
      date: zoneDate(ctx.now, timeZone, offsetDays),
      changes: nextZoneMidnight(ctx.now, timeZone),
    }
    read.dates.set(key, day)
  }
  ctx.answer.endBy(day.changes)
  return day.date
}

/**
 * The day an order is ready at `pharmacy` (shopClock's pickupReadyDate) at the request's instant.
 *
 * @example
 * const ready = answerPickupDate(ctx, pharmacy, pharmacy.bookingDays)
 */
export function answerPickupDate(ctx: ClockReader, pharmacy: PharmacyHours, days: number): string {
  ctx.answer.endBy(pickupReadyDateChanges(pharmacy, days, ctx.now))
  return pickupReadyDate(pharmacy, days, ctx.now)
}
