// /analogs/{alias}: the analogues of a product.
import { ProductAnalogsScreen } from '../screens/ListingScreens'
import type { Route } from './+types/analogs'

export default function AnalogsRoute({ params }: Route.ComponentProps) {
  return <ProductAnalogsScreen key={params.alias} alias={params.alias} />
}
