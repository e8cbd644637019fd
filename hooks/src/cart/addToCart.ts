// Putting a product into the cart with absolute quantities (repeated clicks never double-count)
// and the toast '{name} добавлен в Корзину' unless suppressed.

import type { CartProductInput } from '@apteka/sdk'
import {
  ADDED_TO_CART_TOAST,
  addedToCartToast,
  BASE_PRICE_TYPE,
  CART_PATH,
  type CartSync,
  findLine,
  type StorefrontState,
  showNotification,
} from '@apteka/sdk'
import type { UseAddToCartResult } from '../useAddToCart'

export const priceTypeOf = (product: AddToCartProduct, priceTypeID?: number) =>
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

/** What the add-to-cart verbs work on. */
export interface AddToCartHost {
  state: StorefrontState
  sync: CartSync
  regionId: string
  /** Never show the toast. */
  suppressToast: boolean
}

/** The verbs of {@link UseAddToCartResult} on one cart synchroniser. */
export function addToCartVerbs({ state, sync, regionId, suppressToast }: AddToCartHost) {
  // Read from the synchroniser, not from the render: a second click before re-render
  // must see the first click's quantity.
  const currentQuantity = (productID: string, priceTypeID: number) =>
    findLine(sync.current(), productID, priceTypeID)?.quantity ?? 0
  const setQuantity: UseAddToCartResult['setQuantity'] = (product, quantity, priceTypeID) =>
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
    ])
  const step = (product: AddToCartProduct, by: number, priceTypeID?: number) => {
    const type = priceTypeOf(product, priceTypeID)
    return setQuantity(product, currentQuantity(product.id, type) + by, type)
  }
  return {
    add(product, addOptions = {}) {
      const priceTypeID = priceTypeOf(product, addOptions.priceTypeID)
      if (currentQuantity(product.id, priceTypeID) > 0) return Promise.resolve(sync.current())
      const done = setQuantity(product, addOptions.quantity ?? 1, priceTypeID)
      if (!(addOptions.suppressToast ?? suppressToast)) {
        showNotification(state, {
          id: `${ADDED_TO_CART_TOAST}:${product.id}:${priceTypeID}`,
          type: 'toast',
          component: ADDED_TO_CART_TOAST,
          props: {
            title: addedToCartToast(product.name),
            href: CART_PATH,
            productId: product.id,
            priceTypeID,
            regionId,
          },
        })
      }
      return done
    },
    increment: (product, priceTypeID) => step(product, 1, priceTypeID),
    decrement: (product, priceTypeID) => step(product, -1, priceTypeID),
    setQuantity,
    remove: (product, priceTypeID) => setQuantity(product, 0, priceTypeID),
  } satisfies Pick<UseAddToCartResult, 'add' | 'increment' | 'decrement' | 'setQuantity' | 'remove'>
}
