// Behaviour of the region address rewrite of SPEC §2.
import { describe, expect, it } from 'vitest'
import { regionUrl } from './index'

describe('regionUrl', () => {
  it('adds an r_ segment at the end of the path and the region parameter', () => {
    expect(regionUrl('/catalog/vitaminy/', 'spb')).toBe('/catalog/vitaminy/r_spb/?region=spb')
  })

  it('keeps other parameters and the hash', () => {
    expect(regionUrl('/catalog/vitaminy/?f_brand=solgar&PAGEN_1=2#list', 'spb')).toBe(
      '/catalog/vitaminy/r_spb/?f_brand=solgar&PAGEN_1=2&region=spb#list',
    )
  })

  it('ends the path with "/" after the r_ segment', () => {
    expect(regionUrl('/catalog', 'spb')).toBe('/catalog/r_spb/?region=spb')
    expect(regionUrl('/', 'spb')).toBe('/r_spb/?region=spb')
  })

  it('replaces an existing r_ segment where it is', () => {
    expect(regionUrl('/catalog/vitaminy/r_kazan/?region=kazan', 'spb')).toBe(
      '/catalog/vitaminy/r_spb/?region=spb',
    )
    expect(regionUrl('/r_kazan/catalog/vitaminy/', 'spb')).toBe(
      '/r_spb/catalog/vitaminy/?region=spb',
    )
    expect(regionUrl('/search/r_kazan?what=aspirin', 'spb')).toBe(
      '/search/r_spb/?what=aspirin&region=spb',
    )
  })

  it('removes the r_ segment and the region parameter for the default region', () => {
    expect(regionUrl('/catalog/vitaminy/r_spb/?region=spb', 'moscowregion')).toBe(
      '/catalog/vitaminy/',
    )
    expect(regionUrl('/catalog/vitaminy/r_spb/?f_brand=x&region=spb', 77)).toBe(
      '/catalog/vitaminy/?f_brand=x',
    )
    expect(regionUrl('/r_spb/catalog/?region=spb', '77')).toBe('/catalog/')
    expect(regionUrl('/r_spb/', 77)).toBe('/')
  })

  it('leaves a default-region address without region as it is', () => {
    expect(regionUrl('/catalog/vitaminy/?f_brand=x', 77)).toBe('/catalog/vitaminy/?f_brand=x')
  })

  it('takes another default region', () => {
    expect(regionUrl('/catalog/r_kazan/?region=kazan', 'kazan', { defaultRegionId: 'kazan' })).toBe(
      '/catalog/',
    )
    expect(regionUrl('/catalog/', 'moscowregion', { defaultRegionId: 'kazan' })).toBe(
      '/catalog/r_moscowregion/?region=moscowregion',
    )
  })

  it('leaves .html addresses unchanged', () => {
    expect(regionUrl('/product/nurofen.html', 'spb')).toBe('/product/nurofen.html')
    expect(regionUrl('/p_nurofen.html?region=kazan', 77)).toBe('/p_nurofen.html?region=kazan')
  })

  it('leaves addresses with a host parameter unchanged', () => {
    expect(regionUrl('/catalog/?host=partner.ru', 'spb')).toBe('/catalog/?host=partner.ru')
    expect(regionUrl('/catalog/r_kazan/?a=1&host=x&region=kazan', 77)).toBe(
      '/catalog/r_kazan/?a=1&host=x&region=kazan',
    )
  })

  it('leaves excluded paths unchanged, matching by prefix', () => {
    const options = { excludedPaths: ['/personal', '/checkout'] }
    expect(regionUrl('/personal/history/', 'spb', options)).toBe('/personal/history/')
    expect(regionUrl('/checkout', 'spb', options)).toBe('/checkout')
    expect(regionUrl('/catalog/', 'spb', options)).toBe('/catalog/r_spb/?region=spb')
  })

  it('rewrites absolute addresses and keeps their origin', () => {
    expect(regionUrl('https://apteka.example.ru/catalog/?x=1', 'spb')).toBe(
      'https://apteka.example.ru/catalog/r_spb/?x=1&region=spb',
    )
    expect(regionUrl('https://apteka.example.ru/catalog/r_spb/?region=spb', 77)).toBe(
      'https://apteka.example.ru/catalog/',
    )
    expect(regionUrl('https://apteka.example.ru', 'spb')).toBe(
      'https://apteka.example.ru/r_spb/?region=spb',
    )
  })

  it('keeps other parameters exactly as written', () => {
    expect(regionUrl('/search/?what=%D0%B0%D1%81%D0%BF%D0%B8%D1%80%D0%B8%D0%BD&a=b+c', 'spb')).toBe(
      '/search/r_spb/?what=%D0%B0%D1%81%D0%BF%D0%B8%D1%80%D0%B8%D0%BD&a=b+c&region=spb',
    )
  })

  it('accepts a numeric region id', () => {
    expect(regionUrl('/catalog/', 78)).toBe('/catalog/r_78/?region=78')
  })
})
