// Server side of the data: one sdk client and one QueryClient per request, the client
// speaking to the API directly (API_URL) with the incoming request's headers (its cookies
// carry the shopper's tokens and region).
import { createStorefrontClient, DEFAULT_REGION, memoryCookies } from '@apteka/sdk'
import { QueryClient } from '@tanstack/react-query'
import type { AppLoadContext } from 'react-router'

/** The region cookie's name (REGION_COOKIES.region in the sdk). */
const REGION_COOKIE = 'region'

export function serverStorefront(
  request: Request,
  context: AppLoadContext,
  regionIdFromUrl?: string | null,
) {
  const cookies = memoryCookies(request.headers.get('cookie') ?? undefined)
  const client = createStorefrontClient({
    endpoint: `${context.apiUrl}/graphql`,
    serverHeaders: request.headers,
    cookies,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const regionId = regionIdFromUrl || cookies.get(REGION_COOKIE) || DEFAULT_REGION.id
  return { client, queryClient, regionId }
}
