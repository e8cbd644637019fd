// The Effect form of the client: programs run against test layers (a recording fetch, memory
// cookies, a fixed clock) with no msw and no network, and failures arrive typed.

import * as Clock from 'effect/Clock'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { describe, expect, it } from 'vitest'
import { CartDocument } from '#documents'
import {
  Cookies,
  clockFrom,
  DecodeError,
  Fetch,
  GraphQLResponseError,
  layer,
  makeClient,
  RefreshRejectedError,
  Session,
  SessionStore,
  StatusCodeError,
  Storage,
  Storefront,
  StorefrontError,
  Transport,
  TransportError,
} from '../src/effect'
import { recordingFetch } from '../src/testing/recordingFetch'
import { NOW, tokens } from './support'

const cartAnswer = { data: { cart: { groups: [] } } }

describe('the Effect client', () => {
  it('runs a call through the layer built from options', async () => {
    const api = recordingFetch(() => cartAnswer)
    const program = Effect.gen(function* () {
      const client = yield* Storefront.Storefront
      return yield* client.request(CartDocument, { regionID: '77' })
    })

    const result = await Effect.runPromise(
      program.pipe(
        Effect.provide(layer({ fetch: api.fetch, endpoint: '/graphql', tabSync: false })),
      ),
    )

    expect(result).toEqual({ data: cartAnswer.data, traceId: null })
    expect(api.calls[0]).toMatchObject({ url: '/graphql', operationName: 'cart' })
  })

  it('builds with makeClient from hand-picked services, refreshing by the given clock', async () => {
    const api = recordingFetch((call) =>
      call.operationName === 'refreshToken'
        ? { data: { refreshToken: tokens('c', 600) } }
        : cartAnswer,
    )
    const stale = tokens('customer', 600)
    const platform = Layer.mergeAll(
      Fetch.layer(api.fetch),
      Cookies.layerMemory({ access_token: stale.accessToken, refresh_token: stale.refreshToken }),
      Storage.layerMemory(),
      Layer.succeed(
        Clock.Clock,
        clockFrom(() => NOW + 3_600_000),
      ), // an hour later
    )
    const services = Layer.effect(Storefront.Storefront, makeClient).pipe(
      Layer.provideMerge(Session.layer()),
      Layer.provideMerge(
        Layer.mergeAll(SessionStore.layer(), Transport.layer({ endpoint: '/graphql' })),
      ),
      Layer.provideMerge(platform),
    )
    const program = Effect.gen(function* () {
      const client = yield* Storefront.Storefront
      yield* client.request(CartDocument, { regionID: '77' })
      return yield* client.session.state
    })

    const state = await Effect.runPromise(program.pipe(Effect.provide(services)))

    expect(api.calls.map((call) => call.operationName)).toEqual(['refreshToken', 'cart'])
    expect(state.user?.refreshToken).not.toBe(stale.refreshToken)
  })

  it('fails with a StorefrontError whose reason says why', async () => {
    const reasonOf = async (answer: () => Response | Record<string, unknown>) => {
      const api = recordingFetch(answer)
      const exit = await Effect.runPromise(
        Effect.flip(
          Effect.flatMap(Storefront.Storefront, (client) =>
            client.request(CartDocument, { regionID: '77' }),
          ),
        ).pipe(Effect.provide(layer({ fetch: api.fetch, tabSync: false }))),
      )
      expect(exit).toBeInstanceOf(StorefrontError)
      return exit.reason
    }

    const graphQL = await reasonOf(() => ({
      errors: [{ message: 'Регион не найден', extensions: { code: 'E_15' } }],
    }))
    expect(graphQL).toBeInstanceOf(GraphQLResponseError)
    expect(graphQL.message).toBe('Регион не найден')
    expect(graphQL.isRetryable).toBe(false)

    const status = await reasonOf(
      () => new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    )
    expect(status).toBeInstanceOf(StatusCodeError)
    expect(status.message).toBe('Повторите попытку позднее')
    expect(status.isRetryable).toBe(true)

    const decode = await reasonOf(() => new Response('not json'))
    expect(decode).toBeInstanceOf(DecodeError)
    expect(decode.isRetryable).toBe(false)

    const transport = await reasonOf(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(transport).toBeInstanceOf(TransportError)
    expect(transport.message).toBe('Повторите попытку позднее')
    expect(transport).toMatchObject({ operationName: 'cart', description: 'Failed to fetch' })
    expect(transport.isRetryable).toBe(true)
  })

  it('Session.refresh fails with RefreshRejectedError when the refresh token is rejected', async () => {
    const api = recordingFetch(() => ({ errors: [{ message: '', extensions: { code: 'E_12' } }] }))
    const stale = tokens('customer', -30)
    const error = await Effect.runPromise(
      Effect.flip(Effect.flatMap(Session.Session, (session) => session.refresh('user'))).pipe(
        Effect.provide(
          layer({
            fetch: api.fetch,
            tabSync: false,
            now: () => NOW,
            cookies: {
              ...memory({ access_token: stale.accessToken, refresh_token: stale.refreshToken }),
            },
          }),
        ),
      ),
    )
    expect(error.reason).toBeInstanceOf(RefreshRejectedError)
    expect(error.message).toBe('Срок авторизации истёк, войдите снова')
    expect(error.errors).toEqual([
      { message: 'Срок авторизации истёк, войдите снова', extensions: { code: 'E_12' } },
    ])
    expect(error.isRetryable).toBe(false)
  })
})

const memory = (initial: Record<string, string>) => Cookies.memoryCookies(initial)
