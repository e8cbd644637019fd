import type { ProductAnalogsQuery } from '@apteka/sdk'
import { ProductAnalogsDocument } from '@apteka/sdk'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { products } from '../../test/answers'
import { api, createHarness, delay, HttpResponse, startMockServer } from '../../test/harness'
import { prefetchProductAnalogs, useProductAnalogs } from '../index'

startMockServer()

// Five analogues; the product itself is never one of its analogues.
const analogs = Array.from({ length: 5 }, (_, index) => ({
  ...products[index % products.length],
  id: `a-${index}`,
  name: `Аналог ${index}`,
})) as ProductAnalogsQuery['productAnalogs']['items']

const handler = api.query(ProductAnalogsDocument, async ({ variables }) => {
  await delay(5)
  if (variables.alias !== 'nurofen-200mg') {
    return HttpResponse.json({
      data: null,
      errors: [{ message: 'Товар не найден', extensions: { code: 'E_20' } }],
    })
  }
  const page = variables.paginator?.page ?? 1
  const limit = variables.paginator?.limit ?? 20
  return HttpResponse.json({
    data: {
      productAnalogs: {
        items: analogs.slice((page - 1) * limit, page * limit),
        total: analogs.length,
        pageInfo: {
          page,
          limit,
          total: analogs.length,
          pageCount: Math.ceil(analogs.length / limit),
        },
      },
    },
  })
})

describe('useProductAnalogs', () => {
  it('gives the first page of analogues in the current region', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() =>
      useProductAnalogs({ alias: 'nurofen-200mg.html', limit: 2 }),
    )
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.analogs).toHaveLength(2))
    expect(result.current).toMatchObject({ total: 5, page: 1, pageCount: 3, hasNextPage: true })
    expect(result.current.analogs.map((analog) => analog.name)).toEqual(['Аналог 0', 'Аналог 1'])
    expect(harness.calls('ProductAnalogs')[0]?.variables).toEqual({
      alias: 'nurofen-200mg',
      regionID: 'moscowregion',
      paginator: { page: 1, limit: 2 },
    })
  })

  it('keeps the analogues on screen while the next page loads', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result, rerender } = harness.render(
      (props: { page: number }) =>
        useProductAnalogs({ alias: 'nurofen-200mg', limit: 2, ...props }),
      { initialProps: { page: 1 } },
    )
    await waitFor(() => expect(result.current.analogs).toHaveLength(2))
    rerender({ page: 3 })
    expect(result.current.analogs.map((analog) => analog.id)).toEqual(['a-0', 'a-1'])
    await waitFor(() => expect(result.current.analogs.map((analog) => analog.id)).toEqual(['a-4']))
    expect(result.current).toMatchObject({ page: 3, hasNextPage: false })
  })

  it('asks in the given region and reports an unknown product', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() =>
      useProductAnalogs({ alias: 'no-such-product', regionID: 'spb' }),
    )
    await waitFor(() => expect(result.current.error).toBeTruthy())
    expect(result.current.analogs).toEqual([])
    expect(result.current.total).toBe(0)
    expect(harness.calls('ProductAnalogs')[0]?.variables.regionID).toBe('spb')
  })

  it('waits while disabled', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result, rerender } = harness.render(
      (props: { enabled: boolean }) => useProductAnalogs({ alias: 'nurofen-200mg', ...props }),
      { initialProps: { enabled: false } },
    )
    await delay(20)
    expect(harness.calls('ProductAnalogs')).toHaveLength(0)
    rerender({ enabled: true })
    await waitFor(() => expect(result.current.analogs).toHaveLength(5))
  })

  it('is prefetched under the key the hook reads', async () => {
    const harness = createHarness({ handlers: [handler] })
    await prefetchProductAnalogs(harness.queryClient, harness.client, {
      alias: 'nurofen-200mg.html',
      regionID: 'moscowregion',
    })
    expect(harness.calls('ProductAnalogs')).toHaveLength(1)
    const { result } = harness.render(() => useProductAnalogs({ alias: 'nurofen-200mg' }))
    // Served from the cache on the first render: no loading state, no second call.
    expect(result.current.isLoading).toBe(false)
    expect(result.current.analogs).toHaveLength(5)
    await delay(20)
    expect(harness.calls('ProductAnalogs')).toHaveLength(1)
  })
})
