import { describe, expect, it } from 'vitest'
import { parseSplat, publicAnalogsFormOf, publicFormOf, storefrontLocation } from './storefrontPath'

describe('parseSplat', () => {
  it('splits aliases, filter segments and a trailing region segment', () => {
    expect(parseSplat('lekarstva/vitaminy/brand:solgar/r_spb/')).toEqual({
      aliases: ['lekarstva', 'vitaminy'],
      filters: ['brand:solgar'],
      regionId: 'spb',
    })
  })

  it('reads an empty splat as the catalogue root without a region', () => {
    expect(parseSplat(undefined)).toEqual({ aliases: [], filters: [], regionId: null })
  })
})

describe('publicFormOf', () => {
  it("reads '/p_{alias}.html' as a product", () => {
    expect(publicFormOf('p_nurofen-200mg.html')).toEqual({
      kind: 'product',
      alias: 'nurofen-200mg',
    })
  })

  it("reads '/g_{group}' as a group and 'r_{id}' as a region's home page", () => {
    expect(publicFormOf('g_ibuprofen')).toEqual({ kind: 'group', code: 'ibuprofen' })
    expect(publicFormOf('r_spb')).toEqual({ kind: 'region', regionId: 'spb' })
  })

  it('knows nothing else', () => {
    expect(publicFormOf('about-us')).toBeNull()
    expect(publicFormOf('p_nurofen')).toBeNull()
    expect(publicFormOf('r_')).toBeNull()
  })
})

describe('publicAnalogsFormOf', () => {
  it("reads 'p_{alias}' and 'g_{group}' before '/analogi/'", () => {
    expect(publicAnalogsFormOf('p_nurofen')).toEqual({ kind: 'product', alias: 'nurofen' })
    expect(publicAnalogsFormOf('g_ibuprofen')).toEqual({ kind: 'group', code: 'ibuprofen' })
    expect(publicAnalogsFormOf('r_spb')).toBeNull()
  })
})

describe('storefrontLocation', () => {
  it('takes the region from a segment before the path', () => {
    expect(storefrontLocation({ region: 'r_spb', '*': 'vitaminy' })).toEqual({
      regionId: 'spb',
      notFound: false,
    })
  })

  it('takes the region from the end of a splat', () => {
    expect(storefrontLocation({ '*': 'vitaminy/r_kazan/' })).toEqual({
      regionId: 'kazan',
      notFound: false,
    })
  })

  it("answers not found for a ':region' segment that is not 'r_…'", () => {
    expect(storefrontLocation({ region: 'unknown' }).notFound).toBe(true)
  })

  it('answers not found for an unknown top-level segment', () => {
    expect(storefrontLocation({ segment: 'unknown' }).notFound).toBe(true)
    expect(storefrontLocation({ segment: 'r_spb' })).toEqual({ regionId: 'spb', notFound: false })
    expect(storefrontLocation({ analogsOf: 'x_1' }).notFound).toBe(true)
  })
})
