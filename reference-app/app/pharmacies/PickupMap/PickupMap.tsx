// The pickup pharmacies on a map (/cart/pickup). This frame owns what every provider shares —
// the points, the cluster zoom, the selection and the pharmacy's card — and the provider
// draws underneath (MapConfig, from the server's MAP_PROVIDER):
// - 'none' (default): pins and clusters over a plain background, nothing fetched;
// - 'tiles': the same pins over raster tiles; tiles that fail to load are simply not shown;
// - 'yandex': Yandex Maps 2.1, imported lazily after mount; the plain pins show while it
//   loads and stay if the script fails or times out.
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { type MapConfig, OFFLINE_MAP_CONFIG } from './mapConfig'
import {
  fitView,
  isInside,
  MAP_HEIGHT,
  MAP_WIDTH,
  type MapView,
  placeOf,
  placePoints,
  zoomInto,
} from './mapView'
import styles from './PickupMap.module.css'
import { PlainMapLayer, pct } from './PlainMapLayer'
import { PICKUP_MAP_TEXT, type PickupMapPoint } from './pickupMapText'
import { useYandexMap } from './useYandexMap'

export { PICKUP_MAP_TEXT, type PickupMapPoint }

export interface PickupMapProps {
  readonly points: readonly PickupMapPoint[]
  readonly selectedId: string | null
  readonly onSelect: (id: string) => void
  /** The selected point's card action. */
  readonly onChoose?: (id: string) => void
  readonly chooseLabel?: string
  /** Which map draws under the pins. Default: the offline map (OFFLINE_MAP_CONFIG). */
  readonly config?: MapConfig
  /**
   * What the selected point's card says under the address. Default: how much of the cart the
   * pharmacy has (the pickup map); /pharmacies shows the hours and a link instead.
   */
  readonly renderDetail?: (point: PickupMapPoint) => ReactNode
  /** How long the Yandex script may take before the offline map stays. Default 10 000 ms. */
  readonly yandexTimeoutMs?: number
}

/** Half the card's width in logical px: the card stays inside the box. */
const CARD_HALF = 130

/** The box's shape on screen: logical px per screen px, and the logical height (2:1 → 500). */
interface BoxShape {
  readonly scale: number
  readonly height: number
}

export function PickupMap({
  points,
  selectedId,
  onSelect,
  onChoose,
  chooseLabel,
  config = OFFLINE_MAP_CONFIG,
  renderDetail,
  yandexTimeoutMs,
}: PickupMapProps) {
  const viewport = useRef<HTMLDivElement>(null)
  const yandexBox = useRef<HTMLDivElement>(null)
  const yandex = useYandexMap({
    url: config.provider === 'yandex' ? config.yandexUrl : null,
    container: yandexBox,
    points,
    selectedId,
    onSelect,
    ...(yandexTimeoutMs === undefined ? {} : { timeoutMs: yandexTimeoutMs }),
  })
  const drawnByYandex = yandex === 'ready'

  // Pins merge by their distance on screen (a narrow map clusters more), and the logical
  // height follows the box's aspect ratio (taller on phones), so tiles stay square.
  const [shape, setShape] = useState<BoxShape>({ scale: 1, height: MAP_HEIGHT })
  useEffect(() => {
    const measure = () => {
      const width = viewport.current?.offsetWidth ?? 0
      const height = viewport.current?.offsetHeight ?? 0
      if (width > 0 && height > 0)
        setShape((current) => {
          const next = {
            scale: Math.max(1, MAP_WIDTH / width),
            height: Math.round((MAP_WIDTH * height) / width),
          }
          return next.scale === current.scale && next.height === current.height ? current : next
        })
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])

  // A cluster click zooms in; 'Показать все' goes back to the view of every point.
  const [zoomed, setZoomed] = useState<MapView | null>(null)
  const fitted = useMemo(() => fitView(points, shape.height), [points, shape.height])
  const view = zoomed ?? fitted
  // A new list (a search) or a new box shape shows every point again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these changes only
  useEffect(() => setZoomed(null), [points, shape.height])
  // A pharmacy chosen in the list outside the zoomed-in part: back to every point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the selection changes
  useEffect(() => {
    const chosen = points.find((p) => p.id === selectedId)
    if (zoomed && chosen && !isInside(placeOf(chosen, zoomed), zoomed)) setZoomed(null)
  }, [selectedId])
  const placed = useMemo(() => placePoints(points, view, shape.scale), [points, view, shape.scale])

  const selected = points.find((p) => p.id === selectedId) ?? null
  const selectedPlace = selected ? placeOf(selected, view) : null
  // On the plain map the card opens at its pin (above it in the lower half); on Yandex's it
  // is docked in the top right corner. On phones it sits under the map (CSS).
  const cardAbove = selectedPlace ? selectedPlace.y > view.height * 0.55 : false
  const cardStyle =
    drawnByYandex || !selectedPlace
      ? undefined
      : {
          left: pct(
            Math.max(CARD_HALF, Math.min(MAP_WIDTH - CARD_HALF, selectedPlace.x)),
            MAP_WIDTH,
          ),
          top: pct(selectedPlace.y, view.height),
        }
  const cardClass = [
    styles.card,
    cardStyle ? (cardAbove ? styles.cardAbove : '') : styles.cardDocked,
  ].join(' ')

  return (
    <section
      className={styles.map}
      aria-label={PICKUP_MAP_TEXT.label}
      data-map-provider={config.provider}
      data-map-state={yandex === 'failed' ? 'fallback' : yandex === 'loading' ? 'loading' : 'ready'}
    >
      <div ref={viewport} className={styles.viewport}>
        {yandex === 'loading' || yandex === 'ready' ? (
          <div ref={yandexBox} className={styles.yandex} />
        ) : null}
        {drawnByYandex ? null : (
          <PlainMapLayer
            placed={placed}
            view={view}
            selectedId={selectedId}
            onSelect={onSelect}
            onFocus={(cluster) => setZoomed(zoomInto(cluster, view))}
            tileTemplate={config.provider === 'tiles' ? config.tileUrl : null}
            tileAttribution={config.tileAttribution}
          />
        )}
        {zoomed && !drawnByYandex ? (
          <button type="button" className={styles.reset} onClick={() => setZoomed(null)}>
            {PICKUP_MAP_TEXT.zoomOut}
          </button>
        ) : null}
      </div>
      {selected ? (
        <div className={cardClass} style={cardStyle}>
          <strong>{selected.name}</strong>
          <span>{selected.address}</span>
          {renderDetail ? (
            renderDetail(selected)
          ) : (
            <span className={styles.avail}>
              {PICKUP_MAP_TEXT.available(selected.availableCount, selected.totalCount)}
            </span>
          )}
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
