// Behaviour of phone normalisation, display and input mask.
import { describe, expect, it } from 'vitest'
import { applyPhoneMask, formatPhone, isValidPhone, normalizePhone, PHONE_MASK } from './index'

describe('normalizePhone', () => {
  it('keeps +7 followed by ten digits', () => {
    expect(normalizePhone('+79161234567')).toBe('+79161234567')
  })

  it('leading 8 becomes +7', () => {
    expect(normalizePhone('89161234567')).toBe('+79161234567')
  })

  it('ignores spaces, brackets and hyphens', () => {
    expect(normalizePhone('+7 (916) 123-45-67')).toBe('+79161234567')
    expect(normalizePhone(' 8 916 123 45 67 ')).toBe('+79161234567')
    expect(normalizePhone('8(916)123-4567')).toBe('+79161234567')
  })

  it('rejects eleven digits after +7', () => {
    expect(normalizePhone('+791612345678')).toBeNull()
  })

  it('rejects nine digits after +7', () => {
    expect(normalizePhone('+7916123456')).toBeNull()
  })

  it('rejects 7 without a plus', () => {
    expect(normalizePhone('79161234567')).toBeNull()
  })

  it('rejects letters and other signs', () => {
    expect(normalizePhone('+7916123456a')).toBeNull()
    expect(normalizePhone('+7.916.123.45.67')).toBeNull()
    expect(normalizePhone('+7 916 123 45 67 доб. 1')).toBeNull()
  })

  it('rejects other country codes and bare ten digits', () => {
    expect(normalizePhone('+3809161234567')).toBeNull()
    expect(normalizePhone('9161234567')).toBeNull()
    expect(normalizePhone('')).toBeNull()
  })

  it('rejects a plus in front of 8', () => {
    expect(normalizePhone('+89161234567')).toBeNull()
  })
})

describe('isValidPhone', () => {
  it('is true exactly where normalizePhone gives a number', () => {
    expect(isValidPhone('8 (916) 123-45-67')).toBe(true)
    expect(isValidPhone('79161234567')).toBe(false)
  })
})

describe('formatPhone', () => {
  it('shows +7 (XXX) XXX-XX-XX', () => {
    expect(formatPhone('+79161234567')).toBe('+7 (916) 123-45-67')
  })

  it('builds the display form from the last ten digits', () => {
    expect(formatPhone('89161234567')).toBe('+7 (916) 123-45-67')
    expect(formatPhone('9161234567')).toBe('+7 (916) 123-45-67')
    expect(formatPhone('+7 916 123-45-67')).toBe('+7 (916) 123-45-67')
  })

  it('leaves text with fewer than ten digits unchanged', () => {
    expect(formatPhone('+7 916')).toBe('+7 916')
  })
})

describe('applyPhoneMask', () => {
  it('exposes the mask of the spec', () => {
    expect(PHONE_MASK).toBe('+7 ### ### ## ##')
  })

  it('takes a leading 8 as the country code', () => {
    expect(applyPhoneMask('8916')).toBe('+7 916')
  })

  it('takes a leading 7 as the country code', () => {
    expect(applyPhoneMask('7916123')).toBe('+7 916 123')
  })

  it('fills the mask progressively while typing', () => {
    expect(applyPhoneMask('9')).toBe('+7 9')
    expect(applyPhoneMask('9161')).toBe('+7 916 1')
    expect(applyPhoneMask('91612345')).toBe('+7 916 123 45')
    expect(applyPhoneMask('916123456')).toBe('+7 916 123 45 6')
  })

  it('formats a full number pasted in any usual form', () => {
    expect(applyPhoneMask('+7 (916) 123-45-67')).toBe('+7 916 123 45 67')
    expect(applyPhoneMask('89161234567')).toBe('+7 916 123 45 67')
    expect(applyPhoneMask('9161234567')).toBe('+7 916 123 45 67')
  })

  it('drops digits beyond the mask', () => {
    expect(applyPhoneMask('8916123456789')).toBe('+7 916 123 45 67')
  })

  it('shows only the country code after the 8 alone, and nothing for empty input', () => {
    expect(applyPhoneMask('8')).toBe('+7')
    expect(applyPhoneMask('')).toBe('')
    expect(applyPhoneMask('abc')).toBe('')
  })
})
