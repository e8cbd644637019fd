// What one call puts on the wire: a document with its text goes as a POST of operationName,
// query and variables (SPEC §7); a hash-only document (the persisted build) goes by its id —
// a query by GET, so a CDN and the API's response cache can keep cacheable reads, a mutation
// (or a query whose URL would be too long) by POST.
import { isQueryText, operationName as operationNameOf } from '../internal/operationName'
import type { GraphQLDocument } from './document'

/** What a hash-only document carries instead of its text (generated/persistedDocuments.ts). */
export interface PersistedDocumentMeta {
  /** SHA-256 of the operation's text, lowercase hex: the id the API's manifest knows. */
  readonly hash: string
  readonly operationName: string
  readonly operationType: 'query' | 'mutation' | 'subscription'
}

/** The request of one call: where, how, and the JSON body of a POST. */
export interface OperationRequest {
  readonly operationName: string | null
  /** A query (safe to send again), not a mutation or a subscription. */
  readonly isQuery: boolean
  readonly method: 'GET' | 'POST'
  readonly url: string
  /** The JSON body; none for a GET. */
  readonly body?: string
}

/** Longer GET URLs go by POST: some proxies and CDNs refuse URLs past about 2 kB. */
export const MAX_GET_URL_LENGTH = 2000

/** The persisted-operation id of a document without text, or null for a document with one. */
export function persistedMeta(document: {
  readonly __meta__?: Record<string, unknown> | undefined
}): PersistedDocumentMeta | null {
  const meta = document.__meta__
  if (!meta || typeof meta.hash !== 'string' || typeof meta.operationName !== 'string') return null
  return meta as unknown as PersistedDocumentMeta
}

/**
 * The request for `document` with `variables` to `endpoint`.
 *
 * @example
 * operationRequest(ProductPageDocument, { alias, regionID }, '/graphql')
 * // text build: { method: 'POST', url: '/graphql', body: '{"operationName":"ProductPage","query":…}' }
 * // persisted build: { method: 'GET', url: '/graphql?operationName=ProductPage&variables=…&extensions=…' }
 */
export function operationRequest<R, V>(
  document: GraphQLDocument<R, V>,
  variables: V | undefined,
  endpoint: string,
): OperationRequest {
  const query = document.toString()
  const meta =
    query === '' ? persistedMeta(document as { __meta__?: Record<string, unknown> }) : null
  if (meta === null) {
    const operationName = operationNameOf(query)
    const body = JSON.stringify({ operationName, query, variables: variables ?? {} })
    const isQuery = isQueryText(query)
    return { operationName, isQuery, method: 'POST', url: endpoint, body }
  }
  const { operationName } = meta
  const isQuery = meta.operationType === 'query'
  const extensions = { persistedQuery: { version: 1, sha256Hash: meta.hash } }
  if (meta.operationType === 'query') {
    const params = new URLSearchParams({
      operationName,
      variables: JSON.stringify(variables ?? {}),
      extensions: JSON.stringify(extensions),
    })
    const url = `${endpoint}${endpoint.includes('?') ? '&' : '?'}${params}`
    if (url.length <= MAX_GET_URL_LENGTH) return { operationName, isQuery, method: 'GET', url }
  }
  const body = JSON.stringify({ operationName, variables: variables ?? {}, extensions })
  return { operationName, isQuery, method: 'POST', url: endpoint, body }
}
