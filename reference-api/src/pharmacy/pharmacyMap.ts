// Pharmacies on the map: at low zoom the viewport is cut into a grid whose cells shrink as the
// zoom grows, and pharmacies falling into one cell are a cluster (counted in SQL); a cell with a
// single pharmacy shows that pharmacy. From CLUSTER_UNTIL_ZOOM on every pharmacy is a pin.

import { SqlParameters } from '../catalog/sqlParameters'
import type { ApiContext } from '../context'

/** Zoom levels below this are clustered. */
export const CLUSTER_UNTIL_ZOOM = 12
/** Most pins a viewport returns at high zoom. */
export const MAX_PINS = 1000

/** Grid cell size in degrees: a map tile is 360 / 2^zoom degrees wide; a cell is a quarter of it. */
export const cellSize = (zoom: number) => 360 / 2 ** Math.max(zoom, 0) / 4

export interface PharmacyFilter {
  xMin: number
  xMax: number
  yMin: number
  yMax: number
  search?: string | null
  pharmacyIds?: number[] | null
  regionId?: string | null
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
     GROUP BY 1, 2 ORDER BY n DESC, 1, 2`,
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
