// /catalog and /catalog/{…aliases}/, with filter segments 'name:value' and the region
// segment anywhere after the aliases (public form /catalog/{category}/). The server
// prefetches the catalogue page of the address.
import { type DehydratedState, prefetchCatalogPage } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { serverStorefront } from '../data/storefront.server'
import { parseSplat, storefrontLocation } from '../routing/storefrontPath'
import { CatalogScreen } from '../screens/ListingScreens'
import type { Route } from './+types/catalog'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId ?? parseSplat(params['*']).regionId,
  )
  await prefetchCatalogPage(queryClient, client, {
    url: url.pathname,
    regionID: regionId,
    searchParams: url.searchParams,
  })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function CatalogRoute({ params }: Route.ComponentProps) {
  const { aliases, filters } = parseSplat(params['*'])
  return <CatalogScreen key={aliases.join('/')} aliases={aliases} filterSegments={filters} />
}
