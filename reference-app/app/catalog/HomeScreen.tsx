// The home screen: top-level categories with their counts (the HomePage operation) and
// product shelves (useWidgets), cart and favourites.
import { useRegion, useStorefrontCore, useWidgets } from '@apteka/hooks'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useNearViewport } from '../ui/NearViewport/useNearViewport'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { HomePage } from './HomePage'
import { homeCategoriesQueryOptions } from './homeCategories'

/** The shelves of the home page, in order. */
export const HOME_WIDGETS = ['popular', 'discounts', 'new']
/**
 * The shelf the server renders and sends with the page; the later ones, below a phone's first
 * screen, load in the browser when the shelves come near the screen (each shelf was ~12 KB of
 * the page's inline data, and a call right after hydration loads the sdk's runtime).
 */
export const FIRST_SHELVES = HOME_WIDGETS.slice(0, 1)
const LATER_SHELVES = HOME_WIDGETS.slice(1)
/** Products per shelf: two full rows of five on a laptop, five of two on a phone. */
export const SHELF_SIZE = 10

export function HomeScreen() {
  const { client } = useStorefrontCore()
  const { regionId } = useRegion()
  const { data: categories } = useQuery(homeCategoriesQueryOptions(client, regionId))
  const first = useWidgets({ aliases: FIRST_SHELVES })
  const [shelvesSpot, shelvesNear] = useNearViewport()
  // No aliases, no call (useWidgets loads nothing for an empty list).
  const later = useWidgets({ aliases: shelvesNear ? LATER_SHELVES : [] })
  const isLoading = first.isLoading
  const productSections = useMemo(
    () =>
      [...first.widgets, ...later.widgets].map((widget) => ({
        id: widget.alias,
        title: widget.title,
        products: widget.items.slice(0, SHELF_SIZE),
      })),
    [first.widgets, later.widgets],
  )
  const products = useMemo(() => productSections.flatMap((s) => s.products), [productSections])
  const actions = useProductActions(products)
  return (
    <HomePage
      categories={categories}
      productSections={isLoading ? undefined : productSections}
      actions={actions}
      shelvesSpot={shelvesSpot}
    />
  )
}
