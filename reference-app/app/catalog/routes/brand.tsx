// /brand/{alias}/… (public form /brand/{alias}/); later segments are filters or the region.
// The server prefetches the brand's products (filters ?f_…, order ?sort=) and filters; an
// unknown brand is a 404.
import type { DehydratedState } from '@apteka/hooks'
import { data } from 'react-router'
import { parseSplat, storefrontLocation } from '../../routing/storefrontPath'
import { BrandScreen } from '../ListingScreens'
import { loadListing } from '../listings.server'
import type { Route } from './+types/brand'

const aliasOf = (splat: string | undefined) => parseSplat(splat).aliases[0]

// A brand address without a brand is not a page.
export function loader(args: Route.LoaderArgs) {
  const alias = aliasOf(args.params['*'])
  if (!alias) throw data(null, { status: 404 })
  return loadListing(args, { kind: 'brand', alias }, storefrontLocation(args.params).regionId)
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!aliasOf(params['*'])) throw data(null, { status: 404 })
  return { dehydrated: null as DehydratedState | null }
}

export default function BrandRoute({ params }: Route.ComponentProps) {
  const alias = aliasOf(params['*']) ?? ''
  return <BrandScreen key={alias} alias={alias} />
}
