// Persisted operations (trusted documents): the manifest of every operation in schema/operations,
// as codegen put them into @apteka/sdk, by the SHA-256 of their text; and the Yoga plugin that lets
// a client send `extensions.persistedQuery.sha256Hash` (Apollo's convention) or `documentId`
// instead of the text — by GET too, so cacheable reads can go through a CDN.
// Arbitrary documents stay allowed (partners use the sdk with their own) unless `persistedOnly`.
import { createHash } from 'node:crypto'
import * as sdk from '@apteka/sdk'
import type { Plugin } from 'graphql-yoga'
import { requestError } from './errors'

/** The SHA-256 of a document's text, lowercase hex: the id a client sends. */
export const operationHash = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Hash → document text of every `…Document` the sdk exports (generated from schema/operations by
 * `npm run codegen`), so the manifest cannot drift from the operations the storefront sends.
 */
export function operationManifest(): Map<string, string> {
  const manifest = new Map<string, string>()
  for (const [name, value] of Object.entries(sdk)) {
    if (!name.endsWith('Document') || !(value instanceof String)) continue
    const text = String(value)
    manifest.set(operationHash(text), text)
  }
  return manifest
}

const hashOf = (params: {
  extensions?: Record<string, unknown>
  documentId?: unknown
}): string | undefined => {
  const persisted = params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined
  const id = persisted?.sha256Hash ?? params.documentId
  if (id === undefined || id === null) return undefined
  if (typeof id !== 'string') throw requestError('The persisted operation id is not a string')
  return id.startsWith('sha256:') ? id.slice('sha256:'.length) : id
}

/**
 * The plugin; list it before any plugin that reads `params.query` (the response cache).
 *
 * @example
 * createYoga({ extraParamNames: ['documentId'], plugins: [persistedOperations(operationManifest(), () => false)] })
 */
export function persistedOperations(
  manifest: Map<string, string>,
  persistedOnly: () => boolean,
): Plugin {
  return {
    onParams({ params, request, setParams }) {
      // Yoga's GET parser keeps only query, variables, operationName and extensions.
      const fromUrl =
        request.method === 'GET' ? new URL(request.url).searchParams.get('documentId') : null
      const withId = params as typeof params & { documentId?: unknown }
      const hash = hashOf({ ...withId, documentId: withId.documentId ?? fromUrl ?? undefined })
      if (hash === undefined) {
        if (persistedOnly()) throw requestError('Only persisted operations are accepted')
        return
      }
      const query = manifest.get(hash)
      if (query === undefined) throw requestError(`Unknown persisted operation ${hash}`)
      if (params.query !== undefined && params.query !== query)
        throw requestError('The query text does not match its persisted operation id')
      const { documentId: _documentId, ...rest } = params as typeof params & {
        documentId?: unknown
      }
      setParams({ ...rest, query })
    },
  }
}
