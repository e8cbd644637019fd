// A server render's cookies (requestCookies): a refresh done on the server must reach the
// browser as Set-Cookie, or the next request presents the spent refresh token (SPEC §4).
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CartDocument, requestCookies } from '../src/index'
import { fakeApi, testClient, tokens } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const cartAnswer = { data: { cart: { groups: [] } } }

describe('requestCookies', () => {
  it('reads the Cookie header and writes nothing until a cookie changes', () => {
    const cookies = requestCookies('region=spb; refresh_token=r%201')
    expect(cookies.get('region')).toBe('spb')
    expect(cookies.get('refresh_token')).toBe('r 1')
    expect(cookies.setCookieHeaders()).toEqual([])
  })

  it('keeps the last write of each cookie as a Set-Cookie header, removals as Max-Age=0', () => {
    const cookies = requestCookies(null, { secure: true })
    cookies.set('access_token', 'a1', { maxAge: 600 })
    cookies.set('access_token', 'a2', { maxAge: 600 })
    cookies.remove('operator_access_token')
    expect(cookies.get('access_token')).toBe('a2')
    expect(cookies.setCookieHeaders()).toEqual([
      'access_token=a2; Path=/; Max-Age=600; Secure; SameSite=Lax',
      'operator_access_token=; Path=/; Max-Age=0; Secure; SameSite=Lax',
    ])
  })

  it('a refresh during a server render leaves the rotated pair in the Set-Cookie headers', async () => {
    const fresh = tokens('customer-fresh', 600)
    const api = fakeApi({
      refreshToken: () => ({ data: { refreshToken: fresh } }),
      cart: () => cartAnswer,
    })
    server.use(api.handler)
    const spent = tokens('customer')
    // The browser dropped the access cookie after its Max-Age: only the refresh token comes.
    const cookies = requestCookies(`refresh_token=${spent.refreshToken}`)
    const { client } = testClient({ cookies })

    // Two loaders of one render ask at once: one refresh, both calls carry the new token.
    await Promise.all([
      client.request(CartDocument, { regionID: '77' }),
      client.request(CartDocument, { regionID: '77' }),
    ])

    expect(api.count('refreshToken')).toBe(1)
    const headers = cookies.setCookieHeaders()
    expect(headers).toContain(
      `access_token=${encodeURIComponent(fresh.accessToken)}; Path=/; Max-Age=600; SameSite=Lax`,
    )
    expect(headers).toContain(
      `refresh_token=${encodeURIComponent(fresh.refreshToken)}; Path=/; Max-Age=15552000; SameSite=Lax`,
    )
  })
})
