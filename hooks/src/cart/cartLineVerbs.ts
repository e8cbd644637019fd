// Cart changes by line (a cart line, or a product id with its price type) on the sdk's cart
// synchroniser, and how many units of a product a cart holds.
import type { CartLine } from '@apteka/sdk'
import { type CartData, type CartLineChange, type CartSync, cartLines, findLine } from '@apteka/sdk'
import type { UseCartResult } from '../useCart'

/** A line to change: a cart line, or a product id with its price type. */
export type CartLineRef = CartLine | { productID: string; priceTypeID: number }
export function refOf(line: CartLineRef): { productID: string; priceTypeID: number } {
  return 'product' in line ? { productID: line.product.id, priceTypeID: line.priceTypeID } : line
}

/** The line verbs of {@link UseCartResult} on one cart synchroniser. */
export function cartLineVerbs(sync: CartSync) {
  return {
    setLines: (changes: readonly CartLineChange[]) => sync.setLines(changes),
    setQuantity: (line: CartLineRef, quantity: number) =>
      sync.setLines([{ ...refOf(line), quantity: Math.max(0, Math.floor(quantity)) }]),
    remove: (line: CartLineRef) => sync.setLines([{ ...refOf(line), quantity: 0 }]),
    setChecked: (line: CartLineRef, isChecked: boolean) => {
      const ref = refOf(line)
      const current = findLine(sync.current(), ref.productID, ref.priceTypeID)
      return sync.setLines([{ ...ref, quantity: current?.quantity ?? 0, isChecked }])
    },
    clear: () => sync.clear(),
  } satisfies Partial<UseCartResult>
}

/** Units of a product in the cart (any price type unless given); 0 when absent. */
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
