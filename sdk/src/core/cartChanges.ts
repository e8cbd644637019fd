// The optimistic edit of the cart: lines set to absolute quantities, totals recomputed by the
// sdk's cart rule until the server's answer replaces them. Only the cart engine
// (cartSyncEngine.ts) uses it, so it loads with the engine, not with a page (issue #36).
import { cartTotals, countsInTotals } from '../cart'
import { orderMoney, toKopecks, toRoubles } from '../money'
import type {
  CartData,
  CartGroup,
  CartLine,
  CartLineChange,
  CartProductInput,
  CartTotal,
} from './cartData'
import { lineKey } from './cartData'

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
