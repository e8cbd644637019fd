// Putting products into the cart from anywhere (a card, the product page, a widget): the sdk's
// productCartVerbs (the core's cart.add is the same function) bound to the current cart,
// with what the cart holds read through useCart.

import type { AddToCartProduct, ProductCartVerbs, RegionOption } from '@apteka/sdk'
import { cartFlowOf, getCartSync, productCartVerbs } from '@apteka/sdk'
import { useCallback, useMemo } from 'react'
import { useRegionId, useStorefrontRuntime, useStoreValue } from './provider/context'
import { useCart } from './useCart'

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions extends RegionOption {
  /** Never show the toast from this hook (e.g. on the cart page). Default: false. */
  suppressToast?: boolean
}

/** What {@link useAddToCart} returns: the sdk's product cart verbs and what the cart holds. */
export interface UseAddToCartResult extends ProductCartVerbs {
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
    () => productCartVerbs({ state: runtime, sync, suppressToast: hookSuppress }),
    [runtime, sync, hookSuppress],
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
