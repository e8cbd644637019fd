// '/graphql' of the storefront: the browser's calls go to the API through this server, which adds
// the shopper's tokens from its HttpOnly cookies and keeps every token out of the answers the page
// reads (sessionHolder.server.ts says how the session is held).
import type { AppLoadContext } from 'react-router'
import { trackWrite } from './cartWrites.server'
import { bodyWithIds, searchWithIds } from './persistedIds.server'
import {
  apiEndpoint,
  apiHeaders,
  heldState,
  refreshHeldSession,
  revertOrEnd,
  savePair,
  sessionCookies,
  writeSessionMarker,
} from './sessionHolder.server'

// Hop-by-hop headers (RFC 9110 §7.6.1), those fetch sets itself, and the bearers the server adds.
const DROPPED_REQUEST_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'content-length',
  'expect',
  'authorization',
  'x-operator-authorization',
]
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
])

/** The answers whose `session.user` / `session.operator` are the pairs to hold (SPEC §4 sign-ins). */
const SIGN_INS = new Set([
  'login',
  'loginOAuth',
  'registerClient',
  'loginOperatorAsUser',
  'loginUserByOperator',
  'registerClientByOperator',
])

interface TokenPair {
  accessToken: string
  refreshToken: string
}

const isPair = (value: unknown): value is TokenPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TokenPair).accessToken === 'string' &&
  typeof (value as TokenPair).refreshToken === 'string'

/** Blanks every token pair in an answer, whatever its place or alias; returns them by path. */
function takePairs(value: unknown, path: string[], found: Map<string, TokenPair>) {
  if (typeof value !== 'object' || value === null) return
  if (isPair(value)) {
    found.set(path.join('.'), { accessToken: value.accessToken, refreshToken: value.refreshToken })
    value.accessToken = ''
    value.refreshToken = ''
    return
  }
  for (const [key, inner] of Object.entries(value)) takePairs(inner, [...path, key], found)
}

interface GraphQLResult {
  data?: Record<string, unknown> | null
  errors?: unknown[]
}

interface GraphQLParams {
  operationName?: string | null
  variables?: Record<string, unknown> | null
}

/** Takes the tokens out of one result and holds the ones the shop's operations gave. */
function holdFrom(
  result: GraphQLResult,
  params: GraphQLParams | undefined,
  cookies: ReturnType<typeof sessionCookies>,
) {
  const data = result.data
  if (typeof data !== 'object' || data === null) return false
  const found = new Map<string, TokenPair>()
  takePairs(data, [], found)
  // Only the contract's own fields count (an alias may name a field anything); the rest is blanked.
  for (const field of Object.keys(data)) {
    if (SIGN_INS.has(field)) {
      const user = found.get(`${field}.session.user`)
      const operator = found.get(`${field}.session.operator`)
      if (user) savePair(cookies, 'user', user)
      if (operator) savePair(cookies, 'operator', operator)
      // An operator's own session holds their pair under both names (as the hooks' operatorLogin
      // does): signed in, with a profile, before they choose a customer.
      if (field === 'loginOperatorAsUser' && operator && !user) savePair(cookies, 'user', operator)
    }
    const refreshed = field === 'refreshToken' ? found.get('refreshToken') : undefined
    if (refreshed) {
      // The pair the refresh token belonged to: the operator's, the customer's, or both.
      const presented = params?.variables?.refreshToken
      const state = heldState(cookies)
      if (presented === state.operator?.refreshToken) savePair(cookies, 'operator', refreshed)
      if (presented === state.user?.refreshToken || presented !== state.operator?.refreshToken)
        savePair(cookies, 'user', refreshed)
    }
  }
  return 'logout' in data || params?.operationName === 'logout'
}

const gatewayError = (status: number) =>
  Response.json(
    { errors: [{ message: 'Повторите попытку позднее', extensions: { code: 'E_3' } }] },
    { status },
  )

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** One '/graphql' call: the held tokens added, the answer's tokens held, the session's rules applied. */
export async function proxyGraphQL(request: Request, context: AppLoadContext): Promise<Response> {
  const cookies = sessionCookies(request, context)
  const headers = apiHeaders(request, context)
  const endpoint = apiEndpoint(context)
  const withCookies = (response: Response) => {
    for (const cookie of cookies.setCookieHeaders()) response.headers.append('Set-Cookie', cookie)
    if (cookies.setCookieHeaders().length > 0)
      response.headers.set('Cache-Control', 'private, no-store')
    return response
  }

  if (!(await refreshHeldSession(cookies, headers, endpoint))) {
    writeSessionMarker(cookies)
    return withCookies(gatewayError(503))
  }
  const sent = heldState(cookies)
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name)
  if (sent.user?.accessToken) headers.set('authorization', `Bearer ${sent.user.accessToken}`)
  if (sent.operator?.accessToken)
    headers.set('x-operator-authorization', `Bearer ${sent.operator.accessToken}`)

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  // The browser's documents name their operation without its persisted id: put back here.
  const body = hasBody ? bodyWithIds(await request.text()) : undefined
  let upstream: Response
  try {
    const call = fetch(endpoint + searchWithIds(new URL(request.url).search), {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      // A write (POST) goes through even when its page goes away (a hard navigation right after
      // "В корзину", #32), and pages rendered meanwhile wait for it; a read stops with its page.
      ...(hasBody ? {} : { signal: request.signal }),
    })
    upstream = await (hasBody ? trackWrite(request, call) : call)
  } catch (error) {
    if (request.signal.aborted) throw error
    console.error(`proxy ${request.method} /graphql failed: ${(error as Error).message}`)
    return withCookies(gatewayError(502))
  }

  let text = await upstream.text()
  const tokensSent = Boolean(sent.user?.accessToken || sent.operator?.accessToken)
  if ((upstream.status === 401 || upstream.status === 403) && tokensSent) {
    // The API refused the session these tokens belong to (SPEC §4's forced logout).
    revertOrEnd(cookies)
  } else if (upstream.headers.get('content-type')?.includes('json')) {
    const answer = parseJson(text)
    const params = parseJson(body ?? '') ?? paramsOfQuery(request.url)
    const results = (Array.isArray(answer) ? answer : [answer]) as GraphQLResult[]
    const paramsList = (Array.isArray(params) ? params : [params]) as GraphQLParams[]
    let loggedOut = false
    results.forEach((result, index) => {
      if (typeof result === 'object' && result !== null) {
        loggedOut = holdFrom(result, paramsList[index], cookies) || loggedOut
      }
    })
    if (loggedOut) revertOrEnd(cookies)
    if (answer !== undefined) text = JSON.stringify(answer)
  }
  writeSessionMarker(cookies)

  const responseHeaders = new Headers()
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name)) responseHeaders.set(name, value)
  })
  for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append('Set-Cookie', cookie)
  return withCookies(
    new Response(request.method === 'HEAD' ? null : text, {
      status: upstream.status,
      headers: responseHeaders,
    }),
  )
}

/** A GET call's operation name and variables, from its query string. */
function paramsOfQuery(url: string): GraphQLParams {
  const search = new URL(url).searchParams
  const variables = parseJson(search.get('variables') ?? '')
  return {
    operationName: search.get('operationName'),
    variables: typeof variables === 'object' ? (variables as Record<string, unknown>) : null,
  }
}
