// The day an order can be had, said as a date in Russian: 'Сегодня, 24 ноября',
// 'Завтра, 25 ноября', 'Пт, 27 ноября'. A pharmacy's terms (term.pickupDays,
// term.bookingDays) count days from today.
import { DELIVERY_DAY_LABELS, deliveryDayLabel, MONTH_NAMES_GENITIVE } from '../format'

/**
 * A day as the checkout names it: today and tomorrow by name with the date, later days by
 * weekday and date. `today` is passed in, so the rule never reads a clock.
 *
 * @example
 * receiveDayText(new Date(2026, 10, 24), new Date(2026, 10, 24)) // 'Сегодня, 24 ноября'
 * receiveDayText(new Date(2026, 10, 27), new Date(2026, 10, 24)) // 'Пт, 27 ноября'
 */
export function receiveDayText(day: Date, today: Date): string {
  const label = deliveryDayLabel(day, today)
  const date = `${day.getDate()} ${MONTH_NAMES_GENITIVE[day.getMonth()]}`
  return label.endsWith(date) ? label : `${label}, ${date}`
}

/**
 * The day that comes `days` calendar days after `today` (a pharmacy's pickup or booking term).
 *
 * @example
 * dayAfter(new Date(2026, 10, 30), 1) // 1 December 2026
 */
export function dayAfter(today: Date, days: number): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + Math.max(0, days))
}

/**
 * When an order is ready at a pharmacy that keeps it ready in `days` days.
 *
 * @example
 * readyDayText(new Date(2026, 10, 24, 18, 0), 0) // 'Сегодня, 24 ноября'
 * readyDayText(new Date(2026, 10, 24, 18, 0), 1) // 'Завтра, 25 ноября'
 */
export function readyDayText(today: Date, days: number): string {
  return receiveDayText(dayAfter(today, days), today)
}

/**
 * A day label as the API sends it (deliveryDayLabel: 'Сегодня', 'Завтра', 'Пт, 27 ноября')
 * with its date, so today and tomorrow read as dates too.
 *
 * @example
 * datedDayLabel('Завтра', new Date(2026, 10, 24)) // 'Завтра, 25 ноября'
 * datedDayLabel('Пт, 27 ноября', new Date(2026, 10, 24)) // 'Пт, 27 ноября'
 */
export function datedDayLabel(label: string, today: Date): string {
  if (label === DELIVERY_DAY_LABELS.today) return readyDayText(today, 0)
  if (label === DELIVERY_DAY_LABELS.tomorrow) return readyDayText(today, 1)
  return label
}
