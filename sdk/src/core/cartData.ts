// The cart as the core keeps it (one shape for the legacy and the mini flow) and what reading it
// takes; its optimistic edit is cartChanges.ts, which loads with the cart engine (issue #36).
import type {
  CartGroupFieldsFragment,
  CartItemInput,
  CartTotalFieldsFragment,
} from '../generated/graphql'

/** A group of cart lines (one seller). */
export type CartGroup = CartGroupFieldsFragment
/** One cart line. */
export type CartLine = CartGroupFieldsFragment['items'][number]
/** The product inside a cart line. */
export type CartLineProduct = CartLine['product']
/** The cart totals as the server computes them. */
export type CartTotal = CartTotalFieldsFragment

/** The cart the shopper sees. */
export interface CartData {
  /** The mini cart's id; null for the legacy cart and a mini cart not created yet. */
  readonly id: string | null
  readonly regionId: string
  readonly groups: readonly CartGroup[]
  readonly total: CartTotal
}

/** What a product needs to be shown in the cart before the server answers. */
export interface CartProductInput {
  readonly id: string
  readonly name: string
  readonly alias?: string
  readonly url?: string
  readonly image?: string
  readonly price?: number | null
  readonly priceOld?: number | null
  readonly priceTypeID?: number | null
  readonly availableForOrder?: boolean
  readonly availableForBooking?: boolean
  readonly hasOnlyBookingPrices?: boolean
  readonly maxQuantity?: number
  readonly requiresPrescription?: boolean
}

/** One line set to an absolute quantity (0 removes it). */
export interface CartLineChange extends CartItemInput {
  readonly productID: string
  /** Lets a new line show at once, before the server answers. */
  readonly product?: CartProductInput | undefined
}

/**
 * The key of a cart line: one product at one price type.
 * @example
 * lineKey('10345', 1) // '10345:1'
 */
export const lineKey = (productID: string | number, priceTypeID: number) =>
  `${productID}:${priceTypeID}`

/**
 * An empty cart of the region.
 * @example
 * queryClient.setQueryData(['cart', 'moscowregion'], emptyCart('moscowregion'))
 */
export function emptyCart(regionId: string, id: string | null = null): CartData {
  return {
    id,
    regionId,
    groups: [],
    total: {
      amount: 0,
      totalAmount: 0,
      productsAmount: 0,
      productsCount: 0,
      discount: 0,
      priceDiscount: 0,
      promoDiscount: 0,
      promoCode: null,
      points: 0,
      expensePoints: 0,
      hasBookingOnlyPrices: false,
      needTotalPrefix: false,
      quantity: 0,
      courierPrice: null,
      deliveryIncluded: false,
      minSum: 0,
      hasPrescripted: false,
      button: { available: false, message: null },
    },
  }
}

/**
 * Every line of the cart, group after group.
 * @example
 * const quantity = cartLines(cart).reduce((sum, line) => sum + line.quantity, 0)
 */
export function cartLines(cart: CartData | null | undefined): CartLine[] {
  return cart ? cart.groups.flatMap((group) => group.items) : []
}

/**
 * The line of a product at a price type; any price type when none is given.
 * @example
 * const line = findLine(cart, '10345', 1) // undefined when the product is not in the cart
 */
export function findLine(
  cart: CartData | null | undefined,
  productID: string,
  priceTypeID?: number,
): CartLine | undefined {
  return cartLines(cart).find(
    (line) =>
      line.product.id === productID &&
      (priceTypeID === undefined || line.priceTypeID === priceTypeID),
  )
}
