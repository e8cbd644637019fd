// CSRF and CORS (issue #13, item 6): a cross-site form — urlencoded, multipart or text/plain —
// cannot run a mutation, bodies are JSON only, a GET needs the X-Platform header and never
// mutates, and only the allowed origins (the storefront's own by default) get CORS with
// credentials. The sdk's own requests, as a browser and as the storefront's server send them, pass.
import {
  createStorefrontClient,
  GetCodeDocument,
  memoryCookies,
  SearchHelpDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config'
import { startTestApi, type TestApi } from './harness'
import { sendRaw } from './rawRequest'

const STOREFRONT = 'http://localhost:3000'
const EVIL = 'https://evil.example'
const PHONE = '+79995550011'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ catalogSize: 60 })
})
afterAll(() => api?.close())

describe('a cross-site request', () => {
  const form = new URLSearchParams({
    query: `mutation { getCode(phone: "${PHONE}") { __typename } }`,
  }).toString()

  it('a urlencoded form POST cannot send an SMS', async () => {
    const answer = await sendRaw(api, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      body: form,
    })
    expect(answer.status).toBe(403)
    expect(answer.codes).toEqual(['E_1'])
    expect(api.sms).toEqual([])
  })

  it('a multipart form POST cannot send an SMS', async () => {
    const body = new FormData()
    body.set(
      'operations',
      JSON.stringify({ query: `mutation { getCode(phone: "${PHONE}") { __typename } }` }),
    )
    body.set('map', '{}')
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      body,
      headers: { origin: EVIL },
    })
    expect(response.status).toBe(403)
    expect(api.sms).toEqual([])
  })

  it('a text/plain POST with a JSON body cannot send an SMS', async () => {
    const answer = await sendRaw(api, {
      headers: { 'content-type': 'text/plain', origin: EVIL },
      body: JSON.stringify({ query: `mutation { getCode(phone: "${PHONE}") { __typename } }` }),
    })
    expect(answer.status).toBe(403)
    expect(api.sms).toEqual([])
  })

  it('a form body is refused even with the X-Platform header: JSON bodies only', async () => {
    const answer = await sendRaw(api, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-platform': 'web' },
      body: form,
    })
    expect(answer.status).toBe(415)
    expect(answer.codes).toEqual(['E_1'])
    expect(api.sms).toEqual([])
  })

  it('a GET without the X-Platform header is refused; with it a query runs', async () => {
    const search = new URLSearchParams({ query: '{ health }' }).toString()
    const bare = await sendRaw(api, { method: 'GET', headers: {}, search })
    expect(bare.status).toBe(403)
    expect(bare.codes).toEqual(['E_1'])
    const withHeader = await sendRaw(api, {
      method: 'GET',
      headers: { 'x-platform': 'web' },
      search,
    })
    expect(withHeader.status).toBe(200)
    expect(withHeader.body?.data).toEqual({ health: 'ok' })
  })

  it('a GET never runs a mutation', async () => {
    const answer = await sendRaw(api, {
      method: 'GET',
      headers: { 'x-platform': 'web' },
      search: new URLSearchParams({
        query: `mutation { getCode(phone: "${PHONE}") { __typename } }`,
      }).toString(),
    })
    expect(answer.status).toBe(405)
    expect(answer.codes).toEqual(['E_1'])
    expect(api.sms).toEqual([])
  })

  it('other methods are E_1 with 405', async () => {
    const answer = await sendRaw(api, { method: 'PUT', body: '{}' })
    expect(answer.status).toBe(405)
    expect(answer.codes).toEqual(['E_1'])
  })
})

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${api.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-platform',
      },
    })

  it('the storefront’s origin gets credentials, on the preflight and on the answer', async () => {
    const allowed = await preflight(STOREFRONT)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(STOREFRONT)
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    const answer = await api.gql('{ health }', {}, { origin: STOREFRONT })
    expect(answer.headers.get('access-control-allow-origin')).toBe(STOREFRONT)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('any other origin gets no CORS headers at all', async () => {
    const refused = await preflight(EVIL)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull()
    const answer = await api.gql('{ health }', {}, { origin: EVIL })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('the allowed origins come from PUBLIC_URL, or from CORS_ORIGINS', () => {
    expect(readConfig({}).allowedOrigins).toEqual([STOREFRONT])
    expect(readConfig({ PUBLIC_URL: 'https://apteka.example/shop/' }).allowedOrigins).toEqual([
      'https://apteka.example',
    ])
    expect(
      readConfig({ CORS_ORIGINS: 'https://a.example, https://b.example/' }).allowedOrigins,
    ).toEqual(['https://a.example', 'https://b.example'])
  })
})

describe('the sdk', () => {
  it('passes as a browser client: JSON POST with X-Platform', async () => {
    const client = createStorefrontClient({
      endpoint: `${api.url}/graphql`,
      cookies: memoryCookies(),
    })
    const help = await client.request(SearchHelpDocument, {})
    expect(help.errors).toEqual([])
    const code = await client.request(GetCodeDocument, { phone: PHONE })
    expect(code.errors).toEqual([])
    expect(api.sms.map((sms) => sms.phone)).toContain(PHONE)
    await client.dispose()
  })

  it('passes as the storefront’s server, forwarding the browser’s headers', async () => {
    const client = createStorefrontClient({
      endpoint: `${api.url}/graphql`,
      cookies: memoryCookies(),
      serverHeaders: {
        origin: STOREFRONT,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        cookie: 'guest_id=abc-1',
      },
    })
    const help = await client.request(SearchHelpDocument, {})
    expect(help.errors).toEqual([])
    await client.dispose()
  })
})
