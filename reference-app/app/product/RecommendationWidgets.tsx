// The recommendation widgets of the product page ('with-this-buy', 'popular'): product shelves
// with add-to-cart, not loaded in employee mode (useWidgets skips them). The mobile rule of
// SPEC §2: on a phone, the product page's widget cards link to the product instead of adding
// to the cart (the page's own buy box is the one cart button a phone screen shows).
import { useViewport, useWidgets } from '@apteka/hooks'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { ProductGrid } from '../ui/ProductGrid/ProductGrid'

/** The widgets the product page asks for, in the order they are shown. */
export const PRODUCT_WIDGETS = ['with-this-buy', 'popular'] as const

/** Products a widget shows (the server sends no more, so the page's inline data stays small). */
export const WIDGET_SHELF_SIZE = 10

export function RecommendationWidgets({ productID }: { productID: string }) {
  const widgets = useWidgets({ aliases: [...PRODUCT_WIDGETS], productID }).widgets.map(
    (widget) => ({ ...widget, items: widget.items.slice(0, WIDGET_SHELF_SIZE) }),
  )
  const { isMobile } = useViewport({ ssrViewport: 'desktop' })
  const products = widgets.flatMap((widget) => widget.items)
  const { cartQuantities, ...handlers } = useProductActions(products)
  return (
    <>
      {widgets
        .filter((widget) => widget.items.length > 0)
        .map((widget) => (
          <section
            key={widget.alias}
            className="section"
            aria-label={widget.title}
            data-widget={widget.alias}
          >
            <h2 className="section__title">{widget.title}</h2>
            <ProductGrid
              products={widget.items}
              layout="carousel"
              label={widget.title}
              cartQuantities={cartQuantities}
              cartAction={isMobile ? 'link' : 'button'}
              {...handlers}
            />
          </section>
        ))}
    </>
  )
}
