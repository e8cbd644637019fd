// Pickup points: the region's working pharmacies with how much of the cart each can give.
// A line is available at a pharmacy for pickup when it can be ordered (the chain brings it in
// pickupDays) or when the pharmacy has it on the shelf to book; for booking only the shelf
// counts. The map clusters pharmacies on a grid at low zoom.

import type { ReceiveTypeCode } from '@apteka/sdk/rules'
import { plural } from '@apteka/sdk/rules'
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm'
import { lineFigures, type PricedLine } from '../cart/cartLines'
import { pickupReadyDay, type ShopDay } from '../clock/shopClock'
import type { DatabaseOrTransaction } from '../db'
import { pharmacies, pharmacyStock } from '../db'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
export type PharmacyRow = Row<typeof pharmacies>

/** productId → quantity on the shelf, by pharmacy id. */
export type StockMap = Map<number, Map<number, number>>

export async function loadStock(
  db: DatabaseOrTransaction,
  pharmacyIds: number[],
  productIds: number[],
): Promise<StockMap> {
  const stock: StockMap = new Map()
  if (pharmacyIds.length === 0 || productIds.length === 0) return stock
  const rows = await db
    .select()
    .from(pharmacyStock)
    .where(
      and(
        inArray(pharmacyStock.pharmacyId, pharmacyIds),
        inArray(pharmacyStock.productId, productIds),
      ),
    )
  for (const row of rows) {
    const shelf = stock.get(row.pharmacyId) ?? new Map<number, number>()
    shelf.set(row.productId, row.quantity)
    stock.set(row.pharmacyId, shelf)
  }
  return stock
}

/** Whether a line can be had at a pharmacy with this shelf, for a receive type (none: either way). */
export function lineAvailableAt(
  line: PricedLine,
  shelf: Map<number, number> | undefined,
  receiveType: ReceiveTypeCode | null,
): boolean {
  const figures = lineFigures(line)
  const onShelf = figures.availableForBooking && (shelf?.get(line.productId) ?? 0) >= line.quantity
  if (receiveType === 'booking') return onShelf
  if (receiveType === 'pickup') return figures.availableForOrder
  return figures.availableForOrder || onShelf
}

/**
 * Days until a line is at the pharmacy for a receive type: on the shelf (and always for
 * booking) the pharmacy's booking days, otherwise what the chain needs to bring it in.
 */
export function lineReadyDays(
  pharmacy: PharmacyRow,
  line: PricedLine,
  shelf: Map<number, number> | undefined,
  receiveType: ReceiveTypeCode | null,
): number {
  return receiveType === 'booking' || lineAvailableAt(line, shelf, 'booking')
    ? pharmacy.bookingDays
    : Math.max(pharmacy.pickupDays, line.price?.deliveryDays ?? 1)
}

/** The region's pharmacy of that id, active or not; null when there is none in the region. */
export async function regionPharmacy(
  db: DatabaseOrTransaction,
  regionId: string,
  id: number | null,
): Promise<PharmacyRow | null> {
  const [pharmacy] =
    id !== null ? await db.select().from(pharmacies).where(eq(pharmacies.id, id)) : []
  return pharmacy && pharmacy.regionId === regionId ? pharmacy : null
}

export async function regionPharmacies(
  db: DatabaseOrTransaction,
  regionId: string,
  search?: string | null,
) {
  const text = search?.trim()
  const pattern = text ? `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null
  return db
    .select()
    .from(pharmacies)
    .where(
      and(
        eq(pharmacies.regionId, regionId),
        eq(pharmacies.isActive, true),
        ...(pattern
          ? [
              or(
                ilike(pharmacies.name, pattern),
                ilike(pharmacies.address, pattern),
                ilike(pharmacies.metro, pattern),
              ),
            ]
          : []),
      ),
    )
    .orderBy(asc(pharmacies.address), asc(pharmacies.id))
}

const GOODS_GENITIVE = ['товара', 'товаров', 'товаров'] as const

/** '5 из 5 товаров', '1 из 1 товара'. */
export const availableProductText = (available: number, total: number) =>
  `${available} из ${total} ${plural(total, GOODS_GENITIVE)}`

export interface PickupPoint {
  pharmacy: PharmacyRow
  available: boolean
  selected: boolean
  availableProduct: string
  availableCount: number
  totalCount: number
  /** When the pharmacy can give out what it takes; null when it takes nothing. */
  readyDay: ShopDay | null
}

/**
 * Each pharmacy with the share of `lines` (the lines the checkout counts) it can give. Selected
 * first, then those that have everything, then by address.
 */
export async function pickupPoints(
  db: DatabaseOrTransaction,
  list: PharmacyRow[],
  lines: PricedLine[],
  receiveType: ReceiveTypeCode | null,
  selectedId: number | null,
  now: Date,
): Promise<PickupPoint[]> {
  const stock = await loadStock(
    db,
    list.map((pharmacy) => pharmacy.id),
    [...new Set(lines.map((line) => line.productId))],
  )
  const points = list.map((pharmacy) => {
    const shelf = stock.get(pharmacy.id)
    const takes = lines.filter((line) => lineAvailableAt(line, shelf, receiveType))
    const availableCount = takes.length
    const days = Math.max(
      0,
      ...takes.map((line) => lineReadyDays(pharmacy, line, shelf, receiveType)),
    )
    return {
      pharmacy,
      available: availableCount === lines.length,
      selected: pharmacy.id === selectedId,
      availableProduct: availableProductText(availableCount, lines.length),
      availableCount,
      totalCount: lines.length,
      readyDay: takes.length ? pickupReadyDay(pharmacy, days, now) : null,
    }
  })
  const rank = (point: PickupPoint) => (point.selected ? 0 : point.available ? 1 : 2)
  return points.sort((a, b) => rank(a) - rank(b))
}

export interface Bounds {
  xMin: number
  xMax: number
  yMin: number
  yMax: number
}

/** Bounds read as x = longitude, y = latitude. */
export const inBounds = (pharmacy: PharmacyRow, bounds: Bounds) =>
  pharmacy.long >= Math.min(bounds.xMin, bounds.xMax) &&
  pharmacy.long <= Math.max(bounds.xMin, bounds.xMax) &&
  pharmacy.lat >= Math.min(bounds.yMin, bounds.yMax) &&
  pharmacy.lat <= Math.max(bounds.yMin, bounds.yMax)

/** Below this zoom the map shows clusters; from it on, every pharmacy. */
export const CLUSTER_BELOW_ZOOM = 13

/**
 * Grid clusters: cells of 64 screen pixels at the zoom; a cell with one pharmacy shows it as a
 * point, a fuller cell becomes a cluster at the cell's mean position.
 */
export function clusterPoints(points: PickupPoint[], zoom: number) {
  if (zoom >= CLUSTER_BELOW_ZOOM) return { clusters: [], points }
  const cell = (360 / 2 ** Math.max(0, zoom)) * (64 / 256)
  const cells = new Map<string, PickupPoint[]>()
  for (const point of points) {
    const key = `${Math.floor(point.pharmacy.lat / cell)}:${Math.floor(point.pharmacy.long / cell)}`
    cells.set(key, [...(cells.get(key) ?? []), point])
  }
  const clusters = []
  const singles: PickupPoint[] = []
  for (const [key, members] of cells) {
    if (members.length === 1) {
      singles.push(members[0] as PickupPoint)
      continue
    }
    clusters.push({
      id: `${zoom}:${key}`,
      count: members.length,
      lat: members.reduce((sum, point) => sum + point.pharmacy.lat, 0) / members.length,
      long: members.reduce((sum, point) => sum + point.pharmacy.long, 0) / members.length,
      selected: members.some((point) => point.selected),
    })
  }
  return { clusters, points: singles }
}
