// Server side of the data: one sdk client per incoming request, shared by every loader of that
// render (so the tokens are refreshed at most once, however many loaders call the API), and one
// QueryClient per loader. The client speaks to the API directly (API_URL) with the request's
// headers; its cookie jar keeps what the session writes (a refreshed token pair, or the removal
// of a rejected one) for entry.server.tsx to send back as Set-Cookie.
import {
  createStorefrontClient,
  DEFAULT_REGION,
  type ResponseCookieStore,
  type StorefrontClient,
} from '@apteka/sdk'
import { QueryClient } from '@tanstack/react-query'
import type { AppLoadContext } from 'react-router'
import { ensureGuestId } from './cartWrites.server'
import { assignedExperiments } from './experiments.server'
import {
  apiEndpoint,
  apiHeaders,
  fetchSharingRefreshes,
  sessionCookies,
} from './sessionHolder.server'

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
  // The tokens are held in HttpOnly cookies (sessionHolder.server.ts): the render's client reads
  // and refreshes them here, on the server, and writes the rotated pair HttpOnly.
  const cookies = sessionCookies(request, context)
  const serverHeaders = apiHeaders(request, context)
  ensureGuestId(request, cookies, serverHeaders)
  const endpoint = apiEndpoint(context)
  // The sdk never forwards an incoming traceparent (SPEC §7); the page's own span is another
  // matter: the API's spans join the page's trace through it.
  const { traceparent } = context
  const client = createStorefrontClient({
    endpoint,
    serverHeaders,
    cookies,
    // The visitor's experiments (the root loader evaluates them) go out as X-Experiments.
    experiments: () => assignedExperiments(context),
    fetch: fetchSharingRefreshes(
      serverHeaders,
      endpoint,
      traceparent ? withTraceparent(traceparent) : fetch,
    ),
  })
  const made = { client, cookies }
  byRequest.set(context, made)
  return made
}

/** fetch with the page span's `traceparent` on every call. */
const withTraceparent =
  (traceparent: string): typeof fetch =>
  (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('traceparent', traceparent)
    return fetch(input, { ...init, headers })
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
