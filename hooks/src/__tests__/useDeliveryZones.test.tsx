import { DeliveryZonesDocument } from '@apteka/sdk'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { isInsidePolygon, useDeliveryZones } from '../index'

startMockServer()

const square = (from: number, to: number) =>
  JSON.stringify([
    [from, from],
    [to, from],
    [to, to],
    [from, to],
  ])

describe('useDeliveryZones', () => {
  it('finds the zone of an address point', async () => {
    const harness = createHarness({
      handlers: [
        api.query(DeliveryZonesDocument, () =>
          HttpResponse.json({
            data: {
              deliveryZones: [
                {
                  type: 'city',
                  color: '#00f',
                  coordinates: square(0, 10),
                  courierPrice: 199,
                  freeFrom: 2000,
                  minSum: 500,
                },
                {
                  type: 'region',
                  color: '#0f0',
                  coordinates: square(20, 30),
                  courierPrice: 399,
                  freeFrom: 4000,
                  minSum: 1000,
                },
              ],
            },
          }),
        ),
      ],
    })
    const { result } = harness.render(() => useDeliveryZones())
    await waitFor(() => expect(result.current.zones).toHaveLength(2))
    expect(result.current.zones[0]?.polygon).toHaveLength(4)
    expect(result.current.zoneAt({ lat: 5, long: 5 })?.courierPrice).toBe(199)
    expect(result.current.zoneAt({ lat: 25, long: 21 })?.type).toBe('region')
    expect(result.current.zoneAt({ lat: 15, long: 15 })).toBeNull()
  })

  it('point in polygon', () => {
    const polygon: [number, number][] = [
      [55, 37],
      [56, 37],
      [56, 38],
      [55, 38],
    ]
    expect(isInsidePolygon([55.75, 37.6], polygon)).toBe(true)
    expect(isInsidePolygon([57, 37.6], polygon)).toBe(false)
  })
})
