// /istekayushchiy_srok_godnosti: drugs with an expiring shelf life. The server prefetches the list
// (filters ?f_…, order ?sort=) and its filters.
import type { DehydratedState } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { prefetchListing } from '../data/listings.server'
import { serverStorefront } from '../data/storefront.server'
import { storefrontLocation } from '../routing/storefrontPath'
import { ExpiringScreen } from '../screens/ListingScreens'
import type { Route } from './+types/expiring'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  await prefetchListing(queryClient, client, {
    url,
    regionID: regionId,
    list: { kind: 'expiring' },
  })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function ExpiringRoute() {
  return <ExpiringScreen />
}
