import { describe, expect, it } from 'vitest'
import { canonicalAddress, regionRedirect } from './canonicalAddress'

const spb = { id: 'spb', isDefault: false }
const moscow = { id: 'moscowregion', isDefault: true }

describe('canonicalAddress', () => {
  it('puts a region after the path by its id, and omits the default one', () => {
    expect(canonicalAddress('/r_78/catalog/vitaminy/', spb)).toBe('/catalog/vitaminy/r_spb/')
    expect(canonicalAddress('/catalog/vitaminy/r_78/', spb)).toBe('/catalog/vitaminy/r_spb/')
    expect(canonicalAddress('/catalog/vitaminy/r_77/', moscow)).toBe('/catalog/vitaminy/')
    expect(canonicalAddress('/r_spb', spb)).toBe('/r_spb/')
    expect(canonicalAddress('/home', null)).toBe('/')
  })

  it('strips filter segments, query and hash', () => {
    expect(canonicalAddress('/catalog/x/brand:solgar/form%3Akapsuly/?PAGEN_1=2#top', null)).toBe(
      '/catalog/x/',
    )
  })

  it('names no region on pages the same everywhere, and one form for public forms', () => {
    expect(canonicalAddress('/r_spb/p_nurofen.html', spb)).toBe('/product/nurofen.html')
    expect(canonicalAddress('/r_spb/pharmacies/pharmacy/12', spb)).toBe('/pharmacies/pharmacy/12')
    expect(canonicalAddress('/pharmacies/r_spb/', spb)).toBe('/pharmacies/r_spb/')
    expect(canonicalAddress('/team/r_spb', spb)).toBe('/team')
    expect(canonicalAddress('/p_nurofen/analogi/', null)).toBe('/analogs/nurofen')
    expect(canonicalAddress('/g_ibuprofen/', spb)).toBe('/group/ibuprofen/analogi/r_spb/')
  })
})

describe('regionRedirect', () => {
  it('moves another spelling or a region before the path after it, filters and query kept', () => {
    expect(regionRedirect('/r_78/catalog/x/brand:y/?PAGEN_1=2', spb)).toBe(
      '/catalog/x/brand:y/r_spb/?PAGEN_1=2',
    )
    expect(regionRedirect('/search/r_78?what=x', spb)).toBe('/search/r_spb/?what=x')
  })

  it('leaves alone the canonical form, the default region, region-less pages and public forms', () => {
    expect(regionRedirect('/catalog/x/r_spb/', spb)).toBeNull()
    expect(regionRedirect('/r_77/catalog/x/', moscow)).toBeNull()
    expect(regionRedirect('/r_78/product/x.html', spb)).toBeNull()
    expect(regionRedirect('/r_78/g_x/', spb)).toBeNull()
    expect(regionRedirect('/catalog/x/', null)).toBeNull()
  })
})
