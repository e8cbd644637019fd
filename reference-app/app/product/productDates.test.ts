import { describe, expect, it } from 'vitest'
import { dayPhrase, longDate, receiveDayText, shopToday } from './productDates'

const TODAY = new Date(2026, 10, 22, 23, 30)

describe('product page dates', () => {
  it("says 'сегодня', 'завтра', else the day and month", () => {
    expect(dayPhrase('2026-11-22', TODAY)).toBe('сегодня')
    expect(dayPhrase('2026-11-23', TODAY)).toBe('завтра')
    expect(dayPhrase('2026-11-25', TODAY)).toBe('25 ноября')
    expect(dayPhrase('2026-12-01', TODAY)).toBe('1 декабря')
    expect(dayPhrase('2027-01-03', TODAY)).toBe('3 января 2027')
  })

  it('leaves a text that is not a date as it is', () => {
    expect(dayPhrase('Сегодня после 18:00', TODAY)).toBe('Сегодня после 18:00')
    expect(receiveDayText('pickup', 'Сегодня после 18:00', TODAY)).toBe('Сегодня после 18:00')
  })

  it('reads API days, timestamps and DD.MM.YYYY as long dates', () => {
    expect(longDate('2029-05-12')).toBe('12 мая 2029')
    expect(longDate('2026-03-08T10:00:00.000Z')).toBe('8 марта 2026')
    expect(longDate('12.05.2029')).toBe('12 мая 2029')
    expect(longDate('31.02.2029')).toBe('31.02.2029')
  })

  it('names how the product is received', () => {
    expect(receiveDayText('pickup', '2026-11-22', TODAY)).toBe('Забрать сегодня')
    expect(receiveDayText('delivery', '2026-11-24', TODAY)).toBe('Доставим 24 ноября')
  })
})

describe('shopToday', () => {
  it('is the calendar day in Moscow, whatever the machine’s time zone', () => {
    const evening = shopToday(new Date('2026-11-22T22:30:00Z'))
    expect([evening.getFullYear(), evening.getMonth(), evening.getDate()]).toEqual([2026, 10, 23])
    const morning = shopToday(new Date('2026-11-22T05:00:00Z'))
    expect([morning.getFullYear(), morning.getMonth(), morning.getDate()]).toEqual([2026, 10, 22])
  })

  it("is the region's calendar day: 17:30 UTC is already tomorrow in Novosibirsk, not in Moscow", () => {
    const at = new Date('2026-11-22T17:30:00Z')
    const there = shopToday(at, 'Asia/Novosibirsk')
    expect([there.getMonth(), there.getDate()]).toEqual([10, 23])
    expect(shopToday(at).getDate()).toBe(22)
  })
})
