// Server side of the data: one sdk client per incoming request, shared by every loader of that
// render (so the tokens are refreshed at most once, however many loaders call the API), and one
// QueryClient per loader. The client speaks to the API directly (API_URL) with the request's
// headers; its cookie jar keeps what the session writes (a refreshed token pair, or the removal
// of a rejected one) for entry.server.tsx to send back as Set-Cookie.
import {
  createStorefrontClient,
  DEFAULT_REGION,
  type ResponseCookieStore,
  requestCookies,
  type StorefrontClient,
} from '@apteka/sdk'
import { QueryClient } from '@tanstack/react-query'
import type { AppLoadContext } from 'react-router'

/** The region cookie's name (REGION_COOKIES.region in the sdk). */
const REGION_COOKIE = 'region'

/** What one incoming request shares between its loaders and its render. */
export interface RequestStorefront {
  readonly client: StorefrontClient
  readonly cookies: ResponseCookieStore
}

// The load context is made once per request (server.mjs getLoadContext) and handed to every
// loader and to entry.server.tsx, so it keys the request's storefront.
const byRequest = new WeakMap<AppLoadContext, RequestStorefront>()

/** The request's storefront: made by the first loader that asks, then shared. */
export function requestStorefront(request: Request, context: AppLoadContext): RequestStorefront {
  const known = byRequest.get(context)
  if (known) return known
  const cookies = requestCookies(request.headers.get('cookie'), {
    secure: new URL(request.url).protocol === 'https:',
  })
  // The API reads the shopper's address from X-Forwarded-For (the region detected by IP), as it
  // does for the browser's calls through server.mjs's proxy.
  const serverHeaders = new Headers(request.headers)
  if (context.forwardedFor) serverHeaders.set('x-forwarded-for', context.forwardedFor)
  // The site's address is the configured one (PUBLIC_URL), never what the request claims: the
  // API builds og:url and JSON-LD links on X-Forwarded-Host (issue #35).
  serverHeaders.delete('host')
  serverHeaders.delete('x-forwarded-host')
  serverHeaders.delete('x-forwarded-proto')
  if (context.publicOrigin) {
    const publicUrl = new URL(context.publicOrigin)
    serverHeaders.set('x-forwarded-host', publicUrl.host)
    serverHeaders.set('x-forwarded-proto', publicUrl.protocol.slice(0, -1))
  }
  const client = createStorefrontClient({
    endpoint: `${context.apiUrl}/graphql`,
    serverHeaders,
    cookies,
  })
  const made = { client, cookies }
  byRequest.set(context, made)
  return made
}

/** The request's storefront if a loader made one (entry.server.tsx, after the loaders ran). */
export function madeRequestStorefront(context: AppLoadContext): RequestStorefront | undefined {
  return byRequest.get(context)
}

/** A loader's view: the request's client, a QueryClient of its own, and the region. */
export function serverStorefront(
  request: Request,
  context: AppLoadContext,
  regionIdFromUrl?: string | null,
) {
  const { client, cookies } = requestStorefront(request, context)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const regionId = regionIdFromUrl || cookies.get(REGION_COOKIE) || DEFAULT_REGION.id
  return { client, queryClient, regionId }
}
