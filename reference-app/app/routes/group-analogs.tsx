// /group/{category}/analogi: the analogues of a product group.
import { GroupAnalogsScreen } from '../screens/ListingScreens'
import type { Route } from './+types/group-analogs'

export default function GroupAnalogsRoute({ params }: Route.ComponentProps) {
  return <GroupAnalogsScreen key={params.category} code={params.category} />
}
