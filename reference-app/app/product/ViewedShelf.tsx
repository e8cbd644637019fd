// The 'Вы смотрели' shelf under the product: the products the shopper viewed before.
import { useId } from 'react'
import type { ProductSummaryFragment } from '../shop'
import type { ProductActions } from '../ui/ProductCard/productActions'
import { ProductGrid } from '../ui/ProductGrid/ProductGrid'
import { PRODUCT_PAGE_TEXT } from './productPageText'

export function ViewedShelf({
  products,
  actions,
}: {
  products: readonly ProductSummaryFragment[]
  actions: ProductActions
}) {
  const headingId = useId()
  const { cartQuantities, ...handlers } = actions
  return (
    <section className="section" aria-labelledby={headingId} data-testid="viewed-products">
      <h2 id={headingId} className="section__title">
        {PRODUCT_PAGE_TEXT.viewed}
      </h2>
      <ProductGrid
        products={products}
        layout="carousel"
        label={PRODUCT_PAGE_TEXT.viewed}
        cartQuantities={cartQuantities}
        {...handlers}
      />
    </section>
  )
}
