// /manufacturer/{manufacturer} and /manufacturer/{manufacturer}/{filters}.
import { parseSplat } from '../routing/storefrontPath'
import { ManufacturerScreen } from '../screens/ListingScreens'
import type { Route } from './+types/manufacturer'

export default function ManufacturerRoute({ params }: Route.ComponentProps) {
  const { aliases, filters } = parseSplat(params['*'])
  return (
    <ManufacturerScreen
      key={params.manufacturer}
      code={params.manufacturer}
      filterSegments={[...filters, ...aliases]}
    />
  )
}
