// The shopper's cart verbs on one cart synchroniser, with one meaning everywhere (the core's
// `cart`, useAddToCart, useCart): quantities are absolute, so repeated clicks never
// double-count; `add` puts a product in once, `increment` adds one more.
import { addedToCartToast, BASE_PRICE_TYPE, CART_PATH } from '../cart'
import type { CartData, CartLine, CartLineChange, CartProductInput } from './cartData'
import { cartLines, findLine } from './cartData'
import type { CartSync } from './cartSync'
import { ADDED_TO_CART_TOAST } from './notifications'
import { type StorefrontState, showNotification } from './storefrontState'

/** A product to put into the cart. */
export type AddToCartProduct = CartProductInput

/** Options of one add. */
export interface AddToCartOptions {
  /** Units to put in when the product is not in the cart yet. Default: 1. */
  quantity?: number
  /** The price type of the line. Default: the product's `priceTypeID`, else 1 (Base). */
  priceTypeID?: number
  /** Add without the toast. Default: the verbs' `suppressToast`. */
  suppressToast?: boolean
}

/** The cart verbs of a product card, stepper or widget. */
export interface ProductCartVerbs {
  /**
   * Puts the product into the cart when it is not there, and shows the toast
   * '{name} добавлен в Корзину'. A second add changes nothing: the storefront's «В корзину»
   * button turns into a stepper, and a double click must not order two.
   */
  add: (product: AddToCartProduct, options?: AddToCartOptions) => Promise<CartData>
  /** One more unit, up to the product's maximum. */
  increment: (product: AddToCartProduct, priceTypeID?: number) => Promise<CartData>
  /** One unit less; the last one removes the line. */
  decrement: (product: AddToCartProduct, priceTypeID?: number) => Promise<CartData>
  /** Sets the units of the product (absolute; 0 removes), up to the product's maximum. */
  setQuantity: (
    product: AddToCartProduct,
    quantity: number,
    priceTypeID?: number,
  ) => Promise<CartData>
  remove: (product: AddToCartProduct, priceTypeID?: number) => Promise<CartData>
}

/** What the product verbs work on. */
export interface ProductCartHost {
  state: StorefrontState
  /** The cart; the toast remembers its region (it closes when the product leaves that cart). */
  sync: CartSync
  /** Never show the toast. Default: false. */
  suppressToast?: boolean | undefined
}

/**
 * The line's price type: given, else the product's, else 1 (Base).
 *
 * @example
 * priceTypeOf({ id: '42' }) // 1
 * priceTypeOf({ id: '42', priceTypeID: 4 }, 14) // 14
 */
export const priceTypeOf = (product: AddToCartProduct, priceTypeID?: number) =>
  priceTypeID ?? product.priceTypeID ?? BASE_PRICE_TYPE

/**
 * The verbs of one product in one cart.
 *
 * @example
 * const verbs = productCartVerbs({ state: core, sync: core.cart.of() })
 * await verbs.add(product) // 1 unit and the toast
 * await verbs.add(product) // still 1
 * await verbs.increment(product) // 2
 */
export function productCartVerbs({
  state,
  sync,
  suppressToast,
}: ProductCartHost): ProductCartVerbs {
  // Read from the synchroniser, not from a render: a second click before re-render
  // must see the first click's quantity.
  const currentQuantity = (productID: string, priceTypeID: number) =>
    findLine(sync.current(), productID, priceTypeID)?.quantity ?? 0
  const setQuantity: ProductCartVerbs['setQuantity'] = (product, quantity, priceTypeID) =>
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
    add(product, options = {}) {
      const priceTypeID = priceTypeOf(product, options.priceTypeID)
      if (currentQuantity(product.id, priceTypeID) > 0) return Promise.resolve(sync.current())
      const done = setQuantity(product, options.quantity ?? 1, priceTypeID)
      if (!(options.suppressToast ?? suppressToast)) {
        showNotification(state, {
          id: `${ADDED_TO_CART_TOAST}:${product.id}:${priceTypeID}`,
          type: 'toast',
          component: ADDED_TO_CART_TOAST,
          props: {
            title: addedToCartToast(product.name),
            href: CART_PATH,
            productId: product.id,
            priceTypeID,
            regionId: sync.regionId,
          },
        })
      }
      return done
    },
    increment: (product, priceTypeID) => step(product, 1, priceTypeID),
    decrement: (product, priceTypeID) => step(product, -1, priceTypeID),
    setQuantity,
    remove: (product, priceTypeID) => setQuantity(product, 0, priceTypeID),
  }
}

/** A line to change: a cart line, or a product id with its price type. */
export type CartLineRef = CartLine | { productID: string; priceTypeID: number }

function refOf(line: CartLineRef): { productID: string; priceTypeID: number } {
  return 'product' in line ? { productID: line.product.id, priceTypeID: line.priceTypeID } : line
}

/** The cart page's verbs, by line. */
export interface CartLineVerbs {
  /** Sets several lines at once (absolute quantities). */
  setLines: (changes: readonly CartLineChange[]) => Promise<CartData>
  /** Sets a line's quantity (absolute; 0 removes). */
  setQuantity: (line: CartLineRef, quantity: number) => Promise<CartData>
  /** Removes a line. */
  remove: (line: CartLineRef) => Promise<CartData>
  /** Ticks or unticks a line for checkout. */
  setChecked: (line: CartLineRef, isChecked: boolean) => Promise<CartData>
  /** Empties the cart. */
  clear: () => Promise<CartData>
}

/**
 * The line verbs of one cart.
 *
 * @example
 * const lines = cartLineVerbs(core.cart.of())
 * await lines.setQuantity({ productID: '42', priceTypeID: 1 }, 3)
 * await lines.setChecked(line, false) // left out of the order
 */
export function cartLineVerbs(sync: CartSync): CartLineVerbs {
  return {
    setLines: (changes) => sync.setLines(changes),
    setQuantity: (line, quantity) =>
      sync.setLines([{ ...refOf(line), quantity: Math.max(0, Math.floor(quantity)) }]),
    remove: (line) => sync.setLines([{ ...refOf(line), quantity: 0 }]),
    setChecked: (line, isChecked) => {
      const ref = refOf(line)
      const current = findLine(sync.current(), ref.productID, ref.priceTypeID)
      return sync.setLines([{ ...ref, quantity: current?.quantity ?? 0, isChecked }])
    },
    clear: () => sync.clear(),
  }
}

/**
 * Units of a product in the cart (any price type unless given); 0 when absent.
 * @example
 * productQuantity(cart, '42') // 3: two at the Base price, one at a promotion's
 */
export function productQuantity(
  cart: CartData | undefined,
  productID: string,
  priceTypeID?: number,
): number {
  return cartLines(cart)
    .filter(
      (line) =>
        line.product.id === productID &&
        (priceTypeID === undefined || line.priceTypeID === priceTypeID),
    )
    .reduce((sum, line) => sum + line.quantity, 0)
}
