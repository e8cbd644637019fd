// /catalog and /catalog/{…aliases}/, with filter segments 'name:value' and the region
// segment anywhere after the aliases (public form /catalog/{category}/). The server
// prefetches the catalogue page of the address (filters ?f_…, order ?sort=) and its
// category's filters; an unknown category is a 404.
import type { DehydratedState } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { prefetchListing } from '../data/listings.server'
import { serverStorefront } from '../data/storefront.server'
import { parseSplat, storefrontLocation } from '../routing/storefrontPath'
import { CatalogScreen } from '../screens/ListingScreens'
import type { Route } from './+types/catalog'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const splat = parseSplat(params['*'])
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId ?? splat.regionId,
  )
  await prefetchListing(queryClient, client, {
    url,
    regionID: regionId,
    list: { kind: 'catalog', aliases: splat.aliases },
  })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function CatalogRoute({ params }: Route.ComponentProps) {
  const { aliases } = parseSplat(params['*'])
  return <CatalogScreen key={aliases.join('/')} aliases={aliases} />
}
