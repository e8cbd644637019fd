// Putting products into the cart from anywhere (a card, the product page, a widget): the
// toast '{name} добавлен в Корзину' unless suppressed, closed by itself when the product
// leaves the cart; quantities are absolute, so repeated clicks never double-count.
import {
  ADDED_TO_CART_TOAST,
  addedToCartToast,
  BASE_PRICE_TYPE,
  CART_PATH,
  type CartData,
  type CartProductInput,
  cartFlowOf,
  findLine,
  getCartSync,
  showNotification,
} from '@apteka/sdk'
import { useCallback } from 'react'
import { useRegionId, useStorefrontRuntime, useStoreValue } from './provider/context'
import { useCart } from './useCart'

const priceTypeOf = (product: AddToCartProduct, priceTypeID?: number) =>
  priceTypeID ?? product.priceTypeID ?? BASE_PRICE_TYPE

/** A product to put into the cart. */
export type AddToCartProduct = CartProductInput

/** Options of one add. */
export interface AddToCartOptions {
  /** Units to put in when the product is not in the cart yet. Default: 1. */
  quantity?: number
  /** The price type of the line. Default: the product's `priceTypeID`, else 1 (Base). */
  priceTypeID?: number
  /** Add without the toast. Default: the hook's `suppressToast`. */
  suppressToast?: boolean
}

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions {
  /** Never show the toast from this hook (e.g. on the cart page). Default: false. */
  suppressToast?: boolean
  /** The region of the cart. Default: the current region. */
  regionID?: string
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
  const regionID = useRegionId(options.regionID)
  const sync = getCartSync(runtime, regionID, cartFlowOf(runtime))
  const { quantityOf: cartQuantityOf } = useCart({ regionID })
  const isUpdating = useStoreValue(sync.busy)
  const hookSuppress = options.suppressToast ?? false

  // Read from the synchroniser, not from the render: a second click before re-render
  // must see the first click's quantity.
  const currentQuantity = useCallback(
    (productID: string, priceTypeID: number) =>
      findLine(sync.current(), productID, priceTypeID)?.quantity ?? 0,
    [sync],
  )

  const setQuantity = useCallback<UseAddToCartResult['setQuantity']>(
    (product, quantity, priceTypeID) =>
      sync.setLines([
        {
          productID: product.id,
          priceTypeID: priceTypeOf(product, priceTypeID),
          quantity: Math.max(
            0,
            Math.min(Math.floor(quantity), product.maxQuantity ?? Number.MAX_SAFE_INTEGER),
          ),
          product,
        },
      ]),
    [sync],
  )

  const add = useCallback<UseAddToCartResult['add']>(
    (product, addOptions = {}) => {
      const priceTypeID = priceTypeOf(product, addOptions.priceTypeID)
      if (currentQuantity(product.id, priceTypeID) > 0) return Promise.resolve(sync.current())
      const done = setQuantity(product, addOptions.quantity ?? 1, priceTypeID)
      if (!(addOptions.suppressToast ?? hookSuppress)) {
        showNotification(runtime, {
          id: `${ADDED_TO_CART_TOAST}:${product.id}:${priceTypeID}`,
          type: 'toast',
          component: ADDED_TO_CART_TOAST,
          props: {
            title: addedToCartToast(product.name),
            href: CART_PATH,
            productId: product.id,
            priceTypeID,
            regionId: regionID,
          },
        })
      }
      return done
    },
    [runtime, sync, regionID, hookSuppress, currentQuantity, setQuantity],
  )

  const increment = useCallback<UseAddToCartResult['increment']>(
    (product, priceTypeID) => {
      const type = priceTypeOf(product, priceTypeID)
      return setQuantity(product, currentQuantity(product.id, type) + 1, type)
    },
    [currentQuantity, setQuantity],
  )

  const decrement = useCallback<UseAddToCartResult['decrement']>(
    (product, priceTypeID) => {
      const type = priceTypeOf(product, priceTypeID)
      return setQuantity(product, currentQuantity(product.id, type) - 1, type)
    },
    [currentQuantity, setQuantity],
  )

  const remove = useCallback<UseAddToCartResult['remove']>(
    (product, priceTypeID) => setQuantity(product, 0, priceTypeID),
    [setQuantity],
  )

  return {
    add,
    increment,
    decrement,
    setQuantity,
    remove,
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
