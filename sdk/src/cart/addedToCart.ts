// The toast shown when a product goes into the cart (SPEC §2).

/** Where the toast links to. */
export const CART_PATH = '/cart'

/**
 * The toast text for a product just added to the cart.
 *
 * @example
 * addedToCartToast('Нурофен') // 'Нурофен добавлен в Корзину'
 */
export function addedToCartToast(name: string): string {
  return `${name} добавлен в Корзину`
}
