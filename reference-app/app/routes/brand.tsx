// /brand/{alias}/… (public form /brand/{alias}/); later segments are filters or the region.
import { data } from 'react-router'
import { parseSplat } from '../routing/storefrontPath'
import { BrandScreen } from '../screens/ListingScreens'
import type { Route } from './+types/brand'

const aliasOf = (splat: string | undefined) => parseSplat(splat).aliases[0]

// A brand address without a brand is not a page.
export function loader({ params }: Route.LoaderArgs) {
  if (!aliasOf(params['*'])) throw data(null, { status: 404 })
  return null
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!aliasOf(params['*'])) throw data(null, { status: 404 })
  return null
}

export default function BrandRoute({ params }: Route.ComponentProps) {
  const alias = aliasOf(params['*']) ?? ''
  return <BrandScreen key={alias} alias={alias} />
}
