// /search?what=… (and /search/r_{region}/). The server prefetches the results (filters
// ?f_…, order ?sort=) and their filters.
import type { DehydratedState } from '@apteka/hooks'
import { useSearchParams } from 'react-router'
import { storefrontLocation } from '../../routing/storefrontPath'
import { SEARCH_PARAM } from '../../shell/SearchBox/searchBoxText'
import { SearchScreen } from '../ListingScreens'
import { loadListing } from '../listings.server'
import type { Route } from './+types/search'

export async function loader(args: Route.LoaderArgs) {
  const query = (new URL(args.request.url).searchParams.get(SEARCH_PARAM) ?? '').trim()
  if (!query) return { dehydrated: null }
  return loadListing(args, { kind: 'search', query }, storefrontLocation(args.params).regionId)
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function SearchRoute() {
  const [params] = useSearchParams()
  const query = (params.get(SEARCH_PARAM) ?? '').trim()
  return <SearchScreen key={query} query={query} />
}
