// Orders on the real server: only their owner reads or cancels them, cancelling stops at
// ASSEMBLED (E_39), history and lookup by number, and the lifecycle's points.
import {
  CancelOrderDocument,
  LoyaltiesDocument,
  LoyaltyHistoryDocument,
  NewOrderDocument,
  OrderByNumberDocument,
  OrderDocument,
  OrdersHistoryDocument,
  PharmacySearchListDocument,
  PreOrderDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
  UserLastOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceOrder } from '../src/order/lifecycle'
import { startTestApi, type TestApi } from './harness'
import {
  backends,
  codes,
  line,
  orderableProducts,
  type PricedProduct,
  type Shopper,
  shopper,
  suiteDatabaseUrl,
  testClock,
} from './shopper'

const REGION = 'moscowregion'
const CUSTOMER = '+79990000001'
const EMPLOYEE = '+79990000002'

describe.each(backends)('orders (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()
  let products: PricedProduct[]

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'orders'),
      catalogSize: 150,
      now: clock.now,
    })
    products = await orderableProducts(api, REGION, {
      minPrice: 150,
      maxPrice: 400,
      minQuantity: 4,
      limit: 20,
    })
  })
  afterAll(() => api?.close())

  /** A pickup order paid in the pharmacy, with points spent when asked. */
  async function placeOrder(who: Shopper, offset: number, points = 0) {
    const [a, b] = products.slice(offset, offset + 2) as [PricedProduct, PricedProduct]
    await who.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 2), line(b, 2)] })
    await who.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    const list = await who.gql(PharmacySearchListDocument, { regionID: REGION })
    const pharmacy = list.data?.pharmacySearchList.items.find((item) => item.available)?.pharmacy.id
    const chosen = await who.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType: 'pickup',
        pharmacyID: pharmacy,
        ...(points ? { loyalty: { points } } : {}),
      },
    })
    const payment = chosen.data?.updatePreOrder.availableOptions.payments.some(
      (entry) => entry.type === 'pharmacy',
    )
      ? 'pharmacy'
      : 'online'
    await who.gql(UpdatePreOrderDocument, {
      input: { regionID: REGION, step: 'CHECKOUT', payment },
    })
    const saved = await who.gql(SaveOrderDocument, { regionID: REGION })
    expect(saved.errors).toEqual([])
    return saved.data?.saveOrder as NonNullable<typeof saved.data>['saveOrder']
  }

  it('another customer cannot read or cancel an order; the owner can', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const order = await placeOrder(anna, 0)
    const sergey = shopper(api, clock)
    await sergey.signIn(EMPLOYEE)
    expect((await sergey.gql(OrderDocument, { id: order.id })).data?.order).toBeNull()
    expect((await sergey.gql(NewOrderDocument, { id: order.id })).data?.newOrder).toBeNull()
    expect(codes(await sergey.gql(CancelOrderDocument, { id: order.id }))).toEqual(['E_33'])
    expect((await shopper(api).gql(OrderDocument, { id: order.id })).data?.order).toBeNull()
    expect((await anna.gql(OrderDocument, { id: order.id })).data?.order).toMatchObject({
      id: order.id,
      status: 'NEW',
      statusLabel: 'Новый',
      canBeCancel: true,
    })
    expect((await anna.gql(OrderDocument, { id: 'not-an-id' })).data?.order).toBeNull()
  })

  it('cancelling works until the order is assembled, then it is refused with E_39', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const early = await placeOrder(anna, 2)
    const cancelled = await anna.gql(CancelOrderDocument, { id: early.id, reason: 'Передумала' })
    expect(cancelled.data?.cancelOrder).toMatchObject({
      status: 'CANCELLED',
      statusLabel: 'Отменён',
      canBeCancel: false,
    })
    expect(cancelled.data?.cancelOrder.statuses.at(-1)).toMatchObject({
      status: 'CANCELLED',
      isCurrent: true,
    })

    const late = await placeOrder(anna, 4)
    await advanceOrder(api.database.db, late.id, 'ASSEMBLED', clock.now())
    const assembled = await anna.gql(OrderDocument, { id: late.id })
    expect(assembled.data?.order).toMatchObject({
      status: 'ASSEMBLED',
      statusLabel: 'Собран',
      canBeCancel: false,
    })
    expect(assembled.data?.order?.statuses.map((entry) => [entry.status, entry.isDone])).toEqual([
      ['NEW', true],
      ...(late.options.payment === 'online'
        ? [
            ['AWAITING_PAYMENT', true],
            ['PAID', true],
          ]
        : []),
      ['ASSEMBLING', true],
      ['ASSEMBLED', true],
      ['READY', false],
      ['COMPLETED', false],
    ])
    const refused = await anna.gql(CancelOrderDocument, { id: late.id })
    expect(codes(refused)).toEqual(['E_39'])
    expect(refused.errors[0]?.message).toBe(
      'Не удалось отменить заказ: он уже собран или отправлен',
    )
  })

  it('points spent on an order come back when it is cancelled; completion credits floor(total/100)', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const start = (await anna.gql(LoyaltiesDocument)).data?.loyalties?.points ?? 0
    const spend = Math.min(start, 50)
    const order = await placeOrder(anna, 6, spend)
    expect(order.total.pointsSpent).toBe(spend)
    expect((await anna.gql(LoyaltiesDocument)).data?.loyalties?.points).toBe(start - spend)
    await anna.gql(CancelOrderDocument, { id: order.id })
    expect((await anna.gql(LoyaltiesDocument)).data?.loyalties?.points).toBe(start)

    const kept = await placeOrder(anna, 8)
    await advanceOrder(api.database.db, kept.id, 'COMPLETED', clock.now())
    const info = (await anna.gql(LoyaltiesDocument)).data?.loyalties
    expect(info?.points).toBe(start + Math.floor(kept.total.totalAmount / 100))
    const history = await anna.gql(LoyaltyHistoryDocument, { paginator: { page: 1, limit: 5 } })
    expect(history.data?.loyaltyHistory.items[0]).toMatchObject({
      type: 'accrual',
      orderID: kept.id,
      points: Math.floor(kept.total.totalAmount / 100),
      orderType: 'pickup',
    })
  })

  it('history lists the customer’s orders newest first; the last order and a lookup by number and phone', async () => {
    const sergey = shopper(api, clock)
    await sergey.signIn(EMPLOYEE)
    const first = await placeOrder(sergey, 10)
    clock.advance(5)
    const second = await placeOrder(sergey, 12)
    const history = await sergey.gql(OrdersHistoryDocument, { paginator: { page: 1, limit: 10 } })
    const ids = history.data?.ordersHistory.orders.map((order) => order.id) ?? []
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    expect(history.data?.ordersHistory.total).toBeGreaterThanOrEqual(2)
    expect((await sergey.gql(UserLastOrderDocument)).data?.userLastOrder?.id).toBe(second.id)
    expect(codes(await shopper(api).gql(OrdersHistoryDocument, {}))).toEqual(['E_12'])

    const found = await shopper(api).gql(OrderByNumberDocument, {
      number: second.number,
      phone: '8 999 000-00-02',
    })
    expect(found.data?.orderByNumber?.id).toBe(second.id)
    const wrongPhone = await shopper(api).gql(OrderByNumberDocument, {
      number: second.number,
      phone: '+79990000001',
    })
    expect(wrongPhone.data?.orderByNumber).toBeNull()
  })
})
