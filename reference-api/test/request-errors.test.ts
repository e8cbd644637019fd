// Bad input never gives a 5xx (issue #13, item 9): variables of the wrong type are E_1 with HTTP
// 400, the roots' placeholders answer, searchAutocomplete survives any size, NUL characters are
// refused before the database, and malformed bodies, cookies and GETs are E_1.
import { SearchAutocompleteDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './harness'
import { postJson, SDK_HEADERS, sendRaw } from './rawRequest'
import { backends, suiteDatabaseUrl } from './shopper'

const REGION = 'moscowregion'
const AUTOCOMPLETE_SIZE = `query($size: Int) {
  searchAutocomplete(regionID: "moscowregion", query: "парацетамол", size: $size) { products { id } }
}`

describe.each(backends)('bad input on %s', (_name, base) => {
  let api: TestApi
  const logged: string[] = []
  beforeAll(async () => {
    const databaseUrl = await suiteDatabaseUrl(base, 'request_errors')
    api = await startTestApi({
      catalogSize: 120,
      log: (line) => logged.push(line),
      ...(databaseUrl ? { databaseUrl } : {}),
    })
  })
  afterAll(() => api?.close())

  it.each([
    ['a Float for an Int', 1.5],
    ['an Int overflow', 99_999_999_999],
    ['a string for an Int', '5'],
  ])('%s in a variable is E_1 with HTTP 400 and a Russian message', async (_case, size) => {
    const answer = await postJson(api, { query: AUTOCOMPLETE_SIZE, variables: { size } })
    expect(answer.status).toBe(400)
    expect(answer.codes).toEqual(['E_1'])
    expect(answer.body?.errors?.[0]?.message).toBe('Некорректный запрос')
  })

  it('an unknown enum value in a variable is E_1 with HTTP 400', async () => {
    const answer = await postJson(api, {
      query: `query($type: FilterConfigType) {
        filterConfig(regionID: "moscowregion", type: $type) { __typename }
      }`,
      variables: { type: 'zzz' },
    })
    expect(answer.status).toBe(400)
    expect(answer.codes).toEqual(['E_1'])
  })

  it('a missing required variable is E_1 with HTTP 400', async () => {
    const answer = await postJson(api, { query: String(SearchAutocompleteDocument), variables: {} })
    expect(answer.status).toBe(400)
    expect(answer.codes).toEqual(['E_1'])
  })

  it('{ health } answers ok and mutation { ping } answers pong', async () => {
    expect((await api.gql('{ health }')).data).toEqual({ health: 'ok' })
    expect((await api.gql('mutation { ping }')).data).toEqual({ ping: 'pong' })
  })

  it('searchAutocomplete with size 0, negative or huge answers products, not an error', async () => {
    for (const size of [0, -3, 1000]) {
      const answer = await api.gql(AUTOCOMPLETE_SIZE, { size })
      expect(answer.errors, `size ${size}`).toEqual([])
      const count = (answer.data as { searchAutocomplete: { products: unknown[] } })
        .searchAutocomplete.products.length
      expect(count, `size ${size}`).toBeGreaterThanOrEqual(1)
      expect(count, `size ${size}`).toBeLessThanOrEqual(20)
    }
  })

  it('a 20 000-character autocomplete query is refused at once; 128 characters cost about what 100 do', async () => {
    // It used to hold the server (and /health with it) for seconds to tens of seconds, growing
    // with the text. A search text is at most 128 characters (E_36, input limits), and the box
    // suggests from the first 100 of them.
    const timed = async (query: string) => {
      const started = performance.now()
      const answer = await api.gql(SearchAutocompleteDocument, { regionID: REGION, query })
      return {
        ms: performance.now() - started,
        codes: answer.errors.map((e) => e.extensions?.code),
      }
    }
    await timed('x'.repeat(100))
    const short = await timed('x'.repeat(100))
    const longest = await timed('x'.repeat(128))
    const huge = await timed('x'.repeat(20_000))
    expect([short.codes, longest.codes, huge.codes]).toEqual([[], [], ['E_36']])
    expect(longest.ms).toBeLessThan(short.ms * 4 + 1500)
    expect(huge.ms).toBeLessThan(short.ms * 4 + 1500)
  })

  it('a NUL character in a variable, however deep, is E_1 before the database sees it', async () => {
    logged.length = 0
    const inVariable = await api.gql(SearchAutocompleteDocument, {
      regionID: REGION,
      query: 'параце\u0000тамол',
    })
    expect(inVariable.status).toBe(400)
    expect(inVariable.errors.map((error) => error.extensions?.code)).toEqual(['E_1'])
    const deep = await postJson(api, {
      query: `mutation($items: [CartItemInput!]!) {
        updateCart(regionID: "moscowregion", items: $items) { __typename }
      }`,
      variables: { items: [{ productID: '1\u0000', priceTypeID: 1, quantity: 1 }] },
    })
    expect(deep.status).toBe(400)
    expect(deep.codes).toEqual(['E_1'])
    // Nothing reached the database: a query there would have failed and been logged.
    expect(logged).toEqual([])
  })

  it('a NUL character in a string literal of the document is E_1 too', async () => {
    const answer = await postJson(api, {
      query: '{ searchAutocomplete(regionID: "moscowregion", query: "a\\u0000b") { sts { st } } }',
    })
    expect(answer.status).toBe(400)
    expect(answer.codes).toEqual(['E_1'])
  })

  it('a malformed guest cookie is replaced by a new one, not a failure', async () => {
    for (const cookie of ['guest_id=%E0%A4%A', 'guest_id=%00', `guest_id=${'x'.repeat(300)}`]) {
      const answer = await api.gql(
        'query { cart(regionID: "moscowregion") { __typename } }',
        {},
        {
          cookie,
        },
      )
      expect(answer.status, cookie).toBe(200)
      expect(answer.errors, cookie).toEqual([])
      expect(answer.headers.get('set-cookie'), cookie).toMatch(/^guest_id=[0-9a-f-]{36};/)
    }
  })

  it.each([
    ['not JSON', 'not json'],
    ['JSON null', 'null'],
    ['a JSON string', '"{ health }"'],
    ['no query', '{}'],
    ['a query that is not a string', '{"query": 5}'],
    ['variables that are not an object', '{"query": "{ health }", "variables": 5}'],
    ['an unknown parameter', '{"query": "{ health }", "zzz": 1}'],
    ['a syntax error', '{"query": "{ health "}'],
    ['an unknown field', '{"query": "{ helth }"}'],
    ['an unknown operation name', '{"query": "{ health }", "operationName": "Nope"}'],
    ['a subscription', '{"query": "subscription { health }"}'],
  ])('a body with %s is E_1 with HTTP 400', async (_case, body) => {
    const answer = await sendRaw(api, { body })
    expect(answer.status).toBe(400)
    expect(answer.codes).toEqual(['E_1'])
    expect(answer.body?.errors?.[0]?.message).toBe('Некорректный запрос')
  })

  it('a GET with variables that are not JSON is E_1 with HTTP 400', async () => {
    const answer = await sendRaw(api, {
      method: 'GET',
      headers: { 'x-platform': 'web' },
      search: new URLSearchParams({ query: '{ health }', variables: '{bad' }).toString(),
    })
    expect(answer.status).toBe(400)
    expect(answer.codes).toEqual(['E_1'])
  })

  it('development mode keeps what was wrong as extensions.detail', async () => {
    const answer = await postJson(api, { query: '{ helth }' }, SDK_HEADERS)
    expect(answer.body?.errors?.[0]?.extensions?.detail).toMatch(/Cannot query field "helth"/)
  })
})
