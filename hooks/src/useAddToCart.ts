// Putting products into the cart from anywhere (a card, the product page, a widget): the
// toast '{name} добавлен в Корзину' unless suppressed, closed by itself when the product
// leaves the cart; quantities are absolute, so repeated clicks never double-count.

import type { CartData } from '@apteka/sdk'
import { cartFlowOf, getCartSync } from '@apteka/sdk'
import { useCallback, useMemo } from 'react'
import type { AddToCartOptions, AddToCartProduct } from './cart/addToCart'
import { addToCartVerbs } from './cart/addToCart'
import { useRegionId, useStorefrontRuntime, useStoreValue } from './provider/context'
import type { RegionOption } from './provider/regionOption'
import { useCart } from './useCart'

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions extends RegionOption {
  /** Never show the toast from this hook (e.g. on the cart page). Default: false. */
  suppressToast?: boolean
}

/** What {@link useAddToCart} returns. */
export interface UseAddToCartResult {
  /**
   * Puts the product into the cart when it is not there (a second click changes nothing)
   * and shows the toast.
   */
  add: (product: AddToCartProduct, options?: AddToCartOptions) => Promise<CartData>
  /** One more unit, up to the product's maximum. */
  increment: (product: AddToCartProduct, priceTypeID?: number) => Promise<CartData>
  /** One unit less; the last one removes the line. */
  decrement: (product: AddToCartProduct, priceTypeID?: number) => Promise<CartData>
  /** Sets the units of the product (absolute; 0 removes). */
  setQuantity: (
    product: AddToCartProduct,
    quantity: number,
    priceTypeID?: number,
  ) => Promise<CartData>
  remove: (product: AddToCartProduct, priceTypeID?: number) => Promise<CartData>
  /** Units of the product in the cart now. */
  quantityOf: (product: Pick<AddToCartProduct, 'id'>, priceTypeID?: number) => number
  isInCart: (product: Pick<AddToCartProduct, 'id'>) => boolean
  /** A cart change is waiting or travelling. */
  isUpdating: boolean
}

/**
 * The add-to-cart button and quantity stepper of a product.
 *
 * @example
 * const { add, increment, decrement, quantityOf } = useAddToCart()
 * quantityOf(product) === 0
 *   ? <button onClick={() => add(product)}>В корзину</button>
 *   : <Stepper value={quantityOf(product)} onPlus={() => increment(product)} onMinus={() => decrement(product)} />
 */
export function useAddToCart(options: UseAddToCartOptions = {}): UseAddToCartResult {
  const runtime = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const sync = getCartSync(runtime, regionId, cartFlowOf(runtime))
  const { quantityOf: cartQuantityOf } = useCart({ regionId })
  const isUpdating = useStoreValue(sync.busy)
  const hookSuppress = options.suppressToast ?? false

  const verbs = useMemo(
    () => addToCartVerbs({ state: runtime, sync, regionId, suppressToast: hookSuppress }),
    [runtime, sync, regionId, hookSuppress],
  )

  return {
    ...verbs,
    quantityOf: useCallback(
      (product: Pick<AddToCartProduct, 'id'>, priceTypeID?: number) =>
        cartQuantityOf(product.id, priceTypeID),
      [cartQuantityOf],
    ),
    isInCart: useCallback(
      (product: Pick<AddToCartProduct, 'id'>) => cartQuantityOf(product.id) > 0,
      [cartQuantityOf],
    ),
    isUpdating,
  }
}
