// Loyalty cards and points under concurrent requests: one main card and one welcome bonus however
// many requests join the programme at once, a saved order never silently drops the points the
// shopper was shown (E_110), the same points are never spent twice, the balance never goes below
// 0, and the ledger always sums to the balance.
import {
  ApplyLoyaltyProgramDocument,
  GetCodeDocument,
  LoyaltiesDocument,
  PharmacySearchListDocument,
  PreOrderDocument,
  RegisterClientDocument,
  SaveOrderDocument,
  UpdateCartMiniDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './harness'
import {
  backends,
  codes,
  lastCode,
  line,
  orderableProducts,
  type PricedProduct,
  type Shopper,
  shopper,
  suiteDatabaseUrl,
  testClock,
} from './shopper'

const REGION = 'moscowregion'
const CONCURRENT = 20

describe.each(backends)('loyalty points (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()
  let products: PricedProduct[]
  let phoneSeq = 0

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'loyalty_points'),
      catalogSize: 150,
      now: clock.now,
    })
    products = await orderableProducts(api, REGION, {
      minPrice: 150,
      maxPrice: 400,
      minQuantity: 4,
      limit: 10,
    })
    expect(products.length).toBeGreaterThanOrEqual(2)
  })
  afterAll(() => api?.close())

  /** A customer registered just now, signed in, not yet in the loyalty programme. */
  async function newCustomer(): Promise<{ who: Shopper; userId: number }> {
    const phone = `+7999333${String(phoneSeq++).padStart(4, '0')}`
    const who = shopper(api)
    clock.advance(61)
    await who.gql(GetCodeDocument, { phone })
    const registered = await who.gql(RegisterClientDocument, {
      data: { phone, code: lastCode(api, phone), name: 'Виктор' },
    })
    expect(registered.errors).toEqual([])
    who.accessToken = registered.data?.registerClient.session?.user?.accessToken ?? null
    const [user] = await api.database.exec<{ id: number }>(
      'SELECT id FROM users WHERE phone = $1',
      [phone],
    )
    return { who, userId: Number(user?.id) }
  }

  /** The customer's main cards, welcome rows, balance and ledger sum, read from the tables. */
  async function books(userId: number) {
    const [row] = await api.database.exec<{
      cards: number
      welcomes: number
      balance: number | null
      ledger: number
    }>(
      `SELECT (SELECT count(*)::int FROM loyalty_accounts WHERE user_id = $1 AND type = 'main') AS cards,
              (SELECT count(*)::int FROM loyalty_transactions WHERE user_id = $1 AND type = 'welcome') AS welcomes,
              (SELECT sum(points)::int FROM loyalty_accounts WHERE user_id = $1 AND type = 'main') AS balance,
              (SELECT coalesce(sum(points), 0)::int FROM loyalty_transactions WHERE user_id = $1) AS ledger`,
      [userId],
    )
    return {
      cards: Number(row?.cards),
      welcomes: Number(row?.welcomes),
      balance: Number(row?.balance ?? 0),
      ledger: Number(row?.ledger),
    }
  }

  /**
   * A checkout of the customer's own mini cart (its id travels in X-Cart-Id), so one customer can
   * have several at once: pickup at a pharmacy with everything, `points` taken. Answers the header
   * to save it with.
   */
  async function checkoutWithPoints(who: Shopper, points: number) {
    const [a, b] = products as [PricedProduct, PricedProduct]
    const created = await shopper(api).gql(UpdateCartMiniDocument, {
      input: { regionId: REGION, items: [line(a, 2), line(b, 2)] },
    })
    const header = { 'x-cart-id': created.data?.updateCartMini.cart.id as string }
    await who.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' }, header)
    const list = await who.gql(PharmacySearchListDocument, { regionID: REGION }, header)
    const pharmacy = list.data?.pharmacySearchList.items.find((item) => item.available)?.pharmacy.id
    const chosen = await who.gql(
      UpdatePreOrderDocument,
      {
        input: {
          regionID: REGION,
          step: 'CHECKOUT',
          receiveType: 'pickup',
          pharmacyID: pharmacy,
          loyalty: { points },
        },
      },
      header,
    )
    const payment = chosen.data?.updatePreOrder.availableOptions.payments.some(
      (entry) => entry.type === 'pharmacy',
    )
      ? 'pharmacy'
      : 'online'
    const ready = await who.gql(
      UpdatePreOrderDocument,
      { input: { regionID: REGION, step: 'CHECKOUT', payment } },
      header,
    )
    expect(ready.errors).toEqual([])
    expect(ready.data?.updatePreOrder.loyalty?.params?.points?.count).toBe(points)
    return { header, shownTotal: ready.data?.updatePreOrder.total.totalAmount as number }
  }

  it(`${CONCURRENT} requests joining the programme at once issue one main card and one welcome bonus`, async () => {
    const { who, userId } = await newCustomer()
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        who.gql(ApplyLoyaltyProgramDocument, { regionID: REGION, loyalty: { type: 'main' } }),
      ),
    )
    expect(answers.flatMap((answer) => answer.errors)).toEqual([])
    const numbers = new Set(
      answers.flatMap((answer) =>
        answer.data?.applyLoyaltyProgram.cards.map((card) => card.number),
      ),
    )
    expect(numbers.size).toBe(1)
    expect(await books(userId)).toEqual({ cards: 1, welcomes: 1, balance: 100, ledger: 100 })
    expect((await who.gql(LoyaltiesDocument)).data?.loyalties?.points).toBe(100)
  })

  it('an order shown with points is not saved without them when the balance changed meanwhile (E_110)', async () => {
    const { who, userId } = await newCustomer()
    await who.gql(ApplyLoyaltyProgramDocument, { regionID: REGION, loyalty: { type: 'main' } })
    const first = await checkoutWithPoints(who, 100)
    const second = await checkoutWithPoints(who, 100)
    // The second checkout spends the points first.
    const spent = await who.gql(SaveOrderDocument, { regionID: REGION }, second.header)
    expect(spent.errors).toEqual([])
    expect(spent.data?.saveOrder.total.pointsSpent).toBe(100)
    const refused = await who.gql(SaveOrderDocument, { regionID: REGION }, first.header)
    expect(codes(refused)).toEqual(['E_110'])
    // Shown again, the first checkout has no points to take and a higher total.
    const again = await who.gql(
      PreOrderDocument,
      { regionID: REGION, step: 'CHECKOUT' },
      first.header,
    )
    expect(again.data?.preOrder.total.totalAmount).toBe(first.shownTotal + 100)
    const saved = await who.gql(SaveOrderDocument, { regionID: REGION }, first.header)
    expect(saved.errors).toEqual([])
    expect(saved.data?.saveOrder.total).toMatchObject({
      pointsSpent: 0,
      totalAmount: first.shownTotal + 100,
    })
    expect(await books(userId)).toEqual({ cards: 1, welcomes: 1, balance: 0, ledger: 0 })
  })

  it('checkouts spending the same points at once: one order takes them, the others get E_110', async () => {
    const { who, userId } = await newCustomer()
    await who.gql(ApplyLoyaltyProgramDocument, { regionID: REGION, loyalty: { type: 'main' } })
    const checkouts = []
    for (let i = 0; i < 5; i++) checkouts.push(await checkoutWithPoints(who, 100))
    const answers = await Promise.all(
      checkouts.map((checkout) =>
        who.gql(SaveOrderDocument, { regionID: REGION }, checkout.header),
      ),
    )
    const saved = answers.filter((answer) => answer.errors.length === 0)
    expect(saved).toHaveLength(1)
    expect(saved[0]?.data?.saveOrder.total.pointsSpent).toBe(100)
    expect(answers.flatMap(codes)).toEqual(Array(4).fill('E_110'))
    expect(await books(userId)).toEqual({ cards: 1, welcomes: 1, balance: 0, ledger: 0 })
  })

  it('the database itself refuses a second main card and a balance below 0', async () => {
    const { who, userId } = await newCustomer()
    await who.gql(ApplyLoyaltyProgramDocument, { regionID: REGION, loyalty: { type: 'main' } })
    await expect(
      api.database.exec(
        `INSERT INTO loyalty_accounts (user_id, type, card_number, status, points)
         VALUES ($1, 'main', '2000000000000', 'active', 0)`,
        [userId],
      ),
    ).rejects.toThrow(/loyalty_accounts_main_idx/)
    await expect(
      api.database.exec(`UPDATE loyalty_accounts SET points = -1 WHERE user_id = $1`, [userId]),
    ).rejects.toThrow(/loyalty_accounts_points_check/)
  })
})
