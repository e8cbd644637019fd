// Free-text inputs on the real server: each is held to its limit from the sdk's INPUT_LIMITS (one
// character over is E_36 naming the field, with 'Максимум N символов', and nothing is stored), and
// loses its control characters before it is stored.
import {
  ApplyLoyaltyProgramDocument,
  CancelOrderDocument,
  CreateReviewDocument,
  INPUT_LIMITS,
  PharmacySearchListDocument,
  PreOrderDocument,
  RequestCallbackDocument,
  SaveOrderDocument,
  SearchAutocompleteDocument,
  SetDrugNotifyDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
  UpdateProfileDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limitedCustomerNames } from '../src/inputLimits'
import { type GqlResult, startTestApi, type TestApi } from './harness'
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

/** Asserts an answer is the too-long refusal of one field. */
function expectTooLong(answer: GqlResult<unknown>, field: string, max: number) {
  expect(codes(answer)).toEqual(['E_36'])
  expect(answer.errors[0]?.extensions).toMatchObject({ field, params: { field, max } })
  expect(answer.errors[0]?.message).toMatch(new RegExp(`^Максимум ${max} символ`))
}

describe.each(backends)('input limits (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()
  let products: PricedProduct[]
  let anna: Shopper

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'input_limits'),
      catalogSize: 150,
      now: clock.now,
    })
    products = await orderableProducts(api, REGION, {
      minPrice: 150,
      maxPrice: 400,
      minQuantity: 4,
      limit: 4,
    })
    anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
  })
  afterAll(() => api?.close())

  const count = async (query: string, params: unknown[] = []) =>
    Number((await api.database.exec<{ n: number }>(query, params))[0]?.n)

  it('a review one character over 2000 is refused; at 2000, without its NUL and escape, it is published', async () => {
    const [product] = await api.database.exec<{ id: number }>(
      'SELECT id FROM products WHERE NOT reviews_disabled ORDER BY id LIMIT 1',
    )
    const productID = String(product?.id)
    const before = await count('SELECT count(*)::int AS n FROM reviews')
    const long = await anna.gql(CreateReviewDocument, {
      rating: 5,
      productID,
      message: 'о'.repeat(INPUT_LIMITS.review + 1),
    })
    expectTooLong(long, 'message', 2000)
    expect(await count('SELECT count(*)::int AS n FROM reviews')).toBe(before)

    // NUL itself never gets this far (the request is E_1, request-errors.test.ts); other control
    // characters are stripped.
    const text = `${'о'.repeat(1990)}\u0007 хорошо\u001b\r\nда`
    const saved = await anna.gql(CreateReviewDocument, { rating: 5, productID, message: text })
    expect(saved.errors).toEqual([])
    const [stored] = await api.database.exec<{ message: string }>(
      'SELECT message FROM reviews ORDER BY id DESC LIMIT 1',
    )
    expect(stored?.message).toBe(`${'о'.repeat(1990)} хорошо\nда`)
  })

  it('pre-order: a too-long address, address part, comment or receiver is refused and not stored', async () => {
    const guest = shopper(api)
    const [a, b] = products as [PricedProduct, PricedProduct]
    await guest.gql(UpdateCartDocument, { regionID: REGION, items: [line(a, 2), line(b, 2)] })
    await guest.gql(PreOrderDocument, { regionID: REGION, step: 'DELIVERY' })
    const change = (input: Record<string, unknown>) =>
      guest.gql(UpdatePreOrderDocument, {
        input: { regionID: REGION, step: 'DELIVERY', receiveType: 'courier', ...input },
      })
    const street = 'Москва, ул. Тверская, дом 7'
    expectTooLong(
      await change({ address: { formattedAddress: `${street} ${'к'.repeat(256)}` } }),
      'address',
      256,
    )
    expectTooLong(
      await change({ address: { formattedAddress: street, entrance: '1'.repeat(33) } }),
      'address.entrance',
      32,
    )
    expectTooLong(
      await change({ address: { formattedAddress: street, comment: 'к'.repeat(501) } }),
      'address.comment',
      500,
    )
    expectTooLong(await change({ comment: 'к'.repeat(1001) }), 'comment', 1000)
    expectTooLong(
      await change({ receiver: { name: 'А'.repeat(129), phone: '+79995551234' } }),
      'receiver.name',
      128,
    )
    const [row] = await api.database.exec<{ options: { comment?: string; delivery?: unknown } }>(
      `SELECT p.options FROM pre_orders p JOIN carts c ON c.id = p.cart_id WHERE c.guest_id = $1`,
      [guest.guestId],
    )
    expect(row?.options.comment).toBeUndefined()
    expect(row?.options.delivery).toBeUndefined()

    // Within the limits, control characters go and line breaks of a one-line text become spaces.
    const kept = await change({
      address: {
        formattedAddress: street,
        entrance: '2\u0007',
        comment: 'Код\u0007 домофона\r\n15',
      },
      comment: `Позвонить\u202E за час`,
    })
    expect(kept.errors).toEqual([])
    expect(kept.data?.updatePreOrder.options.delivery?.address).toMatchObject({
      entrance: '2',
      comment: 'Код домофона\n15',
    })
    expect(kept.data?.updatePreOrder.deliveryParams?.comment).toBe('Позвонить за час')
  })

  it('profile, call-back and drug notification: too-long names, phones and e-mails are E_36', async () => {
    expectTooLong(
      await anna.gql(UpdateProfileDocument, { update: { surname: 'Я'.repeat(65) } }),
      'surname',
      64,
    )
    expectTooLong(
      await anna.gql(UpdateProfileDocument, {
        update: { email: `${'a'.repeat(121)}@mail.ru` },
      }),
      'email',
      128,
    )
    const renamed = await anna.gql(UpdateProfileDocument, {
      update: { patronymic: 'Петровна\u0007' },
    })
    expect(renamed.data?.updateProfile.patronymic).toBe('Петровна')

    expectTooLong(
      await shopper(api).gql(RequestCallbackDocument, {
        phone: `+7 999 000-00-01${' '.repeat(40)}1`,
        name: 'Анна',
      }),
      'phone',
      32,
    )
    expectTooLong(
      await shopper(api).gql(RequestCallbackDocument, {
        phone: '+79990000001',
        name: 'А'.repeat(65),
      }),
      'name',
      64,
    )
    expectTooLong(
      await shopper(api).gql(SetDrugNotifyDocument, {
        params: {
          productID: String(products[0]?.id),
          regionID: REGION,
          email: `${'a'.repeat(130)}@mail.ru`,
        },
      }),
      'email',
      128,
    )
  })

  it('a cancel reason, a loyalty programme key and an idempotency key are held to their limits', async () => {
    const guest = shopper(api)
    const [, , c, d] = products as PricedProduct[]
    await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [line(c as PricedProduct, 2), line(d as PricedProduct, 2)],
    })
    await guest.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    const list = await guest.gql(PharmacySearchListDocument, { regionID: REGION })
    const pharmacy = list.data?.pharmacySearchList.items.find((item) => item.available)?.pharmacy.id
    await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType: 'pickup',
        pharmacyID: pharmacy,
        payment: 'online',
        receiver: { name: 'Гость', phone: '+79995552222' },
      },
    })
    expectTooLong(
      await guest.gql(SaveOrderDocument, { regionID: REGION, idempotencyKey: 'k'.repeat(129) }),
      'idempotencyKey',
      128,
    )
    const saved = await guest.gql(SaveOrderDocument, { regionID: REGION })
    expect(saved.errors).toEqual([])
    const id = saved.data?.saveOrder.id as string
    expectTooLong(
      await guest.gql(CancelOrderDocument, { id, reason: 'п'.repeat(501) }),
      'reason',
      500,
    )
    expect((await guest.gql(CancelOrderDocument, { id, reason: 'Передумал' })).errors).toEqual([])

    expectTooLong(
      await anna.gql(ApplyLoyaltyProgramDocument, {
        regionID: REGION,
        loyalty: { type: 'x'.repeat(33) },
      }),
      'type',
      32,
    )
    const [user] = await api.database.exec<{ loyalty_program: string | null }>(
      'SELECT loyalty_program FROM users WHERE phone = $1',
      [CUSTOMER],
    )
    expect(user?.loyalty_program?.length ?? 0).toBeLessThanOrEqual(32)
  })

  it('a search text over 128 characters is E_36; at 128 it is searched', async () => {
    expectTooLong(
      await shopper(api).gql(SearchAutocompleteDocument, {
        regionID: REGION,
        query: 'парацетамол '.repeat(11),
      }),
      'query',
      128,
    )
    const fits = await shopper(api).gql(SearchAutocompleteDocument, {
      regionID: REGION,
      query: 'парацетамол'.padEnd(128, ' х'),
    })
    expect(fits.errors).toEqual([])
  })

  it('registration names: limitedCustomerNames cleans them and refuses a name part over 64', () => {
    expect(
      limitedCustomerNames({ name: ' Анна\u0000 ', surname: null, email: 'anna@mail.ru' }),
    ).toEqual({ name: 'Анна', surname: null, patronymic: undefined, email: 'anna@mail.ru' })
    expect(() => limitedCustomerNames({ name: 'Анна', patronymic: 'П'.repeat(65) })).toThrow(
      'Максимум 64 символа',
    )
  })
})
