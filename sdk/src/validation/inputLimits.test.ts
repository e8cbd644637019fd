// Behaviour of the input limits and the control-character clean-up.
import { describe, expect, it } from 'vitest'
import { cleanInput, INPUT_LIMITS, stripControlCharacters } from './index'

describe('INPUT_LIMITS', () => {
  it('names follow SPEC §5: 64 for a name part, 128 for a whole name and an e-mail', () => {
    expect([INPUT_LIMITS.personName, INPUT_LIMITS.fullName, INPUT_LIMITS.email]).toEqual([
      64, 128, 128,
    ])
  })
})

describe('stripControlCharacters', () => {
  it('removes NUL, escape, backspace and DEL', () => {
    expect(stripControlCharacters('Ан\u0000на\u001b[31m\b\u007f')).toBe('Анна[31m')
  })

  it('removes bidirectional overrides and isolates', () => {
    expect(stripControlCharacters('abc\u202Edef\u2066g\u2069')).toBe('abcdefg')
  })

  it('turns line breaks and tabs of a one-line text into spaces', () => {
    expect(stripControlCharacters('ул. Ленина\r\nдом\t5')).toBe('ул. Ленина дом 5')
  })

  it('keeps line breaks (as LF) and tabs of a multi-line text', () => {
    expect(stripControlCharacters('Спасибо!\r\nПомогло\rбыстро\t!', { multiline: true })).toBe(
      'Спасибо!\nПомогло\nбыстро\t!',
    )
  })

  it('leaves letters, emoji and joiners alone', () => {
    expect(stripControlCharacters('Ёлка 👩‍⚕️ café')).toBe('Ёлка 👩‍⚕️ café')
  })
})

describe('cleanInput', () => {
  it('cleans and trims, and a text at its limit passes', () => {
    expect(cleanInput(`  ${'а'.repeat(64)}\u0000 `, 'personName')).toEqual({
      text: 'а'.repeat(64),
      error: null,
    })
  })

  it('a text one character over its limit gets "Максимум N символов"', () => {
    expect(cleanInput('а'.repeat(65), 'personName').error).toBe('Максимум 64 символа')
    expect(cleanInput('о'.repeat(2001), 'review').error).toBe('Максимум 2000 символов')
  })

  it('counts characters, not UTF-16 units: 64 emoji are a 64-character name', () => {
    expect(cleanInput('😀'.repeat(64), 'personName').error).toBeNull()
  })

  it('keeps the line breaks of a review', () => {
    expect(cleanInput('Хорошо.\r\nРекомендую', 'review').text).toBe('Хорошо.\nРекомендую')
  })
})
