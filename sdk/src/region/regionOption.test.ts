import { describe, expect, it } from 'vitest'
import { regionOf } from './regionOption'

describe('the region option', () => {
  it('regionOf reads regionId first, then the deprecated regionID', () => {
    expect(regionOf({ regionId: 'spb' })).toBe('spb')
    expect(regionOf({ regionID: 'spb' })).toBe('spb')
    expect(regionOf({ regionId: 'spb', regionID: 'moscowregion' })).toBe('spb')
    expect(regionOf({})).toBeUndefined()
  })
})
