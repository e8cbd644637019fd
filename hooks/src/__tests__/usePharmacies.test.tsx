import { SearchPharmacyDocument } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { usePharmacies } from '../index'

startMockServer()

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

const all = Array.from({ length: 45 }, (_, index) => ({
  ...fixtures.pharmacy,
  id: `ph-${index}`,
  name: index === 7 ? 'Аптека на Арбате' : `Аптека №${index}`,
}))
const handler = api.query(SearchPharmacyDocument, ({ variables }) => {
  const found = all.filter(
    (pharmacy) => !variables.search || pharmacy.name.includes(variables.search),
  )
  const page = variables.paginator?.page ?? 1
  const limit = variables.paginator?.limit ?? 20
  return HttpResponse.json({
    data: {
      searchPharmacy: { total: found.length, items: found.slice((page - 1) * limit, page * limit) },
    },
  })
})

describe('usePharmacies', () => {
  it('pages through the pharmacies of the region', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result, rerender } = harness.render((props: { page: number }) => usePharmacies(props), {
      initialProps: { page: 1 },
    })
    await waitFor(() => expect(result.current.pharmacies).toHaveLength(20))
    expect(result.current).toMatchObject({ total: 45, pageCount: 3, hasNextPage: true })
    rerender({ page: 3 })
    await waitFor(() => expect(result.current.pharmacies).toHaveLength(5))
    expect(result.current.hasNextPage).toBe(false)
    expect(harness.calls('searchPharmacy')[1]?.variables).toEqual({
      regionID: 'moscowregion',
      paginator: { page: 3, limit: 20 },
    })
  })

  it('searches after the shopper stops typing', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result, rerender } = harness.render(
      (props: { search: string }) => usePharmacies({ ...props, searchByName: true }),
      {
        initialProps: { search: '' },
      },
    )
    await waitFor(() => expect(result.current.total).toBe(45))
    rerender({ search: 'Арб' })
    rerender({ search: 'Арбат' })
    await act(() => vi.advanceTimersByTimeAsync(350))
    await waitFor(() =>
      expect(result.current.pharmacies.map((p) => p.name)).toEqual(['Аптека на Арбате']),
    )
    expect(harness.calls('searchPharmacy').map((call) => call.variables.search)).toEqual([
      undefined,
      'Арбат',
    ])
    expect(harness.calls('searchPharmacy')[1]?.variables.searchByName).toBe(true)
  })
})
