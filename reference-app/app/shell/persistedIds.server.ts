// The persisted ids the browser's documents leave out (vite.browserDocuments.ts): the '/graphql'
// proxy puts each call's id back by its operation's name before the call goes to the API.
import * as sdk from '@apteka/sdk'

/** Operation name → SHA-256 id, from the server build's documents (hash-only, 'apteka-persisted'). */
export const PERSISTED_IDS: ReadonlyMap<string, string> = new Map(
  Object.values(sdk).flatMap((value) => {
    const meta = (value as { __meta__?: { hash?: unknown; operationName?: unknown } }).__meta__
    return typeof meta?.hash === 'string' &&
      meta.hash !== '' &&
      typeof meta.operationName === 'string'
      ? [[meta.operationName, meta.hash] as const]
      : []
  }),
)

interface PersistedParams {
  operationName?: unknown
  extensions?: { persistedQuery?: { sha256Hash?: unknown } }
}

/** The id of a call sent without one, or null when it has one (or names no operation known here). */
function missingId(params: PersistedParams, ids: ReadonlyMap<string, string>): string | null {
  const persisted = params.extensions?.persistedQuery
  if (persisted?.sha256Hash !== '' || typeof params.operationName !== 'string') return null
  return ids.get(params.operationName) ?? null
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A POST body (one call or a batch) with the ids put back; the body itself when none was missing. */
export function bodyWithIds(body: string, ids = PERSISTED_IDS): string {
  const parsed = parseJson(body)
  const calls = (Array.isArray(parsed) ? parsed : [parsed]) as (PersistedParams | null)[]
  let filled = false
  for (const call of calls) {
    const id = typeof call === 'object' && call !== null ? missingId(call, ids) : null
    if (id === null || !call?.extensions?.persistedQuery) continue
    call.extensions.persistedQuery.sha256Hash = id
    filled = true
  }
  return filled ? JSON.stringify(parsed) : body
}

/** A GET call's query string (`?operationName=…&extensions=…`) with its id put back. */
export function searchWithIds(search: string, ids = PERSISTED_IDS): string {
  const params = new URLSearchParams(search)
  const extensions = parseJson(params.get('extensions') ?? '') as PersistedParams['extensions']
  const id = missingId({ operationName: params.get('operationName'), extensions }, ids)
  if (id === null || !extensions?.persistedQuery) return search
  extensions.persistedQuery.sha256Hash = id
  params.set('extensions', JSON.stringify(extensions))
  return `?${params}`
}
