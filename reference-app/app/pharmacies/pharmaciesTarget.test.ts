import { describe, expect, it } from 'vitest'
import { pharmaciesTarget } from './routes/pharmacies'

describe('pharmacies addresses', () => {
  it('the list with or without a region segment', () => {
    expect(pharmaciesTarget(undefined)).toEqual({ kind: 'list' })
    expect(pharmaciesTarget('r_spb/')).toEqual({ kind: 'list' })
  })
  it('a pharmacy by /pharmacy/{id} and by the public form /{id}/, region after', () => {
    expect(pharmaciesTarget('pharmacy/12')).toEqual({ kind: 'pharmacy', id: '12' })
    expect(pharmaciesTarget('12/')).toEqual({ kind: 'pharmacy', id: '12' })
    expect(pharmaciesTarget('12/r_spb/')).toEqual({ kind: 'pharmacy', id: '12' })
  })
  it('anything else is not a page', () => {
    expect(pharmaciesTarget('pharmacy')).toBeNull()
    expect(pharmaciesTarget('abc')).toBeNull()
    expect(pharmaciesTarget('12/13')).toBeNull()
    expect(pharmaciesTarget('pharmacy/12/extra')).toBeNull()
    expect(pharmaciesTarget('brand:x')).toBeNull()
  })
})
