// The shop's one clock for the days a shopper reads: "today" and "tomorrow", when a pickup is
// ready against the pharmacy's working hours and assembly time, and courier days — each counted
// in the pharmacy's (or the delivery address's region's) IANA time zone from the request's `now`.
import { DELIVERY_DAY_LABELS, receiveDayText } from '@apteka/sdk/rules'
import type { WorkingHoursDay } from '../db'

/** The shop's home zone: the default region's, and the zone of anything without its own. */
export const SHOP_TIME_ZONE = 'Europe/Moscow'

/** Minutes a pharmacy needs to assemble an order from its shelf before the shopper can take it. */
export const ASSEMBLY_MINUTES = 60

const WEEKDAYS = ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'] as const
const DAY_MS = 24 * 60 * 60 * 1000

/** How a day stands to today in its zone (the contract's DayKind). */
export type DayKind = 'TODAY' | 'TOMORROW' | 'LATER'

/** A day as the screens show it (the contract's ShopDay). */
export interface ShopDay {
  /** 'YYYY-MM-DD' in `timeZone`. */
  date: string
  kind: DayKind
  /** 'Сегодня, 26 ноября', 'Завтра, 27 ноября', 'Пт, 28 ноября'. */
  text: string
  timeZone: string
}

interface ZoneParts {
  year: number
  month: number
  day: number
  /** Minutes since the zone's midnight. */
  minutes: number
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** The wall-clock parts zoneParts reads (a 24-hour clock, to the minute). */
export const ZONE_PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
}

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...ZONE_PARTS })
    formats.set(timeZone, format)
  }
  return format
}

/**
 * The parts worked out per zone, by the minute they are of (every zone's offset is whole minutes,
 * so an instant's parts are its minute's), the least recently read going first past
 * KEPT_MINUTES. formatToParts costs ~0.08 ms a call, and a request reads several minutes of one
 * zone in turn: its own, the zone's next midnight and, for a pickup day, a pharmacy's last
 * minute for assembly (zoneInstant reads the minute it guessed, to check the offset there). One
 * minute kept per zone was taken by each read in turn, and so every read formatted again.
 */
const keptParts = new Map<string, Map<number, Readonly<ZoneParts>>>()
/** Minutes kept per zone: more than a request's reads of a zone (its own, midnight, pharmacies' closings). */
const KEPT_MINUTES = 64

/** The wall-clock date and time at the instant `at` in `timeZone`. */
export function zoneParts(at: Date, timeZone: string): ZoneParts {
  const minute = Math.floor(at.getTime() / 60_000)
  let kept = keptParts.get(timeZone)
  const hit = kept?.get(minute)
  if (kept && hit) {
    // Read again: to the young end, the last to go.
    kept.delete(minute)
    kept.set(minute, hit)
    return { ...hit }
  }
  const parts = formattedParts(at, timeZone)
  if (Number.isFinite(minute)) {
    if (!kept) {
      kept = new Map()
      keptParts.set(timeZone, kept)
    }
    if (kept.size >= KEPT_MINUTES) kept.delete(kept.keys().next().value as number)
    kept.set(minute, { ...parts })
  }
  return parts
}

function formattedParts(at: Date, timeZone: string): ZoneParts {
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    minutes: (parts.hour as number) * 60 + (parts.minute as number),
  }
}

/** 'YYYY-MM-DD' of the zone's day `offsetDays` after the one `at` falls on. */
export function zoneDate(at: Date, timeZone: string, offsetDays = 0): string {
  const { year, month, day } = zoneParts(at, timeZone)
  return new Date(Date.UTC(year, month - 1, day + offsetDays)).toISOString().slice(0, 10)
}

/** The instant (ms) the zone's next day begins after `at`: when its "today" changes. */
export const nextZoneMidnight = (at: Date, timeZone: string): number =>
  zoneInstant(at, timeZone, 1, 0).getTime()

/** The instant of hour:minute wall-clock time on the zone's day `offsetDays` after `at`'s. */
export function zoneInstant(
  at: Date,
  timeZone: string,
  offsetDays: number,
  hour: number,
  minute = 0,
): Date {
  const { year, month, day } = zoneParts(at, timeZone)
  const wall = Date.UTC(year, month - 1, day + offsetDays, hour, minute)
  // The zone's offset at that wall time (Russia keeps one offset all year; the guess is exact).
  const seen = zoneParts(new Date(wall), timeZone)
  const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day) + seen.minutes * 60_000
  return new Date(wall - (seenWall - wall))
}

/** ISO 8601 of `at` with the zone's offset, e.g. '2026-11-22T10:15:00+03:00'. */
export function zoneIso(at: Date, timeZone: string): string {
  const { year, month, day, minutes } = zoneParts(at, timeZone)
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000
  const offset = Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000)
  const sign = offset < 0 ? '-' : '+'
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
  const mm = String(Math.abs(offset) % 60).padStart(2, '0')
  return `${new Date(wall).toISOString().slice(0, 16)}:${String(at.getUTCSeconds()).padStart(2, '0')}${sign}${hh}:${mm}`
}

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD' both). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/** Local noon of a 'YYYY-MM-DD' day: the form the sdk's date rules (local time) read. */
const localNoon = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, day, 12)
}

/** The day `date` as the shopper reads it at `now` in `timeZone`. */
export function shopDay(date: string, now: Date, timeZone: string): ShopDay {
  const today = zoneDate(now, timeZone)
  const days = daysBetween(today, date)
  return {
    date,
    kind: days === 0 ? 'TODAY' : days === 1 ? 'TOMORROW' : 'LATER',
    text: receiveDayText(localNoon(date), localNoon(today)),
    timeZone,
  }
}

/** What of a pharmacy the clock reads. */
export interface PharmacyHours {
  workingHours: WorkingHoursDay[]
  timeZone: string
}

const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number)
  return (hour ?? 0) * 60 + (minute ?? 0)
}

/** The pharmacy's hours on a 'YYYY-MM-DD' day, in minutes; null when it is closed that day. */
function hoursOn(pharmacy: PharmacyHours, date: string): { open: number; close: number } | null {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]
  const entry = pharmacy.workingHours.find((day) => day.name === weekday)
  if (!entry) return null
  const open = minutesOf(entry.open)
  const close = minutesOf(entry.close)
  return close > open ? { open, close } : null
}

/**
 * The day an order is ready at a pharmacy, its goods there `days` days from now (0: on the
 * shelf): the first day from then on that the pharmacy works and, today, still has the assembly
 * time before it closes. Asked at 21:50 or 23:37 at a pharmacy closing at 22:00, that is tomorrow.
 */
export function pickupReadyDate(pharmacy: PharmacyHours, days: number, now: Date): string {
  const { minutes } = zoneParts(now, pharmacy.timeZone)
  for (let offset = days; offset < days + 8; offset++) {
    const date = zoneDate(now, pharmacy.timeZone, offset)
    const hours = hoursOn(pharmacy, date)
    if (!hours) continue
    if (offset > 0) return date
    if (Math.max(minutes, hours.open) + ASSEMBLY_MINUTES <= hours.close) return date
  }
  // A pharmacy with no working day at all: the goods' own day.
  return zoneDate(now, pharmacy.timeZone, days)
}

/**
 * The instant (ms) pickupReadyDate's answer for `at` changes: when today's last minute with the
 * assembly time before closing passes, if it is still ahead, else the zone's next midnight.
 */
export function pickupReadyDateChanges(pharmacy: PharmacyHours, days: number, at: Date): number {
  const midnight = nextZoneMidnight(at, pharmacy.timeZone)
  if (days > 0) return midnight
  const hours = hoursOn(pharmacy, zoneDate(at, pharmacy.timeZone))
  // The last minute of today an order is still assembled before closing; none on a day too short.
  const lastMinute =
    hours && hours.open + ASSEMBLY_MINUTES <= hours.close ? hours.close - ASSEMBLY_MINUTES : -1
  if (zoneParts(at, pharmacy.timeZone).minutes > lastMinute) return midnight
  return zoneInstant(at, pharmacy.timeZone, 0, 0, lastMinute + 1).getTime()
}

/** pickupReadyDate as the shopper reads it. */
export const pickupReadyDay = (pharmacy: PharmacyHours, days: number, now: Date) =>
  shopDay(pickupReadyDate(pharmacy, days, now), now, pharmacy.timeZone)

/** A local-noon Date of a zone day, for the sdk's local-time date rules. */
export const zoneDayAsLocal = (at: Date, timeZone: string, offsetDays = 0) =>
  localNoon(zoneDate(at, timeZone, offsetDays))

/** The short label of a day as delivery dates and groups carry it: 'Сегодня', 'Завтра', 'Пт, 28 ноября'. */
export const dayLabel = (day: ShopDay) =>
  day.kind === 'TODAY'
    ? DELIVERY_DAY_LABELS.today
    : day.kind === 'TOMORROW'
      ? DELIVERY_DAY_LABELS.tomorrow
      : day.text

/** The zone's day `offsetDays` from today, as the shopper reads it (a courier's day). */
export const zoneDay = (now: Date, timeZone: string, offsetDays = 0) =>
  shopDay(zoneDate(now, timeZone, offsetDays), now, timeZone)
