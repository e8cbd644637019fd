// The home screen: top-level categories (useFilterConfig's category tree, with counts)
// and product shelves (useWidgets), cart and favourites.
import { useFilterConfig, useWidgets } from '@apteka/hooks'
import { useMemo } from 'react'
import { useProductActions } from '../product/useProductActions'
import { HomePage } from './HomePage'

/** The shelves of the home page, in order. */
export const HOME_WIDGETS = ['popular', 'discounts', 'new']
/** Products per shelf: two full rows of five on a laptop, five of two on a phone. */
const SHELF_SIZE = 10

export function HomeScreen() {
  const filters = useFilterConfig({})
  const { widgets, isLoading } = useWidgets({ aliases: HOME_WIDGETS })
  const categories = filters.config
    ? filters.categories.filter((category) => category.parentId === null)
    : undefined
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
