import { SearchPharmacyDocument } from '@apteka/sdk'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { promotionHref, usePharmacies } from '../index'

startMockServer()

const searchPharmacy = api.query(SearchPharmacyDocument, () =>
  HttpResponse.json({ data: { searchPharmacy: { items: [], total: 0 } } }),
)

describe('usePharmacies filters', () => {
  it('sends only the filters that are on', async () => {
    const harness = createHarness({ handlers: [searchPharmacy] })
    const { result } = harness.render(() =>
      usePharmacies({
        filters: { roundTheClock: true, pickupToday: false, cardPayment: true, favorite: false },
      }),
    )
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(harness.calls('searchPharmacy')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      paginator: { page: 1, limit: 20 },
      filters: { roundTheClock: true, cardPayment: true },
    })
  })

  it('with every filter off, sends no filters at all', async () => {
    const harness = createHarness({ handlers: [searchPharmacy] })
    const { result } = harness.render(() =>
      usePharmacies({ filters: { roundTheClock: false, favorite: false } }),
    )
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(harness.calls('searchPharmacy')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      paginator: { page: 1, limit: 20 },
    })
  })
})

describe('promotionHref', () => {
  it('a promotion without a promo segment links to its own url; without a url, to its page', () => {
    expect(promotionHref({ alias: 'spring', url: '/discounts' })).toBe('/discounts')
    expect(promotionHref({ alias: 'spring', url: '/promo/spring?utm_source=x' })).toBe(
      '/promo/spring?utm_source=x',
    )
    expect(promotionHref({ alias: 'spring', url: '  ' })).toBe('/promo/spring')
  })
})
