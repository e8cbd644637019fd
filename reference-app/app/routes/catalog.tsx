// /catalog and /catalog/{…aliases}/, with filter segments 'name:value' and the region
// segment anywhere after the aliases (public form /catalog/{category}/).
import { parseSplat } from '../routing/storefrontPath'
import { CatalogScreen } from '../screens/ListingScreens'
import type { Route } from './+types/catalog'

export default function CatalogRoute({ params }: Route.ComponentProps) {
  const { aliases, filters } = parseSplat(params['*'])
  return <CatalogScreen key={aliases.join('/')} aliases={aliases} filterSegments={filters} />
}
