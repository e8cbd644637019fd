// The home screen: top-level categories with their counts (the HomePage operation) and
// product shelves (useWidgets), cart and favourites.
import { useRegion, useStorefrontCore, useWidgets } from '@apteka/hooks'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useProductActions } from '../product/useProductActions'
import { HomePage } from './HomePage'
import { homeCategoriesQueryOptions } from './homeCategories'

/** The shelves of the home page, in order. */
export const HOME_WIDGETS = ['popular', 'discounts', 'new']
/** Products per shelf: two full rows of five on a laptop, five of two on a phone. */
export const SHELF_SIZE = 10

export function HomeScreen() {
  const { client } = useStorefrontCore()
  const { regionId } = useRegion()
  const { data: categories } = useQuery(homeCategoriesQueryOptions(client, regionId))
  const { widgets, isLoading } = useWidgets({ aliases: HOME_WIDGETS })
  const productSections = useMemo(
    () =>
      widgets.map((widget) => ({
        id: widget.alias,
        title: widget.title,
        products: widget.items.slice(0, SHELF_SIZE),
      })),
    [widgets],
  )
  const products = useMemo(() => productSections.flatMap((s) => s.products), [productSections])
  const actions = useProductActions(products)
  return (
    <HomePage
      categories={categories}
      productSections={isLoading ? undefined : productSections}
      actions={actions}
    />
  )
}
