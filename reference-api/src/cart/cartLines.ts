// A cart's lines priced in a region: each line joined with its product and with the price
// variant (price type) it was put in the cart at, as that region sells it today.
import { isMarketplacePriceType } from '@apteka/sdk/rules'
import { and, asc, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import { cartItems, productPrices, products, sellers } from '../db'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
export type ProductRow = Row<typeof products>
export type PriceRow = Row<typeof productPrices>
export type SellerRow = Row<typeof sellers>

/** One cart line with what the region sells it at; `price` is null when the region has no such offer. */
export interface PricedLine {
  productId: number
  priceTypeId: number
  quantity: number
  isChecked: boolean
  addedAt: Date
  product: ProductRow
  price: PriceRow | null
  seller: SellerRow | null
}

export async function loadCartLines(
  db: DatabaseOrTransaction,
  cartId: string,
  regionId: string,
): Promise<PricedLine[]> {
  const rows = await db
    .select({ item: cartItems, product: products, price: productPrices, seller: sellers })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productPrices,
      and(
        eq(productPrices.productId, cartItems.productId),
        eq(productPrices.priceTypeId, cartItems.priceTypeId),
        eq(productPrices.regionId, regionId),
      ),
    )
    .leftJoin(sellers, eq(sellers.id, productPrices.sellerId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId), asc(cartItems.priceTypeId))
  return rows.map(({ item, product, price, seller }) => ({
    productId: item.productId,
    priceTypeId: item.priceTypeId,
    quantity: item.quantity,
    isChecked: item.isChecked,
    addedAt: item.addedAt,
    product,
    price,
    seller,
  }))
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** The money and flags of a line, as CartItem and the sdk's cartTotals see them. */
export function lineFigures(line: PricedLine) {
  const price = line.price?.price ?? 0
  const listPrice = Math.max(price, line.price?.priceOld ?? price)
  const amount = round2(listPrice * line.quantity)
  const totalAmount = round2(price * line.quantity)
  const availableForOrder = line.price
    ? line.price.availableForOrder && line.price.maxQuantity > 0
    : false
  const availableForBooking = line.price ? line.price.availableForBooking : false
  return {
    price,
    listPrice,
    amount,
    totalAmount,
    totalDiscount: round2(amount - totalAmount),
    isExpirating: line.price?.isExpirating ?? false,
    availableForOrder,
    availableForBooking,
    /** Only bookable here: paid in the pharmacy, earns no points online. */
    hasOnlyBookingPrices: !availableForOrder && availableForBooking,
    hasPrefix: line.price?.hasPrefix ?? false,
    isMarketplace: isMarketplacePriceType(line.priceTypeId),
  }
}

/** The input of the sdk's cartTotals for a line, ticked or not as `isChecked` says. */
export function totalsItem(line: PricedLine, isChecked = line.isChecked) {
  const figures = lineFigures(line)
  return {
    price: figures.price,
    listPrice: figures.listPrice,
    quantity: line.quantity,
    isChecked,
    availableForOrder: figures.availableForOrder,
    availableForBooking: figures.availableForBooking,
    hasOnlyBookingPrices: figures.hasOnlyBookingPrices,
  }
}

/** A line as the sdk's money model prices it. */
export function moneyLine(line: PricedLine) {
  const figures = lineFigures(line)
  return {
    price: figures.price,
    listPrice: figures.listPrice,
    quantity: line.quantity,
    bookingOnly: figures.hasOnlyBookingPrices,
  }
}

export const lineKey = (line: { productId: number; priceTypeId: number }) =>
  `${line.productId}:${line.priceTypeId}`

export { round2 }
