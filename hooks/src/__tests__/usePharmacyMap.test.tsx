import { PharmacyMapDocument } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { MAP_ZOOM, type MapBounds, usePharmacyMap } from '../index'

startMockServer()

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

const handler = api.query(PharmacyMapDocument, ({ variables }) =>
  HttpResponse.json({
    data: {
      pharmacyMap:
        variables.zoom < MAP_ZOOM.street
          ? {
              clusters: [{ id: 'cl-1', count: 12, lat: 55.75, long: 37.6, selected: false }],
              pharmacies: [],
            }
          : { clusters: [], pharmacies: [fixtures.pharmacy] },
    },
  }),
)

const moscow: MapBounds = { xMin: 37.3, xMax: 37.9, yMin: 55.5, yMax: 56 }
const tverskaya: MapBounds = { xMin: 37.59, xMax: 37.62, yMin: 55.76, yMax: 55.77 }

describe('usePharmacyMap', () => {
  it('waits for the map bounds', async () => {
    const harness = createHarness({ handlers: [handler] })
    harness.render(() => usePharmacyMap({ bounds: null, zoom: MAP_ZOOM.city }))
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(harness.calls('pharmacyMap')).toHaveLength(0)
  })

  it('clusters far out, pins close in; asks once the map stops moving', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result, rerender } = harness.render(
      (props: { bounds: MapBounds; zoom: number }) => usePharmacyMap(props),
      {
        initialProps: { bounds: moscow, zoom: MAP_ZOOM.city as number },
      },
    )
    await act(() => vi.advanceTimersByTimeAsync(300))
    await waitFor(() => expect(result.current.clusters).toHaveLength(1))
    expect(harness.calls('pharmacyMap')[0]?.variables).toEqual({ ...moscow, zoom: 9 })
    // The shopper zooms in through several frames; only the last view is asked for.
    rerender({ bounds: { ...moscow, xMin: 37.4 }, zoom: 12 })
    rerender({ bounds: tverskaya, zoom: MAP_ZOOM.street })
    expect(result.current.clusters).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(300))
    await waitFor(() =>
      expect(result.current.pharmacies.map((p) => p.id)).toEqual([fixtures.pharmacy.id]),
    )
    expect(harness.calls('pharmacyMap')).toHaveLength(2)
    expect(harness.calls('pharmacyMap')[1]?.variables).toEqual({ ...tverskaya, zoom: 16 })
  })

  it("sends the list's filters that are on, and none when all are off", async () => {
    const harness = createHarness({ handlers: [handler] })
    const { rerender } = harness.render(
      (props: { filters: { roundTheClock?: boolean; favorite?: boolean } }) =>
        usePharmacyMap({ bounds: moscow, zoom: MAP_ZOOM.city, filters: props.filters }),
      { initialProps: { filters: { roundTheClock: true, favorite: false } } },
    )
    await act(() => vi.advanceTimersByTimeAsync(300))
    await waitFor(() => expect(harness.calls('pharmacyMap')).toHaveLength(1))
    expect(harness.calls('pharmacyMap')[0]?.variables).toEqual({
      ...moscow,
      zoom: 9,
      filters: { roundTheClock: true },
    })
    rerender({ filters: { roundTheClock: false, favorite: false } })
    await act(() => vi.advanceTimersByTimeAsync(300))
    await waitFor(() => expect(harness.calls('pharmacyMap')).toHaveLength(2))
    expect(harness.calls('pharmacyMap')[1]?.variables).toEqual({ ...moscow, zoom: 9 })
  })
})
