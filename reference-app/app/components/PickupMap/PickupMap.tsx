// The pickup pharmacies on a map (/cart/pickup) that needs no tile server: pins and
// clusters are positioned elements over a plain background, the points projected (Web
// Mercator) into the box of their own bounds. A tile provider (an OSM-style URL template
// '…/{z}/{x}/{y}.png') is drawn underneath only when configured
// (window.__STOREFRONT_CONFIG__.mapTileUrl); the default is offline-safe.
import { useEffect, useMemo, useRef, useState } from 'react'
import styles from './PickupMap.module.css'

export const PICKUP_MAP_TEXT = {
  label: 'Карта аптек',
  cluster: (count: number) => `${count} аптек рядом, приблизить`,
  available: (available: number, total: number) => `${available} из ${total} товаров`,
  zoomOut: 'Показать все',
} as const

export interface PickupMapPoint {
  readonly id: string
  readonly name: string
  readonly address: string
  readonly lat: number
  readonly long: number
  readonly availableCount: number
  readonly totalCount: number
  readonly available: boolean
}

export interface PickupMapProps {
  readonly points: readonly PickupMapPoint[]
  readonly selectedId: string | null
  readonly onSelect: (id: string) => void
  /** The selected point's card action. */
  readonly onChoose?: (id: string) => void
  readonly chooseLabel?: string
}

/** Logical size of the map box (its CSS keeps the same aspect ratio). */
const WIDTH = 1000
const HEIGHT = 500
const PAD = 40
const TILE = 256
/** Pins closer than this (logical px) merge into a cluster. */
const CLUSTER_PX = 44

const worldX = (long: number, zoom: number) => ((long + 180) / 360) * TILE * 2 ** zoom
const worldY = (lat: number, zoom: number) => {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180)
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE * 2 ** zoom
}

interface View {
  readonly zoom: number
  readonly left: number
  readonly top: number
}

/** The largest zoom (fractional for the plain map) that shows every point. */
export function fitView(points: readonly { lat: number; long: number }[]): View {
  if (points.length === 0) return { zoom: 10, left: 0, top: 0 }
  const xs = points.map((p) => worldX(p.long, 0))
  const ys = points.map((p) => worldY(p.lat, 0))
  const spanX = Math.max(...xs) - Math.min(...xs)
  const spanY = Math.max(...ys) - Math.min(...ys)
  const fit = Math.min(
    spanX > 0 ? Math.log2((WIDTH - 2 * PAD) / spanX) : 16,
    spanY > 0 ? Math.log2((HEIGHT - 2 * PAD) / spanY) : 16,
  )
  const zoom = Math.max(2, Math.min(16, Math.floor(fit)))
  const cx = ((Math.max(...xs) + Math.min(...xs)) / 2) * 2 ** zoom
  const cy = ((Math.max(...ys) + Math.min(...ys)) / 2) * 2 ** zoom
  return { zoom, left: cx - WIDTH / 2, top: cy - HEIGHT / 2 }
}

interface Placed {
  readonly x: number
  readonly y: number
  readonly points: PickupMapPoint[]
}

/** Points in logical px, merged greedily into clusters (`scale`: logical px per screen px). */
export function placePoints(points: readonly PickupMapPoint[], view: View, scale = 1): Placed[] {
  const placed: Placed[] = []
  for (const point of points) {
    const x = worldX(point.long, view.zoom) - view.left
    const y = worldY(point.lat, view.zoom) - view.top
    const near = placed.find((p) => Math.hypot(p.x - x, p.y - y) < CLUSTER_PX * scale)
    if (near) near.points.push(point)
    else placed.push({ x, y, points: [point] })
  }
  return placed
}

declare global {
  interface Window {
    __STOREFRONT_CONFIG__?: { mapTileUrl?: string }
  }
}

function useTileUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => setUrl(window.__STOREFRONT_CONFIG__?.mapTileUrl ?? null), [])
  return url
}

const pct = (value: number, of: number) => `${(value / of) * 100}%`

export function PickupMap({ points, selectedId, onSelect, onChoose, chooseLabel }: PickupMapProps) {
  const [focus, setFocus] = useState<readonly PickupMapPoint[] | null>(null)
  const shown = focus ?? points
  const view = useMemo(() => fitView(shown), [shown])
  // Pins merge by their distance on screen: a narrow map clusters more.
  const box = useRef<HTMLElement>(null)
  const [scale, setScale] = useState(1)
  useEffect(() => {
    const measure = () => {
      const width = box.current?.offsetWidth ?? 0
      if (width > 0) setScale(Math.max(1, WIDTH / width))
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])
  const placed = useMemo(() => placePoints(points, view, scale), [points, view, scale])
  const tileUrl = useTileUrl()
  const selected = points.find((p) => p.id === selectedId) ?? null
  const selectedPlace = selected
    ? {
        x: worldX(selected.long, view.zoom) - view.left,
        y: worldY(selected.lat, view.zoom) - view.top,
      }
    : null

  const tiles: { key: string; src: string; x: number; y: number }[] = []
  if (tileUrl) {
    const count = 2 ** view.zoom
    for (let tx = Math.floor(view.left / TILE); tx * TILE < view.left + WIDTH; tx += 1)
      for (let ty = Math.floor(view.top / TILE); ty * TILE < view.top + HEIGHT; ty += 1)
        if (ty >= 0 && ty < count)
          tiles.push({
            key: `${tx}-${ty}`,
            src: tileUrl
              .replace('{z}', String(view.zoom))
              .replace('{x}', String(((tx % count) + count) % count))
              .replace('{y}', String(ty)),
            x: tx * TILE - view.left,
            y: ty * TILE - view.top,
          })
  }

  return (
    <section ref={box} className={styles.map} aria-label={PICKUP_MAP_TEXT.label}>
      {tiles.map((tile) => (
        <img
          key={tile.key}
          className={styles.tile}
          src={tile.src}
          alt=""
          style={{
            left: pct(tile.x, WIDTH),
            top: pct(tile.y, HEIGHT),
            width: pct(TILE, WIDTH),
            height: pct(TILE, HEIGHT),
          }}
        />
      ))}
      {placed.map((place) => {
        const inside = place.x >= 0 && place.x <= WIDTH && place.y >= 0 && place.y <= HEIGHT
        if (!inside) return null
        const style = { left: pct(place.x, WIDTH), top: pct(place.y, HEIGHT) }
        const first = place.points[0]
        if (place.points.length > 1 || !first)
          return (
            <button
              key={`c-${place.points.map((p) => p.id).join('-')}`}
              type="button"
              className={styles.cluster}
              style={style}
              aria-label={PICKUP_MAP_TEXT.cluster(place.points.length)}
              onClick={() => setFocus(place.points)}
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
      {focus ? (
        <button type="button" className={styles.reset} onClick={() => setFocus(null)}>
          {PICKUP_MAP_TEXT.zoomOut}
        </button>
      ) : null}
      {selected && selectedPlace ? (
        <div
          className={styles.card}
          style={{
            left: pct(Math.max(130, Math.min(WIDTH - 130, selectedPlace.x)), WIDTH),
            top: pct(selectedPlace.y, HEIGHT),
          }}
        >
          <strong>{selected.name}</strong>
          <span>{selected.address}</span>
          <span className={styles.avail}>
            {PICKUP_MAP_TEXT.available(selected.availableCount, selected.totalCount)}
          </span>
          {onChoose && chooseLabel ? (
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={!selected.available}
              onClick={() => onChoose(selected.id)}
            >
              {chooseLabel}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
