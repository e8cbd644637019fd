// The one ProductActions object every product list and the product page use: the cart
// (useAddToCart) and favourites (useFavorites; signing in first opens the auth modal).
import { useAddToCart, useAuth, useFavorites } from '@apteka/hooks'
import { useMemo } from 'react'
import type { ProductCardFieldsFragment } from '../../shop'
import type { ProductActions } from './productActions'

export function useProductActions(products: readonly ProductCardFieldsFragment[] = []) {
  const cart = useAddToCart()
  const favorites = useFavorites()
  const auth = useAuth()
  const cartQuantities = useMemo(() => {
    const quantities: Record<string, number> = {}
    for (const product of products) quantities[product.id] = cart.quantityOf(product)
    return quantities
  }, [products, cart])
  return {
    cartQuantities,
    onAddToCart: (product) => void cart.add(product).catch(() => undefined),
    onQuantityChange: (product, quantity) =>
      void cart.setQuantity(product, quantity).catch(() => undefined),
    // Signed out, the heart adds after sign-in (SPEC §4): the product may already be among the
    // favourites the profile brings, and a toggle would then remove it.
    onToggleFavorite: (product) =>
      void (auth.isAuthenticated ? favorites.toggle(product.id) : favorites.add(product.id)).catch(
        () => undefined,
      ),
    isFavorite: favorites.isFavorite,
  } satisfies ProductActions
}
