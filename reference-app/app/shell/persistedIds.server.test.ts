// The '/graphql' proxy puts back the persisted ids the browser's documents leave out (#36).
import { describe, expect, it } from 'vitest'
import { bodyWithIds, searchWithIds } from './persistedIds.server'

const ID = 'a'.repeat(64)
const IDS = new Map([['ProductPage', ID]])
const withoutId = { persistedQuery: { version: 1, sha256Hash: '' } }

describe('persisted ids put back by the proxy', () => {
  it('fills a GET call’s id from its operation name, the rest of the address as it was', () => {
    const sent = new URLSearchParams({
      operationName: 'ProductPage',
      variables: '{"alias":"nurofen"}',
      extensions: JSON.stringify(withoutId),
    })
    const filled = new URLSearchParams(searchWithIds(`?${sent}`, IDS))
    expect(JSON.parse(filled.get('extensions') ?? '')).toEqual({
      persistedQuery: { version: 1, sha256Hash: ID },
    })
    expect(filled.get('variables')).toBe('{"alias":"nurofen"}')
    expect([...filled.keys()]).toEqual(['operationName', 'variables', 'extensions'])
  })

  it('fills a POST call and each call of a batch', () => {
    const one = { operationName: 'ProductPage', variables: {}, extensions: withoutId }
    expect(JSON.parse(bodyWithIds(JSON.stringify(one), IDS)).extensions.persistedQuery).toEqual({
      version: 1,
      sha256Hash: ID,
    })
    const batch = JSON.parse(bodyWithIds(JSON.stringify([one, one]), IDS)) as (typeof one)[]
    expect(batch.map((call) => call.extensions.persistedQuery.sha256Hash)).toEqual([ID, ID])
  })

  it('leaves alone a call with its id or its text, an unknown name and a body that is not JSON', () => {
    const withId = JSON.stringify({
      operationName: 'ProductPage',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } },
    })
    expect(bodyWithIds(withId, IDS)).toBe(withId)
    const text = JSON.stringify({ operationName: 'ProductPage', query: 'query ProductPage { x }' })
    expect(bodyWithIds(text, IDS)).toBe(text)
    const unknown = JSON.stringify({ operationName: 'Other', extensions: withoutId })
    expect(bodyWithIds(unknown, IDS)).toBe(unknown)
    expect(bodyWithIds('not json', IDS)).toBe('not json')
    expect(searchWithIds('', IDS)).toBe('')
  })
})
