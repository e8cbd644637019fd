// The cart as the core keeps it (one shape for the legacy and the mini flow),
// and the optimistic edit of it: lines set to absolute quantities, totals recomputed by
// the sdk's cart rule until the server's answer replaces them.
import { cartTotals, countsInTotals } from '../cart'
import type {
  CartGroupFieldsFragment,
  CartItemInput,
  CartTotalFieldsFragment,
} from '../generated/graphql'
import { orderMoney, toKopecks, toRoubles } from '../money'

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

function withQuantity(line: CartLine, quantity: number, isChecked?: boolean | null): CartLine {
  const amount = line.listPrice * quantity
  const totalAmount = line.price * quantity
  return {
    ...line,
    quantity,
    isChecked: isChecked ?? line.isChecked,
    amount,
    totalAmount,
    totalDiscount: amount - totalAmount,
  }
}

function newLine(change: CartLineChange, product: CartProductInput): CartLine {
  const price = product.price ?? 0
  const listPrice = Math.max(price, product.priceOld ?? price)
  return withQuantity(
    {
      product: {
        id: product.id,
        name: product.name,
        alias: product.alias ?? '',
        url: product.url ?? '',
        image: product.image ?? '',
        price: product.price ?? null,
        priceOld: product.priceOld ?? null,
        availableForOrder: product.availableForOrder ?? true,
        availableForBooking: product.availableForBooking ?? false,
        hasOnlyBookingPrices: product.hasOnlyBookingPrices ?? false,
        maxQuantity: product.maxQuantity ?? Number.MAX_SAFE_INTEGER,
        requiresPrescription: product.requiresPrescription ?? false,
        counters: null,
      },
      priceTypeID: change.priceTypeID,
      quantity: 0,
      isChecked: change.isChecked ?? true,
      amount: 0,
      price,
      listPrice,
      totalAmount: 0,
      totalDiscount: 0,
      isExpirating: false,
    },
    change.quantity,
    change.isChecked,
  )
}

function recomputeTotal(total: CartTotal, groups: readonly CartGroup[]): CartTotal {
  const items = groups
    .flatMap((group) => group.items)
    .map((line) => ({
      price: line.price,
      listPrice: line.listPrice,
      quantity: line.quantity,
      isChecked: line.isChecked,
      availableForOrder: line.product.availableForOrder,
      availableForBooking: line.product.availableForBooking,
      hasOnlyBookingPrices: line.product.hasOnlyBookingPrices,
    }))
  const totals = cartTotals(items)
  // The terms the shopper chose at the checkout (promo code, points, courier) stay as the server
  // last priced them, taken off the new goods by the money model, until its answer replaces them:
  // the total never jumps to the goods alone and back.
  const money = orderMoney(
    items.filter(countsInTotals).map((item) => ({
      price: item.price,
      listPrice: item.listPrice,
      quantity: item.quantity,
      bookingOnly: item.hasOnlyBookingPrices === true,
    })),
    {
      promoDiscount: total.promoDiscount,
      pointsSpent: total.expensePoints,
      delivery: total.deliveryIncluded ? (total.courierPrice ?? 0) : 0,
    },
  )
  return {
    ...total,
    amount: totals.amount,
    totalAmount: money.total,
    productsAmount: totals.totalAmount,
    productsCount: totals.productsCount,
    discount: toRoubles(toKopecks(money.priceDiscount) + toKopecks(money.promoDiscount)),
    priceDiscount: totals.discount,
    promoDiscount: money.promoDiscount,
    expensePoints: money.pointsSpent,
    quantity: totals.quantity,
    points: money.pointsToEarn,
    hasBookingOnlyPrices: totals.hasBookingOnlyPrices,
  }
}

/**
 * The cart with lines set to absolute quantities: 0 removes a line (and an emptied
 * group), a missing line is added when its product is given. Pure; the input is kept.
 * @example
 * const optimistic = applyCartChanges(cart, [{ productID: '10345', priceTypeID: 1, quantity: 2 }])
 */
export function applyCartChanges(cart: CartData, changes: readonly CartLineChange[]): CartData {
  if (changes.length === 0) return cart
  let groups = cart.groups.map((group) => ({ ...group, items: [...group.items] }))
  for (const change of changes) {
    const key = lineKey(change.productID, change.priceTypeID)
    let found = false
    groups = groups.map((group) => ({
      ...group,
      items: group.items.flatMap((line) => {
        if (lineKey(line.product.id, line.priceTypeID) !== key) return [line]
        found = true
        return change.quantity > 0 ? [withQuantity(line, change.quantity, change.isChecked)] : []
      }),
    }))
    if (!found && change.quantity > 0 && change.product) {
      const line = newLine(change, change.product)
      const [first, ...rest] = groups
      groups = first
        ? [{ ...first, items: [...first.items, line] }, ...rest]
        : [{ title: null, items: [line] }]
    }
    groups = groups.filter((group) => group.items.length > 0)
  }
  return { ...cart, groups, total: recomputeTotal(cart.total, groups) }
}
