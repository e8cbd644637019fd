// Several tabs of the shop: one token refresh at a time across tabs (Web Locks, cookies read
// again after the lock), and session events heard by the other tabs (BroadcastChannel).
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CartDocument, memoryCookies, type SessionEvent } from '../src/index'
import { fakeApi, testClient, tokens } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

/** Web Locks as the browser has them: exclusive, granted in request order. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>()
  const requested: string[] = []
  return {
    requested,
    request(
      name: string,
      optionsOrCallback: { signal?: AbortSignal } | (() => Promise<void>),
      maybeCallback?: () => Promise<void>,
    ) {
      const callback = (maybeCallback ?? optionsOrCallback) as () => Promise<void>
      requested.push(name)
      const granted = (tails.get(name) ?? Promise.resolve()).then(callback)
      tails.set(
        name,
        granted.catch(() => undefined),
      )
      return granted
    },
  }
}

const cartAnswer = { data: { cart: { groups: [] } } }

describe('tabs', () => {
  it('two tabs with an expired token make one refresh: the second reads the first one’s cookies', async () => {
    const locks = fakeLocks()
    vi.stubGlobal('navigator', { locks })
    const api = fakeApi({
      refreshToken: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        return { data: { refreshToken: tokens('customer', 600) } }
      },
      cart: () => cartAnswer,
    })
    server.use(api.handler)
    const shared = memoryCookies() // the browser's one cookie jar
    const first = testClient({ cookies: shared, tabSync: true })
    const second = testClient({ cookies: shared, tabSync: true })
    first.client.session.signIn({ user: tokens('customer', -30) })

    const results = await Promise.all([
      first.client.request(CartDocument, { regionID: '77' }),
      second.client.request(CartDocument, { regionID: '77' }),
    ])

    expect(results.map((result) => result.errors)).toEqual([[], []])
    expect(api.count('refreshToken')).toBe(1)
    expect(locks.requested).toEqual(['apteka-token-refresh', 'apteka-token-refresh'])
    await Promise.all([first.client.dispose(), second.client.dispose()])
  })

  it('without tab sync no Web Lock is taken', async () => {
    const locks = fakeLocks()
    vi.stubGlobal('navigator', { locks })
    server.use(
      fakeApi({
        refreshToken: () => ({ data: { refreshToken: tokens('c', 600) } }),
        cart: () => cartAnswer,
      }).handler,
    )
    const { client } = testClient({ tabSync: false })
    client.session.signIn({ user: tokens('customer', -30) })
    await client.request(CartDocument, { regionID: '77' })
    expect(locks.requested).toEqual([])
  })

  it('sign-in and sign-out in one tab are heard in the others', async () => {
    const shared = memoryCookies()
    const first = testClient({ cookies: shared, tabSync: true })
    const second = testClient({ cookies: shared, tabSync: true })
    const heard: SessionEvent[] = []
    second.client.session.subscribe((event) => heard.push(event))
    server.use(
      fakeApi({ logout: () => ({ data: { logout: { success: true, message: null } } }) }).handler,
    )

    first.client.session.signIn({ user: tokens('customer') })
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'signed-in', remote: true }]))
    expect(second.client.session.isAuthenticated()).toBe(true)

    await first.client.session.logout()
    await vi.waitFor(() =>
      expect(heard.map((event) => event.type)).toEqual(['signed-in', 'signed-out']),
    )
    expect(second.client.session.isAuthenticated()).toBe(false)
    await Promise.all([first.client.dispose(), second.client.dispose()])
  })
})
