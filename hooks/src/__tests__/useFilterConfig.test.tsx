import { FilterConfigDocument } from '@apteka/sdk'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { filterConfig } from '../../test/answers'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { useFilterConfig } from '../index'

startMockServer()

const handler = api.query(FilterConfigDocument, () => HttpResponse.json({ data: { filterConfig } }))

describe('useFilterConfig', () => {
  it('loads the filters of the list', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() =>
      useFilterConfig({ categoryAlias: 'prostuda', type: 'category' }),
    )
    await waitFor(() => expect(result.current.lists).toHaveLength(1))
    expect(harness.calls('filterConfig')[0]?.variables).toEqual({
      categoryAlias: 'prostuda',
      type: 'category',
      regionID: 'moscowregion',
    })
    expect(result.current.ranges[0]?.id).toBe('price')
  })

  it('reads the chosen values from the f_ parameters of the address', () => {
    const harness = createHarness({ handlers: [handler] })
    const params = new URLSearchParams('f_brand=nurofen&f_price=..500&f_discount=Y&PAGEN_1=3')
    const { result } = harness.render(() => useFilterConfig({ searchParams: params }))
    expect(result.current.isSelected('brand', 'nurofen')).toBe(true)
    expect(result.current.isSelected('brand', 'ingavirin')).toBe(false)
    expect(result.current.rangeOf('price')).toEqual({ min: null, max: 500 })
    expect(result.current.isToggleOn('discount')).toBe(true)
    expect(result.current.selectedCount).toBe(3)
  })

  it('answers the new query for each change, back on page 1, other parameters kept', () => {
    const harness = createHarness({ handlers: [handler] })
    const params = new URLSearchParams('what=нурофен&f_brand=nurofen&PAGEN_1=3&PAGE_COUNT=24')
    const { result } = harness.render(() => useFilterConfig({ searchParams: params }))
    expect(result.current.toggleValue('brand', 'ingavirin').toString()).toBe(
      'what=%D0%BD%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD&PAGE_COUNT=24&f_brand=nurofen&f_brand=ingavirin',
    )
    expect(result.current.toggleValue('brand', 'nurofen').get('f_brand')).toBeNull()
    expect(result.current.setRange('price', 100, null).getAll('f_price')).toEqual(['100..'])
    expect(result.current.setToggle('discount', true).get('f_discount')).toBe('Y')
    expect(result.current.clear().toString()).toBe(
      'what=%D0%BD%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD&PAGE_COUNT=24',
    )
    expect(result.current.setPage(2).get('PAGEN_1')).toBe('2')
    expect(result.current.setPage(1).has('PAGEN_1')).toBe(false)
    expect(result.current.setPageCount(48).toString()).toContain('PAGE_COUNT=48')
    // The query given in is never changed.
    expect(params.toString()).toBe(
      'what=%D0%BD%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD&f_brand=nurofen&PAGEN_1=3&PAGE_COUNT=24',
    )
  })
})
