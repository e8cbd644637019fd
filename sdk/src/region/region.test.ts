// Behaviour of the default region and region identity.
import { describe, expect, it } from 'vitest'
import { cityIdOf, DEFAULT_REGION, isDefaultRegion, isSameRegion } from './index'

describe('default region', () => {
  it('is Moscow and its oblast, number 77, at the centre of Moscow', () => {
    expect(DEFAULT_REGION).toMatchObject({
      id: 'moscowregion',
      num: 77,
      name: 'Московская область',
      names: { i: 'Москва и область', r: 'Москвы и области', p: 'Москве и области' },
      lat: 55.753206,
      long: 37.622509,
    })
  })

  it('is known both as moscowregion and as 77', () => {
    expect(isDefaultRegion('moscowregion')).toBe(true)
    expect(isDefaultRegion(77)).toBe(true)
    expect(isDefaultRegion('77')).toBe(true)
    expect(isDefaultRegion('spb')).toBe(false)
  })

  it('counts a missing region as the default', () => {
    expect(isDefaultRegion(undefined)).toBe(true)
    expect(isDefaultRegion('')).toBe(true)
  })

  it('can be another region', () => {
    expect(isDefaultRegion('kazan', 'kazan')).toBe(true)
    expect(isDefaultRegion('moscowregion', 'kazan')).toBe(false)
  })

  it('treats 77 and moscowregion as the same region, and nothing else', () => {
    expect(isSameRegion(77, 'moscowregion')).toBe(true)
    expect(isSameRegion('spb', 'spb')).toBe(true)
    expect(isSameRegion('spb', 77)).toBe(false)
  })
})

describe('cityIdOf', () => {
  it('keeps the id of a city (type 2) only', () => {
    expect(cityIdOf({ id: '4400', type: '2' })).toBe('4400')
    expect(cityIdOf({ id: 'tatarstan', type: '1' })).toBeUndefined()
  })
})
