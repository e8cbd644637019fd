// Pharmacy opening hours folded into the short lines of a pharmacy card: 'Пн-Вс 08:00-22:00'.
import { WEEKDAY_LABELS, type WeekdayLabel } from './dates'

/** Hours of one day as the API sends them; `name` is the weekday label 'Пн' … 'Вс'. */
export interface WorkingDay {
  readonly name: string
  readonly open: string
  readonly close: string
}

/** One line of the folded hours, as in `Pharmacy.humanWorkingHours`. */
export interface WorkingHoursLine {
  /** 'Пн-Вс', 'Будни', 'Сб,Вс' or a single weekday label. */
  readonly days: string
  /** 'HH:MM-HH:MM'. */
  readonly time: string
}

/** Names of the day groups of SPEC §9. */
export const WORKING_DAYS_GROUPS = {
  everyDay: 'Пн-Вс',
  weekdays: 'Будни',
  weekend: 'Сб,Вс',
} as const

const WEEKDAYS: readonly WeekdayLabel[] = WEEKDAY_LABELS.slice(0, 5)
const WEEKEND: readonly WeekdayLabel[] = WEEKDAY_LABELS.slice(5)

function sameTimeOn(days: readonly WeekdayLabel[], times: ReadonlyMap<string, string>) {
  const first = times.get(days[0]!)
  return first !== undefined && days.every((day) => times.get(day) === first) ? first : undefined
}

/**
 * Folds the week into lines: all seven days alike → one 'Пн-Вс' line; otherwise
 * Monday to Friday alike → 'Будни', Saturday and Sunday alike → 'Сб,Вс', and every
 * other day on its own line under its label. Days missing from the list (closed) are
 * left out; lines follow the order of the week whatever the order of the input.
 *
 * @example
 * groupWorkingHours([
 *   ...['Пн', 'Вт', 'Ср', 'Чт', 'Пт'].map((name) => ({ name, open: '08:00', close: '21:00' })),
 *   { name: 'Сб', open: '10:00', close: '18:00' },
 *   { name: 'Вс', open: '10:00', close: '18:00' },
 * ])
 * // [{ days: 'Будни', time: '08:00-21:00' }, { days: 'Сб,Вс', time: '10:00-18:00' }]
 */
export function groupWorkingHours(workingHours: readonly WorkingDay[]): WorkingHoursLine[] {
  const timeOf = new Map<string, string>()
  for (const { name, open, close } of workingHours) {
    // Labels are matched as the shop writes them, forgiving case and stray spaces.
    const label = WEEKDAY_LABELS.find((day) => day.toLowerCase() === name.trim().toLowerCase())
    if (label) timeOf.set(label, `${open}-${close}`)
  }

  const everyDay = sameTimeOn(WEEKDAY_LABELS, timeOf)
  if (everyDay) return [{ days: WORKING_DAYS_GROUPS.everyDay, time: everyDay }]

  const lines: WorkingHoursLine[] = []
  const fold = (days: readonly WeekdayLabel[], groupName: string) => {
    const shared = sameTimeOn(days, timeOf)
    if (shared) {
      lines.push({ days: groupName, time: shared })
      return
    }
    for (const day of days) {
      const time = timeOf.get(day)
      if (time) lines.push({ days: day, time })
    }
  }
  fold(WEEKDAYS, WORKING_DAYS_GROUPS.weekdays)
  fold(WEEKEND, WORKING_DAYS_GROUPS.weekend)
  return lines
}
