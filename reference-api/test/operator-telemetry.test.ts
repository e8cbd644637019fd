// What an operator reads of a running API: one JSON log line per request (operation, status,
// duration, ids), X-Trace-Id on every answer and in the sdk's errors, a whole shopper's journey
// logged without its token, SMS code or phone, and /metrics in Prometheus text counting requests.
import {
  createStorefrontClient,
  DetectRegionQueryDocument,
  GetCodeDocument,
  LoginDocument,
  memoryCookies,
  PharmacySearchListDocument,
  ProductPageDocument,
  SaveOrderDocument,
  SearchHelpDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { layer, Storefront } from '@apteka/sdk/effect'
import * as Effect from 'effect/Effect'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../src/telemetry/logger'
import { startTestApi, type TestApi } from './harness'
import { backends, lastCode, orderableProducts, shopper, suiteDatabaseUrl } from './shopper'

const PHONE = '+79990000001'
const traceIdPattern = /^[0-9a-f]{32}$/

interface LogLine {
  level: string
  msg: string
  method?: string
  operation?: string | null
  status?: number
  durationMs?: number
  clientAddress?: string
  requestId?: string
  traceId?: string
  errorCodes?: string[]
}

describe.each(backends)('operator telemetry (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const written: string[] = []
  const lines = () => written.map((line) => JSON.parse(line) as LogLine)
  /** Log lines are written when the answer is finished, a tick after the client has it. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'operator_telemetry'),
      logger: createLogger({ level: 'info', destination: { write: (line) => written.push(line) } }),
    })
  })
  afterAll(() => api?.close())

  it('logs one line per request with its operation, status, duration and ids', async () => {
    const answer = await api.gql(SearchHelpDocument, {}, { 'x-request-id': 'lb-request-0001' })
    await settle()
    const line = lines().find((entry) => entry.requestId === 'lb-request-0001')
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'POST',
      operation: 'searchHelp',
      status: 200,
      clientAddress: '127.0.0.1',
    })
    expect(line?.durationMs).toBeGreaterThan(0)
    expect(line?.traceId).toMatch(traceIdPattern)
    expect(answer.headers.get('x-trace-id')).toBe(line?.traceId)
    expect(answer.headers.get('x-request-id')).toBe('lb-request-0001')
  })

  it('puts X-Trace-Id on every answer: data, errors, refusals and plain routes', async () => {
    const ok = await api.gql(SearchHelpDocument, {})
    const invalid = await api.gql(GetCodeDocument, { phone: '12' })
    expect(invalid.errors.length).toBeGreaterThan(0)
    const refused = await fetch(`${api.url}/graphql`, { method: 'POST', body: '{' })
    const health = await fetch(`${api.url}/health`)
    const missing = await fetch(`${api.url}/images/nothing-here`)
    const ids = [ok.headers, invalid.headers, refused.headers, health.headers, missing.headers].map(
      (headers) => headers.get('x-trace-id'),
    )
    for (const id of ids) expect(id).toMatch(traceIdPattern)
    expect(new Set(ids).size).toBe(ids.length)
    await settle()
    const logged = lines().find((entry) => entry.traceId === invalid.headers.get('x-trace-id'))
    expect(logged?.errorCodes?.length).toBeGreaterThan(0)
  })

  it('gives the sdk the trace id of a failed answer, in StorefrontError and ApiRequestError', async () => {
    const options = { endpoint: `${api.url}/graphql`, cookies: memoryCookies() }
    const failure = await Effect.runPromise(
      Effect.flip(
        Effect.gen(function* () {
          const storefront = yield* Storefront.Storefront
          return yield* storefront.request(GetCodeDocument, { phone: '12' })
        }),
      ).pipe(Effect.provide(layer(options))),
    )
    expect(failure._tag).toBe('StorefrontError')
    expect(failure.traceId).toMatch(traceIdPattern)
    await settle()
    expect(lines().some((entry) => entry.traceId === failure.traceId)).toBe(true)

    const client = createStorefrontClient(options)
    const rejected = await client
      .requestData(GetCodeDocument, { phone: '12' })
      .catch((error: { traceId?: string }) => error)
    expect((rejected as { traceId?: string }).traceId).toMatch(traceIdPattern)
    await client.dispose()
  })

  it('logs a whole sign-in, cart and order without the token, the SMS code or the phone', async () => {
    written.length = 0
    const anna = shopper(api)
    const regionID = (await anna.gql(DetectRegionQueryDocument)).data?.detectRegion.id as string
    await anna.gql(GetCodeDocument, { phone: PHONE })
    const code = lastCode(api, PHONE)
    const login = await anna.gql(LoginDocument, { phone: PHONE, code })
    const user = login.data?.login.session?.user
    expect(user?.accessToken).toBeTruthy()
    anna.accessToken = user?.accessToken ?? null
    anna.refreshToken = user?.refreshToken ?? null
    let cart = await anna.gql(UpdateCartDocument, { regionID, items: [] })
    for (const product of await orderableProducts(api, regionID, { minPrice: 300, limit: 5 })) {
      if (cart.data?.updateCart.total.button.available) break
      cart = await anna.gql(UpdateCartDocument, {
        regionID,
        items: [{ productID: String(product.id), priceTypeID: product.priceTypeId, quantity: 1 }],
      })
    }
    const list = await anna.gql(PharmacySearchListDocument, {
      regionID,
      paginator: { page: 1, limit: 20 },
    })
    const point = list.data?.pharmacySearchList.items.find((item) => item.available)
    const chosen = await anna.gql(UpdatePreOrderDocument, {
      input: { regionID, step: 'CHECKOUT', receiveType: 'pickup', pharmacyID: point?.pharmacy.id },
    })
    const payments = chosen.data?.updatePreOrder.availableOptions.payments.map((p) => p.type) ?? []
    await anna.gql(UpdatePreOrderDocument, {
      input: {
        regionID,
        step: 'CHECKOUT',
        payment: payments.includes('pharmacy') ? 'pharmacy' : 'online',
      },
    })
    const saved = await anna.gql(SaveOrderDocument, { regionID, idempotencyKey: 'operator-log-1' })
    expect(saved.errors).toEqual([])
    await settle()

    // The random request and trace ids are hex: a four-digit SMS code can occur in one by chance.
    const log = lines()
      .map(({ requestId: _request, traceId: _trace, ...line }) => JSON.stringify(line))
      .join('\n')
    expect(lines().map((line) => line.operation)).toEqual(
      expect.arrayContaining(['getCode', 'login', 'updateCart', 'saveOrder']),
    )
    for (const secret of [
      user?.accessToken,
      user?.refreshToken,
      code,
      PHONE,
      PHONE.slice(1),
      '9990000001',
    ]) {
      expect(log).not.toContain(secret)
    }
  })

  it('serves /metrics in Prometheus text format, counting requests by operation', async () => {
    await api.gql(SearchHelpDocument, {})
    await settle()
    const answer = await fetch(`${api.url}/metrics`)
    expect(answer.status).toBe(200)
    const families = parsePrometheusTextFormat(await answer.text())
    const byName = new Map(families.map((family) => [family.name, family]))
    // (This parser reads histograms without their labels: the counter carries the operation.)
    expect(byName.get('apteka_api_request_duration_seconds')?.type).toBe('HISTOGRAM')
    const requests = byName.get('apteka_api_requests_total')
    const searchHelp = requests?.metrics.find(
      (metric) => metric.labels?.operation === 'searchHelp' && metric.labels.status === '200',
    )
    expect(Number(searchHelp?.value)).toBeGreaterThanOrEqual(1)
    const errors = byName.get('apteka_api_errors_total')
    expect(errors?.metrics.some((metric) => metric.labels?.operation === 'getCode')).toBe(true)
    expect(
      Number(byName.get('apteka_orders_placed_total')?.metrics[0]?.value),
    ).toBeGreaterThanOrEqual(1)
    const statements = byName.get('apteka_db_statement_duration_seconds')
    expect(Number(statements?.metrics[0]?.buckets?.['+Inf'])).toBeGreaterThan(0)
    for (const name of [
      'apteka_rate_limit_refusals_total',
      'apteka_sms_sent_total',
      'apteka_sms_failed_total',
    ]) {
      expect(byName.has(name), name).toBe(true)
    }
  })
})

describe('response-cache metrics', () => {
  it('counts the cache’s misses and hits of anonymous catalogue reads', async () => {
    const api = await startTestApi({
      catalogSize: 50,
      config: { responseCache: { ttlMs: 60_000, maxBytes: 1024 * 1024 } },
    })
    try {
      const cacheCount = async (result: string) => {
        const text = await (await fetch(`${api.url}/metrics`)).text()
        const family = parsePrometheusTextFormat(text).find(
          (entry) => entry.name === 'apteka_api_response_cache_total',
        )
        return Number(family?.metrics.find((m) => m.labels?.result === result)?.value ?? 0)
      }
      const [product] = await api.database.exec<{ alias: string }>(
        'SELECT alias FROM products ORDER BY id LIMIT 1',
      )
      const before = { hit: await cacheCount('hit'), miss: await cacheCount('miss') }
      const variables = { regionID: 'moscowregion', alias: product?.alias as string }
      const first = await api.gql(ProductPageDocument, variables)
      const second = await api.gql(ProductPageDocument, variables)
      expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT'])
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(await cacheCount('miss')).toBe(before.miss + 1)
      expect(await cacheCount('hit')).toBe(before.hit + 1)
    } finally {
      await api.close()
    }
  })
})
