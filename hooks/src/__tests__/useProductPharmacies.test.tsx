import type { ProductPharmaciesQuery } from '@apteka/sdk'
import { ProductPharmaciesDocument } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { useProductPharmacies } from '../index'

startMockServer()

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

type Stock = NonNullable<ProductPharmaciesQuery['productPage']>['product']['pharmacies']['items']

const stock: Stock = Array.from({ length: 25 }, (_, index) => ({
  pharmacy: {
    ...fixtures.pharmacy,
    id: `ph-${index}`,
    address: index === 3 ? 'ул. Тверская, д. 7' : `ул. Ленина, д. ${index + 1}`,
  },
  quantity: index + 1,
  price: 289,
  pickupDate: '2025-11-25',
}))

const handler = api.query(ProductPharmaciesDocument, ({ variables }) => {
  if (variables.alias !== 'nurofen-200mg') {
    return HttpResponse.json({ data: { productPage: null } })
  }
  const found = stock.filter(
    (row) => !variables.search || row.pharmacy.address.includes(variables.search),
  )
  const page = variables.paginator?.page ?? 1
  const limit = variables.paginator?.limit ?? 20
  return HttpResponse.json({
    data: {
      productPage: {
        product: {
          id: '10345',
          pharmacies: { total: found.length, items: found.slice((page - 1) * limit, page * limit) },
        },
      },
    },
  })
})

describe('useProductPharmacies', () => {
  it('lists the pharmacies that have the product, with quantity, price and pickup date', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result, rerender } = harness.render(
      (props: { page: number }) => useProductPharmacies({ alias: 'nurofen-200mg', ...props }),
      { initialProps: { page: 1 } },
    )
    await waitFor(() => expect(result.current.pharmacies).toHaveLength(20))
    expect(result.current).toMatchObject({ total: 25, pageCount: 2, hasNextPage: true })
    expect(result.current.pharmacies[0]).toMatchObject({
      quantity: 1,
      price: 289,
      pickupDate: '2025-11-25',
      pharmacy: { id: 'ph-0' },
    })
    rerender({ page: 2 })
    await waitFor(() => expect(result.current.pharmacies).toHaveLength(5))
    expect(result.current.hasNextPage).toBe(false)
    expect(harness.calls('ProductPharmacies')[1]?.variables).toEqual({
      alias: 'nurofen-200mg',
      regionID: 'moscowregion',
      paginator: { page: 2, limit: 20 },
    })
  })

  it('searches after the shopper stops typing', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result, rerender } = harness.render(
      (props: { search: string }) => useProductPharmacies({ alias: 'nurofen-200mg', ...props }),
      { initialProps: { search: '' } },
    )
    await waitFor(() => expect(result.current.total).toBe(25))
    rerender({ search: 'Твер' })
    rerender({ search: 'Тверская ' })
    // The previous list stays until the search settles.
    expect(result.current.pharmacies).toHaveLength(20)
    await act(() => vi.advanceTimersByTimeAsync(350))
    await waitFor(() =>
      expect(result.current.pharmacies.map((row) => row.pharmacy.id)).toEqual(['ph-3']),
    )
    expect(result.current.search).toBe('Тверская')
    expect(harness.calls('ProductPharmacies').map((call) => call.variables.search)).toEqual([
      undefined,
      'Тверская',
    ])
  })

  it('gives an empty list for an unknown product', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() => useProductPharmacies({ alias: 'unknown' }))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current).toMatchObject({ pharmacies: [], total: 0, error: null })
  })
})
