// /brand/{alias}/… (public form /brand/{alias}/); later segments are filters or the region.
// The server prefetches the brand's products (filters ?f_…, order ?sort=) and filters; an
// unknown brand is a 404.
import type { DehydratedState } from '@apteka/hooks'
import { dehydrate } from '@tanstack/react-query'
import { data } from 'react-router'
import { prefetchListing } from '../data/listings.server'
import { serverStorefront } from '../data/storefront.server'
import { parseSplat, storefrontLocation } from '../routing/storefrontPath'
import { BrandScreen } from '../screens/ListingScreens'
import type { Route } from './+types/brand'

const aliasOf = (splat: string | undefined) => parseSplat(splat).aliases[0]

// A brand address without a brand is not a page.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const alias = aliasOf(params['*'])
  if (!alias) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const { client, queryClient, regionId } = serverStorefront(
    request,
    context,
    storefrontLocation(params).regionId,
  )
  await prefetchListing(queryClient, client, {
    url,
    regionID: regionId,
    list: { kind: 'brand', alias },
  })
  return { dehydrated: dehydrate(queryClient) as DehydratedState | null }
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!aliasOf(params['*'])) throw data(null, { status: 404 })
  return { dehydrated: null as DehydratedState | null }
}

export default function BrandRoute({ params }: Route.ComponentProps) {
  const alias = aliasOf(params['*']) ?? ''
  return <BrandScreen key={alias} alias={alias} />
}
