// /istekayushchiy_srok_godnosti: drugs with an expiring shelf life. The server prefetches the list
// (filters ?f_…, order ?sort=) and its filters.
import type { DehydratedState } from '@apteka/hooks'
import { storefrontLocation } from '../../routing/storefrontPath'
import { ExpiringScreen } from '../ListingScreens'
import { loadListing } from '../listings.server'
import type { Route } from './+types/expiring'

export function loader(args: Route.LoaderArgs) {
  return loadListing(args, { kind: 'expiring' }, storefrontLocation(args.params).regionId)
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function ExpiringRoute() {
  return <ExpiringScreen />
}
