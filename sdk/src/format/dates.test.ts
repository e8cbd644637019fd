// Behaviour of calendar dates and delivery day labels.
import { describe, expect, it } from 'vitest'
import {
  calendarDate,
  calendarDaysBetween,
  deliveryDayLabel,
  formatApiDate,
  formatDate,
  fullMonthsBetween,
  MONTH_NAMES_GENITIVE,
  parseApiDate,
  parseDisplayDate,
  WEEKDAY_LABELS,
  weekdayLabel,
} from './index'

describe('month names', () => {
  it("are the genitive names Intl.DateTimeFormat('ru') gives, as in '27 ноября'", () => {
    const format = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long' })
    const intl = Array.from(
      { length: 12 },
      (_, month) =>
        format.formatToParts(new Date(2020, month, 1)).find((part) => part.type === 'month')?.value,
    )
    expect(MONTH_NAMES_GENITIVE).toEqual(intl)
  })
})

describe('calendar dates', () => {
  it('refuses days that do not exist', () => {
    expect(calendarDate(2000, 2, 31)).toBeNull()
    expect(calendarDate(2023, 2, 29)).toBeNull()
    expect(calendarDate(2000, 13, 1)).toBeNull()
    expect(calendarDate(2000, 4, 31)).toBeNull()
    expect(calendarDate(2000, 1, 0)).toBeNull()
  })

  it('accepts the 29th of February in a leap year', () => {
    expect(calendarDate(2024, 2, 29)).toEqual({ year: 2024, month: 2, day: 29 })
  })

  it('parses DD.MM.YYYY strictly', () => {
    expect(parseDisplayDate('01.02.2000')).toEqual({ year: 2000, month: 2, day: 1 })
    expect(parseDisplayDate('1.2.2000')).toBeNull()
    expect(parseDisplayDate('31.02.2000')).toBeNull()
    expect(parseDisplayDate('2000-02-01')).toBeNull()
  })

  it('parses API dates and the date part of timestamps', () => {
    expect(parseApiDate('2000-02-01')).toEqual({ year: 2000, month: 2, day: 1 })
    expect(parseApiDate('2000-02-01T10:00:00Z')).toEqual({ year: 2000, month: 2, day: 1 })
    expect(parseApiDate('01.02.2000')).toBeNull()
  })

  it('formats as DD.MM.YYYY and as YYYY-MM-DD', () => {
    expect(formatDate(new Date(2020, 10, 7))).toBe('07.11.2020')
    expect(formatDate({ year: 2000, month: 2, day: 1 })).toBe('01.02.2000')
    expect(formatApiDate(new Date(2020, 10, 7))).toBe('2020-11-07')
  })

  it('counts a month only once its day is reached', () => {
    const jan15 = { year: 2000, month: 1, day: 15 }
    expect(fullMonthsBetween(jan15, { year: 2000, month: 2, day: 14 })).toBe(0)
    expect(fullMonthsBetween(jan15, { year: 2000, month: 2, day: 15 })).toBe(1)
    expect(fullMonthsBetween(jan15, { year: 2001, month: 1, day: 15 })).toBe(12)
  })

  it('counts calendar days regardless of the time of day', () => {
    expect(calendarDaysBetween(new Date(2020, 10, 26, 23, 0), new Date(2020, 10, 27, 1, 0))).toBe(1)
    expect(calendarDaysBetween(new Date(2020, 10, 26, 1, 0), new Date(2020, 10, 26, 23, 0))).toBe(0)
  })

  it('labels weekdays from Monday', () => {
    expect(WEEKDAY_LABELS).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'])
    expect(weekdayLabel(new Date(2020, 10, 23))).toBe('Пн')
    expect(weekdayLabel(new Date(2020, 10, 29))).toBe('Вс')
  })
})

describe('deliveryDayLabel', () => {
  const today = new Date(2020, 10, 25, 15, 30)

  it('says "Сегодня" for today', () => {
    expect(deliveryDayLabel(new Date(2020, 10, 25, 9, 0), today)).toBe('Сегодня')
  })

  it('says "Завтра" for tomorrow, even early in the morning', () => {
    expect(deliveryDayLabel(new Date(2020, 10, 26, 0, 5), today)).toBe('Завтра')
  })

  it('gives the weekday and the day with its month further ahead', () => {
    expect(deliveryDayLabel(new Date(2020, 10, 27), today)).toBe('Пт, 27 ноября')
    expect(deliveryDayLabel(new Date(2021, 0, 1), today)).toBe('Пт, 1 января')
  })

  it('says "Завтра" across the end of the month', () => {
    expect(deliveryDayLabel(new Date(2020, 11, 1), new Date(2020, 10, 30))).toBe('Завтра')
  })
})
