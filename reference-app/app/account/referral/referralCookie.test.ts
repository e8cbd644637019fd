import { describe, expect, it } from 'vitest'
import {
  referralCodeFromCookies,
  referralCodeFromSearch,
  referralCookieText,
} from './referralCookie'

describe('the referral cookie', () => {
  it('takes REF_CODE from the address, and nothing that is not a code', () => {
    expect(referralCodeFromSearch('?REF_CODE=ANNA2025&x=1')).toBe('ANNA2025')
    expect(referralCodeFromSearch('?REF_CODE=%3Cscript%3E')).toBeNull()
    expect(referralCodeFromSearch('?ref=ANNA2025')).toBeNull()
  })

  it('reads back the code it wrote', () => {
    const written = referralCookieText('ANNA2025').split(';')[0] ?? ''
    expect(referralCodeFromCookies(`a=1; ${written}; b=2`)).toBe('ANNA2025')
    expect(referralCookieText('ANNA2025')).toContain('Max-Age=2592000')
    expect(referralCodeFromCookies('a=1')).toBeNull()
  })
})
