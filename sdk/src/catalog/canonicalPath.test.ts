// Behaviour of canonical catalogue paths.
import { describe, expect, it } from 'vitest'
import { canonicalPath } from './index'

describe('canonicalPath', () => {
  it('strips nested filter segments', () => {
    expect(canonicalPath('/catalog/vitaminy/brand:solgar/form:kapsuly/')).toBe('/catalog/vitaminy/')
  })

  it('strips a filter segment in the middle of the path', () => {
    expect(canonicalPath('/manufacturer/bayer/country:germaniya/page')).toBe(
      '/manufacturer/bayer/page',
    )
  })

  it('strips URL-encoded filter segments', () => {
    expect(canonicalPath('/catalog/vitaminy/brand%3Asolgar/')).toBe('/catalog/vitaminy/')
  })

  it('keeps the trailing slash style', () => {
    expect(canonicalPath('/catalog/vitaminy/brand:solgar')).toBe('/catalog/vitaminy')
    expect(canonicalPath('/catalog/vitaminy/')).toBe('/catalog/vitaminy/')
  })

  it('collapses double slashes', () => {
    expect(canonicalPath('/catalog//vitaminy///')).toBe('/catalog/vitaminy/')
  })

  it('keeps the region segment', () => {
    expect(canonicalPath('/catalog/vitaminy/brand:solgar/r_spb/')).toBe('/catalog/vitaminy/r_spb/')
  })

  it('drops the query and hash', () => {
    expect(canonicalPath('/catalog/vitaminy/brand:solgar/?PAGEN_1=2#top')).toBe(
      '/catalog/vitaminy/',
    )
  })

  it('keeps the origin of an absolute address', () => {
    expect(canonicalPath('https://apteka.example.ru/catalog/brand:solgar/')).toBe(
      'https://apteka.example.ru/catalog/',
    )
  })

  it('gives the root when only filters remain', () => {
    expect(canonicalPath('/brand:solgar/')).toBe('/')
  })
})
