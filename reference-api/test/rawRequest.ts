// Sends a request to /graphql exactly as given — any method, headers and body — and reads the
// answer whatever it is, for the suites that check what the API does with bad requests.
import type { TestApi } from './harness'

export interface RawAnswer {
  status: number
  headers: Headers
  text: string
  /** The parsed body, or null when it is not JSON. */
  body: {
    data?: unknown
    errors?: { message: string; path?: unknown[]; extensions?: Record<string, unknown> }[]
  } | null
  /** The `extensions.code` of every error, in order. */
  codes: unknown[]
}

export interface RawRequest {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** The query string of a GET, without '?'. */
  search?: string
}

/** The headers of a JSON POST as the sdk sends it. */
export const SDK_HEADERS = { 'content-type': 'application/json', 'x-platform': 'web' }

export async function sendRaw(api: TestApi, request: RawRequest): Promise<RawAnswer> {
  const url = `${api.url}/graphql${request.search ? `?${request.search}` : ''}`
  const response = await fetch(url, {
    method: request.method ?? 'POST',
    headers: request.headers ?? SDK_HEADERS,
    ...(request.body !== undefined ? { body: request.body } : {}),
  })
  const text = await response.text()
  let body: RawAnswer['body'] = null
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    body,
    codes: (body?.errors ?? []).map((error) => error.extensions?.code),
  }
}

/** A JSON POST of one operation. */
export const postJson = (
  api: TestApi,
  payload: unknown,
  headers: Record<string, string> = SDK_HEADERS,
): Promise<RawAnswer> => sendRaw(api, { headers, body: JSON.stringify(payload) })
