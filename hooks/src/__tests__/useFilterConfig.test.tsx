import { FilterConfigDocument, FilterListItemsDocument } from '@apteka/sdk'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { filterConfig } from '../../test/answers'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { useFilterConfig } from '../index'

startMockServer()

const handler = api.query(FilterConfigDocument, () => HttpResponse.json({ data: { filterConfig } }))

const brandList = filterConfig.lists[0]!
const mig = { id: 'mig', title: 'МИГ', subtitle: null, isSelected: false, count: 1 }
/** The server's limited answer: the top value, the chosen one beyond it, 3 values in all. */
const limitedHandler = api.query(FilterConfigDocument, ({ variables }) => {
  const selected = [variables.selected ?? []].flat()
  const chosen = selected.find((list) => list.id === 'brand')?.values ?? []
  const items = [brandList.items[0]!, ...(chosen.includes('mig') ? [mig] : [])].map((item) => ({
    ...item,
    isSelected: chosen.includes(item.id),
  }))
  return HttpResponse.json({
    data: { filterConfig: { ...filterConfig, lists: [{ ...brandList, items, itemsTotal: 3 }] } },
  })
})
const wholeHandler = api.query(FilterListItemsDocument, () =>
  HttpResponse.json({
    data: {
      filterConfig: {
        lists: [{ id: 'brand', items: [...brandList.items, mig], itemsTotal: 3 }],
      },
    },
  }),
)

describe('useFilterConfig', () => {
  it('with itemsLimit sends the chosen values along and loads a whole list on showAll', async () => {
    const harness = createHarness({ handlers: [limitedHandler, wholeHandler] })
    const params = new URLSearchParams('f_brand=mig&f_price=..500')
    const { result } = harness.render(() =>
      useFilterConfig({ categoryAlias: 'prostuda', itemsLimit: 1, searchParams: params }),
    )
    await waitFor(() => expect(result.current.lists[0]?.items).toHaveLength(2))
    expect(harness.calls('filterConfig')[0]?.variables).toEqual({
      categoryAlias: 'prostuda',
      itemsLimit: 1,
      regionID: 'moscowregion',
      selected: [{ id: 'brand', values: ['mig'] }],
    })
    expect(result.current.lists[0]).toMatchObject({ itemsTotal: 3 })
    expect(harness.calls('FilterListItems')).toHaveLength(0)
    act(() => result.current.showAll('brand'))
    await waitFor(() => expect(result.current.lists[0]?.items).toHaveLength(3))
    expect(harness.calls('FilterListItems')[0]?.variables).toEqual({
      categoryAlias: 'prostuda',
      list: 'brand',
      regionID: 'moscowregion',
      selected: [{ id: 'brand', values: ['mig'] }],
    })
    expect(result.current.isLoadingAll('brand')).toBe(false)
  })

  it('without itemsLimit the key does not follow the chosen values', async () => {
    const harness = createHarness({ handlers: [handler] })
    const params = new URLSearchParams('f_brand=nurofen')
    const { result } = harness.render(() => useFilterConfig({ searchParams: params }))
    await waitFor(() => expect(result.current.lists).toHaveLength(1))
    expect(harness.calls('filterConfig')[0]?.variables).toEqual({ regionID: 'moscowregion' })
  })

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

  it('answers the sdk filterSelection of its address', () => {
    const harness = createHarness({ handlers: [handler] })
    const params = new URLSearchParams('f_brand=nurofen&PAGEN_1=3')
    const { result } = harness.render(() => useFilterConfig({ searchParams: params }))
    expect(result.current.toggleValue('brand', 'nurofen').toString()).toBe('')
  })
})
