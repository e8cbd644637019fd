// /catalog and /catalog/{…aliases}/, with filter segments 'name:value' and the region
// segment anywhere after the aliases (public form /catalog/{category}/). The server
// prefetches the catalogue page of the address (filters ?f_…, order ?sort=) and its
// category's filters; an unknown category is a 404.
import type { DehydratedState } from '@apteka/hooks'
import { parseSplat, storefrontLocation } from '../../routing/storefrontPath'
import { CatalogScreen } from '../ListingScreens'
import { loadListing } from '../listings.server'
import type { Route } from './+types/catalog'

export function loader(args: Route.LoaderArgs) {
  const splat = parseSplat(args.params['*'])
  const regionIdFromUrl = storefrontLocation(args.params).regionId ?? splat.regionId
  return loadListing(args, { kind: 'catalog', aliases: splat.aliases }, regionIdFromUrl)
}

export function clientLoader() {
  return { dehydrated: null as DehydratedState | null }
}

export default function CatalogRoute({ params }: Route.ComponentProps) {
  const { aliases } = parseSplat(params['*'])
  return <CatalogScreen key={aliases.join('/')} aliases={aliases} />
}
