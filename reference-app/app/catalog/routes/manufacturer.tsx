// /manufacturer/{manufacturer} and /manufacturer/{manufacturer}/{filters}. The server
// prefetches the maker's products (filters ?f_…, order ?sort=) and filters; an unknown
// maker is a 404.
import type { DehydratedState } from '@apteka/hooks'
import { storefrontLocation } from '../../routing/storefrontPath'
import { ManufacturerScreen } from '../ListingScreens'
import { loadListing } from '../listings.server'
import type { Route } from './+types/manufacturer'

export function loader(args: Route.LoaderArgs) {
  const list = { kind: 'manufacturer', code: args.params.manufacturer } as const
  return loadListing(args, list, storefrontLocation(args.params).regionId)
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function ManufacturerRoute({ params }: Route.ComponentProps) {
  return <ManufacturerScreen key={params.manufacturer} code={params.manufacturer} />
}
