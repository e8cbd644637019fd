// Rate limits per client address and per account (src/security/rateLimits.ts) against the real
// server and database: every limited operation answers E_250 with retryAfter past its limit,
// addresses and accounts count apart, concurrent requests are counted exactly, the ad counters
// stop counting, and the settings come from the environment.
import {
  AddPrescriptionDocument,
  AddPromotedEmailDocument,
  CatalogPageDocument,
  CreateReviewDocument,
  FilterConfigDocument,
  OrderByNumberDocument,
  ProductsDocument,
  RequestCallbackDocument,
  SearchAutocompleteDocument,
  SetDrugNotifyDocument,
  ValidateMindboxCardDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config'
import {
  DEFAULT_RATE_LIMITS,
  type RateLimitedOperation,
  type RateLimits,
  readRateLimits,
} from '../src/security/rateLimits'
import { type GqlResult, startTestApi, type TestApi, withConfig } from './harness'
import { backends, codes, type Shopper, shopper, suiteDatabaseUrl } from './shopper'

const moscow = 'moscowregion'
/** A documentation address (RFC 5737) per test, so tests do not share counters. */
const address = (n: number) => `203.0.113.${n}`
const retryAfter = (answer: GqlResult<unknown>) =>
  (answer.errors[0]?.extensions as { retryAfter?: number } | undefined)?.retryAfter

/** The real limits, with `operation` at `hits` per minute. */
const only = (operation: RateLimitedOperation, hits: number): { rateLimits: RateLimits } => ({
  rateLimits: {
    enabled: true,
    limits: { ...DEFAULT_RATE_LIMITS.limits, [operation]: { hits, windowSeconds: 60 } },
  },
})

describe.each(backends)('rate limits (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let customer: Shopper
  let productId: string

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'rate_limits'),
      catalogSize: 30,
    })
    customer = shopper(api)
    // A seeded customer: sign-in needs a registered phone.
    await customer.signIn('+79990000001')
    const [row] = await api.database.exec<{ id: number }>(
      'SELECT id FROM products ORDER BY id LIMIT 1',
    )
    productId = String(row?.id)
  })
  afterAll(() => api?.close())

  /** Calls as `who` (or a guest) from client address `ip`, behind the loopback proxy. */
  const as = (who: Shopper | null, ip: string) => ({
    gql: (document: unknown, variables?: unknown): Promise<GqlResult<unknown>> => {
      const headers = { 'x-forwarded-for': ip }
      return who
        ? who.gql(document as never, variables as never, headers)
        : api.gql(document as never, variables as never, headers)
    },
  })

  const autocomplete = (ip: string, who: Shopper | null = null) =>
    as(who, ip).gql(SearchAutocompleteDocument, { regionID: moscow, query: 'парацетамол' })

  it('search texts: past the limit E_250 with the seconds left; another address goes on', async () => {
    await withConfig(api, only('search', 3), async () => {
      for (let n = 0; n < 3; n++) expect(codes(await autocomplete(address(1)))).toEqual([])
      const refused = await autocomplete(address(1))
      expect(codes(refused)).toEqual(['E_250'])
      expect(refused.errors[0]?.message).toBe('Слишком много запросов, попробуйте позже')
      expect(retryAfter(refused)).toBeGreaterThan(0)
      expect(retryAfter(refused)).toBeLessThanOrEqual(60)
      expect(codes(await autocomplete(address(2)))).toEqual([])
    })
  })

  it('every search text counts: products, CatalogPage and filterConfig with a query', async () => {
    await withConfig(api, only('search', 3), async () => {
      const caller = as(null, address(3))
      const search = { regionID: moscow, query: 'аспирин' }
      expect(codes(await caller.gql(ProductsDocument, { search }))).toEqual([])
      expect(
        codes(
          await caller.gql(CatalogPageDocument, {
            search: { query: 'аспирин' },
            regionID: moscow,
            url: '/search',
          }),
        ),
      ).toEqual([])
      expect(
        codes(await caller.gql(FilterConfigDocument, { regionID: moscow, query: 'аспирин' })),
      ).toEqual([])
      expect(codes(await caller.gql(ProductsDocument, { search }))).toEqual(['E_250'])
      // Without a text the catalogue is not a search and is not counted.
      expect(codes(await caller.gql(ProductsDocument, { search: { regionID: moscow } }))).toEqual(
        [],
      )
    })
  })

  it('a signed-in account counts across addresses', async () => {
    await withConfig(api, only('search', 2), async () => {
      expect(codes(await autocomplete(address(4), customer))).toEqual([])
      expect(codes(await autocomplete(address(5), customer))).toEqual([])
      expect(codes(await autocomplete(address(6), customer))).toEqual(['E_250'])
      // The address itself has counted once only: a guest from it is not held back.
      expect(codes(await autocomplete(address(6)))).toEqual([])
    })
  })

  it('twelve searches at once against a limit of five: exactly five are answered', async () => {
    await withConfig(api, only('search', 5), async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, () => autocomplete(address(7))))
      const refused = answers.filter((answer) => codes(answer).includes('E_250'))
      expect(answers.length - refused.length).toBe(5)
      expect(refused).toHaveLength(7)
    })
  })

  const limited: [RateLimitedOperation, (ip: string) => Promise<GqlResult<unknown>>][] = [
    [
      'review',
      (ip) =>
        as(customer, ip).gql(CreateReviewDocument, {
          rating: 0,
          productID: productId,
          message: '',
        }),
    ],
    [
      'drugNotify',
      (ip) =>
        as(null, ip).gql(SetDrugNotifyDocument, {
          params: { productID: productId, regionID: moscow, email: 'notify@example.com' },
        }),
    ],
    [
      'callback',
      (ip) => as(null, ip).gql(RequestCallbackDocument, { phone: 'not a phone', name: 'Иван' }),
    ],
    [
      'promotedEmail',
      (ip) => as(null, ip).gql(AddPromotedEmailDocument, { input: { email: 'not an e-mail' } }),
    ],
    [
      'prescription',
      (ip) =>
        as(customer, ip).gql(AddPrescriptionDocument, {
          prescriptionOwner: { policyNumber: '1', birthday: '1990-01-01' },
        }),
    ],
    [
      'cardCheck',
      (ip) => as(customer, ip).gql(ValidateMindboxCardDocument, { number: '1234567890123' }),
    ],
    [
      'orderLookup',
      (ip) =>
        as(null, ip).gql(OrderByNumberDocument, {
          number: '2505-00000-00000',
          phone: '+79770001002',
        }),
    ],
  ]

  it.each(limited)('%s is limited per client', async (operation, call) => {
    await withConfig(api, only(operation, 1), async () => {
      const ip = address(100 + limited.findIndex(([name]) => name === operation))
      expect(codes(await call(ip))).not.toContain('E_250')
      const refused = await call(ip)
      expect(codes(refused)).toEqual(['E_250'])
      expect(retryAfter(refused)).toBeGreaterThan(0)
    })
  })

  it('RATE_LIMITS=off counts nothing', async () => {
    await withConfig(
      api,
      { rateLimits: { ...only('search', 1).rateLimits, enabled: false } },
      async () => {
        for (let n = 0; n < 4; n++) expect(codes(await autocomplete(address(8)))).toEqual([])
      },
    )
  })

  describe('one review per customer per product', () => {
    const review = (who: Shopper, product: string, message = 'Хорошее средство, помогло быстро') =>
      as(who, address(12)).gql(CreateReviewDocument, { rating: 5, productID: product, message })

    it('a second review of the same product is refused with its own Russian message', async () => {
      const reviewer = shopper(api)
      await reviewer.signIn('+79990000002')
      const [first, second] = await api.database.exec<{ id: number }>(
        'SELECT id FROM products ORDER BY id LIMIT 2 OFFSET 5',
      )
      expect(codes(await review(reviewer, String(first?.id)))).toEqual([])
      const again = await review(reviewer, String(first?.id), 'Передумал, пишу ещё один отзыв')
      expect(codes(again)).toEqual(['E_22'])
      expect(again.errors[0]?.message).toBe('Вы уже оставили отзыв об этом товаре')
      // Another product is another review.
      expect(codes(await review(reviewer, String(second?.id)))).toEqual([])
    })

    it('five reviews sent at once: exactly one lands', async () => {
      const [row] = await api.database.exec<{ id: number }>(
        'SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 9',
      )
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => review(customer, String(row?.id))),
      )
      expect(answers.filter((answer) => answer.errors.length === 0)).toHaveLength(1)
      expect(answers.flatMap(codes).filter((code) => code === 'E_22')).toHaveLength(4)
      const [stored] = await api.database.exec<{ n: number }>(
        'SELECT count(*)::int AS n FROM reviews WHERE product_id = $1 AND user_id IS NOT NULL',
        [row?.id],
      )
      expect(stored?.n).toBe(1)
    })
  })

  it('validateMindboxCard needs sign-in: a stranger learns nothing of anyone’s card', async () => {
    const [card] = await api.database.exec<{ number: string }>(
      "SELECT card_number AS number FROM loyalty_accounts WHERE card_number IS NOT NULL AND status = 'active' LIMIT 1",
    )
    const answer = await as(null, address(13)).gql(ValidateMindboxCardDocument, {
      number: card?.number ?? '2770000000017',
    })
    expect(codes(answer)).toEqual(['E_12'])
    expect(answer.data).toBeNull()
  })

  describe('ad counters', () => {
    const counts = async (id: number) => {
      const [row] = await api.database.exec<{ imps: number }>(
        'SELECT imps_count AS imps FROM advertisements WHERE id = $1',
        [id],
      )
      return Number(row?.imps)
    }
    const firstAd = async () => {
      const [row] = await api.database.exec<{ id: number }>(
        'SELECT id FROM advertisements ORDER BY id LIMIT 1',
      )
      return Number(row?.id)
    }
    const hit = (id: number | string, ip: string, method = 'GET') =>
      fetch(`${api.url}/ads/imps/${id}`, { method, headers: { 'x-forwarded-for': ip } })

    it('stop counting past the client’s limit: 429 with Retry-After', async () => {
      const id = await firstAd()
      await withConfig(api, only('adCounter', 2), async () => {
        const before = await counts(id)
        expect((await hit(id, address(9))).status).toBe(204)
        expect((await hit(id, address(9), 'POST')).status).toBe(204)
        const refused = await hit(id, address(9))
        expect(refused.status).toBe(429)
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(await counts(id)).toBe(before + 2)
        expect((await hit(id, address(10))).status).toBe(204)
      })
    })

    it('DELETE does not count (405); an id no advertisement can have is 404', async () => {
      const id = await firstAd()
      const before = await counts(id)
      const deleted = await hit(id, address(11), 'DELETE')
      expect(deleted.status).toBe(405)
      expect(deleted.headers.get('allow')).toBe('GET, HEAD, POST')
      expect((await hit(id, address(11), 'PUT')).status).toBe(405)
      expect(await counts(id)).toBe(before)
      expect((await hit('99999999999999999999', address(11))).status).toBe(404)
      expect((await hit('2147483648', address(11))).status).toBe(404)
      expect((await hit('0', address(11))).status).toBe(404)
    })
  })
})

describe('rate limits in the configuration', () => {
  it('are on with the defaults; RATE_LIMIT_{NAME}=hits/seconds sets one', () => {
    expect(readConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS)
    expect(readRateLimits({ RATE_LIMIT_SEARCH: '30/10' }, false).limits.search).toEqual({
      hits: 30,
      windowSeconds: 10,
    })
    expect(readRateLimits({ RATE_LIMITS: 'off' }, false).enabled).toBe(false)
  })

  it('refuse a malformed value, and RATE_LIMITS=off in production', () => {
    expect(() => readConfig({ RATE_LIMIT_REVIEW: '5' })).toThrow(/RATE_LIMIT_REVIEW/)
    expect(() => readConfig({ RATE_LIMIT_REVIEW: '0/60' })).toThrow(/RATE_LIMIT_REVIEW/)
    expect(() => readConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/)
    expect(() => readConfig({ NODE_ENV: 'production', RATE_LIMITS: 'off' })).toThrow(
      /RATE_LIMITS=off/,
    )
  })
})
