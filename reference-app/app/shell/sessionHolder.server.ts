// The storefront server holds the shopper's session (issue #35): the customer's and the
// operator's tokens live in HttpOnly cookies only this server reads. It refreshes them (one
// refresh per refresh token at a time in the whole process), adds them to the '/graphql' calls it
// proxies, takes the pairs out of the answers that carry them, applies SPEC §4 on logout and on a
// 401/403 answer (back to the operator's own session, else none), and keeps the non-secret
// session marker the page's client reads (sdk sessionMode 'server-held').
import {
  type AuthTokens,
  createStorefrontClient,
  isAccessTokenExpired,
  memoryCookies,
  RefreshTokenDocument,
  type ResponseCookieStore,
  requestCookies,
  SESSION_MARKER_COOKIE,
  type SessionState,
  sessionMarkerOf,
  TOKEN_COOKIES,
  TOKEN_MAX_AGE,
  type TokenKind,
} from '@apteka/sdk'
import type { AppLoadContext } from 'react-router'

/** The four token cookies: written HttpOnly, never readable by page scripts. */
export const TOKEN_COOKIE_NAMES: readonly string[] = Object.values(TOKEN_COOKIES).flatMap(
  (names) => [names.access, names.refresh],
)

const KINDS: readonly TokenKind[] = ['user', 'operator']

/** The API's GraphQL endpoint as this server reaches it. */
export const apiEndpoint = (context: AppLoadContext) =>
  `${context.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:4000'}/graphql`

/**
 * The request's cookies: token cookies written HttpOnly; every cookie `Secure` when the site's
 * public address is HTTPS (PUBLIC_URL in production), else when the request came over HTTPS.
 */
export function sessionCookies(request: Request, context: AppLoadContext): ResponseCookieStore {
  const origin = context.publicOrigin ?? request.url
  return requestCookies(request.headers.get('cookie'), {
    secure: new URL(origin).protocol === 'https:',
    httpOnly: TOKEN_COOKIE_NAMES,
  })
}

/**
 * The headers of a call to the API on the request's behalf: the shopper's address in
 * X-Forwarded-For (the region detected by IP, the rate limits), the site's configured address
 * (PUBLIC_URL), never what the request claims (the API builds og:url and JSON-LD links on it).
 */
export function apiHeaders(request: Request, context: AppLoadContext): Headers {
  const headers = new Headers(request.headers)
  if (context.forwardedFor) headers.set('x-forwarded-for', context.forwardedFor)
  headers.delete('host')
  headers.delete('x-forwarded-host')
  headers.delete('x-forwarded-proto')
  if (context.publicOrigin) {
    const publicUrl = new URL(context.publicOrigin)
    headers.set('x-forwarded-host', publicUrl.host)
    headers.set('x-forwarded-proto', publicUrl.protocol.slice(0, -1))
  }
  return headers
}

/** The pairs in the cookies; `accessToken` is '' once its cookie has expired. */
export function heldState(cookies: ResponseCookieStore): SessionState {
  const read = (kind: TokenKind): AuthTokens | null => {
    const accessToken = cookies.get(TOKEN_COOKIES[kind].access) ?? ''
    const refreshToken = cookies.get(TOKEN_COOKIES[kind].refresh) ?? ''
    return accessToken || refreshToken ? { accessToken, refreshToken } : null
  }
  return { user: read('user'), operator: read('operator') }
}

/** Writes (or, given null, removes) one kind's pair. */
export function savePair(cookies: ResponseCookieStore, kind: TokenKind, tokens: AuthTokens | null) {
  const names = TOKEN_COOKIES[kind]
  if (tokens?.accessToken)
    cookies.set(names.access, tokens.accessToken, { maxAge: TOKEN_MAX_AGE.access })
  else cookies.remove(names.access)
  if (tokens?.refreshToken)
    cookies.set(names.refresh, tokens.refreshToken, { maxAge: TOKEN_MAX_AGE.refresh })
  else cookies.remove(names.refresh)
}

/** SPEC §4: an operator acting for a customer goes back to their own session; anyone else has none. */
export function revertOrEnd(cookies: ResponseCookieStore): void {
  const { user, operator } = heldState(cookies)
  if (operator && user?.refreshToken !== operator.refreshToken) {
    savePair(cookies, 'user', operator)
    return
  }
  savePair(cookies, 'user', null)
  savePair(cookies, 'operator', null)
}

/** Writes the marker the page's client reads when the session it describes has changed. */
export function writeSessionMarker(cookies: ResponseCookieStore): void {
  const marker = sessionMarkerOf(heldState(cookies))
  if (marker === (cookies.get(SESSION_MARKER_COOKIE) ?? '')) return
  if (marker) cookies.set(SESSION_MARKER_COOKIE, marker, { maxAge: TOKEN_MAX_AGE.refresh })
  else cookies.remove(SESSION_MARKER_COOKIE)
}

/** A refresh's outcome: the new pair, or whether the session has ended (E_12, 401, 403). */
type RefreshOutcome =
  | { readonly ok: true; readonly tokens: AuthTokens }
  | { readonly ok: false; readonly ended: boolean; readonly errors?: readonly unknown[] }

/**
 * The refreshes under way, by refresh token; a settled one is kept a little longer, so a
 * request that left the browser before the rotated cookies arrived reuses its answer instead of
 * presenting the spent token again.
 */
const refreshes = new Map<string, Promise<RefreshOutcome>>()
const KEEP_SETTLED_MS = 30_000

async function callRefresh(refreshToken: string, headers: Headers, endpoint: string) {
  let status = 200
  // The call goes out without the shopper's tokens: only the refresh token in the variables.
  const client = createStorefrontClient({
    endpoint,
    serverHeaders: headers,
    cookies: memoryCookies(),
    tabSync: false,
    onHttpError: (error) => {
      status = error.status
    },
  })
  const answer = await client.request(RefreshTokenDocument, { refreshToken })
  await client.dispose()
  if (answer.data) return { ok: true, tokens: answer.data.refreshToken } as const
  const ended =
    status === 401 ||
    status === 403 ||
    answer.errors.some((error) => error.extensions?.code === 'E_12')
  return { ok: false, ended, errors: answer.errors } as const
}

function refreshOnce(refreshToken: string, headers: Headers, endpoint: string) {
  const running = refreshes.get(refreshToken)
  if (running) return running
  const flight = callRefresh(refreshToken, headers, endpoint).catch(
    (): RefreshOutcome => ({ ok: false, ended: false }),
  )
  refreshes.set(refreshToken, flight)
  void flight.then(() => {
    setTimeout(() => refreshes.delete(refreshToken), KEEP_SETTLED_MS).unref?.()
  })
  return flight
}

/**
 * Refreshes the pairs whose access token is missing or expired, the customer's first (an
 * operator in their own session holds one pair under both names: refreshed once). A rejected
 * refresh token ends the session; false when the API could not be reached (the session is kept).
 */
export async function refreshHeldSession(
  cookies: ResponseCookieStore,
  headers: Headers,
  endpoint: string,
  now = Date.now(),
): Promise<boolean> {
  for (const kind of KINDS) {
    const state = heldState(cookies)
    const tokens = state[kind]
    if (!tokens?.refreshToken || !isAccessTokenExpired(tokens.accessToken, now)) continue
    const outcome = await refreshOnce(tokens.refreshToken, headers, endpoint)
    if (outcome.ok) {
      savePair(cookies, kind, outcome.tokens)
      const other: TokenKind = kind === 'user' ? 'operator' : 'user'
      if (state[other]?.refreshToken === tokens.refreshToken)
        savePair(cookies, other, outcome.tokens)
    } else if (outcome.ended) {
      savePair(cookies, 'user', null)
      savePair(cookies, 'operator', null)
      return true
    } else return false
  }
  return true
}

/**
 * The fetch of the server render's client: its refreshes go through the same one flight per
 * refresh token as '/graphql's, so a page and the calls of another tab never rotate one token twice.
 */
export function fetchSharingRefreshes(
  headers: Headers,
  endpoint: string,
  base: typeof fetch = fetch,
): typeof fetch {
  return async (input, init) => {
    let call: { operationName?: unknown; variables?: { refreshToken?: unknown } } | undefined
    try {
      call = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    } catch {
      call = undefined
    }
    const refreshToken = call?.variables?.refreshToken
    if (call?.operationName !== 'refreshToken' || typeof refreshToken !== 'string')
      return base(input, init)
    const outcome = await refreshOnce(refreshToken, headers, endpoint)
    if (outcome.ok) return Response.json({ data: { refreshToken: outcome.tokens } })
    return outcome.ended
      ? Response.json({ data: null, errors: outcome.errors })
      : new Response(null, { status: 503, statusText: 'Service Unavailable' })
  }
}
