import { fixtures } from '@apteka/sdk/testing'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createHarness, startMockServer } from '../../test/harness'
import { useProducts } from '../index'

startMockServer()

describe('useProducts', () => {
  it('searches in the current region', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useProducts({ onlyDiscounts: true }))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(harness.calls('products')[0]?.variables).toEqual({
      search: { onlyDiscounts: true, regionID: 'moscowregion' },
    })
    expect(result.current.products.every((product) => (product.discount ?? 0) > 0)).toBe(true)
    expect(result.current.products.length).toBeGreaterThan(0)
  })

  it('takes page and page size from the address', async () => {
    const harness = createHarness()
    const { result } = harness.render(() =>
      useProducts({
        ids: fixtures.products.map((p) => p.id),
        searchParams: new URLSearchParams('PAGEN_1=2&PAGE_COUNT=3'),
      }),
    )
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(harness.calls('products')[0]?.variables.search).toMatchObject({ page: 2, pageCount: 3 })
    expect(result.current).toMatchObject({ page: 2, pageCount: 2, hasNextPage: false, total: 4 })
    expect(result.current.products).toHaveLength(1)
  })

  it('asks nothing when disabled', async () => {
    const harness = createHarness()
    harness.render(() => useProducts({ enabled: false }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(harness.calls('products')).toHaveLength(0)
  })
})
