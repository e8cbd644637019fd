// Behaviour of pharmacy hours folding.
import { describe, expect, it } from 'vitest'
import { groupWorkingHours, type WorkingDay } from './index'

const week = (times: Record<string, [string, string]>): WorkingDay[] =>
  Object.entries(times).map(([name, [open, close]]) => ({ name, open, close }))

const day = ['08:00', '21:00'] as [string, string]
const weekend = ['10:00', '18:00'] as [string, string]

describe('groupWorkingHours', () => {
  it('folds seven alike days into "Пн-Вс"', () => {
    const hours = week({ Пн: day, Вт: day, Ср: day, Чт: day, Пт: day, Сб: day, Вс: day })
    expect(groupWorkingHours(hours)).toEqual([{ days: 'Пн-Вс', time: '08:00-21:00' }])
  })

  it('folds weekdays into "Будни" and the weekend into "Сб,Вс"', () => {
    const hours = week({ Пн: day, Вт: day, Ср: day, Чт: day, Пт: day, Сб: weekend, Вс: weekend })
    expect(groupWorkingHours(hours)).toEqual([
      { days: 'Будни', time: '08:00-21:00' },
      { days: 'Сб,Вс', time: '10:00-18:00' },
    ])
  })

  it('lists Saturday and Sunday apart when they differ', () => {
    const hours = week({
      Пн: day,
      Вт: day,
      Ср: day,
      Чт: day,
      Пт: day,
      Сб: weekend,
      Вс: ['11:00', '17:00'],
    })
    expect(groupWorkingHours(hours)).toEqual([
      { days: 'Будни', time: '08:00-21:00' },
      { days: 'Сб', time: '10:00-18:00' },
      { days: 'Вс', time: '11:00-17:00' },
    ])
  })

  it('lists weekdays one by one when they differ', () => {
    const hours = week({
      Пн: day,
      Вт: day,
      Ср: day,
      Чт: day,
      Пт: ['08:00', '20:00'],
      Сб: weekend,
      Вс: weekend,
    })
    expect(groupWorkingHours(hours)).toEqual([
      { days: 'Пн', time: '08:00-21:00' },
      { days: 'Вт', time: '08:00-21:00' },
      { days: 'Ср', time: '08:00-21:00' },
      { days: 'Чт', time: '08:00-21:00' },
      { days: 'Пт', time: '08:00-20:00' },
      { days: 'Сб,Вс', time: '10:00-18:00' },
    ])
  })

  it('leaves out days missing from the list and does not call a partial week "Пн-Вс"', () => {
    const hours = week({ Пн: day, Вт: day, Ср: day, Чт: day, Пт: day, Сб: day })
    expect(groupWorkingHours(hours)).toEqual([
      { days: 'Будни', time: '08:00-21:00' },
      { days: 'Сб', time: '08:00-21:00' },
    ])
  })

  it('follows the order of the week whatever the input order', () => {
    const hours = week({ Вс: weekend, Сб: weekend, Пт: day, Чт: day, Ср: day, Вт: day, Пн: day })
    expect(groupWorkingHours(hours).map((line) => line.days)).toEqual(['Будни', 'Сб,Вс'])
  })

  it('gives nothing for an empty list', () => {
    expect(groupWorkingHours([])).toEqual([])
  })
})
