// What the personal area asks of the API: the referral programme counts the friends who signed
// up with the customer's code, and an order is read by its number (/personal/history/[number])
// by its owner only.
import {
  GetCodeDocument,
  OrderDocument,
  OrdersHistoryDocument,
  ReferralProgramDocument,
  RegisterClientDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './harness'
import { backends, lastCode, shopper, suiteDatabaseUrl, testClock } from './shopper'

const CUSTOMER = '+79990000001'
const EMPLOYEE = '+79990000002'

describe.each(backends)('the personal area (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'account'),
      catalogSize: 60,
      now: clock.now,
    })
  })
  afterAll(() => api?.close())

  it('invitedCount counts the customers registered with the referral code', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const before = await anna.gql(ReferralProgramDocument)
    expect(before.data?.referralProgram).toMatchObject({ code: 'ANNA2025', invitedCount: 0 })
    expect(before.data?.referralProgram?.link).toBe('/ref?REF_CODE=ANNA2025')

    const guest = shopper(api)
    for (const phone of ['+79995550101', '+79995550102']) {
      await guest.gql(GetCodeDocument, { phone })
      const registered = await guest.gql(RegisterClientDocument, {
        data: { phone, code: lastCode(api, phone), name: 'Ольга', referrerCode: 'anna2025' },
      })
      expect(registered.errors).toEqual([])
    }
    const after = await anna.gql(ReferralProgramDocument)
    expect(after.data?.referralProgram?.invitedCount).toBe(2)
  })

  it('an order is read by its number by its owner, and by nobody else', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const history = await anna.gql(OrdersHistoryDocument, { paginator: { page: 1, limit: 1 } })
    const first = history.data?.ordersHistory.orders[0]
    if (!first) throw new Error('the demo customer has no orders')
    const byNumber = await anna.gql(OrderDocument, { id: first.number.toLowerCase() })
    expect(byNumber.data?.order).toMatchObject({ id: first.id, number: first.number })

    const sergey = shopper(api, clock)
    await sergey.signIn(EMPLOYEE)
    expect((await sergey.gql(OrderDocument, { id: first.number })).data?.order).toBeNull()
    expect((await anna.gql(OrderDocument, { id: 'no-such-order' })).data?.order).toBeNull()
  })
})
