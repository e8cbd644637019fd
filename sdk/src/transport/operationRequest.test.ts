import { describe, expect, it } from 'vitest'
import { CartDocument, UpdateCartDocument } from '../generated/documents'
import * as Persisted from '../generated/persistedDocuments'
import { MAX_GET_URL_LENGTH, operationRequest } from './operationRequest'

const persistedQuery = (document: { __meta__?: Record<string, unknown> | undefined }) => ({
  version: 1,
  sha256Hash: document.__meta__?.hash,
})

describe('operationRequest', () => {
  it('a document with its text is a POST of operationName, query and variables', () => {
    const request = operationRequest(CartDocument, { regionID: '77' }, '/graphql')
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/graphql')
    expect(JSON.parse(request.body ?? '')).toEqual({
      operationName: 'cart',
      query: CartDocument.toString(),
      variables: { regionID: '77' },
    })
  })

  it('a hash-only query is a GET of operationName, variables and the persisted-query id', () => {
    const request = operationRequest(Persisted.CartDocument, { regionID: '77' }, '/graphql')
    expect(request).toMatchObject({ operationName: 'cart', method: 'GET' })
    expect(request.body).toBeUndefined()
    const url = new URL(request.url, 'https://apteka.test')
    expect(url.pathname).toBe('/graphql')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      operationName: 'cart',
      variables: '{"regionID":"77"}',
      extensions: JSON.stringify({ persistedQuery: persistedQuery(Persisted.CartDocument) }),
    })
  })

  it('a hash-only mutation is a POST of its id without the text', () => {
    const variables = { regionID: '77', items: [] }
    const request = operationRequest(Persisted.UpdateCartDocument, variables, '/graphql')
    expect(request.method).toBe('POST')
    expect(JSON.parse(request.body ?? '')).toEqual({
      operationName: 'updateCart',
      variables,
      extensions: { persistedQuery: persistedQuery(Persisted.UpdateCartDocument) },
    })
    expect(request.body).not.toContain('mutation')
    expect(UpdateCartDocument.toString()).toContain('mutation updateCart')
  })

  it('a hash-only query whose URL would be too long goes by POST', () => {
    const variables = { regionID: 'x'.repeat(MAX_GET_URL_LENGTH) }
    const request = operationRequest(Persisted.CartDocument, variables, '/graphql')
    expect(request.method).toBe('POST')
    expect(JSON.parse(request.body ?? '').extensions).toEqual({
      persistedQuery: persistedQuery(Persisted.CartDocument),
    })
  })

  it('keeps the query string an endpoint already has', () => {
    const request = operationRequest(Persisted.CartDocument, { regionID: '77' }, '/graphql?v=2')
    expect(request.url.startsWith('/graphql?v=2&operationName=cart&')).toBe(true)
  })
})
