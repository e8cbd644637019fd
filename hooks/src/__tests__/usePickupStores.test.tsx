import {
  PharmacySearchListDocument,
  PharmacySearchMapDocument,
  PickupStoreDocument,
} from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { usePickupStores } from '../index'

startMockServer()

const point = {
  pharmacy: fixtures.pharmacy,
  available: true,
  selected: false,
  availableProduct: '2 из 2',
  availableCount: 2,
  totalCount: 2,
  readyDay: fixtures.readyDay,
}
const handlers = [
  api.query(PharmacySearchMapDocument, () =>
    HttpResponse.json({ data: { pharmacySearchMap: { clusters: [], points: [point] } } }),
  ),
  api.query(PharmacySearchListDocument, () =>
    HttpResponse.json({ data: { pharmacySearchList: { total: 1, items: [point] } } }),
  ),
  api.query(PickupStoreDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        pickupStore: {
          pharmacy: { ...fixtures.pharmacy, id: String(variables.pharmacyId) },
          deliveries: [],
        },
      },
    }),
  ),
]

describe('usePickupStores', () => {
  it('lists the pickup points with how much of the cart each has', async () => {
    const harness = createHarness({ handlers })
    const { result } = harness.render(() => usePickupStores())
    await waitFor(() => expect(result.current.list).toHaveLength(1))
    expect(result.current.list[0]?.availableProduct).toBe('2 из 2')
    expect(harness.calls('pharmacySearchList')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      paginator: { page: 1, limit: 20 },
    })
    expect(harness.calls('pharmacySearchMap')).toHaveLength(0)
  })

  it('puts points on the map for its bounds and receive type', async () => {
    const harness = createHarness({ handlers })
    const bounds = { xMin: 37.3, xMax: 37.9, yMin: 55.5, yMax: 56 }
    const { result } = harness.render(() =>
      usePickupStores({ bounds, zoom: 10, receiveType: 'pickup', withList: false }),
    )
    await waitFor(() => expect(result.current.points).toHaveLength(1))
    expect(harness.calls('pharmacySearchMap')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      bounds,
      zoom: 10,
      receiveType: 'pickup',
    })
  })

  it('counts the list for its receive type, so booking judges the pharmacies by their shelves', async () => {
    const harness = createHarness({ handlers })
    const { result } = harness.render(() => usePickupStores({ receiveType: 'booking' }))
    await waitFor(() => expect(result.current.list).toHaveLength(1))
    expect(harness.calls('pharmacySearchList')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      paginator: { page: 1, limit: 20 },
      receiveType: 'booking',
    })
  })

  it('opens a store with its deliveries', async () => {
    const harness = createHarness({ handlers })
    const { result } = harness.render(() => usePickupStores())
    act(() => result.current.select('ph-12'))
    await waitFor(() => expect(result.current.selectedStore?.pharmacy.id).toBe('ph-12'))
    expect(harness.calls('pickupStore')[0]?.variables).toEqual({
      pharmacyId: 'ph-12',
      regionID: 'moscowregion',
    })
    act(() => result.current.select(null))
    expect(result.current.selectedStore).toBeNull()
  })
})
