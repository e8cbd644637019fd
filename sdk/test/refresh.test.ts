// Token refresh before every call (SPEC §4): when, how often, and what a failed refresh does.
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CartDocument, GetProfileDocument } from '../src/index'
import { fakeApi, NOW, testClient, tokens } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const cartAnswer = { data: { cart: { groups: [] } } }

/** A refreshToken answer issuing new tokens, slowly enough for calls to pile up behind it. */
const rotating = (name: string) => async () => {
  await new Promise((resolve) => setTimeout(resolve, 20))
  return { data: { refreshToken: tokens(name, 600) } }
}

describe('when a token is refreshed', () => {
  it('50 concurrent calls with an expired access token make exactly one refreshToken call', async () => {
    const api = fakeApi({ refreshToken: rotating('customer'), cart: () => cartAnswer })
    server.use(api.handler)
    const { client } = testClient()
    client.session.signIn({ user: tokens('customer', -30) })

    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.request(CartDocument, { regionID: '77' })),
    )

    expect(api.count('refreshToken')).toBe(1)
    expect(results.every((result) => result.errors.length === 0)).toBe(true)
    const fresh = client.session.getState().user!.accessToken
    const sent = new Set(
      api.calls
        .filter((c) => c.operationName === 'cart')
        .map((c) => c.headers.get('authorization')),
    )
    expect([...sent]).toEqual([`Bearer ${fresh}`])
  })

  it('refreshes when the access token is missing and a refresh token exists', async () => {
    const api = fakeApi({ refreshToken: rotating('customer'), cart: () => cartAnswer })
    server.use(api.handler)
    const { client, cookies } = testClient()
    const old = tokens('customer')
    cookies.set('refresh_token', old.refreshToken)

    await client.request(CartDocument, { regionID: '77' })

    expect(api.calls.map((call) => call.operationName)).toEqual(['refreshToken', 'cart'])
    expect(api.calls[0]!.variables).toEqual({ refreshToken: old.refreshToken })
    expect(api.calls[0]!.headers.has('authorization')).toBe(false)
    expect(cookies.get('access_token')).toBe(client.session.getState().user!.accessToken)
  })

  it('does not refresh a valid token, nor without a refresh token', async () => {
    const api = fakeApi({ refreshToken: rotating('customer'), cart: () => cartAnswer })
    server.use(api.handler)
    const { client, cookies } = testClient()

    await client.request(CartDocument, { regionID: '77' }) // anonymous
    cookies.set('access_token', tokens('customer', -30).accessToken) // expired, no refresh token
    await client.request(CartDocument, { regionID: '77' })
    client.session.signIn({ user: tokens('customer', 300) })
    await client.request(CartDocument, { regionID: '77' })

    expect(api.count('refreshToken')).toBe(0)
  })

  it('counts a token a few seconds from its exp as expired', async () => {
    const api = fakeApi({ refreshToken: rotating('customer'), cart: () => cartAnswer })
    server.use(api.handler)
    const { client } = testClient()
    client.session.signIn({ user: tokens('customer', 2) })
    await client.request(CartDocument, { regionID: '77' })
    expect(api.count('refreshToken')).toBe(1)
  })

  it('writes the new tokens to the cookies with their max ages, path and domain', async () => {
    const writes: [string, string, unknown][] = []
    const jar = new Map<string, string>()
    const cookies = {
      get: (name: string) => jar.get(name) ?? null,
      set: (name: string, value: string, options?: unknown) => {
        writes.push([name, value, options])
        jar.set(name, value)
      },
      remove: (name: string) => {
        jar.delete(name)
      },
    }
    const fresh = tokens('customer', 600)
    server.use(
      fakeApi({ refreshToken: () => ({ data: { refreshToken: fresh } }), cart: () => cartAnswer })
        .handler,
    )
    const { client } = testClient({
      cookies,
      cookieDomain: '.apteka.test',
      tokenMaxAge: { access: 900 },
    })
    cookies.set('refresh_token', tokens('customer').refreshToken)
    writes.length = 0

    await client.request(CartDocument, { regionID: '77' })

    expect(writes).toEqual([
      ['access_token', fresh.accessToken, { maxAge: 900, domain: '.apteka.test' }],
      ['refresh_token', fresh.refreshToken, { maxAge: 15_552_000, domain: '.apteka.test' }],
    ])
  })

  it("refreshes the operator's token with its own single flight", async () => {
    let issued = 0
    const api = fakeApi({
      refreshToken: async (call) => {
        issued += 1
        await new Promise((resolve) => setTimeout(resolve, 10))
        return { data: { refreshToken: tokens(`${call.variables.refreshToken}`.slice(-8), 600) } }
      },
      cart: () => cartAnswer,
    })
    server.use(api.handler)
    const { client } = testClient()
    const customer = tokens('customer', -30)
    const operator = tokens('operator', -30)
    client.session.signIn({ user: customer, operator })

    await Promise.all(
      Array.from({ length: 10 }, () => client.request(CartDocument, { regionID: '77' })),
    )

    expect(issued).toBe(2)
    expect(
      api.calls
        .filter((c) => c.operationName === 'refreshToken')
        .map((c) => c.variables.refreshToken),
    ).toEqual([customer.refreshToken, operator.refreshToken])
    const state = client.session.getState()
    const lastCart = api.last('cart')!
    expect(lastCart.headers.get('authorization')).toBe(`Bearer ${state.user!.accessToken}`)
    expect(lastCart.headers.get('x-operator-authorization')).toBe(
      `Bearer ${state.operator!.accessToken}`,
    )
  })

  it('an operator in their own session (one pair under both names) refreshes once', async () => {
    const api = fakeApi({ refreshToken: rotating('operator'), cart: () => cartAnswer })
    server.use(api.handler)
    const { client } = testClient()
    const own = tokens('operator', -30)
    client.session.signIn({ user: own, operator: own })

    await client.request(CartDocument, { regionID: '77' })

    expect(api.count('refreshToken')).toBe(1)
    const state = client.session.getState()
    expect(state.operator).toEqual(state.user)
    expect(state.user!.refreshToken).not.toBe(own.refreshToken)
  })
})

describe('when the refresh fails', () => {
  it('a rejected refresh token (E_12) clears the tokens and runs operator then user handlers', async () => {
    const api = fakeApi({
      refreshToken: () => ({
        errors: [{ message: 'Срок авторизации истёк', extensions: { code: 'E_12' } }],
      }),
      cart: () => cartAnswer,
    })
    server.use(api.handler)
    const order: string[] = []
    const { client, cookies } = testClient({
      onOperatorLogout: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        order.push('operator')
      },
      onLogout: () => {
        order.push('user')
      },
    })
    const events: string[] = []
    client.session.subscribe((event) => events.push(event.type))
    client.session.signIn({ user: tokens('customer', -30), operator: tokens('operator', 300) })

    const result = await client.request(CartDocument, { regionID: '77' })

    expect(order).toEqual(['operator', 'user'])
    expect(events).toEqual(['signed-in', 'refresh-failed'])
    expect(client.session.getState()).toEqual({ user: null, operator: null })
    for (const name of [
      'access_token',
      'refresh_token',
      'operator_access_token',
      'operator_refresh_token',
    ]) {
      expect(cookies.get(name), name).toBeNull()
    }
    // The session is over; the call itself still goes out, anonymous.
    expect(result.errors).toEqual([])
    expect(api.last('cart')!.headers.has('authorization')).toBe(false)
  })

  it('without operator tokens only the user handler runs', async () => {
    server.use(
      fakeApi({
        refreshToken: () => ({ errors: [{ message: '', extensions: { code: 'E_12' } }] }),
        cart: () => cartAnswer,
      }).handler,
    )
    const onOperatorLogout = vi.fn()
    const onLogout = vi.fn()
    const { client } = testClient({ onLogout, onOperatorLogout })
    client.session.signIn({ user: tokens('customer', -30) })
    await client.request(CartDocument, { regionID: '77' })
    expect(onOperatorLogout).not.toHaveBeenCalled()
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('a 401 on the refresh call is a rejection too', async () => {
    server.use(
      fakeApi({
        refreshToken: () => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' }),
        cart: () => cartAnswer,
      }).handler,
    )
    const onLogout = vi.fn()
    const { client } = testClient({ onLogout })
    client.session.signIn({ user: tokens('customer', -30) })
    await client.request(CartDocument, { regionID: '77' })
    expect(client.session.getState().user).toBeNull()
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a 500', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })],
    ['a 503', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })],
    [
      'another GraphQL error',
      () => ({ errors: [{ message: 'boom', extensions: { code: 'E_3' } }] }),
    ],
  ])(
    '%s keeps the session and fails the call with E_3 "Повторите попытку позднее"',
    async (_, answer) => {
      const api = fakeApi({ refreshToken: answer, cart: () => cartAnswer })
      server.use(api.handler)
      const onLogout = vi.fn()
      const { client } = testClient({ onLogout })
      const session = tokens('customer', -30)
      client.session.signIn({ user: session })

      const results = await Promise.all([
        client.request(CartDocument, { regionID: '77' }),
        client.request(GetProfileDocument),
      ])

      for (const result of results) {
        expect(result).toMatchObject({
          data: null,
          errors: [{ message: 'Повторите попытку позднее', extensions: { code: 'E_3' } }],
        })
      }
      expect(api.count('refreshToken')).toBe(1)
      expect(api.count('cart')).toBe(0)
      expect(client.session.getState().user).toEqual(session)
      expect(onLogout).not.toHaveBeenCalled()
    },
  )

  it('the next call after a failed refresh tries again', async () => {
    let attempt = 0
    const api = fakeApi({
      refreshToken: () => {
        attempt += 1
        return attempt === 1
          ? HttpResponse.error()
          : { data: { refreshToken: tokens('customer', 600) } }
      },
      cart: () => cartAnswer,
    })
    server.use(api.handler)
    const { client } = testClient()
    client.session.signIn({ user: tokens('customer', -30) })
    expect((await client.request(CartDocument, { regionID: '77' })).errors).toHaveLength(1)
    expect((await client.request(CartDocument, { regionID: '77' })).errors).toHaveLength(0)
    expect(api.count('refreshToken')).toBe(2)
  })

  it('uses the clock option: the same token is fresh now and expired an hour later', async () => {
    const api = fakeApi({ refreshToken: rotating('customer'), cart: () => cartAnswer })
    server.use(api.handler)
    let now = NOW
    const { client } = testClient({ now: () => now })
    client.session.signIn({ user: tokens('customer', 600) })
    await client.request(CartDocument, { regionID: '77' })
    expect(api.count('refreshToken')).toBe(0)
    now += 3_600_000
    await client.request(CartDocument, { regionID: '77' })
    expect(api.count('refreshToken')).toBe(1)
  })
})
