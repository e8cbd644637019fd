// A cart's lines priced in a region: each line joined with its product and with the price
// variant (price type) it was put in the cart at, as that region sells it today.
import { isMarketplacePriceType } from '@apteka/sdk/rules'
import { type AnyColumn, and, asc, eq, type Placeholder, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import { cartItems, productPrices, products, sellers } from '../db'
import type { ProductRow } from '../models'
import { type PlacementRow, placementsOf } from '../product/placements'
import { productRowColumns } from '../product/productRowColumns'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
export type PriceRow = Row<typeof productPrices>
export type SellerRow = Row<typeof sellers>

/**
 * What the answer's product fields read beside the line (every price of the product in the region,
 * the placements running today), read with the lines so the request's loaders need no statement.
 */
export interface LineCard {
  prices: PriceRow[]
  placements: PlacementRow[] | null
}

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
  /** Only from `loadCartLines` given the shop's day (a cart's answer). */
  card?: LineCard
}

/**
 * Every price of the line's product in the region, keyed as the `prices` loader's rows; the
 * line's product id is `productId` (a column of cart_items, or of a write's lines).
 */
export const regionPricesOf = (
  regionId: string | Placeholder,
  productId: AnyColumn = cartItems.productId,
) =>
  sql<PriceRow[]>`(
    SELECT coalesce(json_agg(json_build_object('productId', pp.product_id,
      'regionId', pp.region_id, 'priceTypeId', pp.price_type_id, 'price', pp.price,
      'priceOld', pp.price_old, 'maxQuantity', pp.max_quantity,
      'expirationDate', pp.expiration_date, 'isExpirating', pp.is_expirating,
      'availableForOrder', pp.available_for_order, 'availableForBooking', pp.available_for_booking,
      'hasPrefix', pp.has_prefix, 'deliveryDays', pp.delivery_days, 'sellerId', pp.seller_id)
      ORDER BY pp.price_type_id), '[]')
    FROM ${productPrices} pp
    WHERE pp.product_id = ${productId} AND pp.region_id = ${regionId}
  )`

/** The join of a line (cart_items, or a write's lines) to its price variant in the region. */
export const priceOfLine = (
  line: { productId: AnyColumn; priceTypeId: AnyColumn },
  regionId: string | Placeholder,
) =>
  and(
    eq(productPrices.productId, line.productId),
    eq(productPrices.priceTypeId, line.priceTypeId),
    eq(productPrices.regionId, regionId),
  )

/**
 * The cart's lines priced in the region, oldest first. Given the shop's day `today`, each line
 * also carries its product's card (LineCard), in the same statement.
 */
export async function loadCartLines(
  db: DatabaseOrTransaction,
  cartId: string,
  regionId: string,
  options: { today?: string } = {},
): Promise<PricedLine[]> {
  const { today } = options
  const cardFields =
    today === undefined
      ? {}
      : { regionPrices: regionPricesOf(regionId), ...placementsOf(today)(products) }
  const rows = await db
    .select({
      item: cartItems,
      product: productRowColumns,
      price: productPrices,
      seller: sellers,
      ...cardFields,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productPrices, priceOfLine(cartItems, regionId))
    .leftJoin(sellers, eq(sellers.id, productPrices.sellerId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId), asc(cartItems.priceTypeId))
  return rows.map(pricedLineOf)
}

/** A line's row as the lines statements select it (the card's fields only given the shop's day). */
export interface LineRow {
  item: Row<typeof cartItems>
  product: ProductRow
  price: PriceRow | null
  seller: SellerRow | null
  regionPrices?: PriceRow[]
  placements?: PlacementRow[] | null
}

export function pricedLineOf(row: LineRow): PricedLine {
  const { item, product, price, seller, regionPrices, placements } = row
  const line: PricedLine = {
    productId: item.productId,
    priceTypeId: item.priceTypeId,
    quantity: item.quantity,
    isChecked: item.isChecked,
    addedAt: item.addedAt,
    product,
    price,
    seller,
  }
  if (regionPrices) line.card = { prices: regionPrices, placements: placements ?? null }
  return line
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
