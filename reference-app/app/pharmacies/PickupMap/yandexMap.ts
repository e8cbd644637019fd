// The Yandex Maps 2.1 provider of the pickup map, imported lazily (only in the browser and
// only when MAP_PROVIDER=yandex): loads the vendor script once, then draws the pharmacies
// as placemarks in a ymaps.Clusterer and keeps the selection in step both ways.
// API reference: https://yandex.ru/dev/jsapi-v2-1/doc/ru/

import type { PickupMapPoint } from './pickupMapText'

type Coordinates = [number, number]

interface YEventManager {
  add(type: string, handler: (event: unknown) => void): unknown
}

interface YOptionManager {
  set(key: string, value: unknown): unknown
}

/** The ymaps.Map methods this adapter uses. */
export interface YMap {
  readonly geoObjects: { add(object: unknown): unknown }
  setBounds(bounds: [Coordinates, Coordinates], options?: Record<string, unknown>): unknown
  setCenter(center: Coordinates, zoom?: number, options?: Record<string, unknown>): unknown
  getZoom(): number
  destroy(): void
}

/** A ymaps.Placemark as this adapter uses it. */
export interface YPlacemark {
  readonly events: YEventManager
  readonly options: YOptionManager
}

/** A ymaps.Clusterer as this adapter uses it. */
export interface YClusterer {
  add(objects: YPlacemark[]): unknown
  removeAll(): unknown
}

/** The part of the `ymaps` namespace (Yandex Maps 2.1) this adapter uses. */
export interface YMapsApi {
  ready(onReady: () => void, onError?: (error: unknown) => void): unknown
  Map: new (
    element: HTMLElement,
    state: { center: Coordinates; zoom: number; controls?: string[] },
    options?: Record<string, unknown>,
  ) => YMap
  Placemark: new (
    geometry: Coordinates,
    properties: Record<string, unknown>,
    options: Record<string, unknown>,
  ) => YPlacemark
  Clusterer: new (options: Record<string, unknown>) => YClusterer
}

/** SPEC §9: default centre about 55.75, 37.57; zoom 9 for a region, 16 for a pharmacy. */
export const YANDEX_DEFAULT_CENTER: Coordinates = [55.75, 37.57]
export const YANDEX_REGION_ZOOM = 9
export const YANDEX_PHARMACY_ZOOM = 16

/** Placemark and cluster looks, in the shop's green; the chosen one orange like the plain pin. */
export const YANDEX_PRESETS = {
  available: 'islands#darkGreenDotIcon',
  unavailable: 'islands#grayDotIcon',
  selected: 'islands#darkOrangeDotIcon',
  cluster: 'islands#invertedDarkGreenClusterIcons',
} as const

const loading = new Map<string, Promise<YMapsApi>>()

export interface LoadYandexMapsOptions {
  /** Give up (and let the page fall back) after this long, script and ymaps.ready together. Default 10 000 ms. */
  readonly timeoutMs?: number
}

/**
 * Loads the Yandex Maps 2.1 script once per address and waits for `ymaps.ready`. A failure
 * or a timeout rejects, removes the script and forgets the attempt, so a later map retries.
 */
export function loadYandexMaps(
  url: string,
  { timeoutMs = 10_000 }: LoadYandexMapsOptions = {},
): Promise<YMapsApi> {
  const pending = loading.get(url)
  if (pending) return pending
  const promise = new Promise<YMapsApi>((resolve, reject) => {
    const script = document.createElement('script')
    let settled = false
    const fail = (error: Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      script.remove()
      loading.delete(url)
      reject(error)
    }
    const timer = setTimeout(
      () => fail(new Error(`Yandex Maps did not load within ${timeoutMs} ms`)),
      timeoutMs,
    )
    script.src = url
    script.async = true
    script.onerror = () => fail(new Error(`Yandex Maps script failed to load: ${url}`))
    script.onload = () => {
      const ymaps = (window as { ymaps?: YMapsApi }).ymaps
      if (!ymaps) {
        fail(new Error('the Yandex Maps script defined no window.ymaps'))
        return
      }
      ymaps.ready(
        () => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          resolve(ymaps)
        },
        (error) => fail(error instanceof Error ? error : new Error(String(error))),
      )
    }
    document.head.append(script)
  })
  loading.set(url, promise)
  return promise
}

export interface YandexPickupMapOptions {
  readonly points: readonly PickupMapPoint[]
  readonly selectedId: string | null
  /** A placemark was clicked. */
  readonly onSelect: (id: string) => void
}

/** The live Yandex map of the pickup page. */
export interface YandexPickupMap {
  /** Replaces the placemarks (a new search) and fits the map to them. */
  setPoints(points: readonly PickupMapPoint[]): void
  /** Marks the chosen pharmacy; chosen elsewhere (the list), the map also flies to it. */
  select(id: string | null): void
  destroy(): void
}

const coordinatesOf = (point: PickupMapPoint): Coordinates => [point.lat, point.long]

/** Draws the pharmacies on a new ymaps.Map in `element`. */
export function createYandexPickupMap(
  ymaps: YMapsApi,
  element: HTMLElement,
  options: YandexPickupMapOptions,
): YandexPickupMap {
  const map = new ymaps.Map(
    element,
    { center: YANDEX_DEFAULT_CENTER, zoom: YANDEX_REGION_ZOOM, controls: ['zoomControl'] },
    { suppressMapOpenBlock: true },
  )
  const clusterer = new ymaps.Clusterer({
    preset: YANDEX_PRESETS.cluster,
    groupByCoordinates: false,
    hasBalloon: false,
  })
  map.geoObjects.add(clusterer)

  let points: readonly PickupMapPoint[] = []
  let placemarks = new Map<string, YPlacemark>()
  let selectedId: string | null = options.selectedId
  /** The id a placemark click just chose: the map is already looking at it. */
  let clickedId: string | null = null

  const presetOf = (point: PickupMapPoint) =>
    point.id === selectedId
      ? YANDEX_PRESETS.selected
      : point.available
        ? YANDEX_PRESETS.available
        : YANDEX_PRESETS.unavailable

  const fit = () => {
    const first = points[0]
    if (!first) return
    if (points.length === 1) {
      map.setCenter(coordinatesOf(first), YANDEX_PHARMACY_ZOOM)
      return
    }
    const lats = points.map((p) => p.lat)
    const longs = points.map((p) => p.long)
    map.setBounds(
      [
        [Math.min(...lats), Math.min(...longs)],
        [Math.max(...lats), Math.max(...longs)],
      ],
      { checkZoomRange: true, zoomMargin: 40 },
    )
  }

  const setPoints = (next: readonly PickupMapPoint[]) => {
    points = next
    clusterer.removeAll()
    placemarks = new Map()
    for (const point of points) {
      const placemark = new ymaps.Placemark(
        coordinatesOf(point),
        { hintContent: `${point.name}, ${point.address}` },
        { preset: presetOf(point), hasBalloon: false },
      )
      placemark.events.add('click', () => {
        clickedId = point.id
        options.onSelect(point.id)
      })
      placemarks.set(point.id, placemark)
    }
    clusterer.add([...placemarks.values()])
    fit()
  }

  const select = (id: string | null) => {
    const previous = selectedId
    selectedId = id
    for (const changed of [previous, id]) {
      const point = points.find((p) => p.id === changed)
      if (point) placemarks.get(point.id)?.options.set('preset', presetOf(point))
    }
    const chosen = points.find((p) => p.id === id)
    if (chosen && id !== previous && id !== clickedId)
      map.setCenter(coordinatesOf(chosen), Math.max(map.getZoom(), YANDEX_PHARMACY_ZOOM), {
        duration: 300,
      })
    clickedId = null
  }

  setPoints(options.points)
  return { setPoints, select, destroy: () => map.destroy() }
}
