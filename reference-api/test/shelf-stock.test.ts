// A pharmacy's shelf under checkout: saving a booking or a pickup takes its units off the shelf
// in the order's transaction, the last unit is sold once (one after the other, and with 20
// checkouts at once on PostgreSQL), the shelf never goes below 0, and a cancel or an expiry puts
// the units back.
import {
  CancelOrderDocument,
  PreOrderDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOLD_DAYS, PAYMENT_WINDOW_MINUTES } from '../src/order/expiry'
import { advanceOrder } from '../src/order/lifecycle'
import { startTestApi, type TestApi } from './harness'
import { backends, codes, type Shopper, shopper, suiteDatabaseUrl, testClock } from './shopper'

const REGION = 'moscowregion'
const CONCURRENT = 20

interface Variant {
  productId: number
  priceTypeId: number
  price: number
  maxQuantity: number
}

describe.each(backends)('shelf stock (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()
  let pharmacyId: number
  /** Bookable variants the region sells, dearest first; one is made scarce per test. */
  let variants: Variant[]
  let filler: Variant
  let fillerQuantity: number
  let phoneSeq = 0

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'shelf_stock'),
      catalogSize: 150,
      now: clock.now,
    })
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
      max_quantity: number
    }>(
      `SELECT DISTINCT ON (pp.product_id) pp.product_id, pp.price_type_id, pp.price, pp.max_quantity
         FROM product_prices pp JOIN products p ON p.id = pp.product_id AND NOT p.is_bundle
        WHERE pp.region_id = $1 AND pp.available_for_booking AND pp.available_for_order
          AND pp.max_quantity >= 1 AND pp.price_type_id NOT BETWEEN 8 AND 13
        ORDER BY pp.product_id, pp.price_type_id`,
      [REGION],
    )
    const all = rows
      .map((row) => ({
        productId: Number(row.product_id),
        priceTypeId: Number(row.price_type_id),
        price: Number(row.price),
        maxQuantity: Number(row.max_quantity),
      }))
      .sort((a, b) => b.price - a.price || a.productId - b.productId)
    // A plentiful line that lifts every order over the region's 500 ₽ minimum.
    filler = all.find((variant) => variant.price * variant.maxQuantity >= 500) as Variant
    expect(filler).toBeDefined()
    fillerQuantity = Math.ceil(500 / filler.price)
    variants = all.filter((variant) => variant.productId !== filler.productId)
    expect(variants.length).toBeGreaterThanOrEqual(5)
    await setShelf(filler.productId, 1_000_000)
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

  /** A guest with the scarce variant (one unit) and the filler in the cart, ready to save. */
  async function readyToSave(
    scarce: Variant,
    receiveType: 'booking' | 'pickup',
    payment: 'pharmacy' | 'online' = 'pharmacy',
  ): Promise<Shopper> {
    const guest = shopper(api)
    const cart = await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [
        { productID: String(scarce.productId), priceTypeID: scarce.priceTypeId, quantity: 1 },
        {
          productID: String(filler.productId),
          priceTypeID: filler.priceTypeId,
          quantity: fillerQuantity,
        },
      ],
    })
    expect(cart.errors).toEqual([])
    await guest.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    const chosen = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType,
        pharmacyID: String(pharmacyId),
        payment,
        receiver: { name: 'Гость', phone: `+7999444${String(phoneSeq++).padStart(4, '0')}` },
      },
    })
    expect(chosen.errors).toEqual([])
    const included = chosen.data?.updatePreOrder.groups
      .flatMap((group) => group.items)
      .filter((item) => item.availableForSelect)
      .map((item) => Number(item.product.id))
    expect(included).toContain(scarce.productId)
    return guest
  }

  it('the last unit booked twice one after the other: the second booking is refused with E_34', async () => {
    const scarce = variants[0] as Variant
    await setShelf(scarce.productId, 1)
    const first = await readyToSave(scarce, 'booking')
    const second = await readyToSave(scarce, 'booking')
    const saved = await first.gql(SaveOrderDocument, { regionID: REGION })
    expect(saved.errors).toEqual([])
    expect(await shelf(scarce.productId)).toBe(0)
    const refused = await second.gql(SaveOrderDocument, { regionID: REGION })
    expect(codes(refused)).toEqual(['E_34'])
    expect(refused.errors[0]?.message).toBe('Некоторых товаров нет в наличии')
    expect(await shelf(scarce.productId)).toBe(0)
  })

  it(`${CONCURRENT} bookings of the last unit at once: one order, the rest E_34, the shelf at 0`, async () => {
    const scarce = variants[1] as Variant
    await setShelf(scarce.productId, 1)
    const guests: Shopper[] = []
    for (let i = 0; i < CONCURRENT; i++) guests.push(await readyToSave(scarce, 'booking'))
    const fillerBefore = await shelf(filler.productId)
    const answers = await Promise.all(
      guests.map((guest) => guest.gql(SaveOrderDocument, { regionID: REGION })),
    )
    const saved = answers.filter((answer) => answer.errors.length === 0)
    expect(saved).toHaveLength(1)
    expect(answers.flatMap(codes).sort()).toEqual(Array(CONCURRENT - 1).fill('E_34'))
    expect(await shelf(scarce.productId)).toBe(0)
    // Only the saved order took its filler units.
    expect(await shelf(filler.productId)).toBe(fillerBefore - fillerQuantity)
    const [held] = await api.database.exec<{ n: number }>(
      `SELECT coalesce(sum(oi.reserved_quantity), 0)::int AS n FROM order_items oi
         JOIN orders o ON o.id = oi.order_id
        WHERE o.pharmacy_id = $1 AND oi.product_id = $2 AND o.status <> 'cancelled'`,
      [pharmacyId, scarce.productId],
    )
    expect(Number(held?.n)).toBe(1)
  })

  it(`${CONCURRENT} pickups at once take the one unit on the shelf once; the rest are brought in`, async () => {
    const scarce = variants[2] as Variant
    await setShelf(scarce.productId, 1)
    const guests: Shopper[] = []
    for (let i = 0; i < CONCURRENT; i++) guests.push(await readyToSave(scarce, 'pickup'))
    const answers = await Promise.all(
      guests.map((guest) => guest.gql(SaveOrderDocument, { regionID: REGION })),
    )
    expect(answers.flatMap((answer) => answer.errors)).toEqual([])
    expect(await shelf(scarce.productId)).toBe(0)
    const reserved = await api.database.exec<{ reserved_quantity: number }>(
      `SELECT oi.reserved_quantity FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE o.id = ANY($1::uuid[]) AND oi.product_id = $2`,
      [answers.map((answer) => answer.data?.saveOrder.id), scarce.productId],
    )
    expect(reserved.map((row) => Number(row.reserved_quantity)).sort()).toEqual([
      ...Array(CONCURRENT - 1).fill(0),
      1,
    ])
  })

  it('cancelling a booking puts its units back on the shelf, once', async () => {
    const scarce = variants[3] as Variant
    await setShelf(scarce.productId, 1)
    const guest = await readyToSave(scarce, 'booking')
    const saved = await guest.gql(SaveOrderDocument, { regionID: REGION })
    expect(saved.errors).toEqual([])
    expect(await shelf(scarce.productId)).toBe(0)
    const id = saved.data?.saveOrder.id as string
    const cancelled = await guest.gql(CancelOrderDocument, { id, reason: 'Передумал' })
    expect(cancelled.data?.cancelOrder.status).toBe('CANCELLED')
    expect(await shelf(scarce.productId)).toBe(1)
    await guest.gql(CancelOrderDocument, { id })
    expect(await shelf(scarce.productId)).toBe(1)
    // The unit can be booked again.
    const next = await readyToSave(scarce, 'booking')
    expect((await next.gql(SaveOrderDocument, { regionID: REGION })).errors).toEqual([])
    expect(await shelf(scarce.productId)).toBe(0)
  })

  it('an online pickup not paid in time expires and gives its unit back to the next checkout', async () => {
    const scarce = variants[4] as Variant
    await setShelf(scarce.productId, 1)
    const unpaid = await readyToSave(scarce, 'pickup', 'online')
    const saved = await unpaid.gql(SaveOrderDocument, { regionID: REGION })
    expect(saved.data?.saveOrder.status).toBe('AWAITING_PAYMENT')
    expect(await shelf(scarce.productId)).toBe(0)

    // Within the window the unit stays held: a pickup now is brought in, not taken off the shelf.
    clock.advance((PAYMENT_WINDOW_MINUTES - 1) * 60)
    const early = await readyToSave(scarce, 'pickup')
    const brought = await early.gql(SaveOrderDocument, { regionID: REGION })
    expect(brought.errors).toEqual([])
    expect(await shelf(scarce.productId)).toBe(0)
    const [line] = await api.database.exec<{ reserved_quantity: number }>(
      'SELECT reserved_quantity FROM order_items WHERE order_id = $1 AND product_id = $2',
      [brought.data?.saveOrder.id, scarce.productId],
    )
    expect(Number(line?.reserved_quantity)).toBe(0)

    clock.advance(2 * 60)
    const booking = await readyToSave(scarce, 'booking')
    const booked = await booking.gql(SaveOrderDocument, { regionID: REGION })
    expect(booked.errors).toEqual([])
    expect(await shelf(scarce.productId)).toBe(0)
    const [expired] = await api.database.exec<{ status: string }>(
      'SELECT status FROM orders WHERE id = $1',
      [saved.data?.saveOrder.id],
    )
    expect(expired?.status).toBe('cancelled')
    const [history] = await api.database.exec<{ comment: string }>(
      `SELECT comment FROM order_status_history WHERE order_id = $1 AND status = 'cancelled'`,
      [saved.data?.saveOrder.id],
    )
    expect(history?.comment).toBe('Заказ не оплачен вовремя')
  })

  it('a ready booking not collected within the hold days expires and its unit goes back', async () => {
    const scarce = variants[0] as Variant
    await setShelf(scarce.productId, 1)
    const guest = await readyToSave(scarce, 'booking')
    const saved = await guest.gql(SaveOrderDocument, { regionID: REGION })
    expect(saved.errors).toEqual([])
    const id = saved.data?.saveOrder.id as string
    await advanceOrder(api.database.db, id, 'READY', clock.now())
    expect(await shelf(scarce.productId)).toBe(0)
    clock.advance((HOLD_DAYS + 10) * 24 * 60 * 60)
    // The next checkout expires it first, and can book the unit it gave back.
    const next = await readyToSave(scarce, 'booking')
    expect((await next.gql(SaveOrderDocument, { regionID: REGION })).errors).toEqual([])
    const order = await guest.gql(CancelOrderDocument, { id })
    expect(order.data?.cancelOrder.status).toBe('CANCELLED')
    expect(await shelf(scarce.productId)).toBe(0)
  })

  it('the database itself refuses a shelf below 0', async () => {
    await expect(
      api.database.exec(
        'UPDATE pharmacy_stock SET quantity = -1 WHERE pharmacy_id = $1 AND product_id = $2',
        [pharmacyId, filler.productId],
      ),
    ).rejects.toThrow(/pharmacy_stock_quantity_check/)
  })
})
