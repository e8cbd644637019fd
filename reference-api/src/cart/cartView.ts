// The cart as the contract shows it: groups by seller (the pharmacy's own goods, then each
// marketplace partner for price types 8–13), lines with their money, and the totals priced by
// the sdk's money model (orderMoney), with the region's minimum sum and courier price.
import { ERROR_CODES, errorMessage } from '@apteka/sdk/errors'
import { countsInTotals, orderMoney } from '@apteka/sdk/rules'
import { asc, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import { deliveryZones } from '../db'
import type { CartTotal, ResolversParentTypes } from '../generated/resolvers'
import { lineFigures, moneyLine, type PricedLine, round2, totalsItem } from './cartLines'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
export type ZoneRow = Row<typeof deliveryZones>

/** Title of the group of the pharmacy chain's own goods. */
export const PHARMACY_GROUP_TITLE = 'Товары аптеки'

// The contract's generated types (a line's product is a ProductModel); a group's title and the
// courier price are always given here, if null.
export type CartItemView = ResolversParentTypes['CartItem']
export type CartGroupView = Omit<ResolversParentTypes['CartGroup'], 'title'> & {
  title: string | null
}
export type CartTotalView = Omit<CartTotal, 'courierPrice'> & { courierPrice: number | null }

/**
 * The zone whose minimum sum and courier price apply to a region's orders: its courier zone,
 * else any zone; null when the region has no courier delivery.
 */
export async function regionZone(
  db: DatabaseOrTransaction,
  regionId: string,
): Promise<ZoneRow | null> {
  const zones = await db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.regionId, regionId))
    .orderBy(asc(deliveryZones.id))
  return zones.find((zone) => zone.type === 'courier') ?? zones[0] ?? null
}

/** The courier's price for goods worth `amount`: free from the zone's freeFrom. */
export function courierPriceFor(zone: ZoneRow | null, amount: number): number | null {
  if (!zone) return null
  return zone.freeFrom !== null && amount >= zone.freeFrom ? 0 : zone.courierPrice
}

export function cartItemView(
  line: PricedLine,
  regionId: string,
  isChecked = line.isChecked,
): CartItemView {
  const figures = lineFigures(line)
  return {
    product: { ...line.product, regionId },
    priceTypeID: line.priceTypeId,
    quantity: line.quantity,
    isChecked,
    amount: figures.amount,
    price: figures.price,
    listPrice: figures.listPrice,
    totalAmount: figures.totalAmount,
    totalDiscount: figures.totalDiscount,
    isExpirating: figures.isExpirating,
  }
}

/** Lines grouped by seller: the pharmacy's goods first, then marketplace partners by name. */
export function groupBySeller<T>(lines: PricedLine[], view: (line: PricedLine) => T) {
  const pharmacy: T[] = []
  const partners = new Map<string, { title: string; items: T[] }>()
  for (const line of lines) {
    if (!lineFigures(line).isMarketplace) {
      pharmacy.push(view(line))
      continue
    }
    const title = line.seller?.name ?? 'Партнёр маркетплейса'
    const group = partners.get(title) ?? { title, items: [] }
    group.items.push(view(line))
    partners.set(title, group)
  }
  return [
    ...(pharmacy.length ? [{ title: PHARMACY_GROUP_TITLE, items: pharmacy }] : []),
    ...[...partners.values()].sort((a, b) => a.title.localeCompare(b.title, 'ru')),
  ]
}

export interface TotalOptions {
  /** Which lines are ticked; default each line's own flag. */
  isChecked?: (line: PricedLine) => boolean
  /** Add the courier's price to what the shopper pays (a courier checkout). */
  withCourier?: boolean
  /** Promo code discount in roubles. */
  promoDiscount?: number
  /** The promo code the discount is for, named in the summary. */
  promoCode?: string | null
  /** Loyalty points spent (1 point = 1 rouble). */
  pointsSpent?: number
  /** The courier's price when the shopper chose a priced interval (express); default the zone's. */
  courierPrice?: number | null
  /**
   * The place the goods come from is chosen (a pharmacy, or the courier's day), so the prices
   * are final and the total drops its 'от'. Default: false.
   */
  priceKnown?: boolean
}

/**
 * Totals over the lines that count (ticked, available for order or booking — the sdk rule):
 * sums, discount, points (floor(total/100) without booking-only lines), the region's minimum
 * sum, and the checkout button: unavailable with E_100's text when nothing counts, with E_29's
 * text below the minimum.
 */
export function cartTotal(
  lines: PricedLine[],
  zone: ZoneRow | null,
  options: TotalOptions = {},
): CartTotalView {
  const checked = options.isChecked ?? ((line: PricedLine) => line.isChecked)
  const counted = lines.filter((line) => countsInTotals(totalsItem(line, checked(line))))
  const moneyLines = counted.map(moneyLine)
  const goods = orderMoney(moneyLines).goodsAmount
  const courierPrice = options.courierPrice ?? courierPriceFor(zone, goods)
  const money = orderMoney(moneyLines, {
    promoDiscount: options.promoDiscount ?? 0,
    pointsSpent: options.pointsSpent ?? 0,
    delivery: options.withCourier ? (courierPrice ?? 0) : 0,
  })
  const minSum = zone?.minSum ?? 0
  let button: CartTotalView['button'] = { available: true, message: null }
  if (counted.length === 0)
    button = { available: false, message: errorMessage(ERROR_CODES.CART_EMPTY) }
  else if (money.goodsAmount < minSum) {
    button = {
      available: false,
      message: errorMessage(ERROR_CODES.ORDER_BELOW_MIN_SUM, { min_sum: minSum }),
    }
  }
  return {
    amount: money.amount,
    totalAmount: money.total,
    productsAmount: money.goodsAmount,
    productsCount: counted.length,
    discount: round2(money.priceDiscount + money.promoDiscount),
    priceDiscount: money.priceDiscount,
    promoDiscount: money.promoDiscount,
    promoCode: money.promoDiscount > 0 ? (options.promoCode ?? null) : null,
    points: money.pointsToEarn,
    expensePoints: money.pointsSpent,
    hasBookingOnlyPrices: money.hasBookingOnlyLines,
    needTotalPrefix: !options.priceKnown && counted.some((line) => lineFigures(line).hasPrefix),
    quantity: counted.reduce((sum, line) => sum + line.quantity, 0),
    courierPrice,
    deliveryIncluded: options.withCourier === true,
    minSum,
    button,
    hasPrescripted: counted.some((line) => line.product.requiresPrescription),
  }
}

export interface CartView {
  groups: CartGroupView[]
  total: CartTotalView
}

export function cartView(lines: PricedLine[], regionId: string, zone: ZoneRow | null): CartView {
  return {
    groups: groupBySeller(lines, (line) => cartItemView(line, regionId)),
    total: cartTotal(lines, zone),
  }
}
