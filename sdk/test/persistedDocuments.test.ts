// The persisted build of the sdk (the 'apteka-persisted' condition resolves `#documents` to the
// hash-only documents): a call names its operation by id and sends no text — against msw.
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as Persisted from '../src/generated/persistedDocuments'
import { ENDPOINT, testClient } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const cartAnswer = { data: { cart: { groups: [] } } }

describe('a hash-only document', () => {
  it('is sent by GET with its id and operation name, and no text', async () => {
    const seen: Request[] = []
    server.use(
      http.get(ENDPOINT, ({ request }) => {
        seen.push(request)
        return HttpResponse.json(cartAnswer)
      }),
    )
    const { client } = testClient()

    const result = await client.request(Persisted.CartDocument, { regionID: '77' })

    expect(result.data).toEqual(cartAnswer.data)
    const url = new URL(seen[0]?.url ?? '')
    expect(url.searchParams.get('query')).toBeNull()
    expect(url.searchParams.get('operationName')).toBe('cart')
    expect(JSON.parse(url.searchParams.get('variables') ?? '')).toEqual({ regionID: '77' })
    expect(JSON.parse(url.searchParams.get('extensions') ?? '')).toEqual({
      persistedQuery: { version: 1, sha256Hash: Persisted.CartDocument.__meta__?.hash },
    })
    expect(seen[0]?.headers.get('x-platform')).toBe('web')
  })

  it('as a mutation is a POST of its id, operation name and variables, and no query', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ data: { updateCart: { groups: [] } } })
      }),
    )
    const { client } = testClient()
    const variables = { regionID: '77', items: [{ productID: '1', priceTypeID: 1, quantity: 2 }] }

    await client.request(Persisted.UpdateCartDocument, variables)

    expect(bodies).toEqual([
      {
        operationName: 'updateCart',
        variables,
        extensions: {
          persistedQuery: { version: 1, sha256Hash: Persisted.UpdateCartDocument.__meta__?.hash },
        },
      },
    ])
  })
})
