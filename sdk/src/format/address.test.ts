// Behaviour of the one-line address and its "г. " prefix.
import { describe, expect, it } from 'vitest'
import { formatAddress, namesPlaceKind } from './index'

describe('formatAddress', () => {
  it('joins city, street and house with "г. " and "дом "', () => {
    expect(formatAddress({ city: 'Москва', street: 'ул. Тверская', houseNumber: '7' })).toBe(
      'г. Москва, ул. Тверская, дом 7',
    )
  })

  it('skips missing and blank parts', () => {
    expect(formatAddress({ city: 'Москва', houseNumber: '7' })).toBe('г. Москва, дом 7')
    expect(formatAddress({ street: 'ул. Тверская', houseNumber: '7' })).toBe('ул. Тверская, дом 7')
    expect(formatAddress({ city: ' ', street: 'ул. Тверская' })).toBe('ул. Тверская')
    expect(formatAddress({})).toBe('')
  })

  it.each([
    'деревня Горки',
    'д. Горки',
    'д.Горки',
    'село Никольское',
    'с. Никольское',
    'посёлок Заречный',
    'поселок Заречный',
    'пос. Заречный',
    'п. Заречный',
    'пгт Маркова',
    'рп Лесной',
    'рабочий посёлок Лесной',
    'Ленинский район',
    'Ленинский р-н',
    'Московская область',
    'Московская обл.',
    'Краснодарский край',
    'Республика Татарстан',
    'станица Ленинградская',
    'ст-ца Ленинградская',
    'станция Ожерелье',
    'ст. Ожерелье',
    'хутор Весёлый',
    'аул Хабез',
    'СНТ Берёзка',
    'ПГТ Маркова',
    'г. Химки',
    'город Химки',
  ])('adds no "г. " before "%s"', (city) => {
    expect(formatAddress({ city, houseNumber: '1' })).toBe(`${city}, дом 1`)
  })

  it('adds "г. " to cities whose names merely contain such letters', () => {
    expect(formatAddress({ city: 'Светлогорск' })).toBe('г. Светлогорск')
    expect(formatAddress({ city: 'Краснодар' })).toBe('г. Краснодар')
    expect(formatAddress({ city: 'Снежинск' })).toBe('г. Снежинск')
  })

  it('reads the place kind regardless of case', () => {
    expect(namesPlaceKind('ДЕРЕВНЯ Горки')).toBe(true)
    expect(namesPlaceKind('Москва')).toBe(false)
  })
})
