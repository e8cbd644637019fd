// Days as the shop counts them: Moscow time (UTC+3, no daylight saving), 'YYYY-MM-DD'.

const MOSCOW_OFFSET_MS = 3 * 3600 * 1000

/** The calendar day in Moscow at the instant `now`. */
export function shopDay(now: Date): string {
  return new Date(now.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10)
}

/** The day `days` after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

/** A date column as the driver returns it (Date or string) → 'YYYY-MM-DD'. */
export function toDay(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return shopDay(value)
  return String(value).slice(0, 10)
}
