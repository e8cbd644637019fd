// A stand-in for the Yandex Maps 2.1 vendor script, for tests only: a minimal in-test
// implementation of the ymaps surface the adapter uses (Map, Placemark, Clusterer, events,
// options, ready) that records every call. It draws nothing and is not Yandex's code.
import type { YMapsApi } from './yandexMap'

type Coordinates = [number, number]
type Handler = (event: unknown) => void

class StandInEvents {
  readonly handlers = new Map<string, Handler[]>()
  add(type: string, handler: Handler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler])
    return this
  }
  /** What the vendor script does on a user's click. */
  fire(type: string) {
    for (const handler of this.handlers.get(type) ?? []) handler({ type })
  }
}

class StandInOptions {
  readonly values = new Map<string, unknown>()
  constructor(initial: Record<string, unknown> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value)
  }
  set(key: string, value: unknown) {
    this.values.set(key, value)
    return this
  }
  get(key: string) {
    return this.values.get(key)
  }
}

export class StandInPlacemark {
  readonly events = new StandInEvents()
  readonly options: StandInOptions
  constructor(
    readonly geometry: Coordinates,
    readonly properties: Record<string, unknown>,
    options: Record<string, unknown>,
  ) {
    this.options = new StandInOptions(options)
  }
}

export class StandInClusterer {
  readonly options: StandInOptions
  children: StandInPlacemark[] = []
  removeAllCalls = 0
  constructor(options: Record<string, unknown>) {
    this.options = new StandInOptions(options)
  }
  add(objects: StandInPlacemark[]) {
    this.children.push(...objects)
    return this
  }
  removeAll() {
    this.removeAllCalls += 1
    this.children = []
    return this
  }
}

export class StandInMap {
  readonly options: StandInOptions
  readonly objects: unknown[] = []
  readonly geoObjects = { add: (object: unknown) => this.objects.push(object) }
  center: Coordinates
  zoom: number
  readonly controls: string[]
  bounds: [Coordinates, Coordinates] | null = null
  readonly calls: string[] = []
  destroyed = false
  constructor(
    readonly element: HTMLElement,
    state: { center: Coordinates; zoom: number; controls?: string[] },
    options: Record<string, unknown> = {},
  ) {
    this.center = state.center
    this.zoom = state.zoom
    this.controls = state.controls ?? []
    this.options = new StandInOptions(options)
  }
  setBounds(bounds: [Coordinates, Coordinates]) {
    this.calls.push('setBounds')
    this.bounds = bounds
  }
  setCenter(center: Coordinates, zoom?: number) {
    this.calls.push('setCenter')
    this.center = center
    if (zoom !== undefined) this.zoom = zoom
  }
  getZoom() {
    return this.zoom
  }
  destroy() {
    this.destroyed = true
  }
}

/** A fresh stand-in `ymaps` and what was made with it. */
export function createYmapsStandIn({ readyFails = false } = {}) {
  const made = {
    maps: [] as StandInMap[],
    placemarks: [] as StandInPlacemark[],
    clusterers: [] as StandInClusterer[],
  }
  const ymaps = {
    ready(onReady: () => void, onError?: (error: unknown) => void) {
      if (readyFails) onError?.(new Error('invalid api key'))
      else onReady()
    },
    Map: class extends StandInMap {
      constructor(...args: ConstructorParameters<typeof StandInMap>) {
        super(...args)
        made.maps.push(this)
      }
    },
    Placemark: class extends StandInPlacemark {
      constructor(...args: ConstructorParameters<typeof StandInPlacemark>) {
        super(...args)
        made.placemarks.push(this)
      }
    },
    Clusterer: class extends StandInClusterer {
      constructor(...args: ConstructorParameters<typeof StandInClusterer>) {
        super(...args)
        made.clusterers.push(this)
      }
    },
  }
  return { ymaps: ymaps satisfies YMapsApi, made }
}
