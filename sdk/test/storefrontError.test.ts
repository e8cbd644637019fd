// The one error of the client (issue #36): the value `requestData` rejects with is the value the
// Effect face fails with — a StorefrontError whose reason carries the Russian message,
// isRetryable, the catalogue code with its field and path, and the trace id — and the
// transport's own behaviour on Effect: queries re-sent after a retryable failure, mutations
// never, a call out of time aborted as a TransportError.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as Effect from 'effect/Effect'
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { layer, Storefront } from '../src/effect'
import {
  ApiRequestError,
  CartDocument,
  isApiRequestError,
  isStorefrontError,
  StorefrontError,
  UpdateCartDocument,
} from '../src/index'
import { fakeApi, testClient } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const cartAnswer = { data: { cart: { groups: [] } } }
const fieldRefusal = {
  errors: [
    {
      message: '',
      path: ['cart', 'name'],
      extensions: { code: 'E_36', params: { field: 'name' } },
    },
  ],
}

describe('one error for both faces', () => {
  it('requestData rejects with the StorefrontError the Effect face fails with', async () => {
    server.use(
      fakeApi({
        cart: () => HttpResponse.json(fieldRefusal, { headers: { 'x-trace-id': 'trace-9' } }),
      }).handler,
    )
    const rejected = await testClient()
      .client.requestData(CartDocument, { regionID: '77' })
      .catch((error: unknown) => error)
    const failed = await Effect.runPromise(
      Effect.flip(
        Effect.flatMap(Storefront.Storefront, (client) =>
          client.request(CartDocument, { regionID: '77' }),
        ),
      ).pipe(Effect.provide(layer({ endpoint: 'http://shop.test/graphql', tabSync: false }))),
    )

    for (const error of [rejected, failed]) {
      expect(error).toBeInstanceOf(StorefrontError)
      if (!isStorefrontError(error) || error.reason._tag !== 'GraphQLResponseError') {
        throw new Error('expected a GraphQLResponseError')
      }
      expect(error.message).toBe('Не заполнено поле «Имя»')
      expect(error.code).toBe('E_36')
      expect(error.reason.field).toBe('name')
      expect(error.reason.path).toEqual(['cart', 'name'])
      expect(error.isRetryable).toBe(false)
      expect(error.traceId).toBe('trace-9')
    }
  })

  it('each reason answers in Russian and says whether to retry', async () => {
    const reasons: Record<string, [() => unknown, string, boolean]> = {
      TransportError: [() => HttpResponse.error(), 'Повторите попытку позднее', true],
      StatusCodeError: [
        () => new HttpResponse(null, { status: 429, statusText: 'Too Many Requests' }),
        'Повторите попытку позднее',
        true,
      ],
      DecodeError: [() => new HttpResponse('<html>'), 'Ошибка запроса', false],
    }
    for (const [tag, [answer, message, retryable]] of Object.entries(reasons)) {
      server.use(fakeApi({ cart: answer }).handler)
      const error = await testClient()
        .client.requestData(CartDocument, { regionID: '77' })
        .catch((failure: unknown) => failure)
      expect(isStorefrontError(error) && error.reason._tag).toBe(tag)
      expect(error).toMatchObject({ message, isRetryable: retryable, code: 'E_3' })
    }
  })

  it('the deprecated ApiRequestError is an alias: instanceof and the guard hold for a StorefrontError', () => {
    const made = new ApiRequestError([{ message: '', extensions: { code: 'E_20' } }], 't-1')
    expect(made).toBeInstanceOf(StorefrontError)
    expect(made).toMatchObject({ code: 'E_20', traceId: 't-1', message: 'Товар не найден' })
    const plain = new StorefrontError({ reason: made.reason, traceId: null })
    expect(plain).toBeInstanceOf(ApiRequestError)
    expect(isApiRequestError(plain)).toBe(true)
    expect(new Error('x')).not.toBeInstanceOf(ApiRequestError)
  })
})

describe('the transport on Effect', () => {
  it('re-sends a query after a retryable failure, as many times as `retries` says', async () => {
    let answered = 0
    const api = fakeApi({
      cart: () => {
        answered += 1
        return answered < 3
          ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })
          : cartAnswer
      },
    })
    server.use(api.handler)

    const result = await testClient({ retries: 2 }).client.request(CartDocument, {
      regionID: '77',
    })

    expect(result.errors).toEqual([])
    expect(api.count('cart')).toBe(3)
  })

  it('does not re-send a query the server refused, nor a mutation, nor by default', async () => {
    const api = fakeApi({
      cart: () => fieldRefusal,
      updateCart: () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
    })
    server.use(api.handler)
    const { client } = testClient({ retries: 3 })

    await client.request(CartDocument, { regionID: '77' })
    await client.request(UpdateCartDocument, { regionID: '77', items: [] })

    expect(api.count('cart')).toBe(1)
    expect(api.count('updateCart')).toBe(1)

    const plain = fakeApi({
      cart: () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
    })
    server.use(plain.handler)
    await testClient().client.request(CartDocument, { regionID: '77' })
    expect(plain.count('cart')).toBe(1)
  })

  it('a call out of time is a TransportError, its fetch aborted', async () => {
    let sent: AbortSignal | null | undefined
    const fetch: typeof globalThis.fetch = (_input, init) => {
      sent = init?.signal
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    }
    const error = await testClient({ fetch, timeoutMs: 30 })
      .client.requestData(CartDocument, { regionID: '77' })
      .catch((failure: unknown) => failure)

    expect(isStorefrontError(error) && error.reason._tag).toBe('TransportError')
    expect(sent?.aborted).toBe(true)
  })
})

describe('one boundary', () => {
  it('the request path (transport, session, client) never runs a Promise inside Effect or back', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url))
    const found: string[] = []
    for (const folder of ['transport', 'session', 'client', 'internal']) {
      for (const name of readdirSync(join(src, folder))) {
        if (!name.endsWith('.ts') || name.includes('.test')) continue
        const code = readFileSync(join(src, folder, name), 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\*|\/\/)/.test(line))
          .join('\n')
        for (const match of code.matchAll(/Effect\.(promise|runPromise\w*|runFork)\b/g)) {
          found.push(`${folder}/${name}: ${match[0]}`)
        }
      }
    }
    // The one boundary function of the Promise face.
    expect(found).toEqual(['client/runStorefront.ts: Effect.runPromiseExit'])
  })
})
