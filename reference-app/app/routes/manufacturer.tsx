// /manufacturer/{manufacturer} and /manufacturer/{manufacturer}/{filters}. The server
// prefetches the maker's products (filters ?f_…, order ?sort=) and filters; an unknown
// maker is a 404.
import type { DehydratedState } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { prefetchListing } from '../data/listings.server'
import { serverStorefront } from '../data/storefront.server'
import { storefrontLocation } from '../routing/storefrontPath'
import { ManufacturerScreen } from '../screens/ListingScreens'
import type { Route } from './+types/manufacturer'

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
    list: { kind: 'manufacturer', code: params.manufacturer },
  })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function ManufacturerRoute({ params }: Route.ComponentProps) {
  return <ManufacturerScreen key={params.manufacturer} code={params.manufacturer} />
}
