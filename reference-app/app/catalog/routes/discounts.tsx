// /discounts: products on sale. The server prefetches the list
// (filters ?f_…, order ?sort=) and its filters.
import type { DehydratedState } from '@apteka/hooks'
import { storefrontLocation } from '../../routing/storefrontPath'
import { DiscountsScreen } from '../ListingScreens'
import { loadListing } from '../listings.server'
import type { Route } from './+types/discounts'

export function loader(args: Route.LoaderArgs) {
  return loadListing(args, { kind: 'discounts' }, storefrontLocation(args.params).regionId)
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function DiscountsRoute() {
  return <DiscountsScreen />
}
