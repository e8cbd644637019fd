// Calendar arithmetic for the seed. Every date is relative to `today` ('YYYY-MM-DD', UTC), so
// the generator never reads the clock.

const dayMs = 86_400_000

/** The day `days` after (or before, if negative) `today`, as 'YYYY-MM-DD'. */
export function addDays(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** A moment `days` after `today`'s midnight UTC plus `minutes`. */
export function momentOf(today: string, days: number, minutes = 0): Date {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * dayMs + minutes * 60_000)
}

/** 'YYYY-MM-DD' of a Date in UTC. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}
