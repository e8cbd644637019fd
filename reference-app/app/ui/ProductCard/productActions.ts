// What every product list does with a product: cart and favourites. The shell's hooks
// (useCart, useAddToCart, favourites) provide one object of this type to each page; the
// heart's state comes from the favourites (`isFavorite`), not from the product's own flag.
import type { ProductCardProps } from './ProductCard'

export interface ProductActions
  extends Pick<
    ProductCardProps,
    'onAddToCart' | 'onQuantityChange' | 'onToggleFavorite' | 'onNotify' | 'isFavorite'
  > {
  /** Quantity in the cart by product id. */
  readonly cartQuantities: Readonly<Record<string, number>>
}

/** Actions that do nothing, for pages rendered before the hooks are wired. */
export const NO_PRODUCT_ACTIONS: ProductActions = { cartQuantities: {} }
