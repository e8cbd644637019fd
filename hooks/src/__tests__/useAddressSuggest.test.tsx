import { SuggestAddressDocument } from '@apteka/sdk'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { useAddressSuggest } from '../index'

startMockServer()

const suggestion = (formattedAddress: string) => ({
  formattedAddress,
  street: 'Тверская',
  houseNumber: '1',
  suburb: null,
  postcode: null,
  state: 'Москва',
  stateCode: null,
  stateDistrict: null,
  country: 'Россия',
  city: 'Москва',
})

const handler = api.query(SuggestAddressDocument, ({ variables }) =>
  HttpResponse.json({
    data: { suggestAddress: [suggestion(`г Москва, ул ${variables.query}, д 1`)] },
  }),
)

describe('useAddressSuggest', () => {
  it('asks the region’s suggestions once typing pauses', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() => useAddressSuggest({ query: 'Тверская', debounceMs: 0 }))
    await waitFor(() => expect(result.current.suggestions).toHaveLength(1))
    expect(result.current.suggestions[0]?.formattedAddress).toBe('г Москва, ул Тверская, д 1')
    expect(harness.calls('suggestAddress')[0]?.variables).toEqual({
      query: 'Тверская',
      regionID: 'moscowregion',
    })
  })

  it('asks nothing for fewer than 3 characters', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() => useAddressSuggest({ query: 'Тв', debounceMs: 0 }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.suggestions).toEqual([])
    expect(harness.calls('suggestAddress')).toHaveLength(0)
  })
})
