// The Effect-free request core under the Promise client (issue #18): what the older client tests
// left unpinned — aborts reaching the fetch and not the shared refresh, an offline refresh that
// keeps the session, a 401 answered to a session that has since changed, and the Promise and
// Effect faces answering every kind of failure with the same errors.
import * as Effect from 'effect/Effect'
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { layer, Storefront, StorefrontError } from '../src/effect'
import { CartDocument, GetProfileDocument, memoryCookies } from '../src/index'
import { fakeApi, NOW, testClient, tokens } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const cartAnswer = { data: { cart: { groups: [] } } }

describe('aborting a call', () => {
  it('aborts the fetch under way, not only the promise', async () => {
    let sent: AbortSignal | null | undefined
    const fetch: typeof globalThis.fetch = (_input, init) => {
      sent = init?.signal
      return new Promise(() => {})
    }
    const { client } = testClient({ fetch })
    const controller = new AbortController()
    const pending = client.request(CartDocument, { regionID: '77' }, { signal: controller.signal })
    await vi.waitFor(() => expect(sent).toBeDefined())
    expect(sent?.aborted).toBe(false)

    controller.abort()

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(sent?.aborted).toBe(true)
  })

  it('one caller giving up during a refresh leaves the refresh to the others', async () => {
    let releaseRefresh: () => void = () => {}
    const api = fakeApi({
      refreshToken: async () => {
        await new Promise<void>((resolve) => {
          releaseRefresh = resolve
        })
        return { data: { refreshToken: tokens('customer', 600) } }
      },
      cart: () => cartAnswer,
    })
    server.use(api.handler)
    const { client } = testClient()
    client.session.signIn({ user: tokens('customer', -30) })
    const controller = new AbortController()

    const abandoned = client.request(
      CartDocument,
      { regionID: '77' },
      { signal: controller.signal },
    )
    const patient = client.request(CartDocument, { regionID: '77' })
    await vi.waitFor(() => expect(api.count('refreshToken')).toBe(1))
    controller.abort()
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' })
    releaseRefresh()

    expect((await patient).errors).toEqual([])
    expect(api.count('refreshToken')).toBe(1)
    expect(api.count('cart')).toBe(1)
    expect(client.session.isAuthenticated()).toBe(true)
  })
})

describe('a refresh that does not get through', () => {
  it('offline: the call answers E_3 and the session is kept, no logout', async () => {
    const api = fakeApi({ refreshToken: () => HttpResponse.error(), cart: () => cartAnswer })
    server.use(api.handler)
    const onLogout = vi.fn()
    const { client } = testClient({ onLogout })
    const events: string[] = []
    client.session.subscribe((event) => events.push(event.type))
    const stale = tokens('customer', -30)
    client.session.signIn({ user: stale })

    const result = await client.request(CartDocument, { regionID: '77' })

    expect(result).toEqual({
      data: null,
      errors: [{ message: 'Повторите попытку позднее', extensions: { code: 'E_3' } }],
      traceId: null,
    })
    expect(api.count('cart')).toBe(0)
    expect(client.session.getState().user).toEqual(stale)
    expect(events).toEqual(['signed-in'])
    expect(onLogout).not.toHaveBeenCalled()
  })
})

describe('a 401 answer', () => {
  it('does not end a session signed in while the refused call was under way', async () => {
    let answer401: () => void = () => {}
    server.use(
      fakeApi({
        getProfile: () =>
          new Promise<Response>((resolve) => {
            answer401 = () =>
              resolve(new HttpResponse(null, { status: 401, statusText: 'Unauthorized' }))
          }),
      }).handler,
    )
    const onLogout = vi.fn()
    const { client } = testClient({ onLogout })
    client.session.signIn({ user: tokens('customer') })
    const refused = client.request(GetProfileDocument)
    await vi.waitFor(() => expect(answer401).not.toBe(undefined))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const next = tokens('customer-again')
    client.session.signIn({ user: next })

    answer401()
    expect((await refused).errors[0]?.extensions).toEqual({ code: 'E_3', status: 401 })

    expect(client.session.getState().user).toEqual(next)
    expect(onLogout).not.toHaveBeenCalled()
  })
})

describe('the Promise and Effect faces answer a failure alike', () => {
  const answers: Record<string, () => unknown> = {
    TransportError: () => HttpResponse.error(),
    StatusCodeError: () =>
      new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
    DecodeError: () => new HttpResponse('<html>', { headers: { 'x-trace-id': 't-1' } }),
    GraphQLResponseError: () => ({
      errors: [{ message: 'Регион не найден', extensions: { code: 'E_15' } }],
    }),
  }

  for (const [tag, answer] of Object.entries(answers)) {
    it(`${tag}: the same errors list and trace id; the Effect failure's reason is a ${tag}`, async () => {
      server.use(fakeApi({ cart: answer }).handler)
      const promised = await testClient().client.request(CartDocument, { regionID: '77' })
      const failure = await Effect.runPromise(
        Effect.flip(
          Effect.flatMap(Storefront.Storefront, (client) =>
            client.request(CartDocument, { regionID: '77' }),
          ),
        ).pipe(Effect.provide(layer({ endpoint: 'http://shop.test/graphql', tabSync: false }))),
      )

      expect(failure).toBeInstanceOf(StorefrontError)
      expect(failure.reason._tag).toBe(tag)
      expect(promised).toEqual({ data: null, errors: failure.errors, traceId: failure.traceId })
    })
  }
})

describe('the Effect face over the same core', () => {
  const cartCall = Effect.flatMap(Storefront.Storefront, (client) =>
    client.request(CartDocument, { regionID: '77' }),
  )

  it('interrupting a call aborts its fetch', async () => {
    let sent: AbortSignal | null | undefined
    const fetch: typeof globalThis.fetch = (_input, init) => {
      sent = init?.signal
      return new Promise(() => {})
    }
    const controller = new AbortController()
    const running = Effect.runPromiseExit(
      cartCall.pipe(Effect.provide(layer({ fetch, tabSync: false }))),
      { signal: controller.signal },
    )
    await vi.waitFor(() => expect(sent).toBeDefined())

    controller.abort()

    expect((await running)._tag).toBe('Failure')
    expect(sent?.aborted).toBe(true)
  })

  it('concurrent calls with an expired token share one refresh', async () => {
    const api = fakeApi({
      refreshToken: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        return { data: { refreshToken: tokens('customer', 600) } }
      },
      cart: () => cartAnswer,
    })
    server.use(api.handler)
    const stale = tokens('customer', -30)
    const cookies = memoryCookies({
      access_token: stale.accessToken,
      refresh_token: stale.refreshToken,
    })
    const program = Effect.all(
      Array.from({ length: 5 }, () => cartCall),
      {
        concurrency: 'unbounded',
      },
    )

    await Effect.runPromise(
      program.pipe(
        Effect.provide(
          layer({ endpoint: 'http://shop.test/graphql', cookies, now: () => NOW, tabSync: false }),
        ),
      ),
    )

    expect(api.count('refreshToken')).toBe(1)
    expect(api.count('cart')).toBe(5)
    expect(cookies.get('refresh_token')).not.toBe(stale.refreshToken)
  })
})
