import { CatalogPageDocument } from '@apteka/sdk'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { catalogPage } from '../../test/answers'
import { api, createHarness, delay, HttpResponse, startMockServer } from '../../test/harness'
import { catalogSearchFromParams, useCatalogPage, useRegion } from '../index'

startMockServer()

const handler = api.query(CatalogPageDocument, async ({ variables }) => {
  await delay(5)
  return HttpResponse.json({
    data: { catalogPage: catalogPage(variables.search.page ?? 1, variables.search.pageCount ?? 2) },
  })
})

describe('useCatalogPage', () => {
  it('reads page, page size, filters and search text from the address', () => {
    expect(
      catalogSearchFromParams(
        new URLSearchParams(
          'PAGEN_1=3&PAGE_COUNT=12&f_brand=nurofen&f_brand=mig&f_price=100..500&f_discount=Y&what=ибупрофен',
        ),
      ),
    ).toEqual({
      page: 3,
      pageCount: 12,
      lists: [{ id: 'brand', values: ['nurofen', 'mig'] }],
      ranges: [{ id: 'price', min: 100, max: 500 }],
      toggles: ['discount'],
      query: 'ибупрофен',
    })
  })

  it('asks for the page of the address and gives its products and meta information', async () => {
    const harness = createHarness({ handlers: [handler] })
    const params = new URLSearchParams('f_brand=nurofen&PAGE_COUNT=2')
    const { result } = harness.render(() =>
      useCatalogPage({ url: '/catalog/prostuda/', searchParams: params }),
    )
    await waitFor(() => expect(result.current.products).toHaveLength(2))
    expect(harness.calls('CatalogPage')[0]?.variables).toEqual({
      url: '/catalog/prostuda/',
      regionID: 'moscowregion',
      search: {
        page: 1,
        pageCount: 2,
        lists: [{ id: 'brand', values: ['nurofen'] }],
        ranges: [],
        toggles: [],
      },
    })
    expect(result.current.metaInformation?.h1).toBe('Простуда и грипп')
    expect(result.current.subcategories.map((category) => category.alias)).toEqual([
      'protivovirusnye',
    ])
    expect(result.current).toMatchObject({
      total: 4,
      pageNumber: 1,
      pageCount: 2,
      hasNextPage: true,
    })
    expect(result.current.pageParams(2).toString()).toBe('f_brand=nurofen&PAGE_COUNT=2&PAGEN_1=2')
    expect(result.current.pageCountParams(24).toString()).toBe('f_brand=nurofen&PAGE_COUNT=24')
  })

  it('keeps the previous page on screen while the next one loads', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result, rerender } = harness.render(
      (props: { params: URLSearchParams }) =>
        useCatalogPage({ url: '/catalog/prostuda/', searchParams: props.params }),
      { initialProps: { params: new URLSearchParams('PAGE_COUNT=2') } },
    )
    await waitFor(() => expect(result.current.products).toHaveLength(2))
    const firstPage = result.current.products.map((product) => product.id)
    rerender({ params: new URLSearchParams('PAGE_COUNT=2&PAGEN_1=2') })
    expect(result.current.products.map((product) => product.id)).toEqual(firstPage)
    await waitFor(() => expect(result.current.pageNumber).toBe(2))
    await waitFor(() =>
      expect(result.current.products.map((product) => product.id)).not.toEqual(firstPage),
    )
    expect(result.current.hasNextPage).toBe(false)
  })

  it('asks again in the new region', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() => ({
      page: useCatalogPage({ url: '/catalog/' }),
      region: useRegion(),
    }))
    await waitFor(() => expect(result.current.page.products.length).toBeGreaterThan(0))
    await act(() => result.current.region.setRegion({ id: 'spb', name: 'Санкт-Петербург' }))
    await waitFor(() => expect(harness.calls('CatalogPage').at(-1)?.variables.regionID).toBe('spb'))
  })
})
