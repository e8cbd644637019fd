// The geometry of the drawn map (offline and tile providers): points projected with Web
// Mercator into a logical box 1000 px wide fitted to their bounds, merged into clusters,
// and the raster tiles that cover the box.

/** Logical width of the map box; its height follows the box's aspect ratio on screen. */
export const MAP_WIDTH = 1000
/** Logical height of a 2:1 box (wide screens, and the server render). */
export const MAP_HEIGHT = 500
/** A raster tile's side in logical px. */
export const TILE_SIZE = 256
const PAD = 40
/** Pins closer than this (logical px) merge into a cluster. */
const CLUSTER_PX = 44
/** The subdomains a template's {s} takes, like Leaflet's default. */
const TILE_SUBDOMAINS = ['a', 'b', 'c'] as const

export const worldX = (long: number, zoom: number) => ((long + 180) / 360) * TILE_SIZE * 2 ** zoom
export const worldY = (lat: number, zoom: number) => {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180)
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE_SIZE * 2 ** zoom
}

/** The shown part of the world: a zoom level, the box's top-left corner in world px and its logical height. */
export interface MapView {
  readonly zoom: number
  readonly left: number
  readonly top: number
  readonly height: number
}

/** The largest whole zoom (2–16) that shows every point, centred on their bounds. */
export function fitView(
  points: readonly { lat: number; long: number }[],
  height: number = MAP_HEIGHT,
): MapView {
  if (points.length === 0) return { zoom: 10, left: 0, top: 0, height }
  const xs = points.map((p) => worldX(p.long, 0))
  const ys = points.map((p) => worldY(p.lat, 0))
  const spanX = Math.max(...xs) - Math.min(...xs)
  const spanY = Math.max(...ys) - Math.min(...ys)
  const fit = Math.min(
    spanX > 0 ? Math.log2((MAP_WIDTH - 2 * PAD) / spanX) : 16,
    spanY > 0 ? Math.log2((height - 2 * PAD) / spanY) : 16,
  )
  const zoom = Math.max(2, Math.min(16, Math.floor(fit)))
  const cx = ((Math.max(...xs) + Math.min(...xs)) / 2) * 2 ** zoom
  const cy = ((Math.max(...ys) + Math.min(...ys)) / 2) * 2 ** zoom
  return { zoom, left: cx - MAP_WIDTH / 2, top: cy - height / 2, height }
}

/** The deepest zoom a cluster click goes to (raster tile servers serve up to 18–19). */
export const MAX_ZOOM = 18

/**
 * The view a cluster click opens: centred on the cluster's points, fitted to them, and at
 * least one level deeper than `current` — on a narrow map a cluster may hold every point,
 * and fitting them alone would show the very same view again.
 */
export function zoomInto(
  points: readonly { lat: number; long: number }[],
  current: MapView,
): MapView {
  if (points.length === 0) return current
  const fitted = fitView(points, current.height)
  const zoom = Math.min(MAX_ZOOM, Math.max(fitted.zoom, current.zoom + 1))
  const xs = points.map((p) => worldX(p.long, zoom))
  const ys = points.map((p) => worldY(p.lat, zoom))
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2
  return { zoom, left: cx - MAP_WIDTH / 2, top: cy - current.height / 2, height: current.height }
}

/** A point's place in the box, in logical px. */
export function placeOf(point: { lat: number; long: number }, view: MapView) {
  return {
    x: worldX(point.long, view.zoom) - view.left,
    y: worldY(point.lat, view.zoom) - view.top,
  }
}

export interface PlacedPoints<P> {
  readonly x: number
  readonly y: number
  readonly points: P[]
}

/**
 * Points in logical px, merged greedily into clusters (`scale`: logical px per screen px).
 * At MAX_ZOOM nothing merges any more: every pharmacy gets its own pin.
 */
export function placePoints<P extends { lat: number; long: number }>(
  points: readonly P[],
  view: MapView,
  scale = 1,
): PlacedPoints<P>[] {
  const placed: PlacedPoints<P>[] = []
  for (const point of points) {
    const { x, y } = placeOf(point, view)
    const radius = view.zoom >= MAX_ZOOM ? 0 : CLUSTER_PX * scale
    const near = placed.find((p) => Math.hypot(p.x - x, p.y - y) < radius)
    if (near) near.points.push(point)
    else placed.push({ x, y, points: [point] })
  }
  return placed
}

/** One tile's address: {z}/{x}/{y}, and {s} picked from a, b, c by the tile (stable per tile). */
export function tileUrl(template: string, tile: { z: number; x: number; y: number }): string {
  const subdomain = TILE_SUBDOMAINS[(tile.x + tile.y) % TILE_SUBDOMAINS.length] ?? 'a'
  return template
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y))
    .replaceAll('{s}', subdomain)
}

export interface VisibleTile {
  readonly key: string
  readonly src: string
  /** The tile's top-left corner in the box, logical px. */
  readonly x: number
  readonly y: number
}

/** The tiles covering the box; x wraps around the antimeridian, rows outside the world are skipped. */
export function visibleTiles(view: MapView, template: string): VisibleTile[] {
  const count = 2 ** view.zoom
  const tiles: VisibleTile[] = []
  for (let tx = Math.floor(view.left / TILE_SIZE); tx * TILE_SIZE < view.left + MAP_WIDTH; tx += 1)
    for (
      let ty = Math.floor(view.top / TILE_SIZE);
      ty * TILE_SIZE < view.top + view.height;
      ty += 1
    )
      if (ty >= 0 && ty < count)
        tiles.push({
          key: `${view.zoom}-${tx}-${ty}`,
          src: tileUrl(template, { z: view.zoom, x: ((tx % count) + count) % count, y: ty }),
          x: tx * TILE_SIZE - view.left,
          y: ty * TILE_SIZE - view.top,
        })
  return tiles
}

/** Whether a place (logical px) lies inside the view's box. */
export function isInside(place: { x: number; y: number }, view: MapView): boolean {
  return place.x >= 0 && place.x <= MAP_WIDTH && place.y >= 0 && place.y <= view.height
}
