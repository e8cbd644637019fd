// Behaviour of product, category and group addresses.
import { describe, expect, it } from 'vitest'
import {
  categoryPath,
  groupAnalogsPath,
  groupAnalogsPublicPath,
  groupPublicPath,
  parseProductPath,
  productAnalogsPublicPath,
  productPath,
  productPublicPath,
} from './index'

describe('catalogue routes', () => {
  it('build both forms of a product page', () => {
    expect(productPath('nurofen-200mg')).toBe('/product/nurofen-200mg.html')
    expect(productPublicPath('nurofen-200mg')).toBe('/p_nurofen-200mg.html')
    expect(productAnalogsPublicPath('nurofen-200mg')).toBe('/p_nurofen-200mg/analogi/')
  })

  it('read the alias back from either form', () => {
    expect(parseProductPath('/product/nurofen-200mg.html')).toBe('nurofen-200mg')
    expect(parseProductPath('/p_nurofen-200mg.html')).toBe('nurofen-200mg')
  })

  it('read the alias behind a region segment, an origin, a query or a hash', () => {
    expect(parseProductPath('/r_spb/p_nurofen.html')).toBe('nurofen')
    expect(parseProductPath('https://apteka.example.ru/product/nurofen.html?tab=reviews')).toBe(
      'nurofen',
    )
    expect(parseProductPath('/p_nurofen.html#reviews')).toBe('nurofen')
  })

  it('read nothing from other addresses', () => {
    expect(parseProductPath('/catalog/vitaminy/')).toBeNull()
    expect(parseProductPath('/p_nurofen/analogi/')).toBeNull()
    expect(parseProductPath('/product/nurofen')).toBeNull()
    expect(parseProductPath('/product/a/b.html')).toBeNull()
  })

  it('round-trip an alias that needs encoding', () => {
    expect(parseProductPath(productPublicPath('нурофен'))).toBe('нурофен')
  })

  it('build category pages from their aliases', () => {
    expect(categoryPath(['lekarstva', 'vitaminy'])).toBe('/catalog/lekarstva/vitaminy/')
    expect(categoryPath('lekarstva/vitaminy')).toBe('/catalog/lekarstva/vitaminy/')
    expect(categoryPath([])).toBe('/catalog/')
  })

  it('build group pages', () => {
    expect(groupAnalogsPath('ibuprofen')).toBe('/group/ibuprofen/analogi')
    expect(groupPublicPath('ibuprofen')).toBe('/g_ibuprofen/')
    expect(groupAnalogsPublicPath('ibuprofen')).toBe('/g_ibuprofen/analogi/')
  })
})
