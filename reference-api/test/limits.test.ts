// Query limits (issue #13, item 5): depth, aliases, directives, tokens, body size, the cost of
// list fields and batching are refused before any resolver runs — while every operation the
// storefront sends (schema/operations) stays within them at its largest page sizes.
import { loadSchema } from '@apteka/schema'
import { GetCodeDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operationDocuments, variablesFor } from '../scripts/fuzzRequests'
import { readConfig } from '../src/config'
import { DEFAULT_LIMITS, limitsExceeded, measureDocument } from '../src/security/limits'
import { startTestApi, type TestApi } from './harness'
import { postJson, sendRaw } from './rawRequest'
import { backends, suiteDatabaseUrl } from './shopper'

const aliased = (count: number, field: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(' ')
const getCodes = (count: number) =>
  `mutation { ${aliased(count, (i) => `getCode(phone: "+7999100${String(i).padStart(4, '0')}") { __typename }`)} }`

describe('the storefront’s own operations', () => {
  const schema = loadSchema()
  const documents = operationDocuments()

  it('are all found in schema/operations', () => {
    expect(documents.length).toBeGreaterThan(80)
    expect(documents.map((document) => document.name)).toEqual(
      expect.arrayContaining(['CatalogPage', 'ProductPage', 'HomePage', 'preOrder', 'updateCart']),
    )
  })

  it.each(operationDocuments().map((document) => [document.name, document] as const))(
    '%s stays within the default limits at its largest variables',
    (_name, document) => {
      const measure = measureDocument(
        schema,
        document.source,
        variablesFor(schema, document.definition, { kind: 'largest' }),
      )
      expect(limitsExceeded(measure, DEFAULT_LIMITS), JSON.stringify(measure)).toEqual([])
    },
  )

  it('CatalogPage at 100 products costs more than at 24, and a page of pages far more', () => {
    const catalog = documents.find((document) => document.name === 'CatalogPage')!
    const cost = (pageCount: number) =>
      measureDocument(schema, catalog.source, {
        regionID: 'moscowregion',
        url: '/catalog/',
        search: { page: 1, pageCount },
      }).cost
    expect(cost(100)).toBeGreaterThan(cost(24))
    const pageOfPages = `{ products(search: { regionID: "moscowregion", pageCount: 100 }) {
      items { analogs(paginator: { limit: 100 }) { items { analogs(paginator: { limit: 100 }) {
        items { id } } } } } } }`
    expect(measureDocument(schema, pageOfPages).cost).toBeGreaterThan(DEFAULT_LIMITS.cost)
  })
})

describe('the cost of search texts', () => {
  const schema = loadSchema()
  const text = (length: number) => 'абвгдеёжзийклмнопрстуфхцчшщэюя'.repeat(5).slice(0, length)
  const filterSearches = (count: number, length: number) =>
    `{ ${aliased(count, () => `filterConfig(regionID: "moscowregion", type: search, query: "${text(length)}") { defaultSort { __typename } }`)} }`

  it('grows with the length of the text', () => {
    const short = measureDocument(schema, filterSearches(1, 8)).cost
    const long = measureDocument(schema, filterSearches(1, 128)).cost
    expect(long - short).toBeGreaterThanOrEqual(7000)
  })

  it('six aliased filterConfig searches of 128 characters no longer fit the default cost', () => {
    expect(measureDocument(schema, filterSearches(6, 128)).cost).toBeGreaterThan(
      DEFAULT_LIMITS.cost,
    )
    expect(measureDocument(schema, filterSearches(2, 128)).cost).toBeLessThan(DEFAULT_LIMITS.cost)
  })
})

describe('readConfig limits', () => {
  it('takes the defaults, and positive integers from GRAPHQL_MAX_*', () => {
    expect(readConfig({}).limits).toEqual(DEFAULT_LIMITS)
    const limits = readConfig({ GRAPHQL_MAX_DEPTH: '20', GRAPHQL_MAX_COST: 'lots' }).limits
    expect(limits.depth).toBe(20)
    expect(limits.cost).toBe(DEFAULT_LIMITS.cost)
  })
})

describe.each(backends)('limits on the server, %s', (_name, base) => {
  let api: TestApi
  beforeAll(async () => {
    const databaseUrl = await suiteDatabaseUrl(base, 'limits')
    api = await startTestApi({
      catalogSize: 120,
      config: { limits: { ...DEFAULT_LIMITS, batch: 3 } },
      ...(databaseUrl ? { databaseUrl } : {}),
    })
  })
  afterAll(() => api?.close())

  const refused = async (payload: unknown, status = 400) => {
    const answer = await postJson(api, payload)
    expect(answer.status).toBe(status)
    expect(answer.codes).toEqual(['E_1'])
    expect(answer.body?.data).toBeUndefined()
    return answer
  }

  it('a depth-80 query is E_1 with HTTP 400', async () => {
    await refused({
      query: `{ categories { ${'children { '.repeat(80)}id${' }'.repeat(80)} } }`,
    })
  })

  it('aliases over the limit are refused before a single resolver runs', async () => {
    await refused({ query: getCodes(DEFAULT_LIMITS.aliases + 1) })
    expect(api.sms).toEqual([])
  })

  it('1000 aliases and 100 aliased full-text searches are refused', async () => {
    await refused({ query: `{ ${aliased(1000, () => 'health')} }` })
    await refused({
      query: `{ ${aliased(100, (i) => `searchAutocomplete(regionID: "moscowregion", query: "парацетамол ${i}") { sts { st } }`)} }`,
    })
  })

  it('more full-text searches than the cost allows are refused even under the alias limit', async () => {
    await refused({
      query: `{ ${aliased(10, (i) => `searchAutocomplete(regionID: "moscowregion", query: "аспирин ${i}") { sts { st } }`)} }`,
    })
  })

  it('six aliased 128-character filterConfig searches are refused before any runs', async () => {
    const long = 'ё'.repeat(128)
    await refused({
      query: `{ ${aliased(6, () => `filterConfig(regionID: "moscowregion", type: search, query: "${long}") { defaultSort { __typename } }`)} }`,
    })
  })

  it('a search text in a variable is priced by its length: short passes, long is refused', async () => {
    const query = `query($q: String!) { ${aliased(4, () => 'searchAutocomplete(regionID: "moscowregion", query: $q) { sts { st } }')} }`
    const short = await postJson(api, { query, variables: { q: 'аспирин' } })
    expect(short.codes).toEqual([])
    await refused({ query, variables: { q: 'а'.repeat(128) } })
  })

  it('directives over the limit are refused', async () => {
    await refused({
      query: `{ health ${'@include(if: true) '.repeat(DEFAULT_LIMITS.directives + 1)}}`,
    })
  })

  it('a document over the token limit is refused', async () => {
    await refused({ query: `{ ${'__typename '.repeat(DEFAULT_LIMITS.tokens + 10)}}` })
  })

  it('a 500k-token body is refused with 413 before it is parsed', async () => {
    await refused({ query: `{ ${'__typename '.repeat(500_000)}}` }, 413)
  })

  it('a page of pages over the cost limit is refused', async () => {
    await refused({
      query: `{ products(search: { regionID: "moscowregion", pageCount: 100 }) { items {
        analogs(paginator: { limit: 100 }) { items { analogs(paginator: { limit: 100 }) {
        items { id } } } } } } }`,
    })
  })

  it('the cost is counted with the variables: the same document passes small and is refused big', async () => {
    const query = `query($n: Int) { products(search: { regionID: "moscowregion", pageCount: $n }) {
      items { analogs(paginator: { limit: $n }) { items { analogs(paginator: { limit: $n }) {
      items { id } } } } } } }`
    const small = await postJson(api, { query, variables: { n: 2 } })
    expect(small.status).toBe(200)
    expect(small.codes).toEqual([])
    await refused({ query, variables: { n: 100 } })
  })

  it('batches are capped at the configured size', async () => {
    const health = { query: '{ health }' }
    const within = await sendRaw(api, { body: JSON.stringify([health, health, health]) })
    expect(within.status).toBe(200)
    expect(JSON.parse(within.text)).toEqual(Array(3).fill({ data: { health: 'ok' } }))
    const over = await sendRaw(api, { body: JSON.stringify([health, health, health, health]) })
    expect(over.status).toBe(413)
    expect(over.codes).toEqual(['E_1'])
  })

  it('the storefront’s CatalogPage at 100 products a page passes', async () => {
    const catalog = operationDocuments().find((document) => document.name === 'CatalogPage')!
    const answer = await postJson(api, {
      query: catalog.source,
      variables: {
        regionID: 'moscowregion',
        url: '/catalog/',
        search: { page: 1, pageCount: 100 },
      },
    })
    expect(answer.codes).not.toContain('E_1')
  })

  it('a getCode within the limits still sends its SMS', async () => {
    const answer = await api.gql(GetCodeDocument, { phone: '+79991112244' })
    expect(answer.errors).toEqual([])
    expect(api.sms).toHaveLength(1)
  })
})

describe('batching off (the default)', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ catalogSize: 60 })
  })
  afterAll(() => api?.close())

  it('refuses any array body with E_1', async () => {
    const answer = await sendRaw(api, { body: JSON.stringify([{ query: '{ health }' }]) })
    expect(answer.status).toBe(400)
    expect(answer.codes).toEqual(['E_1'])
  })
})
