import { describe, expect, it } from 'vitest'
import { openingHoursOf, pharmacyMicrodata } from './pharmacyMicrodata'

const day = (name: string, open: string, close: string) => ({ name, open, close })

describe('pharmacy microdata', () => {
  it('weekdays with the same hours become one range, the weekend another', () => {
    const hours = [
      ...['Пн', 'Вт', 'Ср', 'Чт', 'Пт'].map((name) => day(name, '08:00', '22:00')),
      day('Сб', '10:00', '20:00'),
      day('Вс', '10:00', '20:00'),
    ]
    expect(openingHoursOf(hours)).toEqual(['Mo-Fr 08:00-22:00', 'Sa-Su 10:00-20:00'])
  })

  it('a day off breaks the range, and a lone day stays alone', () => {
    const hours = [
      day('Пн', '09:00', '21:00'),
      day('Вт', '09:00', '21:00'),
      day('Чт', '09:00', '21:00'),
      day('Вс', '00:00', '24:00'),
    ]
    expect(openingHoursOf(hours)).toEqual(['Mo-Tu 09:00-21:00', 'Th 09:00-21:00', 'Su 00:00-24:00'])
  })

  it('is a schema.org Pharmacy with address, geo, phone and opening hours', () => {
    const json = JSON.parse(
      pharmacyMicrodata(
        {
          name: 'Аптека',
          address: 'г. Москва, ул. Тверская, 1',
          lat: 55.76,
          long: 37.61,
          phoneDetails: { phone: '+74950000000' },
          workingHours: [day('Пн', '08:00', '20:00')],
        },
        'https://shop.test/pharmacies/pharmacy/1',
      ),
    )
    expect(json).toMatchObject({
      '@type': 'Pharmacy',
      telephone: '+74950000000',
      openingHours: ['Mo 08:00-20:00'],
      geo: { latitude: 55.76, longitude: 37.61 },
    })
  })
})
