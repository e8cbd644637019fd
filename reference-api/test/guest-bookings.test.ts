// A guest (no phone confirmed by a sign-in) and a pharmacy's shelf (issue #35 item 9): at most
// GUEST_BOOKING_MAX_QUANTITY units of a product at a pharmacy across all the guest's open orders
// (by guest cookie and by receiver phone), held only GUEST_HOLD_MINUTES unless the guest signs in
// with that phone; and, with guests racing for the last units (PostgreSQL), the shelf is never
// oversold and the cap holds.
import {
  PreOrderDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUEST_HOLD_EXPIRED_REASON } from '../src/order/expiry'
import { startTestApi, type TestApi } from './harness'
import { backends, codes, type Shopper, shopper, suiteDatabaseUrl, testClock } from './shopper'

const REGION = 'moscowregion'
const RULES = { maxQuantity: 2, holdMinutes: 30 }
const CONCURRENT = 12

interface Variant {
  productId: number
  priceTypeId: number
  price: number
}

describe.each(backends)('guest bookings (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()
  let pharmacyId: number
  let variants: Variant[]
  let filler: Variant
  let fillerQuantity: number
  let phoneSeq = 0
  const newPhone = () => `+7999333${String(phoneSeq++).padStart(4, '0')}`

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'guest_bookings'),
      catalogSize: 150,
      now: clock.now,
    })
    Object.assign(api.config, { guestBookings: RULES })
    const [pharmacy] = await api.database.exec<{ id: number }>(
      `SELECT id FROM pharmacies
        WHERE region_id = $1 AND is_active AND payment_types && ARRAY['cash', 'card']
        ORDER BY id LIMIT 1`,
      [REGION],
    )
    pharmacyId = Number(pharmacy?.id)
    const rows = await api.database.exec<{
      product_id: number
      price_type_id: number
      price: string
    }>(
      `SELECT DISTINCT ON (pp.product_id) pp.product_id, pp.price_type_id, pp.price
         FROM product_prices pp JOIN products p ON p.id = pp.product_id AND NOT p.is_bundle
        WHERE pp.region_id = $1 AND pp.available_for_booking AND pp.available_for_order
          AND pp.max_quantity >= 3 AND pp.price_type_id NOT BETWEEN 8 AND 13
        ORDER BY pp.product_id, pp.price_type_id`,
      [REGION],
    )
    const all = rows
      .map((row) => ({
        productId: Number(row.product_id),
        priceTypeId: Number(row.price_type_id),
        price: Number(row.price),
      }))
      .sort((a, b) => b.price - a.price || a.productId - b.productId)
    // The dearest line lifts every order over the region's 500 ₽ minimum; its shelf is kept empty
    // so pickups bring it in and only the scarce line is held (and capped).
    filler = all[0] as Variant
    fillerQuantity = Math.ceil(500 / filler.price)
    variants = all.slice(1, 6)
    expect(variants).toHaveLength(5)
  })
  afterAll(() => api?.close())

  async function setShelf(productId: number, quantity: number) {
    await api.database.exec(
      `INSERT INTO pharmacy_stock (pharmacy_id, product_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (pharmacy_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
      [pharmacyId, productId, quantity],
    )
  }

  async function shelf(productId: number): Promise<number> {
    const [row] = await api.database.exec<{ quantity: number }>(
      'SELECT quantity FROM pharmacy_stock WHERE pharmacy_id = $1 AND product_id = $2',
      [pharmacyId, productId],
    )
    return Number(row?.quantity)
  }

  /** `who` with `quantity` of `scarce` (and the filler, from the warehouse) ready to book. */
  async function ready(who: Shopper, scarce: Variant, quantity: number, phone: string) {
    await emptyShelf(filler.productId)
    const cart = await who.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [
        { productID: String(scarce.productId), priceTypeID: scarce.priceTypeId, quantity },
        {
          productID: String(filler.productId),
          priceTypeID: filler.priceTypeId,
          quantity: fillerQuantity,
        },
      ],
    })
    expect(cart.errors).toEqual([])
    await who.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    const chosen = await who.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType: 'pickup',
        pharmacyID: String(pharmacyId),
        payment: 'pharmacy',
        receiver: { name: 'Гость', phone },
      },
    })
    expect(chosen.errors).toEqual([])
    return who
  }

  /** No units of the product at the pharmacy: a pickup of it is brought in, holding nothing. */
  async function emptyShelf(productId: number) {
    await api.database.exec(
      `UPDATE pharmacy_stock SET quantity = 0 WHERE pharmacy_id = $1 AND product_id = $2`,
      [pharmacyId, productId],
    )
  }

  const save = (who: Shopper) => who.gql(SaveOrderDocument, { regionID: REGION })

  async function orderState(id: string) {
    const [row] = await api.database.exec<{ status: string; guest_hold_until: Date | null }>(
      'SELECT status, guest_hold_until FROM orders WHERE id = $1',
      [id],
    )
    return row
  }

  it('caps what a guest holds across orders, by guest cookie and by phone', async () => {
    const scarce = variants[0] as Variant
    await setShelf(scarce.productId, 10)
    const phone = newPhone()
    const guest = shopper(api)
    expect(codes(await save(await ready(guest, scarce, 2, phone)))).toEqual([])
    // The same browser again: 2 + 1 > 2.
    expect(codes(await save(await ready(guest, scarce, 1, newPhone())))).toEqual(['E_36'])
    // Another browser with the same receiver phone.
    expect(codes(await save(await ready(shopper(api), scarce, 1, phone)))).toEqual(['E_36'])
    // Another guest is not affected.
    expect(codes(await save(await ready(shopper(api), scarce, 2, newPhone())))).toEqual([])
    expect(await shelf(scarce.productId)).toBe(6)
  })

  it('lets a guest’s order go after GUEST_HOLD_MINUTES: cancelled, units back on the shelf', async () => {
    const scarce = variants[1] as Variant
    await setShelf(scarce.productId, 2)
    const saved = await save(await ready(shopper(api), scarce, 2, newPhone()))
    expect(saved.errors).toEqual([])
    const id = saved.data?.saveOrder.id as string
    expect(await shelf(scarce.productId)).toBe(0)
    clock.advance((RULES.holdMinutes - 1) * 60)
    // Still held: the next guest finds the shelf empty (the pickup is brought in, not taken).
    expect((await save(await ready(shopper(api), scarce, 1, newPhone()))).errors).toEqual([])
    expect((await orderState(id))?.status).not.toBe('cancelled')
    clock.advance(2 * 60)
    // The next checkout expires it first.
    expect((await save(await ready(shopper(api), scarce, 1, newPhone()))).errors).toEqual([])
    expect((await orderState(id))?.status).toBe('cancelled')
    const [history] = await api.database.exec<{ comment: string }>(
      `SELECT comment FROM order_status_history WHERE order_id = $1 AND status = 'cancelled'`,
      [id],
    )
    expect(history?.comment).toBe(GUEST_HOLD_EXPIRED_REASON)
    // Its two units came back; the last checkout took one of them.
    expect(await shelf(scarce.productId)).toBe(1)
  })

  it('keeps the hold of a guest who signs in with the receiver phone', async () => {
    const scarce = variants[2] as Variant
    await setShelf(scarce.productId, 2)
    // A seeded customer's phone: the guest books with it, then signs in with an SMS code.
    const phone = '+79990000001'
    const guest = shopper(api, clock)
    const saved = await save(await ready(guest, scarce, 2, phone))
    expect(saved.errors).toEqual([])
    const id = saved.data?.saveOrder.id as string
    expect((await orderState(id))?.guest_hold_until).not.toBeNull()
    await guest.signIn(phone)
    expect((await orderState(id))?.guest_hold_until).toBeNull()
    clock.advance((RULES.holdMinutes + 5) * 60)
    expect((await save(await ready(shopper(api), scarce, 1, newPhone()))).errors).toEqual([])
    expect((await orderState(id))?.status).not.toBe('cancelled')
    expect(await shelf(scarce.productId)).toBe(0)
  })

  it(`${CONCURRENT} guests at once for the last 3 units, 2 each: one gets them, never oversold`, async () => {
    const scarce = variants[3] as Variant
    await setShelf(scarce.productId, 3)
    const guests: Shopper[] = []
    for (let i = 0; i < CONCURRENT; i++)
      guests.push(await ready(shopper(api), scarce, 2, newPhone()))
    const answers = await Promise.all(guests.map(save))
    expect(answers.flatMap((answer) => answer.errors)).toEqual([])
    const [held] = await api.database.exec<{ n: number }>(
      `SELECT coalesce(sum(oi.reserved_quantity), 0)::int AS n FROM order_items oi
         JOIN orders o ON o.id = oi.order_id
        WHERE o.pharmacy_id = $1 AND oi.product_id = $2 AND o.status <> 'cancelled'`,
      [pharmacyId, scarce.productId],
    )
    // Pickups the shelf cannot cover are brought in: the shelf gave exactly what it had left
    // whole (2 of 3), once.
    expect(Number(held?.n)).toBe(2)
    expect(await shelf(scarce.productId)).toBe(1)
  })

  it(`${CONCURRENT} browsers of one phone at once, 1 unit each: the cap of 2 holds`, async () => {
    const scarce = variants[4] as Variant
    await setShelf(scarce.productId, 50)
    const phone = newPhone()
    const guests: Shopper[] = []
    for (let i = 0; i < CONCURRENT; i++) guests.push(await ready(shopper(api), scarce, 1, phone))
    const answers = await Promise.all(guests.map(save))
    const saved = answers.filter((answer) => answer.errors.length === 0)
    expect(saved).toHaveLength(RULES.maxQuantity)
    expect(answers.flatMap(codes).sort()).toEqual(
      Array(CONCURRENT - RULES.maxQuantity).fill('E_36'),
    )
    expect(await shelf(scarce.productId)).toBe(50 - RULES.maxQuantity)
  })
})
