// The pickup points list judged for one way of receiving: booking counts only what each
// pharmacy has on its shelf, pickup only what can be ordered, none either way.
import { PharmacySearchListDocument, UpdateCartDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './harness'
import { backends, shopper, suiteDatabaseUrl } from './shopper'

const REGION = 'moscowregion'

describe.each(backends)('pickup points list by receive type (%s)', (_backend, databaseUrl) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'pickup_list'),
      catalogSize: 150,
    })
  })
  afterAll(() => api?.close())

  it('booking counts the shelf of each pharmacy, pickup what can be ordered', async () => {
    // A product one pharmacy has on its shelf, and an orderable one no shelf holds.
    const [stocked] = await api.database.exec<{
      pharmacy_id: number
      product_id: number
      price_type_id: number
    }>(
      `SELECT s.pharmacy_id, s.product_id, pp.price_type_id
         FROM pharmacy_stock s
         JOIN pharmacies ph ON ph.id = s.pharmacy_id AND ph.region_id = $1 AND ph.is_active
         JOIN product_prices pp ON pp.product_id = s.product_id AND pp.region_id = $1
              AND pp.available_for_booking AND pp.available_for_order AND pp.price_type_id = 1
        ORDER BY s.pharmacy_id, s.product_id LIMIT 1`,
      [REGION],
    )
    expect(stocked).toBeDefined()
    const [missing] = await api.database.exec<{ product_id: number; price_type_id: number }>(
      `SELECT pp.product_id, pp.price_type_id FROM product_prices pp
        WHERE pp.region_id = $1 AND pp.available_for_order AND pp.price_type_id = 1
          AND NOT EXISTS (SELECT 1 FROM pharmacy_stock s WHERE s.product_id = pp.product_id)
        ORDER BY pp.product_id LIMIT 1`,
      [REGION],
    )
    expect(missing).toBeDefined()
    const guest = shopper(api)
    const cart = await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [
        { productID: String(stocked?.product_id), priceTypeID: 1, quantity: 1 },
        { productID: String(missing?.product_id), priceTypeID: 1, quantity: 1 },
      ],
    })
    expect(cart.errors).toEqual([])

    // Every page of the list (a page holds at most 100).
    const list = async (receiveType?: 'pickup' | 'booking') => {
      const items = []
      for (let page = 1; ; page += 1) {
        const answer = await guest.gql(PharmacySearchListDocument, {
          regionID: REGION,
          paginator: { page, limit: 100 },
          ...(receiveType ? { receiveType } : {}),
        })
        expect(answer.errors).toEqual([])
        const list = answer.data?.pharmacySearchList
        items.push(...(list?.items ?? []))
        if (!list || items.length >= list.total) return items
      }
    }
    const pharmacyId = String(stocked?.pharmacy_id)

    const booking = await list('booking')
    expect(booking.find((item) => item.pharmacy.id === pharmacyId)).toMatchObject({
      availableCount: 1,
      totalCount: 2,
      available: false,
      availableProduct: '1 из 2 товаров',
    })
    // Booking never counts a line no shelf holds.
    expect(booking.every((item) => item.availableCount <= 1)).toBe(true)

    const pickup = await list('pickup')
    expect(pickup.length).toBe(booking.length)
    expect(pickup.every((item) => item.availableCount === 2 && item.available)).toBe(true)

    const either = await list()
    expect(either.find((item) => item.pharmacy.id === pharmacyId)?.availableCount).toBe(2)
  })
})
