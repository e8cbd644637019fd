// The reason of an answer with GraphQL errors comes with its own module (and the Russian
// catalogue with it), imported by the transport only when such an answer arrives, so that a page
// whose calls succeed never loads the catalogue. Should that module fail to load, the call still
// fails as a StorefrontError: a retryable TransportError that says why.
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CartDocument, isStorefrontError } from '../src/index'
import { fakeApi, testClient } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.doUnmock('../src/transport/GraphQLResponseError')
})
afterAll(() => server.close())

const refusal = { errors: [{ message: '', extensions: { code: 'E_20' } }] }

describe('the reason of an answer with GraphQL errors', () => {
  it('is the catalogue message once its module has loaded', async () => {
    server.use(fakeApi({ cart: () => HttpResponse.json(refusal) }).handler)
    const error = await testClient()
      .client.requestData(CartDocument, { regionID: '77' })
      .catch((failure: unknown) => failure)
    expect(isStorefrontError(error) && error.reason._tag).toBe('GraphQLResponseError')
    expect(error).toMatchObject({ message: 'Товар не найден', code: 'E_20', isRetryable: false })
  })

  it('fails the call as a retryable TransportError when its module does not load', async () => {
    vi.doMock('../src/transport/GraphQLResponseError', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    server.use(fakeApi({ cart: () => HttpResponse.json(refusal) }).handler)
    const error = await testClient()
      .client.requestData(CartDocument, { regionID: '77' })
      .catch((failure: unknown) => failure)
    if (!isStorefrontError(error) || error.reason._tag !== 'TransportError') {
      throw new Error(`expected a TransportError, got ${String(error)}`)
    }
    expect(error.reason.description).toMatch(/^the error catalogue did not load: /)
    expect(error).toMatchObject({ message: 'Повторите попытку позднее', isRetryable: true })
  })
})
