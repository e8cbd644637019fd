// Behaviour of the text, name and e-mail field rules.
import { describe, expect, it } from 'vitest'
import {
  TEXT_FIELD_PATTERN,
  TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH_LONG,
  TEXT_MIN_LENGTH,
  VALIDATION_MESSAGES,
  validateEmail,
  validateName,
  validateRequired,
  validateTextField,
} from './index'

describe('validation messages', () => {
  it('are spelled as the spec has them', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      required: 'Поле обязательное',
      pattern: 'Поле может содержать буквы, цифры и тире',
      invalidCharacters: 'Недопустимые символы',
      invalidDate: 'Некорректная дата',
      invalidEmail: 'Некорректный Email',
    })
  })

  it('length limits are 3, 64 and 128', () => {
    expect([TEXT_MIN_LENGTH, TEXT_MAX_LENGTH, TEXT_MAX_LENGTH_LONG]).toEqual([3, 64, 128])
  })
})

describe('validateRequired', () => {
  it('rejects empty and all-space values', () => {
    expect(validateRequired('')).toBe('Поле обязательное')
    expect(validateRequired('   ')).toBe('Поле обязательное')
    expect(validateRequired(undefined)).toBe('Поле обязательное')
  })

  it('accepts any other value', () => {
    expect(validateRequired('a')).toBeNull()
  })
})

describe('validateTextField', () => {
  it('accepts Russian and Latin letters, digits, hyphens and spaces', () => {
    expect(validateTextField('Анна-Мария')).toBeNull()
    expect(validateTextField('Подъезд 2 ёлка Street-5')).toBeNull()
  })

  it('rejects other characters with the pattern message', () => {
    expect(validateTextField('Подъезд №2')).toBe('Поле может содержать буквы, цифры и тире')
    expect(validateTextField('a_b')).toBe('Поле может содержать буквы, цифры и тире')
  })

  it('lets an empty value pass unless required', () => {
    expect(validateTextField('')).toBeNull()
    expect(validateTextField(' ', { required: true })).toBe('Поле обязательное')
  })

  it('enforces the minimum length', () => {
    expect(validateTextField('ab', { minLength: TEXT_MIN_LENGTH })).toBe('Минимум 3 символа')
    expect(validateTextField('abc', { minLength: TEXT_MIN_LENGTH })).toBeNull()
  })

  it('enforces the maximum length, 100 by default', () => {
    expect(validateTextField('a'.repeat(100))).toBeNull()
    expect(validateTextField('a'.repeat(101))).toBe('Максимум 100 символов')
    expect(validateTextField('a'.repeat(65), { maxLength: TEXT_MAX_LENGTH })).toBe(
      'Максимум 64 символа',
    )
  })

  it('the single-expression pattern allows 0 to 100 characters', () => {
    expect(TEXT_FIELD_PATTERN.test('')).toBe(true)
    expect(TEXT_FIELD_PATTERN.test('я'.repeat(100))).toBe(true)
    expect(TEXT_FIELD_PATTERN.test('я'.repeat(101))).toBe(false)
    expect(TEXT_FIELD_PATTERN.test('a!')).toBe(false)
  })
})

describe('validateName', () => {
  it('accepts hyphenated and two-part names', () => {
    expect(validateName('Анна-Мария')).toBeNull()
    expect(validateName('Мария Луиза')).toBeNull()
    expect(validateName('John')).toBeNull()
    expect(validateName('Пётр')).toBeNull()
  })

  it('rejects digits and signs as invalid characters', () => {
    expect(validateName('Анна2')).toBe('Недопустимые символы')
    expect(validateName('Анна!')).toBe('Недопустимые символы')
    expect(validateName('-Анна')).toBe('Недопустимые символы')
  })

  it('limits a name to 64 characters', () => {
    expect(validateName('а'.repeat(64))).toBeNull()
    expect(validateName('а'.repeat(65))).toBe('Максимум 64 символа')
  })

  it('requires a value only when asked', () => {
    expect(validateName('')).toBeNull()
    expect(validateName('', { required: true })).toBe('Поле обязательное')
  })
})

describe('validateEmail', () => {
  it('accepts usual and Cyrillic addresses', () => {
    expect(validateEmail('shopper@mail.ru')).toBeNull()
    expect(validateEmail('first.last+apteka@sub.example.com')).toBeNull()
    expect(validateEmail('покупатель@почта.рф')).toBeNull()
  })

  it('rejects addresses without a domain dot, with spaces or two @', () => {
    expect(validateEmail('shopper@mail')).toBe('Некорректный Email')
    expect(validateEmail('shop per@mail.ru')).toBe('Некорректный Email')
    expect(validateEmail('a@b@mail.ru')).toBe('Некорректный Email')
    expect(validateEmail('shopper@mail.')).toBe('Некорректный Email')
    expect(validateEmail('@mail.ru')).toBe('Некорректный Email')
  })

  it('limits an address to 128 characters', () => {
    expect(validateEmail(`${'a'.repeat(120)}@mail.ru`)).toBeNull()
    expect(validateEmail(`${'a'.repeat(121)}@mail.ru`)).toBe('Максимум 128 символов')
  })

  it('requires a value only when asked', () => {
    expect(validateEmail('')).toBeNull()
    expect(validateEmail('', { required: true })).toBe('Поле обязательное')
  })
})
