import { describe, expect, it } from 'vitest'
import {
  filterScopeOf,
  listUrlOf,
  ownListFilterOf,
  pageOfParams,
  withoutTrailingSlash,
} from './listingLocation'

describe('filterScopeOf', () => {
  it('a catalogue category asks for the filters of its last alias', () => {
    expect(filterScopeOf({ kind: 'catalog', aliases: ['lekarstva', 'prostuda'] })).toEqual({
      type: 'category',
      categoryAlias: 'prostuda',
    })
  })

  it('the catalogue root asks for the filters of every category', () => {
    expect(filterScopeOf({ kind: 'catalog', aliases: [] })).toEqual({ type: 'category' })
  })

  it('a tag page asks for its category narrowed by the tag, once the category is known', () => {
    expect(
      filterScopeOf({
        kind: 'catalog',
        aliases: ['prostuda', 'dlya-detey'],
        categoryAlias: 'prostuda',
      }),
    ).toEqual({ type: 'category', categoryAlias: 'prostuda', tagCode: 'dlya-detey' })
    expect(
      filterScopeOf({ kind: 'catalog', aliases: ['prostuda'], categoryAlias: 'prostuda' }),
    ).toEqual({ type: 'category', categoryAlias: 'prostuda' })
  })

  it('brand, maker, search, discounts and expiring lists name their own scope', () => {
    expect(filterScopeOf({ kind: 'brand', alias: 'solgar' })).toEqual({
      type: 'brand',
      brandCode: 'solgar',
    })
    expect(filterScopeOf({ kind: 'manufacturer', code: 'bayer' })).toEqual({
      type: 'producer',
      producerCode: 'bayer',
    })
    expect(filterScopeOf({ kind: 'search', query: 'нурофен' })).toEqual({
      type: 'search',
      query: 'нурофен',
    })
    expect(filterScopeOf({ kind: 'discounts' })).toEqual({ type: 'discounts' })
    expect(filterScopeOf({ kind: 'expiring' })).toEqual({ type: 'expiring' })
  })

  it('a brand page drops the brand filter, a maker page the maker filter', () => {
    expect(ownListFilterOf({ kind: 'brand', alias: 'solgar' })).toBe('brand')
    expect(ownListFilterOf({ kind: 'manufacturer', code: 'bayer' })).toBe('producer')
    expect(ownListFilterOf({ kind: 'discounts' })).toBeNull()
  })
})

describe('pageOfParams', () => {
  it('reads PAGEN_1, and anything that is not a page as 1', () => {
    expect(pageOfParams(new URLSearchParams('PAGEN_1=3'))).toBe(3)
    expect(pageOfParams(new URLSearchParams(''))).toBe(1)
    expect(pageOfParams(new URLSearchParams('PAGEN_1=0'))).toBe(1)
    expect(pageOfParams(new URLSearchParams('PAGEN_1=abc'))).toBe(1)
  })
})

describe('listUrlOf', () => {
  it('spells categories, brands and makers with a trailing slash, typed or not', () => {
    const category = { kind: 'catalog', aliases: ['vitaminy'] } as const
    expect(listUrlOf(category, '/catalog/vitaminy')).toBe('/catalog/vitaminy/')
    expect(listUrlOf(category, '/catalog/vitaminy/')).toBe('/catalog/vitaminy/')
    expect(listUrlOf({ kind: 'brand', alias: 'solgar' }, '/brand/solgar')).toBe('/brand/solgar/')
    expect(listUrlOf({ kind: 'manufacturer', code: 'bayer' }, '/manufacturer/bayer/')).toBe(
      '/manufacturer/bayer/',
    )
  })

  it('spells the catalogue root, discounts and expiring lists without one', () => {
    expect(listUrlOf({ kind: 'catalog', aliases: [] }, '/catalog/')).toBe('/catalog')
    expect(listUrlOf({ kind: 'discounts' }, '/discounts/')).toBe('/discounts')
    expect(listUrlOf({ kind: 'expiring' }, '/istekayushchiy_srok_godnosti')).toBe(
      '/istekayushchiy_srok_godnosti',
    )
  })

  it('asks search results as /search wherever the region stands', () => {
    expect(listUrlOf({ kind: 'search', query: 'нурофен' }, '/search/r_spb/')).toBe('/search')
  })
})

describe('withoutTrailingSlash', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(withoutTrailingSlash('/p_nurofen/analogi/')).toBe('/p_nurofen/analogi')
    expect(withoutTrailingSlash('/analogs/nurofen')).toBe('/analogs/nurofen')
    expect(withoutTrailingSlash('/')).toBe('/')
  })
})
