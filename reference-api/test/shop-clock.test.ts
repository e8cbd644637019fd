// The shop's one clock (issue #32): every operation a shopper meets on the way to and after an
// order — the pickup list, the pharmacy's store card, the pre-order, the saved order and the
// order page — names the same day, counted in the pharmacy's time zone against its working hours
// and assembly time, at 23:59 and 00:01 Moscow time, at closing time and in Novosibirsk (UTC+7);
// and the other dates of a place — promo codes' validity, the hold of a ready order, a
// prescription's dates — are that place's calendar days too.
import {
  AddPrescriptionDocument,
  NewOrderDocument,
  PharmacySearchListDocument,
  PickupStoreDocument,
  PrescriptionsDocument,
  ProductPageDocument,
  ProductPharmaciesDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expireOverdueOrders, HOLD_EXPIRED_REASON } from '../src/order/expiry'
import { startTestApi, type TestApi } from './harness'
import { backends, codes, line, type PricedProduct, shopper, suiteDatabaseUrl } from './shopper'

const MOSCOW = 'moscowregion'
const NOVOSIBIRSK = 'novosibirskregion'

interface Day {
  date: string
  kind: string
  text: string
  timeZone: string
}

interface TestPharmacy {
  id: number
  address: string
  regionId: string
}

describe.each(backends)('shop clock (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let at = Date.parse('2026-11-26T12:00:00+03:00')
  const pharmacies: Record<string, TestPharmacy> = {}
  const products: Record<string, PricedProduct[]> = {}

  /** Two products of the region, orderable and bookable, over the 500 ₽ minimum together. */
  async function shelfProducts(regionId: string): Promise<PricedProduct[]> {
    const rows = await api.database.exec<{ id: number; price_type_id: number; price: string }>(
      `SELECT DISTINCT ON (p.id) p.id, pp.price_type_id, pp.price
         FROM product_prices pp JOIN products p ON p.id = pp.product_id
        WHERE pp.region_id = $1 AND pp.available_for_order AND pp.available_for_booking
          AND pp.price_type_id NOT BETWEEN 8 AND 13 AND pp.price BETWEEN 300 AND 900
          AND pp.max_quantity >= 2
        ORDER BY p.id, pp.price_type_id LIMIT 2`,
      [regionId],
    )
    expect(rows).toHaveLength(2)
    return rows.map((row) => ({
      id: Number(row.id),
      name: '',
      priceTypeId: Number(row.price_type_id),
      price: Number(row.price),
      maxQuantity: 2,
    }))
  }

  /** The region's first active pharmacy, made to work 08:00–22:00 daily with the goods on its shelf. */
  async function closingAtTen(regionId: string): Promise<TestPharmacy> {
    const [row] = await api.database.exec<{ id: number; address: string }>(
      `SELECT id, address FROM pharmacies WHERE region_id = $1 AND is_active ORDER BY id LIMIT 1`,
      [regionId],
    )
    const id = Number(row?.id)
    const hours = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'].map((name) => ({
      name,
      open: '08:00',
      close: '22:00',
    }))
    await api.database.exec(
      `UPDATE pharmacies SET working_hours = $2::jsonb, is_round_the_clock = false,
              pickup_days = 0, booking_days = 0, payment_types = '{cash,card,online}'
        WHERE id = $1`,
      [id, JSON.stringify(hours)],
    )
    for (const product of products[regionId] ?? [])
      await api.database.exec(
        `INSERT INTO pharmacy_stock (pharmacy_id, product_id, quantity) VALUES ($1, $2, 50)
         ON CONFLICT (pharmacy_id, product_id) DO UPDATE SET quantity = 50`,
        [id, product.id],
      )
    return { id, address: row?.address as string, regionId }
  }

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'shop_clock'),
      catalogSize: 150,
      now: () => new Date(at),
    })
    for (const regionId of [MOSCOW, NOVOSIBIRSK]) {
      products[regionId] = await shelfProducts(regionId)
      pharmacies[regionId] = await closingAtTen(regionId)
    }
  })
  afterAll(() => api?.close())

  /**
   * A guest's whole pickup or booking at the pharmacy, at the clock's instant: the day each
   * operation names, and the saved order's id.
   */
  async function walk(pharmacy: TestPharmacy, receiveType: 'pickup' | 'booking') {
    const guest = shopper(api)
    const regionID = pharmacy.regionId
    const filled = await guest.gql(UpdateCartDocument, {
      regionID,
      items: (products[regionID] ?? []).map((product) => line(product, 2)),
    })
    expect(filled.errors).toEqual([])
    const list = await guest.gql(PharmacySearchListDocument, {
      regionID,
      receiveType,
      search: pharmacy.address,
    })
    const point = list.data?.pharmacySearchList.items.find(
      (item) => item.pharmacy.id === String(pharmacy.id),
    )
    const store = await guest.gql(PickupStoreDocument, {
      pharmacyId: String(pharmacy.id),
      regionID,
    })
    const card = store.data?.pickupStore?.deliveries.find((entry) => entry.type === receiveType)
    const chosen = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID,
        step: 'CHECKOUT',
        receiveType,
        pharmacyID: String(pharmacy.id),
        payment: 'pharmacy',
        receiver: { name: 'Гость', phone: '+79995551234' },
      },
    })
    expect(chosen.errors).toEqual([])
    const saved = await guest.gql(SaveOrderDocument, { regionID })
    expect(codes(saved)).toEqual([])
    const orderId = saved.data?.saveOrder.id as string
    const order = await guest.gql(NewOrderDocument, { id: orderId })
    return {
      orderId,
      guest,
      list: point?.readyDay as Day,
      storeLabel: card?.deliveryGroups.map((group) => group.dateText),
      checkout: chosen.data?.updatePreOrder.deliveryParams?.receiveDay as Day,
      checkoutLabel: chosen.data?.updatePreOrder.deliveryParams?.dateText,
      saved: order.data?.newOrder?.receiveDate,
      order: order.data?.newOrder?.deliveryParams?.receiveDay as Day,
    }
  }

  /** Every operation of the walk names `day`. */
  function expectOneDay(seen: Awaited<ReturnType<typeof walk>>, day: Day, label: string) {
    expect(seen.list).toEqual(day)
    expect(seen.storeLabel).toEqual([label])
    expect(seen.checkout).toEqual(day)
    expect(seen.checkoutLabel).toBe(label)
    expect(seen.saved).toBe(day.date)
    expect(seen.order).toEqual(day)
  }

  const moscowDay = (date: string, kind: string, text: string): Day => ({
    date,
    kind,
    text,
    timeZone: 'Europe/Moscow',
  })

  it('regions and pharmacies carry their time zones', async () => {
    const regions = await api.gql<{ regions: { id: string; timeZone: string }[] }, object>(
      '{ regions { id timeZone } }',
    )
    const zones = Object.fromEntries(
      (regions.data?.regions ?? []).map((region) => [region.id, region.timeZone]),
    )
    expect(zones[MOSCOW]).toBe('Europe/Moscow')
    expect(zones[NOVOSIBIRSK]).toBe('Asia/Novosibirsk')
    const [counts] = await api.database.exec<{ wrong: number }>(
      `SELECT count(*)::int AS wrong FROM pharmacies p JOIN regions r ON r.id = p.region_id
        WHERE p.time_zone <> r.time_zone`,
    )
    expect(counts?.wrong).toBe(0)
  })

  it('at 23:59 Moscow a pharmacy closed since 22:00 gives out tomorrow, on every operation', async () => {
    at = Date.parse('2026-11-26T23:59:00+03:00')
    const seen = await walk(pharmacies[MOSCOW] as TestPharmacy, 'pickup')
    expectOneDay(seen, moscowDay('2026-11-27', 'TOMORROW', 'Завтра, 27 ноября'), 'Завтра')

    // Opened two minutes later, past midnight, the order page names the same day as today.
    at = Date.parse('2026-11-27T00:01:00+03:00')
    const later = await seen.guest.gql(NewOrderDocument, { id: seen.orderId })
    expect(later.data?.newOrder?.deliveryParams?.receiveDay).toEqual(
      moscowDay('2026-11-27', 'TODAY', 'Сегодня, 27 ноября'),
    )
  })

  it('at 00:01 Moscow the new day is today: ready once the pharmacy opens', async () => {
    at = Date.parse('2026-11-27T00:01:00+03:00')
    const seen = await walk(pharmacies[MOSCOW] as TestPharmacy, 'pickup')
    expectOneDay(seen, moscowDay('2026-11-27', 'TODAY', 'Сегодня, 27 ноября'), 'Сегодня')
  })

  it('at closing time: today until the assembly no longer fits before 22:00', async () => {
    at = Date.parse('2026-11-26T20:00:00+03:00')
    expectOneDay(
      await walk(pharmacies[MOSCOW] as TestPharmacy, 'pickup'),
      moscowDay('2026-11-26', 'TODAY', 'Сегодня, 26 ноября'),
      'Сегодня',
    )
    for (const time of ['21:50', '23:37']) {
      at = Date.parse(`2026-11-26T${time}:00+03:00`)
      expectOneDay(
        await walk(pharmacies[MOSCOW] as TestPharmacy, 'pickup'),
        moscowDay('2026-11-27', 'TOMORROW', 'Завтра, 27 ноября'),
        'Завтра',
      )
    }
  })

  it("the product page's pharmacy list gives the same day as the checkout", async () => {
    const pharmacy = pharmacies[MOSCOW] as TestPharmacy
    const product = (products[MOSCOW] ?? [])[0] as PricedProduct
    const [row] = await api.database.exec<{ alias: string }>(
      'SELECT alias FROM products WHERE id = $1',
      [product.id],
    )
    const pickupDate = async () => {
      const answer = await api.gql(ProductPharmaciesDocument, {
        alias: row?.alias as string,
        regionID: MOSCOW,
        search: pharmacy.address,
      })
      return answer.data?.productPage?.product.pharmacies.items.find(
        (item) => item.pharmacy.id === String(pharmacy.id),
      )?.pickupDate
    }
    at = Date.parse('2026-11-26T20:00:00+03:00')
    expect(await pickupDate()).toBe('2026-11-26')
    at = Date.parse('2026-11-26T23:37:00+03:00')
    expect(await pickupDate()).toBe('2026-11-27')
  })

  it('a booking at 23:37 is ready tomorrow on every operation too', async () => {
    at = Date.parse('2026-11-26T23:37:00+03:00')
    expectOneDay(
      await walk(pharmacies[MOSCOW] as TestPharmacy, 'booking'),
      moscowDay('2026-11-27', 'TOMORROW', 'Завтра, 27 ноября'),
      'Завтра',
    )
  })

  it('a Novosibirsk pharmacy counts in Novosibirsk time (UTC+7), not Moscow time', async () => {
    const novosibirsk = pharmacies[NOVOSIBIRSK] as TestPharmacy
    // 18:30 in Moscow is 22:30 in Novosibirsk: the pharmacy has closed, tomorrow there.
    at = Date.parse('2026-11-26T18:30:00+03:00')
    expectOneDay(
      await walk(novosibirsk, 'pickup'),
      {
        date: '2026-11-27',
        kind: 'TOMORROW',
        text: 'Завтра, 27 ноября',
        timeZone: 'Asia/Novosibirsk',
      },
      'Завтра',
    )
    // 21:30 in Moscow (still the 26th there) is 01:30 on the 27th in Novosibirsk: today there.
    at = Date.parse('2026-11-26T21:30:00+03:00')
    expectOneDay(
      await walk(novosibirsk, 'pickup'),
      {
        date: '2026-11-27',
        kind: 'TODAY',
        text: 'Сегодня, 27 ноября',
        timeZone: 'Asia/Novosibirsk',
      },
      'Сегодня',
    )
  })

  it('a promo code valid to the 26th has run out at 01:30 of the 27th in Novosibirsk, not in Moscow', async () => {
    await api.database.exec(
      `INSERT INTO promo_codes (code, discount_kind, discount_value, min_sum, description, date_start, date_end)
       VALUES ('DO26NOV', 'percent', 10, 0, 'До 26 ноября', '2026-11-01', '2026-11-26')
       ON CONFLICT (code) DO NOTHING`,
    )
    // 21:30 on the 26th in Moscow is 01:30 on the 27th in Novosibirsk.
    at = Date.parse('2026-11-26T21:30:00+03:00')
    const anna = shopper(api)
    await anna.signIn('+79990000001')
    const promoIn = async (regionID: string) => {
      await anna.gql(UpdateCartDocument, {
        regionID,
        items: (products[regionID] ?? []).map((product) => line(product, 2)),
      })
      const applied = await anna.gql(UpdatePreOrderDocument, {
        input: { regionID, step: 'CHECKOUT', loyalty: { promoCode: 'DO26NOV' } },
      })
      expect(applied.errors).toEqual([])
      const preOrder = applied.data?.updatePreOrder
      return {
        error: preOrder?.loyalty?.params.promo.error,
        discount: preOrder?.total.promoDiscount,
      }
    }
    const moscow = await promoIn(MOSCOW)
    expect(moscow.error).toBeNull()
    expect(moscow.discount).toBeGreaterThan(0)
    expect(await promoIn(NOVOSIBIRSK)).toEqual({
      error: 'Срок действия промокода истёк',
      discount: 0,
    })
  })

  it("a ready order is held three days of its pharmacy's calendar: over in Novosibirsk first", async () => {
    at = Date.parse('2026-11-20T12:00:00+03:00')
    const ids: Record<string, string> = {}
    for (const regionId of [MOSCOW, NOVOSIBIRSK]) {
      ids[regionId] = (await walk(pharmacies[regionId] as TestPharmacy, 'pickup')).orderId
      // Ready since the 23rd, and no longer a guest's hold (that expiry is another rule).
      await api.database.exec(
        `UPDATE orders SET status = 'ready', receive_date = '2026-11-23', guest_hold_until = NULL,
                user_id = (SELECT id FROM users ORDER BY id LIMIT 1)
          WHERE id = $1`,
        [ids[regionId]],
      )
    }
    const status = async (regionId: string) => {
      const [row] = await api.database.exec<{ status: string; reason: string | null }>(
        `SELECT o.status, (SELECT h.comment FROM order_status_history h
                             WHERE h.order_id = o.id AND h.status = 'cancelled' LIMIT 1) AS reason
           FROM orders o WHERE o.id = $1`,
        [ids[regionId]],
      )
      return row
    }
    // The 26th in Moscow, already the 27th in Novosibirsk: 23 + 3 days have passed there only.
    await expireOverdueOrders(api.database.db, new Date('2026-11-26T21:30:00+03:00'))
    expect(await status(MOSCOW)).toEqual({ status: 'ready', reason: null })
    expect(await status(NOVOSIBIRSK)).toEqual({ status: 'cancelled', reason: HOLD_EXPIRED_REASON })
    // Past Moscow midnight the Moscow order's hold is over as well.
    await expireOverdueOrders(api.database.db, new Date('2026-11-27T00:01:00+03:00'))
    expect(await status(MOSCOW)).toEqual({ status: 'cancelled', reason: HOLD_EXPIRED_REASON })
  })

  it("a prescription added at 23:30 UTC is issued on the next day, Moscow's, and valid 60 days from it", async () => {
    at = Date.parse('2026-11-26T23:30:00Z')
    const sergey = shopper(api)
    await sergey.signIn('+79990000002')
    const added = await sergey.gql(AddPrescriptionDocument, {
      prescriptionOwner: { policyNumber: '7700 1234 5678 9012', birthday: '1980-01-01' },
    })
    expect(added.errors).toEqual([])
    const list = await sergey.gql(PrescriptionsDocument, { regionID: MOSCOW })
    const first = list.data?.prescriptions[0]
    expect([first?.issuedAt, first?.expiresAt]).toEqual(['2026-11-27', '2027-01-26'])
    expect(first?.number.endsWith('261127')).toBe(true)
  })

  it("a product's pickup and delivery days turn at its region's midnight: 20:00 Moscow in Novosibirsk", async () => {
    const daysOf = async (regionId: string) => {
      const product = (products[regionId] ?? [])[0] as PricedProduct
      const [row] = await api.database.exec<{ alias: string }>(
        'SELECT alias FROM products WHERE id = $1',
        [product.id],
      )
      const page = await api.gql(ProductPageDocument, {
        alias: row?.alias as string,
        regionID: regionId,
      })
      const seen = page.data?.productPage?.product
      return [seen?.pickupDate, seen?.deliveryDate]
    }
    const dayAfter = (date: string | null | undefined) =>
      date
        ? new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
        : date
    // 23:59 on the 26th in Novosibirsk, then 00:01 on the 27th there; still the 26th in Moscow.
    at = Date.parse('2026-11-26T19:59:00+03:00')
    const [nskBefore, moscowBefore] = [await daysOf(NOVOSIBIRSK), await daysOf(MOSCOW)]
    at = Date.parse('2026-11-26T20:01:00+03:00')
    const [nskAfter, moscowAfter] = [await daysOf(NOVOSIBIRSK), await daysOf(MOSCOW)]
    expect(nskBefore[0]).toBeTruthy()
    expect(nskAfter).toEqual(nskBefore.map(dayAfter))
    expect(moscowAfter).toEqual(moscowBefore)
  })

  it("an order placed at 23:30 UTC is dated the next day in Moscow, in its pharmacy's zone", async () => {
    at = Date.parse('2026-11-26T23:30:00Z')
    const moments = async (regionId: string) => {
      const seen = await walk(pharmacies[regionId] as TestPharmacy, 'pickup')
      const order = (await seen.guest.gql(NewOrderDocument, { id: seen.orderId })).data?.newOrder
      return [order?.createDate, order?.statuses.find((entry) => entry.date !== null)?.date]
    }
    expect(await moments(MOSCOW)).toEqual([
      '2026-11-27T02:30:00+03:00',
      '2026-11-27T02:30:00+03:00',
    ])
    expect(await moments(NOVOSIBIRSK)).toEqual([
      '2026-11-27T06:30:00+07:00',
      '2026-11-27T06:30:00+07:00',
    ])
  })
})
