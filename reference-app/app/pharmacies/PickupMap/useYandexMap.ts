// The React side of the Yandex provider: after mount, and only when chosen, imports the
// adapter (its own chunk), loads the vendor script and creates the map in `container`;
// hands it the points and the selection as they change, and destroys it on unmount.
import { type RefObject, useEffect, useRef, useState } from 'react'
import type { PickupMapPoint } from './pickupMapText'
import type { YandexPickupMap } from './yandexMap'

/** 'loading' until the map is drawn, 'failed' when the script or the map could not be had. */
export type YandexMapStatus = 'off' | 'loading' | 'ready' | 'failed'

export interface UseYandexMapOptions {
  /** The Yandex Maps 2.1 script address; null: the provider is off. */
  readonly url: string | null
  readonly container: RefObject<HTMLElement | null>
  readonly points: readonly PickupMapPoint[]
  readonly selectedId: string | null
  readonly onSelect: (id: string) => void
  /** How long the script may take. Default 10 000 ms. */
  readonly timeoutMs?: number
}

export function useYandexMap({
  url,
  container,
  points,
  selectedId,
  onSelect,
  timeoutMs = 10_000,
}: UseYandexMapOptions): YandexMapStatus {
  // The server and the first browser render agree on 'loading' (pins shown meanwhile).
  const [status, setStatus] = useState<YandexMapStatus>(url ? 'loading' : 'off')
  const map = useRef<YandexPickupMap | null>(null)
  /** The points the map shows, so a new map is not redrawn with the very same list. */
  const shown = useRef<readonly PickupMapPoint[] | null>(null)
  const latest = useRef({ points, selectedId, onSelect })
  latest.current = { points, selectedId, onSelect }

  useEffect(() => {
    if (!url) {
      setStatus('off')
      return
    }
    let cancelled = false
    let created: YandexPickupMap | null = null
    setStatus('loading')
    import('./yandexMap')
      .then(async (adapter) => {
        const ymaps = await adapter.loadYandexMaps(url, { timeoutMs })
        const element = container.current
        if (cancelled || !element) return
        created = adapter.createYandexPickupMap(ymaps, element, {
          points: latest.current.points,
          selectedId: latest.current.selectedId,
          onSelect: (id) => latest.current.onSelect(id),
        })
        map.current = created
        shown.current = latest.current.points
        setStatus('ready')
      })
      .catch((error: unknown) => {
        if (cancelled) return
        console.warn(
          `pickup map: Yandex Maps unavailable (${error instanceof Error ? error.message : String(error)}); showing the offline map`,
        )
        setStatus('failed')
      })
    return () => {
      cancelled = true
      map.current = null
      shown.current = null
      created?.destroy()
    }
  }, [url, timeoutMs, container])

  useEffect(() => {
    if (status !== 'ready' || !map.current || shown.current === points) return
    shown.current = points
    map.current.setPoints(points)
  }, [points, status])

  useEffect(() => {
    if (status === 'ready') map.current?.select(selectedId)
  }, [selectedId, status])

  return status
}
