// Behaviour of the registration form's name rules.
import { describe, expect, it } from 'vitest'
import { validateRegistrationNames } from './index'

describe('validateRegistrationNames', () => {
  it('requires the name', () => {
    expect(validateRegistrationNames({ name: '  ' })).toEqual({ name: 'Поле обязательное' })
  })

  it('refuses a name of two letters (3 at least)', () => {
    expect(validateRegistrationNames({ name: 'Ив' })).toEqual({ name: 'Минимум 3 символа' })
    expect(validateRegistrationNames({ name: 'Иван' })).toEqual({})
  })

  it('refuses signs and digits as invalid characters', () => {
    expect(validateRegistrationNames({ name: 'Ив@н' })).toEqual({ name: 'Недопустимые символы' })
    expect(validateRegistrationNames({ name: 'Иван', surname: 'Петров2' })).toEqual({
      surname: 'Недопустимые символы',
    })
  })

  it('refuses a name longer than 64 characters', () => {
    expect(validateRegistrationNames({ name: 'а'.repeat(70) })).toEqual({
      name: 'Максимум 64 символа',
    })
  })

  it('lets the surname and patronymic be empty, and checks them when given', () => {
    expect(
      validateRegistrationNames({ name: 'Анна-Мария', surname: '', patronymic: null }),
    ).toEqual({})
    expect(validateRegistrationNames({ name: 'Анна', patronymic: 'Ив' })).toEqual({
      patronymic: 'Минимум 3 символа',
    })
  })
})
