// The transport seen from outside: the POST, its headers, the trace id, and how every kind of
// answer is normalised (SPEC §7) — against a fake endpoint on msw.
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  CartDocument,
  CartMiniDocument,
  createStorefrontClient,
  GetProfileDocument,
  memoryCookies,
  StorefrontError,
  UpdateCartMiniDocument,
} from '../src/index'
import { ENDPOINT, fakeApi, NOW, testClient, tokens } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

const cartAnswer = { data: { cart: { groups: [] } } }

describe('the request', () => {
  it('is a POST of operationName, query and variables with X-Platform: web', async () => {
    const api = fakeApi({ cart: () => cartAnswer })
    server.use(api.handler)
    const { client } = testClient()

    const result = await client.request(CartDocument, { regionID: '77' })

    expect(result).toEqual({ data: cartAnswer.data, errors: [], traceId: null })
    const call = api.calls[0]!
    expect(call.operationName).toBe('cart')
    expect(call.query).toBe(CartDocument.toString())
    expect(call.variables).toEqual({ regionID: '77' })
    expect(call.headers.get('x-platform')).toBe('web')
    expect(call.headers.get('content-type')).toBe('application/json')
  })

  it('uses the configured credentials mode, same-origin by default', async () => {
    const seen: RequestInit[] = []
    const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init ?? {})
      return Response.json(cartAnswer)
    }
    await createStorefrontClient({ fetch, tabSync: false, cookies: memoryCookies() }).request(
      CartDocument,
      { regionID: '77' },
    )
    await createStorefrontClient({
      fetch,
      credentials: 'include',
      tabSync: false,
      cookies: memoryCookies(),
    }).request(CartDocument, { regionID: '77' })

    expect(seen.map((init) => [init.method, init.credentials])).toEqual([
      ['POST', 'same-origin'],
      ['POST', 'include'],
    ])
  })

  it('sends the user and operator access tokens as bearer headers', async () => {
    const api = fakeApi({ cart: () => cartAnswer })
    server.use(api.handler)
    const { client } = testClient()
    const customer = tokens('customer')
    const operator = tokens('operator')

    await client.request(CartDocument, { regionID: '77' })
    client.session.signIn({ user: customer, operator })
    await client.request(CartDocument, { regionID: '77' })

    expect(api.calls[0]!.headers.has('authorization')).toBe(false)
    expect(api.calls[0]!.headers.has('x-operator-authorization')).toBe(false)
    expect(api.calls[1]!.headers.get('authorization')).toBe(`Bearer ${customer.accessToken}`)
    expect(api.calls[1]!.headers.get('x-operator-authorization')).toBe(
      `Bearer ${operator.accessToken}`,
    )
  })

  it('sends X-Experiments on the cart mini calls only', async () => {
    const api = fakeApi({
      cart: () => cartAnswer,
      cartMini: () => ({ data: { cartMini: null } }),
      updateCartMini: () => ({ data: { updateCartMini: { cart: null } } }),
    })
    server.use(api.handler)
    const { client } = testClient({ experiments: () => ({ ex_cart_id: '1' }) })

    await client.request(CartDocument, { regionID: '77' })
    await client.request(CartMiniDocument, { id: 'c1', regionId: '77' })
    await client.request(UpdateCartMiniDocument, { input: { id: null, regionId: '77', items: [] } })

    expect(
      api.calls.map((call) => [call.operationName, call.headers.get('x-experiments')]),
    ).toEqual([
      ['cart', null],
      ['cartMini', '{"ex_cart_id":"1"}'],
      ['updateCartMini', '{"ex_cart_id":"1"}'],
    ])
  })

  it('attaches trace headers to same-origin requests only', async () => {
    const urls: string[] = []
    const traced: (string | null)[] = []
    const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(url))
      traced.push(new Headers(init?.headers).get('sentry-trace'))
      return Response.json(cartAnswer)
    }
    const traceHeaders = () => ({ 'sentry-trace': 'abc-def-1' })
    vi.stubGlobal('location', { origin: 'https://apteka.test' })
    const options = { fetch, traceHeaders, tabSync: false, cookies: memoryCookies() }

    await createStorefrontClient(options).request(CartDocument, { regionID: '77' })
    await createStorefrontClient({ ...options, endpoint: 'https://apteka.test/graphql' }).request(
      CartDocument,
      { regionID: '77' },
    )
    await createStorefrontClient({
      ...options,
      endpoint: 'https://api.other.test/graphql',
    }).request(CartDocument, { regionID: '77' })

    expect(urls).toEqual([
      '/graphql',
      'https://apteka.test/graphql',
      'https://api.other.test/graphql',
    ])
    expect(traced).toEqual(['abc-def-1', 'abc-def-1', null])
  })

  it('lets per-call headers through', async () => {
    const api = fakeApi({ cart: () => cartAnswer })
    server.use(api.handler)
    const { client } = testClient()
    await client.request(
      CartDocument,
      { regionID: '77' },
      { headers: { 'X-Request-Source': 'ssr' } },
    )
    expect(api.calls[0]!.headers.get('x-request-source')).toBe('ssr')
  })
})

describe('the trace id', () => {
  it('keeps X-Trace-Id of the latest answer, in the result and in StorefrontError', async () => {
    let answer = 0
    server.use(
      fakeApi({
        cart: () => {
          answer += 1
          return answer === 1
            ? HttpResponse.json(cartAnswer, { headers: { 'X-Trace-Id': 'trace-1' } })
            : HttpResponse.json(
                { errors: [{ message: '', extensions: { code: 'E_15' } }] },
                { headers: { 'X-Trace-Id': 'trace-2' } },
              )
        },
      }).handler,
    )
    const { client } = testClient()
    expect(client.lastTraceId()).toBeNull()

    const first = await client.request(CartDocument, { regionID: '77' })
    expect(first.traceId).toBe('trace-1')
    expect(client.lastTraceId()).toBe('trace-1')

    const failure = await client
      .requestData(CartDocument, { regionID: '77' })
      .catch((error) => error)
    expect(failure).toBeInstanceOf(StorefrontError)
    expect((failure as StorefrontError).traceId).toBe('trace-2')
    expect(client.lastTraceId()).toBe('trace-2')
  })
})

describe('answers are normalised', () => {
  it('a network failure comes back as data null and an E_3 error, never a rejection', async () => {
    server.use(fakeApi({ cart: () => HttpResponse.error() }).handler)
    const { client } = testClient()

    const result = await client.request(CartDocument, { regionID: '77' })

    expect(result).toEqual({
      data: null,
      errors: [{ message: 'Повторите попытку позднее', extensions: { code: 'E_3' } }],
      traceId: null,
    })
  })

  it('GraphQL errors come back as data null plus the errors list, even with partial data', async () => {
    const errors = [{ message: 'Товар не найден', path: ['cart'], extensions: { code: 'E_20' } }]
    server.use(fakeApi({ cart: () => ({ data: { cart: { groups: [] } }, errors }) }).handler)
    const { client } = testClient()

    const result = await client.request(CartDocument, { regionID: '77' })

    expect(result).toEqual({ data: null, errors, traceId: null })
  })

  it('a non-OK status raises "{status} {statusText}" through onHttpError and answers E_3 in Russian', async () => {
    server.use(
      fakeApi({
        cart: () => new HttpResponse('upstream down', { status: 502, statusText: 'Bad Gateway' }),
      }).handler,
    )
    const onHttpError = vi.fn()
    const { client } = testClient({ onHttpError })

    const result = await client.request(CartDocument, { regionID: '77' })

    expect(onHttpError).toHaveBeenCalledExactlyOnceWith({
      status: 502,
      statusText: 'Bad Gateway',
      message: '502 Bad Gateway',
    })
    expect(result).toEqual({
      data: null,
      errors: [{ message: 'Повторите попытку позднее', extensions: { code: 'E_3', status: 502 } }],
      traceId: null,
    })
  })

  it('an answer that is not JSON comes back as the default error', async () => {
    server.use(fakeApi({ cart: () => new HttpResponse('<html>', { status: 200 }) }).handler)
    const { client } = testClient()
    const result = await client.request(CartDocument, { regionID: '77' })
    expect(result.data).toBeNull()
    expect(result.errors).toEqual([{ message: 'Ошибка запроса', extensions: { code: 'E_3' } }])
  })

  it('requestData rejects with StorefrontError: code of the first error, catalogue message', async () => {
    server.use(
      fakeApi({
        cart: () => ({ errors: [{ message: 'cart changed', extensions: { code: 'E_110' } }] }),
      }).handler,
    )
    const { client } = testClient()

    const error = await client.requestData(CartDocument, { regionID: '77' }).catch((e) => e)

    expect(error).toBeInstanceOf(StorefrontError)
    expect(error.code).toBe('E_110')
    expect(error.message).toBe('Корзина изменилась, проверьте товары')
    expect(error.errors).toEqual([{ message: 'cart changed', extensions: { code: 'E_110' } }])
  })

  it('StorefrontError fills the message placeholders from the error, the field in Russian', async () => {
    server.use(
      fakeApi({
        cart: () => ({
          errors: [
            {
              message: 'Не заполнено поле date',
              path: ['cart'],
              extensions: { code: 'E_36', params: { field: 'date' } },
            },
          ],
        }),
      }).handler,
    )
    const { client } = testClient()

    const error = await client.requestData(CartDocument, { regionID: '77' }).catch((e) => e)

    expect(error.code).toBe('E_36')
    expect(error.message).toBe('Не заполнено поле «Дата и время доставки»')
  })

  it('requestData resolves with the data', async () => {
    server.use(fakeApi({ cart: () => cartAnswer }).handler)
    const { client } = testClient()
    await expect(client.requestData(CartDocument, { regionID: '77' })).resolves.toEqual(
      cartAnswer.data,
    )
  })

  it('an aborted call rejects with an AbortError', async () => {
    server.use(fakeApi({ cart: () => new Promise(() => {}) }).handler)
    const { client } = testClient()
    const controller = new AbortController()

    const pending = client.request(CartDocument, { regionID: '77' }, { signal: controller.signal })
    controller.abort()

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    const before = new AbortController()
    before.abort()
    await expect(
      client.request(CartDocument, { regionID: '77' }, { signal: before.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('401 and 403 answers', () => {
  it('a 401 logs the customer out: tokens cleared, forced-logout, onLogout', async () => {
    server.use(
      fakeApi({
        getProfile: () => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' }),
      }).handler,
    )
    const onLogout = vi.fn()
    const { client, cookies } = testClient({ onLogout })
    const events: string[] = []
    client.session.subscribe((event) => events.push(event.type))
    client.session.signIn({ user: tokens('customer') })

    const result = await client.request(GetProfileDocument)

    expect(result.errors[0]!.extensions).toEqual({ code: 'E_3', status: 401 })
    expect(client.session.getState()).toEqual({ user: null, operator: null })
    expect(cookies.get('refresh_token')).toBeNull()
    expect(events).toEqual(['signed-in', 'forced-logout'])
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('a 403 while an operator acts for a customer goes back to the operator session', async () => {
    server.use(
      fakeApi({
        getProfile: () => new HttpResponse(null, { status: 403, statusText: 'Forbidden' }),
      }).handler,
    )
    const onLogout = vi.fn()
    const onOperatorLogout = vi.fn()
    const { client } = testClient({ onLogout, onOperatorLogout })
    const operator = tokens('operator')
    client.session.signIn({ user: tokens('customer'), operator })

    await Promise.all([client.request(GetProfileDocument), client.request(GetProfileDocument)])

    // Both calls were refused; the second must not log the operator out as well.
    expect(client.session.getState()).toEqual({ user: operator, operator })
    expect(onLogout).not.toHaveBeenCalled()
    expect(onOperatorLogout).not.toHaveBeenCalled()
  })

  it('several 401s in a row run the logout once', async () => {
    server.use(
      fakeApi({
        getProfile: () => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' }),
      }).handler,
    )
    const onLogout = vi.fn()
    const { client } = testClient({ onLogout })
    client.session.signIn({ user: tokens('customer') })
    await Promise.all([1, 2, 3].map(() => client.request(GetProfileDocument)))
    expect(onLogout).toHaveBeenCalledOnce()
  })
})

describe('server-side mode', () => {
  it('forwards the incoming headers except host, connection, pragma, referer and traceparent', async () => {
    const sent: Record<string, string>[] = []
    const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(init?.headers as Record<string, string>)
      return Response.json({ data: { profile: null } })
    }
    const customer = tokens('customer')
    const cookie = `access_token=${customer.accessToken}; refresh_token=${customer.refreshToken}; region=77`
    const client = createStorefrontClient({
      endpoint: ENDPOINT,
      fetch,
      now: () => NOW,
      serverHeaders: new Headers({
        Host: 'apteka.test',
        Connection: 'keep-alive',
        Pragma: 'no-cache',
        Referer: 'https://apteka.test/catalog',
        traceparent: '00-abc-def-01',
        'User-Agent': 'Mozilla/5.0',
        'Accept-Language': 'ru-RU',
        'X-Forwarded-For': '203.0.113.7',
        Cookie: cookie,
      }),
    })

    await client.request(GetProfileDocument)

    expect(sent[0]).toEqual({
      'user-agent': 'Mozilla/5.0',
      'accept-language': 'ru-RU',
      'x-forwarded-for': '203.0.113.7',
      cookie,
      'content-type': 'application/json',
      'x-platform': 'web',
      authorization: `Bearer ${customer.accessToken}`,
    })
  })

  it('forwards a plain record of headers the same way, whatever their case', async () => {
    const api = fakeApi({ getProfile: () => ({ data: { profile: null } }) })
    server.use(api.handler)
    const client = createStorefrontClient({
      endpoint: ENDPOINT,
      now: () => NOW,
      serverHeaders: {
        Referer: 'https://apteka.test/',
        Pragma: 'no-cache',
        'X-Real-IP': '203.0.113.7',
      },
    })
    await client.request(GetProfileDocument)
    const headers = api.calls[0]!.headers
    expect(headers.get('x-real-ip')).toBe('203.0.113.7')
    expect(headers.has('referer')).toBe(false)
    expect(headers.has('pragma')).toBe(false)
  })

  it('takes the tokens from the forwarded Cookie header and keeps its writes in memory', async () => {
    const api = fakeApi({
      refreshToken: () => ({ data: { refreshToken: fresh } }),
      cart: () => cartAnswer,
    })
    server.use(api.handler)
    const stale = tokens('customer', -60)
    const fresh = tokens('customer', 600)
    const client = createStorefrontClient({
      endpoint: ENDPOINT,
      serverHeaders: {
        Cookie: `refresh_token=${stale.refreshToken}; access_token=${stale.accessToken}`,
      },
      now: () => NOW,
    })

    await client.request(CartDocument, { regionID: '77' })

    expect(api.last('refreshToken')!.variables).toEqual({ refreshToken: stale.refreshToken })
    expect(api.last('cart')!.headers.get('authorization')).toBe(`Bearer ${fresh.accessToken}`)
    expect(client.cookies.get('access_token')).toBe(fresh.accessToken)
    expect(client.session.getState().user).toEqual(fresh)
  })
})
