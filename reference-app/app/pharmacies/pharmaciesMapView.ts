// Where the /pharmacies map looks: a centre and a whole zoom give the drawn box (the pickup
// map's Web Mercator geometry), the bounds the API is asked for, and the zoom it is asked at —
// snapped to SPEC §9's values 9, 16 and 20, so the clusters only change at those steps.
import { MAP_WIDTH, type MapView, worldX, worldY } from './PickupMap/mapView'

/** A point on the globe. */
export interface MapCentre {
  readonly lat: number
  readonly long: number
}

/** The map's zooms (SPEC §9): the region, a street, a building. */
export const MAP_ZOOMS = { region: 9, street: 16, building: 20 } as const
/** The zooms the map can be at: from the region's view to the building's. */
export const MIN_MAP_ZOOM = MAP_ZOOMS.region
export const MAX_MAP_ZOOM = MAP_ZOOMS.building
/** Where the map opens (SPEC §9). */
export const DEFAULT_MAP_CENTRE: MapCentre = { lat: 55.75, long: 37.57 }

const worldSize = (zoom: number) => 256 * 2 ** zoom
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The longitude at a world x (px) of a zoom. */
export const longAt = (x: number, zoom: number) => (x / worldSize(zoom)) * 360 - 180
/** The latitude at a world y (px) of a zoom (inverse Web Mercator). */
export const latAt = (y: number, zoom: number) =>
  (Math.atan(Math.sinh(Math.PI - (2 * Math.PI * y) / worldSize(zoom))) * 180) / Math.PI

/**
 * The zoom the API is asked at for a map zoom: 9 up to 12, 16 from 13 to 17, 20 from 18 on.
 * At 13 the box is about as wide as a zoom-9 cluster's cell, at 18 as a zoom-16 one, so a
 * cluster click (see clusterZoom) opens a view where that cluster has come apart.
 */
export function apiZoom(zoom: number): number {
  if (zoom >= 18) return MAP_ZOOMS.building
  if (zoom >= 13) return MAP_ZOOMS.street
  return MAP_ZOOMS.region
}

/** The map zoom a cluster click goes to: the first zoom the API answers one step deeper. */
export function clusterZoom(zoom: number): number {
  const asked = apiZoom(zoom)
  if (asked === MAP_ZOOMS.region) return 13
  if (asked === MAP_ZOOMS.street) return 18
  return MAX_MAP_ZOOM
}

/** The drawn box of a centre and zoom (`height`: the box's logical height). */
export function viewAround(centre: MapCentre, zoom: number, height: number): MapView {
  return {
    zoom,
    left: worldX(centre.long, zoom) - MAP_WIDTH / 2,
    top: worldY(centre.lat, zoom) - height / 2,
    height,
  }
}

/** The bounds of a drawn box (x = longitude, y = latitude), as pharmacyMap takes them. */
export function boundsOf(view: MapView) {
  return {
    xMin: clamp(longAt(view.left, view.zoom), -180, 180),
    xMax: clamp(longAt(view.left + MAP_WIDTH, view.zoom), -180, 180),
    yMin: clamp(latAt(view.top + view.height, view.zoom), -85, 85),
    yMax: clamp(latAt(view.top, view.zoom), -85, 85),
  }
}

/** The centre after moving the box by (dx, dy) logical px. */
export function panned(centre: MapCentre, zoom: number, dx: number, dy: number): MapCentre {
  return {
    lat: clamp(latAt(worldY(centre.lat, zoom) + dy, zoom), -85, 85),
    long: clamp(longAt(worldX(centre.long, zoom) + dx, zoom), -180, 180),
  }
}

/**
 * The map's position from an address ('?lat=55.7&long=37.6&zoom=16', a link to a place on the
 * map); anything missing or out of range falls back to the default centre and region zoom.
 */
export function mapPositionFrom(params: URLSearchParams): { centre: MapCentre; zoom: number } {
  const lat = Number(params.get('lat'))
  const long = Number(params.get('long'))
  const zoom = Number(params.get('zoom'))
  const placed =
    params.has('lat') &&
    params.has('long') &&
    Number.isFinite(lat) &&
    Number.isFinite(long) &&
    Math.abs(lat) <= 85 &&
    Math.abs(long) <= 180
  return {
    centre: placed ? { lat, long } : DEFAULT_MAP_CENTRE,
    zoom:
      Number.isInteger(zoom) && zoom >= MIN_MAP_ZOOM && zoom <= MAX_MAP_ZOOM ? zoom : MIN_MAP_ZOOM,
  }
}

/** A cluster badge's footprint on screen (36 px and its 3 px ring), with a little air. */
const BADGE_PX = 46

/** What the map draws at one place: the API's clusters and pins, merged where they would touch. */
export interface DrawnPlace<P> {
  readonly key: string
  readonly lat: number
  readonly long: number
  /** Pharmacies here; 1 with `pharmacy` set is a pin. */
  readonly count: number
  readonly pharmacy: P | null
}

/**
 * The API clusters on its own grid, whatever the box's width: on a 320 px phone its clusters
 * and pins land on top of each other (issue #30). Anything closer on screen than a badge
 * (`scale`: logical px per screen px) joins the first place drawn there, counts summed.
 */
export function mergeOnScreen<P extends { id: string; lat: number; long: number }>(
  clusters: readonly { id: string; lat: number; long: number; count: number }[],
  pharmacies: readonly P[],
  view: MapView,
  scale: number,
): DrawnPlace<P>[] {
  const radius = BADGE_PX * scale
  const drawn: (DrawnPlace<P> & { x: number; y: number })[] = []
  const items = [
    ...clusters.map((c) => ({
      key: c.id,
      at: c,
      count: c.count,
      pharmacy: null as P | null,
    })),
    ...pharmacies.map((p) => ({ key: `p-${p.id}`, at: p, count: 1, pharmacy: p as P | null })),
  ]
  for (const item of items) {
    const x = worldX(item.at.long, view.zoom) - view.left
    const y = worldY(item.at.lat, view.zoom) - view.top
    const near = drawn.findIndex((d) => Math.hypot(d.x - x, d.y - y) < radius)
    const place = drawn[near]
    if (place) {
      drawn[near] = {
        ...place,
        key: `${place.key}+${item.key}`,
        count: place.count + item.count,
        pharmacy: null,
      }
    } else {
      drawn.push({
        key: item.key,
        lat: item.at.lat,
        long: item.at.long,
        count: item.count,
        pharmacy: item.pharmacy,
        x,
        y,
      })
    }
  }
  return drawn.map(({ x: _x, y: _y, ...place }) => place)
}
