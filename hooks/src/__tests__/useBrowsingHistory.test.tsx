import { BrowsingHistoryDocument } from '@apteka/sdk'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { products } from '../../test/answers'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { useBrowsingHistory } from '../index'

startMockServer()

const handler = api.query(BrowsingHistoryDocument, ({ variables }) =>
  HttpResponse.json({
    data: {
      browsingHistory: products.filter((product) => [variables.ids].flat().includes(product.id)),
    },
  }),
)

describe('useBrowsingHistory', () => {
  it('reads the ids from storage and shows the products newest first', async () => {
    const harness = createHarness({
      handlers: [handler],
      storage: { view_history: '["40412","10345"]' },
    })
    const { result } = harness.render(() => useBrowsingHistory())
    await waitFor(() =>
      expect(result.current.products.map((p) => p.id)).toEqual(['40412', '10345']),
    )
    expect(harness.calls('browsingHistory')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      ids: ['40412', '10345'],
    })
  })

  it('a view moves the product to the front, once, keeping at most 10', async () => {
    const stored = Array.from({ length: 10 }, (_, index) => `p-${index}`)
    const harness = createHarness({
      handlers: [handler],
      storage: { view_history: JSON.stringify(stored) },
    })
    const { result } = harness.render(() => useBrowsingHistory())
    await waitFor(() => expect(result.current.ids).toHaveLength(10))
    act(() => result.current.recordView('p-5'))
    expect(result.current.ids.slice(0, 2)).toEqual(['p-5', 'p-0'])
    act(() => result.current.recordView('new'))
    expect(result.current.ids).toHaveLength(10)
    expect(result.current.ids[0]).toBe('new')
    expect(result.current.ids).not.toContain('p-9')
    expect(JSON.parse(harness.storage.getItem('view_history') ?? '[]')).toEqual(result.current.ids)
  })

  it('leaves the product on screen out, and asks nothing without history', async () => {
    const harness = createHarness({ handlers: [handler], storage: { view_history: '["10345"]' } })
    const { result } = harness.render(() => useBrowsingHistory({ excludeId: '10345' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.ids).toEqual([])
    expect(harness.calls('browsingHistory')).toHaveLength(0)
  })

  it('clear forgets everything', async () => {
    const harness = createHarness({ handlers: [handler], storage: { view_history: '["10345"]' } })
    const { result } = harness.render(() => useBrowsingHistory())
    await waitFor(() => expect(result.current.ids).toEqual(['10345']))
    act(() => result.current.clear())
    expect(result.current.ids).toEqual([])
    expect(harness.storage.getItem('view_history')).toBeNull()
  })

  it('recording a view of the product on screen re-renders nothing: its shelf stays the same', async () => {
    const harness = createHarness({ handlers: [handler], storage: { view_history: '["40412"]' } })
    let renders = 0
    const { result } = harness.render(() => {
      renders += 1
      return useBrowsingHistory({ excludeId: '10345' })
    })
    await waitFor(() => expect(result.current.products.map((p) => p.id)).toEqual(['40412']))
    const before = renders
    const shelf = result.current.ids
    act(() => result.current.recordView('10345'))
    expect(JSON.parse(harness.storage.getItem('view_history') ?? '[]')).toEqual(['10345', '40412'])
    expect(renders).toBe(before)
    expect(result.current.ids).toBe(shelf)
    // A view of another product does change the shelf.
    act(() => result.current.recordView('10346'))
    expect(result.current.ids).toEqual(['10346', '40412'])
    expect(renders).toBeGreaterThan(before)
  })
})
