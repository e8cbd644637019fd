// /search?what=… (and /search/r_{region}/). The server prefetches the results (filters
// ?f_…, order ?sort=) and their filters.
import type { DehydratedState } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { SEARCH_PARAM } from '../components/SearchBox/SearchBox'
import { prefetchListing } from '../data/listings.server'
import { serverStorefront } from '../data/storefront.server'
import { storefrontLocation } from '../routing/storefrontPath'
import { SearchScreen } from '../screens/ListingScreens'
import type { Route } from './+types/search'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = (url.searchParams.get(SEARCH_PARAM) ?? '').trim()
  if (!query) return { dehydrated: null }
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  await prefetchListing(queryClient, client, {
    url,
    regionID: regionId,
    list: { kind: 'search', query },
  })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function SearchRoute() {
  const [params] = useSearchParams()
  const query = (params.get(SEARCH_PARAM) ?? '').trim()
  return <SearchScreen key={query} query={query} />
}
