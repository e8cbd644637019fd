// Finding an order without signing in (/order-get, orderByNumber) must not let anyone walk
// through other people's orders: numbers are random ('YYMM-XXXXX-XXXXX', 50 bits), a look-up
// needs the number and the phone, and misses count against the client address.
import {
  OrderByNumberDocument,
  PharmacySearchListDocument,
  PreOrderDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SMS_LIMITS } from '../src/auth/limits'
import { newOrderNumber, orderNumberFromInput } from '../src/order/orderNumbers'
import { startTestApi, type TestApi, withConfig } from './harness'
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
const NUMBER_FORM = /^\d{4}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/

describe.each(backends)('order look-up by number (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()
  let products: PricedProduct[]

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'order_lookup'),
      catalogSize: 150,
      now: clock.now,
    })
    products = await orderableProducts(api, REGION, {
      minPrice: 150,
      maxPrice: 400,
      minQuantity: 4,
      limit: 10,
    })
  })
  afterAll(() => api?.close())

  /** A pickup order of two products; the payment the pharmacy takes, else online. */
  async function placeOrder(who: Shopper, offset: number) {
    const [a, b] = products.slice(offset, offset + 2) as [PricedProduct, PricedProduct]
    await who.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 2), line(b, 2)] })
    await who.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    const list = await who.gql(PharmacySearchListDocument, { regionID: REGION })
    const pharmacy = list.data?.pharmacySearchList.items.find((item) => item.available)?.pharmacy.id
    const chosen = await who.gql(UpdatePreOrderDocument, {
      input: { regionID: REGION, step: 'CHECKOUT', receiveType: 'pickup', pharmacyID: pharmacy },
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

  let first: Awaited<ReturnType<typeof placeOrder>>
  let second: Awaited<ReturnType<typeof placeOrder>>

  it('order numbers are the month and ten random characters: two orders in a row share only the month', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    first = await placeOrder(anna, 0)
    clock.advance(5)
    second = await placeOrder(anna, 2)
    expect(first.number).toMatch(NUMBER_FORM)
    expect(second.number).toMatch(NUMBER_FORM)
    expect(second.number.slice(0, 4)).toBe(first.number.slice(0, 4))
    expect(second.number.slice(5)).not.toBe(first.number.slice(5))
  })

  it('finds the order with its number and phone, however the number is typed; a wrong phone or a made-up number finds nothing', async () => {
    const guest = shopper(api)
    const typed = ` ${second.number.replace(/-/g, ' ').toLowerCase()} `
    const found = await guest.gql(OrderByNumberDocument, {
      number: typed,
      phone: '8 999 000-00-01',
    })
    expect(found.data?.orderByNumber?.id).toBe(second.id)
    const wrongPhone = await guest.gql(OrderByNumberDocument, {
      number: second.number,
      phone: '+79990000002',
    })
    expect(wrongPhone.data?.orderByNumber).toBeNull()
    // The old sequential form is no number at all now.
    const sequential = await guest.gql(OrderByNumberDocument, {
      number: `${second.number.slice(0, 4)}-000001`,
      phone: CUSTOMER,
    })
    expect(sequential.errors).toEqual([])
    expect(sequential.data?.orderByNumber).toBeNull()
  })

  it('misses count against the client address: past the limit even a right number is E_250, elsewhere it is found', async () => {
    const limits = { smsLimits: { ...DEFAULT_SMS_LIMITS, lookupsPerAddress: 3 } }
    await withConfig(api, limits, async () => {
      const prober = { 'x-forwarded-for': '198.51.100.90' }
      const guest = shopper(api)
      // A found order is no miss.
      for (let n = 0; n < 5; n++) {
        const hit = await guest.gql(
          OrderByNumberDocument,
          { number: first.number, phone: CUSTOMER },
          prober,
        )
        expect(hit.data?.orderByNumber?.id).toBe(first.id)
      }
      for (let n = 0; n < 3; n++) {
        const miss = await guest.gql(
          OrderByNumberDocument,
          { number: newOrderNumber(clock.now()), phone: CUSTOMER },
          prober,
        )
        expect(miss.data?.orderByNumber).toBeNull()
      }
      const limited = await guest.gql(
        OrderByNumberDocument,
        { number: first.number, phone: CUSTOMER },
        prober,
      )
      expect(codes(limited)).toEqual(['E_250'])
      const elsewhere = await guest.gql(
        OrderByNumberDocument,
        { number: first.number, phone: CUSTOMER },
        { 'x-forwarded-for': '198.51.100.91' },
      )
      expect(elsewhere.data?.orderByNumber?.id).toBe(first.id)
    })
  })
})

describe('order numbers', () => {
  const may2025 = new Date('2025-05-14T10:00:00Z')

  it('take five bits of each random byte from Crockford’s alphabet, after the Moscow month', () => {
    const bytes = (values: number[]) => () => Uint8Array.from(values)
    expect(newOrderNumber(may2025, bytes([0, 1, 10, 31, 32, 63, 18, 19, 20, 255]))).toBe(
      '2505-01AZ0-ZJKMZ',
    )
    // 23:30 on 31 December UTC is already January in Moscow.
    expect(newOrderNumber(new Date('2025-12-31T23:30:00Z'))).toMatch(/^2601-/)
  })

  it('are read back from what a shopper types: case, spaces, hyphens and look-alike letters forgiven', () => {
    expect(orderNumberFromInput('2505-01AZ0-ZJKMZ')).toBe('2505-01AZ0-ZJKMZ')
    expect(orderNumberFromInput(' 2505 01az0 zjkmz ')).toBe('2505-01AZ0-ZJKMZ')
    // Cyrillic А, К and М from a Russian keyboard; O for 0 and I/L for 1.
    expect(orderNumberFromInput('2505-O1АZ0-ZJКМZ')).toBe('2505-01AZ0-ZJKMZ')
    expect(orderNumberFromInput('2505-0IAZ0-ZJKMZ')).toBe('2505-01AZ0-ZJKMZ')
    expect(orderNumberFromInput('2505-0LAZ0-ZJKMZ')).toBe('2505-01AZ0-ZJKMZ')
  })

  it('refuse what cannot be a number: the old sequential form, wrong length, U', () => {
    expect(orderNumberFromInput('2505-000123')).toBeNull()
    expect(orderNumberFromInput('2505-01AZ0-ZJKM')).toBeNull()
    expect(orderNumberFromInput('2505-01AZ0-ZJKMU')).toBeNull()
    expect(orderNumberFromInput('')).toBeNull()
  })
})
