// Persisted operations (src/persistedOperations.ts): a document named by its SHA-256 hash, by POST
// and by GET, answers as its text does; unknown ids and mismatched texts are E_1; with
// persistedOnly, a document sent as text is refused while hashes still work. The sdk's hash-only
// documents (what the storefront's build ships) name each operation by the manifest's id, and the
// sdk's requests with them (GET for queries, POST for mutations) answer as the texts do.
import * as sdk from '@apteka/sdk'
import {
  ClearCartDocument,
  createStorefrontClient,
  memoryCookies,
  ProductPageDocument,
  SearchAutocompleteDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The generated file itself: the storefront's build resolves the sdk's `#documents` to it.
import * as Persisted from '../../sdk/src/generated/persistedDocuments'
import { operationHash, operationManifest } from '../src/persistedOperations'
import { startTestApi, type TestApi, withConfig } from './harness'

const REGION = 'moscowregion'

const post = (api: TestApi, body: unknown) =>
  fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-platform': 'web' },
    body: JSON.stringify(body),
  })

type Answer = { data?: unknown; errors?: { extensions?: { code?: string } }[] }

/** An sdk client on the API that records each request's method and each answer's headers. */
function recordingClient(api: TestApi) {
  const calls: { method: string; url: string; headers: Headers }[] = []
  const client = createStorefrontClient({
    endpoint: `${api.url}/graphql`,
    cookies: memoryCookies(),
    tabSync: false,
    fetch: async (input, init) => {
      const response = await fetch(input, init)
      calls.push({ method: init?.method ?? 'GET', url: String(input), headers: response.headers })
      return response
    },
  })
  return { client, calls }
}

/** The hash-only documents by export name, with their ids. */
const persistedDocuments = Object.entries(Persisted).filter(([name]) => name.endsWith('Document'))

describe('persisted operations', () => {
  let api: TestApi
  let alias: string

  beforeAll(async () => {
    // The response cache off: every answer here is computed from the document it names.
    api = await startTestApi({
      catalogSize: 60,
      config: { responseCache: { ttlMs: 0, maxBytes: 0 } },
    })
    const [row] = await api.database.exec<{ alias: string }>(
      'SELECT alias FROM products ORDER BY id LIMIT 1',
    )
    alias = row?.alias as string
  })
  afterAll(() => api?.close())

  it('knows every operation of the sdk by the hash of its text', () => {
    const manifest = operationManifest()
    expect(manifest.size).toBeGreaterThan(50)
    expect(manifest.get(operationHash(String(ProductPageDocument)))).toBe(
      String(ProductPageDocument),
    )
  })

  it('holds exactly the texts of the sdk’s documents (the manifest is not read from the sdk)', () => {
    const sdkTexts = Object.entries(sdk)
      .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
      .map(([, value]) => String(value))
    expect(sdkTexts.length).toBeGreaterThan(50)
    expect([...operationManifest().keys()].sort()).toEqual(sdkTexts.map(operationHash).sort())
  })

  it('knows every hash-only document of the sdk by the id it carries, its text by that id', () => {
    const manifest = operationManifest()
    expect(persistedDocuments.length).toBe(manifest.size)
    for (const [name, document] of persistedDocuments) {
      expect(String(document), name).toBe('')
      const meta = (document as { __meta__?: Record<string, unknown> }).__meta__
      const text = String((sdk as Record<string, unknown>)[name])
      expect(meta?.hash, name).toBe(operationHash(text))
      expect(manifest.get(meta?.hash as string), name).toBe(text)
    }
  })

  it('answers the sdk’s hash-only query (a GET) as it answers the text (a POST)', async () => {
    const { client, calls } = recordingClient(api)
    const variables = { regionID: REGION, alias }
    const byText = await client.request(ProductPageDocument, variables)
    const byId = await client.request(Persisted.ProductPageDocument, variables)
    expect(calls.map((call) => call.method)).toEqual(['POST', 'GET'])
    expect(new URL(calls[1]?.url ?? '').searchParams.has('query')).toBe(false)
    expect(byText.errors).toEqual([])
    expect(byId).toEqual({ ...byText, traceId: byId.traceId })
    await client.dispose()
  })

  it('answers the sdk’s hash-only mutation (a POST without text) as it answers the text', async () => {
    const { client, calls } = recordingClient(api)
    const byText = await client.request(ClearCartDocument, { regionID: REGION })
    const byId = await client.request(Persisted.ClearCartDocument, { regionID: REGION })
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST'])
    expect(byText.errors).toEqual([])
    expect(byId).toEqual({ ...byText, traceId: byId.traceId })
    await client.dispose()
  })

  it('answers a hash sent by POST as it answers the text', async () => {
    const variables = { regionID: REGION, alias }
    const byText = (await (
      await post(api, { query: String(ProductPageDocument), variables })
    ).json()) as Answer
    const byHash = (await (
      await post(api, {
        variables,
        extensions: {
          persistedQuery: { version: 1, sha256Hash: operationHash(String(ProductPageDocument)) },
        },
      })
    ).json()) as Answer
    expect(byText.errors).toBeUndefined()
    expect(byHash).toEqual(byText)
  })

  it('answers a documentId sent by GET', async () => {
    const params = new URLSearchParams({
      documentId: `sha256:${operationHash(String(SearchAutocompleteDocument))}`,
      variables: JSON.stringify({ regionID: REGION, query: 'крем', size: 5 }),
    })
    const response = await fetch(`${api.url}/graphql?${params}`, {
      headers: { 'x-platform': 'web' },
    })
    const body = (await response.json()) as Answer & { data: { searchAutocomplete: unknown } }
    expect(response.status).toBe(200)
    expect(body.errors).toBeUndefined()
    expect(body.data.searchAutocomplete).toBeTruthy()
  })

  it('refuses an unknown id and a text that is not the one its id names, with E_1', async () => {
    const unknown = (await (
      await post(api, {
        extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
      })
    ).json()) as Answer
    expect(unknown.errors?.map((error) => error.extensions?.code)).toEqual(['E_1'])
    const mismatch = (await (
      await post(api, {
        query: '{ __typename }',
        extensions: {
          persistedQuery: { version: 1, sha256Hash: operationHash(String(ProductPageDocument)) },
        },
      })
    ).json()) as Answer
    expect(mismatch.errors?.map((error) => error.extensions?.code)).toEqual(['E_1'])
  })

  it('with persistedOnly, refuses a document sent as text and still answers a hash', async () => {
    await withConfig(api, { persistedOnly: true }, async () => {
      const text = (await (await post(api, { query: '{ __typename }' })).json()) as Answer
      expect(text.errors?.map((error) => error.extensions?.code)).toEqual(['E_1'])
      const hash = (await (
        await post(api, {
          variables: { regionID: REGION, alias },
          extensions: {
            persistedQuery: { version: 1, sha256Hash: operationHash(String(ProductPageDocument)) },
          },
        })
      ).json()) as Answer
      expect(hash.errors).toBeUndefined()
    })
  })
})

describe('persisted operations with the response cache on', () => {
  let api: TestApi
  let alias: string

  beforeAll(async () => {
    api = await startTestApi({
      catalogSize: 60,
      config: { responseCache: { ttlMs: 30_000, maxBytes: 1 << 20 } },
    })
    const [row] = await api.database.exec<{ alias: string }>(
      'SELECT alias FROM products ORDER BY id LIMIT 1',
    )
    alias = row?.alias as string
  })
  afterAll(() => api?.close())

  it('a cacheable read the sdk sends by id goes by GET and may be kept by a CDN', async () => {
    const { client, calls } = recordingClient(api)
    const variables = { regionID: REGION, alias }
    const first = await client.request(Persisted.ProductPageDocument, variables)
    const second = await client.request(Persisted.ProductPageDocument, variables)
    expect(first.errors).toEqual([])
    expect(second.data).toEqual(first.data)
    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET'])
    expect(calls.map((call) => call.headers.get('x-cache'))).toEqual(['MISS', 'HIT'])
    expect(calls[1]?.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30')
    await client.dispose()
  })
})
