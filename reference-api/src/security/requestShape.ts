// What a request to /graphql must look like before it is parsed: a JSON body (or a GraphQL over
// HTTP GET for queries), a header a cross-site form cannot send, and CORS for the allowed origins.
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention'
import type { CORSOptions, Plugin } from 'graphql-yoga'
import { requestError } from '../errors'
import type { RequestLimits } from './limits'

/**
 * The header every request must carry unless its content type already forces a CORS preflight
 * (application/json does). The sdk sends `X-Platform: web` on every call, and the storefront's
 * proxy forwards it; a cross-site `<form>` or `<img>` cannot set it.
 */
export const CSRF_HEADERS = ['x-platform']

const JSON_TYPES = ['application/json', 'application/graphql+json']

const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

/** `variables` and `extensions` of a GET must be JSON objects; Yoga would throw a bare SyntaxError. */
function assertJsonParameter(name: string, value: string | null) {
  if (value === null || value === '') return
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw requestError(`"${name}" is not JSON`)
  }
  if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed)))
    throw requestError(`"${name}" is not a JSON object`)
}

/**
 * Reads a JSON body of at most `maxBytes` and parses it. A body over the limit is refused as soon
 * as it is (413) — before a megabyte document is decoded, let alone parsed — and a body that is
 * not UTF-8 JSON is E_1.
 */
async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes)
    throw requestError('The body is too large', 413)
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        throw requestError('The body is too large', 413)
      }
      chunks.push(value)
    }
  }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)))
  } catch {
    throw requestError('The body is not JSON')
  }
  // An object is one operation, an array a batch (limited by Yoga's batching option).
  if (typeof body !== 'object' || body === null) throw requestError('The body is not an object')
  return body
}

/**
 * Only JSON bodies, read by `readJsonBody`: form-encoded, multipart and text/plain POSTs are what
 * a cross-site page can send without a preflight, and `application/graphql` bodies are not used
 * by any client of ours.
 */
const jsonBodiesOnly = (maxBytes: number): Plugin => ({
  onRequestParse({ request, url, setRequestParser }) {
    if (request.method === 'GET') {
      assertJsonParameter('variables', url.searchParams.get('variables'))
      assertJsonParameter('extensions', url.searchParams.get('extensions'))
      return
    }
    if (request.method !== 'POST') throw requestError('Only GET and POST', 405)
    if (!JSON_TYPES.includes(mediaType(request)))
      throw requestError('Only application/json bodies', 415)
    setRequestParser((post) => readJsonBody(post, maxBytes) as never)
  },
})

/** The request-shape plugins, CSRF first so a cross-site form is refused before anything else. */
export const requestShapePlugins = (limits: Pick<RequestLimits, 'bodyBytes'>): Plugin[] => [
  useCSRFPrevention({ requestHeaders: CSRF_HEADERS }) as Plugin,
  jsonBodiesOnly(limits.bodyBytes),
]

/**
 * CORS for Yoga: the allowed origins (by default the storefront's own) get credentials; any other
 * origin gets no CORS headers at all, so a browser keeps its page from reading the answer and
 * refuses the preflight of a JSON POST.
 */
export const corsFor =
  (allowedOrigins: readonly string[]) =>
  (request: Request): CORSOptions => {
    const origin = request.headers.get('origin')
    if (!origin || !allowedOrigins.includes(origin)) return false
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      exposedHeaders: ['X-Trace-Id'],
      maxAge: 600,
    }
  }
