// The /pharmacies map: asks the API (pharmacyMap) for the pharmacies in the visible box at
// SPEC §9's zoom steps and draws its clusters (a count; a click zooms in) and single pins (a
// click opens the pharmacy's card). Moved by dragging or by the arrow buttons, zoomed by the
// buttons, so every pharmacy of the region can be reached, not only a first page of them.
// Drawn over a plain background or raster tiles (MapConfig); the pins never need a tile.
import { type MapPharmacy, usePharmacyMap } from '@apteka/hooks'
import type { PharmacyFilterInput } from '@apteka/sdk'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import styles from './Pharmacies.module.css'
import type { MapConfig } from './PickupMap/mapConfig'
import { isInside, MAP_HEIGHT, MAP_WIDTH, placeOf, visibleTiles } from './PickupMap/mapView'
import mapStyles from './PickupMap/PickupMap.module.css'
import { MapTiles, pct } from './PickupMap/PlainMapLayer'
import { PICKUP_MAP_TEXT } from './PickupMap/pickupMapText'
import {
  apiZoom,
  boundsOf,
  clusterZoom,
  MAX_MAP_ZOOM,
  type MapCentre,
  MIN_MAP_ZOOM,
  mergeOnScreen,
  panned,
  viewAround,
} from './pharmaciesMapView'
import { PHARMACIES_MAP_TEXT as TEXT } from './pharmacyText'

export interface PharmaciesMapProps {
  /** Where the map opens. */
  readonly initialCentre: MapCentre
  readonly initialZoom: number
  /** The list's search text: only matching pharmacies. */
  readonly search: string
  /** The list's filters that are on; null: none. */
  readonly filters: PharmacyFilterInput | null
  readonly config: MapConfig
  /** What the card says about the chosen pharmacy (hours, a link). */
  readonly renderDetail: (pharmacy: MapPharmacy) => ReactNode
}

/** The box's logical px per screen px and its logical height (2:1 → 500; taller on phones). */
function useBoxShape(box: React.RefObject<HTMLDivElement | null>) {
  const [shape, setShape] = useState({ scale: 1, height: MAP_HEIGHT })
  useEffect(() => {
    const measure = () => {
      const width = box.current?.offsetWidth ?? 0
      const height = box.current?.offsetHeight ?? 0
      if (width > 0 && height > 0)
        setShape((current) => {
          const next = {
            scale: MAP_WIDTH / width,
            height: Math.round((MAP_WIDTH * height) / width),
          }
          return next.scale === current.scale && next.height === current.height ? current : next
        })
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [box])
  return shape
}

/** Drags shorter than this (screen px) are clicks. */
const DRAG_SLOP = 4

export function PharmaciesMap({
  initialCentre,
  initialZoom,
  search,
  filters,
  config,
  renderDetail,
}: PharmaciesMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const shape = useBoxShape(box)
  const [centre, setCentre] = useState(initialCentre)
  const [zoom, setZoom] = useState(initialZoom)
  const [selected, setSelected] = useState<MapPharmacy | null>(null)
  const view = viewAround(centre, zoom, shape.height)
  const map = usePharmacyMap({
    bounds: boundsOf(view),
    zoom: apiZoom(zoom),
    search,
    ...(filters ? { filters } : {}),
  })

  const zoomTo = (next: number, around: MapCentre = centre) => {
    setCentre(around)
    setZoom(Math.min(MAX_MAP_ZOOM, Math.max(MIN_MAP_ZOOM, next)))
  }
  /** Moves the box by a share of its size: the arrow buttons. */
  const pan = (shareX: number, shareY: number) =>
    setCentre(panned(centre, zoom, shareX * MAP_WIDTH, shareY * shape.height))

  // Dragging the background moves the map; the pins and buttons keep their clicks.
  const drag = useRef<{ x: number; y: number; centre: MapCentre; moved: boolean } | null>(null)
  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return
    drag.current = { x: event.clientX, y: event.clientY, centre, moved: false }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (!start.moved && Math.hypot(dx, dy) < DRAG_SLOP) return
    start.moved = true
    setCentre(panned(start.centre, zoom, -dx * shape.scale, -dy * shape.scale))
  }
  const endDrag = () => {
    drag.current = null
  }

  const tiles =
    config.provider === 'tiles' && config.tileUrl ? visibleTiles(view, config.tileUrl) : []
  return (
    <section
      className={mapStyles.map}
      aria-label={PICKUP_MAP_TEXT.label}
      data-map-provider={config.provider}
      data-map-zoom={zoom}
      data-map-api-zoom={apiZoom(zoom)}
      aria-busy={map.isFetching}
    >
      <div
        ref={box}
        className={`${mapStyles.viewport} ${styles.draggable}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <MapTiles tiles={tiles} height={view.height} draggable={false} />
        {mergeOnScreen(map.clusters, map.pharmacies, view, shape.scale).map((place) => {
          const at = placeOf(place, view)
          if (!isInside(at, view)) return null
          const style = { left: pct(at.x, MAP_WIDTH), top: pct(at.y, view.height) }
          const pharmacy = place.pharmacy
          if (!pharmacy)
            return (
              <button
                key={place.key}
                type="button"
                className={mapStyles.cluster}
                style={style}
                aria-label={PICKUP_MAP_TEXT.cluster(place.count)}
                data-cluster-id={place.key}
                onClick={() => {
                  setSelected(null)
                  zoomTo(clusterZoom(zoom), { lat: place.lat, long: place.long })
                }}
              >
                {place.count}
              </button>
            )
          const chosen = pharmacy.id === selected?.id
          return (
            <button
              key={place.key}
              type="button"
              className={`${mapStyles.pin} ${chosen ? mapStyles.pinSelected : ''}`}
              style={style}
              aria-label={`${pharmacy.name}, ${pharmacy.address}`}
              aria-pressed={chosen}
              data-pharmacy-id={pharmacy.id}
              onClick={() => setSelected(pharmacy)}
            />
          )
        })}
        {tiles.length > 0 && config.tileAttribution ? (
          <small className={mapStyles.attribution}>{config.tileAttribution}</small>
        ) : null}
        <div className={styles.mapControls}>
          <button
            type="button"
            aria-label={TEXT.zoomIn}
            disabled={zoom >= MAX_MAP_ZOOM}
            onClick={() => zoomTo(zoom + 1)}
          >
            +
          </button>
          <button
            type="button"
            aria-label={TEXT.zoomOut}
            disabled={zoom <= MIN_MAP_ZOOM}
            onClick={() => zoomTo(zoom - 1)}
          >
            −
          </button>
        </div>
        <div className={styles.mapPan}>
          <button type="button" aria-label={TEXT.north} onClick={() => pan(0, -0.5)}>
            ↑
          </button>
          <button type="button" aria-label={TEXT.west} onClick={() => pan(-0.5, 0)}>
            ←
          </button>
          <button type="button" aria-label={TEXT.east} onClick={() => pan(0.5, 0)}>
            →
          </button>
          <button type="button" aria-label={TEXT.south} onClick={() => pan(0, 0.5)}>
            ↓
          </button>
        </div>
      </div>
      {selected ? (
        <div className={`${mapStyles.card} ${mapStyles.cardDocked}`}>
          <strong>{selected.name}</strong>
          <span>{selected.address}</span>
          {renderDetail(selected)}
          <button type="button" className={styles.cardClose} onClick={() => setSelected(null)}>
            {TEXT.closeCard}
          </button>
        </div>
      ) : null}
    </section>
  )
}
