import { describe, expect, it } from 'vitest'
import { makeToken } from '../testing/index'
import { isTokenExpired, tokenClaims } from './jwt'

describe('tokenClaims', () => {
  it('decodes a base64url payload, UTF-8 included', () => {
    const token = makeToken({ sub: '42', name: 'Анна ~ ?>', employee: true, exp: 1_800_000_000 })
    expect(token.split('.')[1]).not.toMatch(/[+/=]/)
    expect(tokenClaims(token)).toEqual({
      sub: '42',
      name: 'Анна ~ ?>',
      employee: true,
      exp: 1_800_000_000,
    })
  })

  it('is null for anything that is not a JWT', () => {
    expect(tokenClaims(null)).toBeNull()
    expect(tokenClaims('opaque-token')).toBeNull()
    expect(tokenClaims('a.!!!.c')).toBeNull()
    expect(tokenClaims(`a.${btoa('"text"')}.c`)).toBeNull()
  })
})

describe('isTokenExpired', () => {
  const now = 1_800_000_000_000
  it('a missing token needs a refresh', () => {
    expect(isTokenExpired('', now, 0)).toBe(true)
    expect(isTokenExpired(null, now, 0)).toBe(true)
  })
  it('compares exp (seconds) with now (ms) minus the leeway', () => {
    expect(isTokenExpired(makeToken({ exp: now / 1000 + 10 }), now, 0)).toBe(false)
    expect(isTokenExpired(makeToken({ exp: now / 1000 + 10 }), now, 10_000)).toBe(true)
    expect(isTokenExpired(makeToken({ exp: now / 1000 }), now, 0)).toBe(true)
  })
  it('a token without a readable exp counts as valid', () => {
    expect(isTokenExpired('opaque-token', now, 0)).toBe(false)
    expect(isTokenExpired(makeToken({ sub: '1' }), now, 0)).toBe(false)
  })
})
