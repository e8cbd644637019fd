// The shop clock's rules without a server: zone days, pickup readiness against working hours
// and assembly time, and courier days counted in the address's region's zone.
import { describe, expect, it, vi } from 'vitest'
import type { ZoneRow } from '../cart/cartView'
import { deliveryDates } from '../checkout/deliverySchedule'
import { AnswerLifetime, answerDate } from './answerDays'
import {
  nextZoneMidnight,
  pickupReadyDate,
  pickupReadyDateChanges,
  shopDay,
  ZONE_PARTS,
  zoneDate,
  zoneInstant,
  zoneIso,
  zoneParts,
} from './shopClock'

const week = (open: string, close: string) =>
  ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'].map((name) => ({ name, open, close }))

const moscow = { timeZone: 'Europe/Moscow', workingHours: week('08:00', '22:00') }

describe('zone days', () => {
  it('the same instant is the 26th in Moscow and the 27th in Novosibirsk', () => {
    const at = new Date('2026-11-26T21:30:00+03:00')
    expect(zoneDate(at, 'Europe/Moscow')).toBe('2026-11-26')
    expect(zoneDate(at, 'Asia/Novosibirsk')).toBe('2026-11-27')
    expect(zoneInstant(at, 'Asia/Novosibirsk', 0, 9).toISOString()).toBe('2026-11-27T02:00:00.000Z')
  })

  it('answers each instant’s own parts, one minute after another and zone after zone', () => {
    // Across Moscow's midnight in 17-second steps, zones taking turns: the kept last minute of a
    // zone must never answer another minute or zone.
    const zones = ['Europe/Moscow', 'Asia/Novosibirsk', 'Europe/Kaliningrad', 'Asia/Kolkata']
    const start = Date.parse('2026-11-26T23:58:00+03:00')
    for (let step = 0; step < 60; step++) {
      const at = new Date(start + step * 17_000)
      for (const timeZone of zones.slice(step % zones.length).concat(zones)) {
        // A new formatter each time: what zoneParts answers without its per-minute memory.
        const wall = new Intl.DateTimeFormat('en-US', { timeZone, ...ZONE_PARTS }).formatToParts(at)
        const part = (type: string) => Number(wall.find((p) => p.type === type)?.value)
        expect(zoneParts(at, timeZone), `${at.toISOString()} ${timeZone}`).toEqual({
          year: part('year'),
          month: part('month'),
          day: part('day'),
          minutes: part('hour') * 60 + part('minute'),
        })
      }
    }
  })

  it('formats each minute of a zone once while a request reads its day, midnight and pickup change', () => {
    // What one request reads of a zone: its date (and so its next midnight, when the date
    // changes) and, at a pharmacy, when the pickup day changes (zoneInstant checks the offset at
    // the minute it guessed). Read again and again, nothing is formatted again.
    const at = new Date('2031-03-05T10:20:30Z')
    const pharmacy = { timeZone: 'Asia/Yekaterinburg', workingHours: week('08:00', '22:00') }
    const reads = () => {
      nextZoneMidnight(at, pharmacy.timeZone)
      zoneDate(at, pharmacy.timeZone, 1)
      pickupReadyDateChanges(pharmacy, 0, at)
      pickupReadyDate(pharmacy, 0, at)
    }
    reads()
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')
    try {
      for (let round = 0; round < 5; round++) reads()
      expect(formatToParts).not.toHaveBeenCalled()
    } finally {
      formatToParts.mockRestore()
    }
  })

  it('a request reads each zone day again when its instant moves, and notes when it changes', () => {
    // Read twice at one instant, then after Moscow's midnight with the same reader: the dates a
    // request keeps are its instant's, never another's.
    const reader = { now: new Date('2026-11-26T23:59:30+03:00'), answer: new AnswerLifetime() }
    expect(answerDate(reader, 'Europe/Moscow')).toBe('2026-11-26')
    expect(answerDate(reader, 'Europe/Moscow', 1)).toBe('2026-11-27')
    expect(answerDate(reader, 'Europe/Moscow')).toBe('2026-11-26')
    expect(answerDate(reader, 'Asia/Novosibirsk')).toBe('2026-11-27')
    // Moscow's midnight comes first (Novosibirsk's is at 17:00 UTC on the 27th).
    expect(new Date(reader.answer.until).toISOString()).toBe('2026-11-26T21:00:00.000Z')
    reader.now = new Date('2026-11-27T00:00:30+03:00')
    reader.answer = new AnswerLifetime()
    expect(answerDate(reader, 'Europe/Moscow')).toBe('2026-11-27')
    expect(answerDate(reader, 'Europe/Moscow', 1)).toBe('2026-11-28')
    expect(new Date(reader.answer.until).toISOString()).toBe('2026-11-27T21:00:00.000Z')
  })

  it('names today, tomorrow and later days with their dates', () => {
    const now = new Date('2026-11-26T23:59:00+03:00')
    expect(shopDay('2026-11-26', now, 'Europe/Moscow')).toMatchObject({
      kind: 'TODAY',
      text: 'Сегодня, 26 ноября',
    })
    expect(shopDay('2026-11-27', now, 'Europe/Moscow')).toMatchObject({
      kind: 'TOMORROW',
      text: 'Завтра, 27 ноября',
    })
    expect(shopDay('2026-11-28', now, 'Europe/Moscow')).toMatchObject({
      kind: 'LATER',
      text: 'Сб, 28 ноября',
    })
  })
})

describe('pickup readiness', () => {
  it('today while the assembly fits before closing, else the next working day', () => {
    expect(pickupReadyDate(moscow, 0, new Date('2026-11-26T20:59:00+03:00'))).toBe('2026-11-26')
    expect(pickupReadyDate(moscow, 0, new Date('2026-11-26T21:01:00+03:00'))).toBe('2026-11-27')
    expect(pickupReadyDate(moscow, 0, new Date('2026-11-27T00:01:00+03:00'))).toBe('2026-11-27')
  })

  it('goods brought in later are ready on their day, skipping a day the pharmacy is shut', () => {
    const weekdaysOnly = {
      timeZone: 'Europe/Moscow',
      workingHours: week('08:00', '22:00').filter((day) => day.name !== 'Сб' && day.name !== 'Вс'),
    }
    // Thursday 26 November: in one day is Friday; in two, Saturday, so Monday the 30th.
    const thursday = new Date('2026-11-26T12:00:00+03:00')
    expect(pickupReadyDate(weekdaysOnly, 1, thursday)).toBe('2026-11-27')
    expect(pickupReadyDate(weekdaysOnly, 2, thursday)).toBe('2026-11-30')
  })

  it('a round-the-clock pharmacy is still today at 22:30, tomorrow at 23:30', () => {
    const allDay = { timeZone: 'Europe/Moscow', workingHours: week('00:00', '24:00') }
    expect(pickupReadyDate(allDay, 0, new Date('2026-11-26T22:30:00+03:00'))).toBe('2026-11-26')
    expect(pickupReadyDate(allDay, 0, new Date('2026-11-26T23:30:00+03:00'))).toBe('2026-11-27')
  })
})

describe('when a reading changes (what a kept answer holds until)', () => {
  it("a zone's date changes at that zone's midnight", () => {
    const at = new Date('2026-11-26T21:30:00+03:00')
    expect(new Date(nextZoneMidnight(at, 'Europe/Moscow')).toISOString()).toBe(
      '2026-11-26T21:00:00.000Z',
    )
    // Novosibirsk (UTC+7) is already on the 27th: its next midnight is 17:00 UTC of the 27th.
    expect(new Date(nextZoneMidnight(at, 'Asia/Novosibirsk')).toISOString()).toBe(
      '2026-11-27T17:00:00.000Z',
    )
  })

  it('a pickup day holds until the instant it changes, and changes there, minute by minute', () => {
    // Every minute of a Thursday and the Friday after it, at five pharmacies: the day read at
    // any instant is the day read just before its change, and a change before midnight is one.
    const pharmacies = [
      moscow,
      { timeZone: 'Europe/Moscow', workingHours: week('00:00', '24:00') },
      { timeZone: 'Asia/Novosibirsk', workingHours: week('09:30', '21:15') },
      { timeZone: 'Europe/Moscow', workingHours: week('10:00', '10:30') },
      {
        timeZone: 'Europe/Moscow',
        workingHours: week('08:00', '22:00').filter((day) => day.name !== 'Пт'),
      },
    ]
    const start = Date.parse('2026-11-26T00:00:00+03:00')
    let changesBeforeMidnight = 0
    for (const pharmacy of pharmacies) {
      for (const days of [0, 1]) {
        for (let minute = 0; minute < 2 * 24 * 60; minute += 1) {
          const at = new Date(start + minute * 60_000 + 17_000)
          const read = pickupReadyDate(pharmacy, days, at)
          const changes = pickupReadyDateChanges(pharmacy, days, at)
          expect(changes).toBeGreaterThan(at.getTime())
          expect(pickupReadyDate(pharmacy, days, new Date(changes - 1))).toBe(read)
          if (changes < nextZoneMidnight(at, pharmacy.timeZone)) {
            changesBeforeMidnight++
            expect(pickupReadyDate(pharmacy, days, new Date(changes))).not.toBe(read)
          }
        }
      }
    }
    // Each day has such a change at each pharmacy with hours too short for it (none at 10:00–10:30).
    expect(changesBeforeMidnight).toBeGreaterThan(1000)
  })
})

describe('courier days', () => {
  const zone = { courierPrice: 299, freeFrom: 2500, deliveryDays: 1 } as ZoneRow

  it('start from the address region’s tomorrow, labelled in its zone', () => {
    // 21:30 in Moscow is 01:30 on the 27th in Novosibirsk: its first courier day is the 28th.
    const now = new Date('2026-11-26T21:30:00+03:00')
    const [first] = deliveryDates(now, 'Asia/Novosibirsk', zone, 1000)
    expect(first).toMatchObject({ id: '2026-11-28', label: 'Завтра', text: '28 ноября' })
    const [moscowFirst] = deliveryDates(now, 'Europe/Moscow', zone, 1000)
    expect(moscowFirst).toMatchObject({ id: '2026-11-27', label: 'Завтра', text: '27 ноября' })
  })
})

describe('zoneIso', () => {
  it("writes an instant as the zone's wall time with its offset", () => {
    const at = new Date('2026-11-26T21:30:15Z')
    expect(zoneIso(at, 'Europe/Moscow')).toBe('2026-11-27T00:30:15+03:00')
    expect(zoneIso(at, 'Asia/Novosibirsk')).toBe('2026-11-27T04:30:15+07:00')
    expect(zoneIso(at, 'UTC')).toBe('2026-11-26T21:30:15+00:00')
  })
})
