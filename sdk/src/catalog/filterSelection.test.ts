import { describe, expect, it } from 'vitest'
import { filterSelection } from './filterSelection'

describe('filterSelection', () => {
  it('reads the chosen values from the f_ parameters of the address', () => {
    const filters = filterSelection(
      new URLSearchParams('f_brand=nurofen&f_price=..500&f_discount=Y&PAGEN_1=3'),
    )
    expect(filters.isSelected('brand', 'nurofen')).toBe(true)
    expect(filters.isSelected('brand', 'ingavirin')).toBe(false)
    expect(filters.rangeOf('price')).toEqual({ min: null, max: 500 })
    expect(filters.rangeOf('weight')).toBeNull()
    expect(filters.isToggleOn('discount')).toBe(true)
    expect(filters.selectedCount).toBe(3)
  })

  it('answers the new query for each change, back on page 1, other parameters kept', () => {
    const params = new URLSearchParams('what=нурофен&f_brand=nurofen&PAGEN_1=3&PAGE_COUNT=24')
    const filters = filterSelection(params)
    expect(filters.toggleValue('brand', 'ingavirin').toString()).toBe(
      'what=%D0%BD%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD&PAGE_COUNT=24&f_brand=nurofen&f_brand=ingavirin',
    )
    expect(filters.toggleValue('brand', 'nurofen').get('f_brand')).toBeNull()
    expect(filters.setRange('price', 100, null).getAll('f_price')).toEqual(['100..'])
    expect(filters.setRange('price', null, null).has('f_price')).toBe(false)
    expect(filters.setToggle('discount', true).get('f_discount')).toBe('Y')
    expect(filters.clear('brand').has('f_brand')).toBe(false)
    expect(filters.clear().toString()).toBe(
      'what=%D0%BD%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD&PAGE_COUNT=24',
    )
    expect(filters.setPage(2).get('PAGEN_1')).toBe('2')
    expect(filters.setPage(1).has('PAGEN_1')).toBe(false)
    expect(filters.setPageCount(48).toString()).toContain('PAGE_COUNT=48')
    // The query given in is never changed.
    expect(params.toString()).toBe(
      'what=%D0%BD%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD&f_brand=nurofen&PAGEN_1=3&PAGE_COUNT=24',
    )
  })
})
