// Behaviour of the birth date rule and its conversions.
import { describe, expect, it } from 'vitest'
import {
  ageOn,
  applyBirthDateMask,
  BIRTH_DATE_MASK,
  birthDateFromApi,
  birthDateToApi,
  validateBirthDate,
} from './index'

const today = new Date(2024, 5, 15, 12, 0) // 15.06.2024

describe('validateBirthDate', () => {
  it('accepts a real date of an adult', () => {
    expect(validateBirthDate('01.02.1990', today)).toBeNull()
  })

  it('rejects a day that does not exist', () => {
    expect(validateBirthDate('31.02.2000', today)).toBe('Некорректная дата')
    expect(validateBirthDate('29.02.2001', today)).toBe('Некорректная дата')
  })

  it('rejects text that is not DD.MM.YYYY', () => {
    expect(validateBirthDate('1.2.2000', today)).toBe('Некорректная дата')
    expect(validateBirthDate('2000-02-01', today)).toBe('Некорректная дата')
    expect(validateBirthDate('', today)).toBe('Некорректная дата')
  })

  it('rejects age 13', () => {
    expect(validateBirthDate('16.06.2010', today)).toBe('Некорректная дата')
  })

  it('accepts age 14 from the birthday on', () => {
    expect(validateBirthDate('15.06.2010', today)).toBeNull()
  })

  it('accepts age 100 up to the day before the 101st birthday', () => {
    expect(validateBirthDate('15.06.1924', today)).toBeNull()
    expect(validateBirthDate('16.06.1923', today)).toBeNull()
  })

  it('rejects age 101', () => {
    expect(validateBirthDate('15.06.1923', today)).toBe('Некорректная дата')
  })

  it('rejects a date in the future', () => {
    expect(validateBirthDate('01.01.2030', today)).toBe('Некорректная дата')
  })
})

describe('ageOn', () => {
  it('completes a year only on the birthday, counting by whole months', () => {
    const born = { year: 2000, month: 2, day: 1 }
    expect(ageOn(born, new Date(2014, 0, 31))).toBe(13)
    expect(ageOn(born, new Date(2014, 1, 1))).toBe(14)
  })

  it('gives someone born on 29 February a year on 1 March of a common year', () => {
    const born = { year: 2008, month: 2, day: 29 }
    expect(ageOn(born, new Date(2022, 1, 28))).toBe(13)
    expect(ageOn(born, new Date(2022, 2, 1))).toBe(14)
  })
})

describe('birth date conversions', () => {
  it('converts DD.MM.YYYY to the API form', () => {
    expect(birthDateToApi('01.02.2000')).toBe('2000-02-01')
    expect(birthDateToApi('31.02.2000')).toBeNull()
  })

  it('converts the API form to DD.MM.YYYY', () => {
    expect(birthDateFromApi('2000-02-01')).toBe('01.02.2000')
    expect(birthDateFromApi('2000-02-01T00:00:00+03:00')).toBe('01.02.2000')
    expect(birthDateFromApi(null)).toBeNull()
    expect(birthDateFromApi('garbage')).toBeNull()
  })

  it('masks typing as ##.##.####', () => {
    expect(BIRTH_DATE_MASK).toBe('##.##.####')
    expect(applyBirthDateMask('0102')).toBe('01.02')
    expect(applyBirthDateMask('01022000')).toBe('01.02.2000')
  })
})
