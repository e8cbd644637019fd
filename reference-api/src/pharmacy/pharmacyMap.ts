// Pharmacies on the map: below the deepest zoom the viewport is cut into a grid whose cells
// shrink as the zoom grows, and pharmacies falling into one cell are a cluster (counted in SQL);
// a cell with a single pharmacy shows that pharmacy. At CLUSTER_UNTIL_ZOOM every pharmacy is a
// pin, so two pharmacies in one building can still be told apart. The storefront asks at the
// zoom values of SPEC §9 (9, 16, 20); other whole zooms work the same way.

import { ERROR_CODES } from '@apteka/sdk/errors'
import { SqlParameters } from '../catalog/sqlParameters'
import type { ApiContext } from '../context'
import { apiError } from '../errors'

/** Zoom levels below this are clustered (SPEC §9's deepest zoom). */
export const CLUSTER_UNTIL_ZOOM = 20
/** The zoom range the map accepts (web maps go from the whole world, 0, to about 23). */
export const MIN_ZOOM = 0
export const MAX_ZOOM = 23
/**
 * Widest view accepted, in map tiles of the zoom (360 / 2^zoom degrees) on either axis: a screen
 * shows a handful of tiles, so a wider box is not a map's view and would count the whole
 * country cell by cell.
 */
export const MAX_VIEW_TILES = 64
/** Most pins a viewport returns at the deepest zoom, and most cells it returns below it. */
export const MAX_PINS = 1000
export const MAX_CELLS = 2000

/** The size of one map tile in degrees of longitude at a zoom. */
export const tileDegrees = (zoom: number) => 360 / 2 ** Math.max(zoom, 0)

/** Grid cell size in degrees: a map tile is 360 / 2^zoom degrees wide; a cell is a quarter of it. */
export const cellSize = (zoom: number) => tileDegrees(zoom) / 4

export interface PharmacyFilter {
  xMin: number
  xMax: number
  yMin: number
  yMax: number
  search?: string | null
  pharmacyIds?: number[] | null
  regionId?: string | null
  /** The list's filters (the favourites already read as ids: `favoriteIds`). */
  roundTheClock?: boolean | null
  pickupToday?: boolean | null
  cardPayment?: boolean | null
  /** Only these pharmacies, the customer's favourites; an empty list finds none. */
  favoriteIds?: readonly number[] | null
}

/**
 * E_1 unless the view is one a map can have: finite coordinates on the globe, a whole zoom in
 * MIN_ZOOM…MAX_ZOOM, and at most MAX_VIEW_TILES tiles of that zoom across and down.
 */
export function checkMapView(view: {
  xMin: number
  xMax: number
  yMin: number
  yMax: number
  zoom: number
}): void {
  const { xMin, xMax, yMin, yMax, zoom } = view
  const onGlobe =
    [xMin, xMax, yMin, yMax].every(Number.isFinite) &&
    Math.abs(xMin) <= 180 &&
    Math.abs(xMax) <= 180 &&
    Math.abs(yMin) <= 90 &&
    Math.abs(yMax) <= 90
  const zoomOk = Number.isInteger(zoom) && zoom >= MIN_ZOOM && zoom <= MAX_ZOOM
  const widest = tileDegrees(zoom) * MAX_VIEW_TILES
  if (!onGlobe || !zoomOk || Math.abs(xMax - xMin) > widest || Math.abs(yMax - yMin) > widest)
    throw apiError(ERROR_CODES.WRONG_REQUEST, undefined, { field: 'bounds' })
}

/** SQL conditions on pharmacies `ph` inside the bounds (x = longitude, y = latitude). */
export function pharmacyConditions(filter: PharmacyFilter, params: SqlParameters): string {
  const where = [
    'ph.is_active',
    `ph.long BETWEEN ${params.add(Math.min(filter.xMin, filter.xMax))} AND ${params.add(Math.max(filter.xMin, filter.xMax))}`,
    `ph.lat BETWEEN ${params.add(Math.min(filter.yMin, filter.yMax))} AND ${params.add(Math.max(filter.yMin, filter.yMax))}`,
  ]
  const text = filter.search?.trim()
  if (text) {
    const pattern = params.add(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    where.push(
      `(ph.address ILIKE ${pattern} OR ph.name ILIKE ${pattern} OR ph.metro ILIKE ${pattern})`,
    )
  }
  if (filter.pharmacyIds?.length)
    where.push(`ph.id = ANY(${params.add(filter.pharmacyIds)}::int[])`)
  if (filter.regionId) where.push(`ph.region_id = ${params.add(filter.regionId)}`)
  // The same filters as the list's (pharmacyFilters.ts), in this file's SQL.
  if (filter.roundTheClock) where.push('ph.is_round_the_clock')
  if (filter.pickupToday) where.push('ph.pickup_days = 0')
  if (filter.cardPayment) where.push(`ph.payment_types @> ARRAY['card']::text[]`)
  if (filter.favoriteIds) where.push(`ph.id = ANY(${params.add([...filter.favoriteIds])}::int[])`)
  return where.join(' AND ')
}

export interface GridCell {
  id: string
  count: number
  lat: number
  long: number
  /** The pharmacy of a one-pharmacy cell. */
  pharmacyId: number | null
}

/** The pharmacies in the bounds, grouped into grid cells of the zoom. */
export async function pharmacyGrid(
  ctx: Pick<ApiContext, 'exec'>,
  filter: PharmacyFilter,
  zoom: number,
): Promise<GridCell[]> {
  const params = new SqlParameters()
  const cell = params.add(cellSize(zoom))
  const where = pharmacyConditions(filter, params)
  const rows = await ctx.exec<{
    gx: number
    gy: number
    n: number | string
    lat: number
    long: number
    pharmacy_id: number
  }>(
    `SELECT floor(ph.long / ${cell})::int AS gx, floor(ph.lat / ${cell})::int AS gy,
       count(*)::int AS n, avg(ph.lat)::float8 AS lat, avg(ph.long)::float8 AS long,
       min(ph.id) AS pharmacy_id
     FROM pharmacies ph WHERE ${where}
     GROUP BY 1, 2 ORDER BY n DESC, 1, 2 LIMIT ${MAX_CELLS}`,
    params.values,
  )
  return rows.map((row) => ({
    id: `${zoom}:${row.gx}:${row.gy}`,
    count: Number(row.n),
    lat: Number(row.lat),
    long: Number(row.long),
    pharmacyId: Number(row.n) === 1 ? Number(row.pharmacy_id) : null,
  }))
}

/** Ids of the pharmacies in the bounds (high zoom). */
export async function pharmacyPins(ctx: Pick<ApiContext, 'exec'>, filter: PharmacyFilter) {
  const params = new SqlParameters()
  const where = pharmacyConditions(filter, params)
  const rows = await ctx.exec<{ id: number }>(
    `SELECT ph.id FROM pharmacies ph WHERE ${where} ORDER BY ph.id LIMIT ${MAX_PINS}`,
    params.values,
  )
  return rows.map((row) => Number(row.id))
}
