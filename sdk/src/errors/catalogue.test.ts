// Behaviour of the error catalogue and its messages.
import { describe, expect, it } from 'vitest'
import {
  AUTH_ERROR_CODE,
  DEFAULT_ERROR_CODE,
  DEFAULT_ERROR_MESSAGE,
  ERROR_CODES,
  ERROR_MESSAGES,
  errorMessage,
  isErrorCode,
} from './index'

const SPEC_CODES = [
  ...Array.from({ length: 41 }, (_, index) => `E_${index + 1}`),
  'E_70',
  'E_100',
  'E_110',
  'E_120',
  'E_130',
  'E_250',
  'E_251',
  'E_258',
  'E_259',
  'E_260',
  'E_261',
  'E_270',
]

describe('error catalogue', () => {
  it('has every code of the spec, and no other', () => {
    expect(Object.values(ERROR_CODES).sort()).toEqual([...SPEC_CODES].sort())
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...SPEC_CODES].sort())
  })

  it('gives every code a message in Russian', () => {
    for (const code of SPEC_CODES) {
      expect(ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES]).toMatch(/[А-Яа-яЁё]/)
    }
  })

  it('falls back to E_3 and "Ошибка запроса"', () => {
    expect(DEFAULT_ERROR_CODE).toBe('E_3')
    expect(DEFAULT_ERROR_MESSAGE).toBe('Ошибка запроса')
  })

  it('names E_12 as the auth error that clears the session', () => {
    expect(AUTH_ERROR_CODE).toBe('E_12')
  })

  it('knows its codes', () => {
    expect(isErrorCode('E_270')).toBe(true)
    expect(isErrorCode('E_42')).toBe(false)
    expect(isErrorCode('toString')).toBe(false)
  })
})

describe('errorMessage', () => {
  it('fills %count%', () => {
    expect(errorMessage('E_17', { count: 500 })).toBe('Найдено более 500 товаров, уточните запрос')
  })

  it('fills %min_sum%', () => {
    expect(errorMessage('E_29', { min_sum: 1000 })).toBe(
      'Минимальная сумма заказа 1000 руб., добавьте ещё товаров в корзину',
    )
  })

  it('fills %field%', () => {
    expect(errorMessage('E_36', { field: 'Телефон' })).toBe('Не заполнено поле Телефон')
  })

  it('leaves a placeholder without a value as written', () => {
    expect(errorMessage('E_17')).toBe('Найдено более %count% товаров, уточните запрос')
  })

  it('gives a message without placeholders as it is', () => {
    expect(errorMessage('E_39')).toBe('Не удалось отменить заказ: он уже собран или отправлен')
  })

  it('reads "Ошибка запроса" for unknown or missing codes', () => {
    expect(errorMessage('E_999')).toBe('Ошибка запроса')
    expect(errorMessage(undefined)).toBe('Ошибка запроса')
    expect(errorMessage('constructor')).toBe('Ошибка запроса')
  })
})
