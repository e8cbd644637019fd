// The offline and tile providers: pins and clusters as positioned buttons, and — with a
// tile template — raster tiles underneath. A tile that fails to load is hidden; the pins,
// clusters and cards never depend on the tile server.

import {
  isInside,
  MAP_WIDTH,
  type MapView,
  type PlacedPoints,
  TILE_SIZE,
  type VisibleTile,
  visibleTiles,
} from './mapView'
import styles from './PickupMap.module.css'
import { PICKUP_MAP_TEXT, type PickupMapPoint } from './pickupMapText'

/** A logical coordinate as a percentage of the box, so the map scales with its CSS width. */
// Three decimals: the browser keeps six significant digits of a style, so a longer number
// would differ between the server's HTML and the hydrated page.
export const pct = (value: number, of: number) => `${Math.round((value / of) * 100_000) / 1000}%`

/**
 * The raster tiles under the pins, placed in the box of the given logical height; a tile that
 * fails to load is hidden. The pharmacies map, dragged by its background, makes them undraggable.
 */
export function MapTiles({
  tiles,
  height,
  draggable,
}: {
  readonly tiles: readonly VisibleTile[]
  readonly height: number
  /** The img draggable attribute. Default: unset (the browser's, draggable). */
  readonly draggable?: boolean
}) {
  return tiles.map((tile) => (
    <img
      key={tile.key}
      className={styles.tile}
      src={tile.src}
      alt=""
      decoding="async"
      draggable={draggable}
      onError={(event) => {
        event.currentTarget.style.visibility = 'hidden'
      }}
      style={{
        left: pct(tile.x, MAP_WIDTH),
        top: pct(tile.y, height),
        width: pct(TILE_SIZE, MAP_WIDTH),
        height: pct(TILE_SIZE, height),
      }}
    />
  ))
}

export interface PlainMapLayerProps {
  readonly placed: readonly PlacedPoints<PickupMapPoint>[]
  readonly view: MapView
  readonly selectedId: string | null
  readonly onSelect: (id: string) => void
  /** A cluster was clicked: show only its points. */
  readonly onFocus: (points: readonly PickupMapPoint[]) => void
  /** The tile URL template; null draws no tiles (the offline provider). */
  readonly tileTemplate: string | null
  readonly tileAttribution: string | null
}

export function PlainMapLayer({
  placed,
  view,
  selectedId,
  onSelect,
  onFocus,
  tileTemplate,
  tileAttribution,
}: PlainMapLayerProps) {
  const tiles = tileTemplate ? visibleTiles(view, tileTemplate) : []
  return (
    <>
      <MapTiles tiles={tiles} height={view.height} />
      {placed.map((place) => {
        if (!isInside(place, view)) return null
        const style = { left: pct(place.x, MAP_WIDTH), top: pct(place.y, view.height) }
        const first = place.points[0]
        if (place.points.length > 1 || !first)
          return (
            <button
              key={`c-${place.points.map((p) => p.id).join('-')}`}
              type="button"
              className={styles.cluster}
              style={style}
              aria-label={PICKUP_MAP_TEXT.cluster(place.points.length)}
              onClick={() => onFocus(place.points)}
            >
              {place.points.length}
            </button>
          )
        return (
          <button
            key={first.id}
            type="button"
            className={`${styles.pin} ${first.available ? '' : styles.pinOff} ${first.id === selectedId ? styles.pinSelected : ''}`}
            style={style}
            aria-label={`${first.name}, ${first.address}`}
            aria-pressed={first.id === selectedId}
            onClick={() => onSelect(first.id)}
          />
        )
      })}
      {tiles.length > 0 && tileAttribution ? (
        <small className={styles.attribution}>{tileAttribution}</small>
      ) : null}
    </>
  )
}
