// The API's cookies in Node (`apiCookies: apiCookieJar()`): fetch keeps none, so without the jar
// a guest's cart (keyed by the API's HttpOnly `guest_id`) is lost between calls.
import * as Effect from 'effect/Effect'
import { beforeEach, describe, expect, it } from 'vitest'
import { layer, Storefront } from '../src/effect'
import { apiCookieJar, CartDocument, createStorefrontClient } from '../src/index'

const ENDPOINT = 'http://shop.test/graphql'
/** The Cookie header of every call the fake API received. */
let received: (string | null)[] = []
let issued = 0

beforeEach(() => {
  received = []
  issued = 0
})

/**
 * A fake API that gives a new guest a `guest_id` cookie, as reference-api/src/server.ts does.
 * (A fetch of its own, not msw: msw keeps answers' cookies itself, as a browser would.)
 */
const guestApi: typeof fetch = async (_input, init) => {
  const cookie = new Headers(init?.headers).get('cookie')
  received.push(cookie)
  const guest = /guest_id=([^;]+)/.exec(cookie ?? '')?.[1]
  const headers = new Headers({ 'content-type': 'application/json' })
  if (!guest) {
    issued += 1
    headers.append(
      'set-cookie',
      `guest_id=g-${issued}; Path=/; Max-Age=15552000; HttpOnly; SameSite=Lax`,
    )
  }
  return new Response(JSON.stringify({ data: { cart: { id: guest ?? `g-${issued}` } } }), {
    headers,
  })
}

const readCart = (client: ReturnType<typeof createStorefrontClient>) =>
  client.requestData(CartDocument, { regionID: 'moscowregion' })

describe('apiCookies', () => {
  it('without a jar, every call in Node is a new guest', async () => {
    const client = createStorefrontClient({ endpoint: ENDPOINT, fetch: guestApi, tabSync: false })
    await readCart(client)
    await readCart(client)
    expect(received).toEqual([null, null])
  })

  it('sends the guest_id the API set back on the next calls, of every client sharing the jar', async () => {
    const apiCookies = apiCookieJar()
    const first = createStorefrontClient({
      endpoint: ENDPOINT,
      fetch: guestApi,
      tabSync: false,
      apiCookies,
    })
    await readCart(first)
    await readCart(first)
    const second = createStorefrontClient({
      endpoint: ENDPOINT,
      fetch: guestApi,
      tabSync: false,
      apiCookies,
    })
    await readCart(second)
    expect(received).toEqual([null, 'guest_id=g-1', 'guest_id=g-1'])
    expect(apiCookies.get('guest_id')).toBe('g-1')
  })

  it('resumes from a kept Cookie header, after a forwarded Cookie header without repeating a name', async () => {
    const apiCookies = apiCookieJar(apiCookieJar('guest_id=g-7').cookieHeader())
    const client = createStorefrontClient({
      endpoint: ENDPOINT,
      fetch: guestApi,
      tabSync: false,
      apiCookies,
      serverHeaders: { cookie: 'region=77' },
    })
    await readCart(client)
    expect(received).toEqual(['region=77; guest_id=g-7'])
  })

  it('forgets a cookie the API removes', () => {
    const apiCookies = apiCookieJar('guest_id=g-1; other=1')
    apiCookies.keep(['guest_id=; Path=/; Max-Age=0'])
    expect(apiCookies.cookieHeader()).toBe('other=1')
  })

  it('works on the Effect face too (layer options)', async () => {
    const apiCookies = apiCookieJar()
    const program = Storefront.Storefront.use((shop) =>
      Effect.andThen(
        shop.request(CartDocument, { regionID: 'moscowregion' }),
        shop.request(CartDocument, { regionID: 'moscowregion' }),
      ),
    )
    await Effect.runPromise(
      Effect.provide(
        program,
        layer({ endpoint: ENDPOINT, fetch: guestApi, tabSync: false, apiCookies }),
      ),
    )
    expect(received).toEqual([null, 'guest_id=g-1'])
  })
})
