// @vitest-environment jsdom
// The Yandex Maps 2.1 adapter against ymapsStandIn.ts — a minimal in-test implementation of
// the ymaps surface the adapter uses, standing in for the vendor script (which these tests
// never download). The asserted calls are the adapter's side of the vendor API.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PickupMapPoint } from './pickupMapText'
import {
  createYandexPickupMap,
  loadYandexMaps,
  YANDEX_DEFAULT_CENTER,
  YANDEX_PRESETS,
} from './yandexMap'
import { createYmapsStandIn, type StandInMap, type StandInPlacemark } from './ymapsStandIn'

const point = (id: string, lat: number, long: number, available = true): PickupMapPoint => ({
  id,
  name: `Аптека ${id}`,
  address: `ул. Тверская, д. ${id}`,
  lat,
  long,
  availableCount: available ? 3 : 0,
  totalCount: 3,
  available,
})

const POINTS = [point('1', 55.75, 37.6), point('2', 55.9, 37.3), point('3', 55.6, 37.9, false)]

function draw(points = POINTS, selectedId: string | null = null) {
  const { ymaps, made } = createYmapsStandIn()
  const element = document.createElement('div')
  const onSelect = vi.fn()
  const map = createYandexPickupMap(ymaps, element, { points, selectedId, onSelect })
  const drawn = made.maps[0] as StandInMap
  const placemark = (id: string) =>
    made.placemarks.find(
      (p) => p.properties.hintContent === `Аптека ${id}, ул. Тверская, д. ${id}`,
    ) as StandInPlacemark
  return { map, made, drawn, element, onSelect, placemark }
}

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove()
  delete (window as { ymaps?: unknown }).ymaps
  vi.useRealTimers()
})

describe('createYandexPickupMap', () => {
  it('creates a ymaps.Map in the element at the default centre and fits it to the pharmacies', () => {
    const { made, drawn, element } = draw()
    expect(made.maps).toHaveLength(1)
    expect(drawn.element).toBe(element)
    expect(drawn.controls).toEqual(['zoomControl'])
    // Created at SPEC §9's default centre and region zoom, then fitted to the points.
    expect(drawn.zoom).toBe(9)
    expect(drawn.center).toEqual(YANDEX_DEFAULT_CENTER)
    expect(drawn.bounds).toEqual([
      [55.6, 37.3],
      [55.9, 37.9],
    ])
  })

  it('centres on a single pharmacy at zoom 16', () => {
    const { drawn } = draw([point('7', 59.93, 30.31)])
    expect(drawn.center).toEqual([59.93, 30.31])
    expect(drawn.zoom).toBe(16)
    expect(drawn.bounds).toBeNull()
  })

  it('puts one placemark per pharmacy into one clusterer on the map', () => {
    const { made, drawn, placemark } = draw(POINTS, '2')
    expect(made.placemarks).toHaveLength(POINTS.length)
    expect(made.clusterers).toHaveLength(1)
    const clusterer = made.clusterers[0]
    expect(drawn.objects).toEqual([clusterer])
    expect(clusterer?.children).toEqual(made.placemarks)
    expect(clusterer?.options.get('preset')).toBe(YANDEX_PRESETS.cluster)
    expect(placemark('1').geometry).toEqual([55.75, 37.6])
    expect(placemark('1').options.get('preset')).toBe(YANDEX_PRESETS.available)
    expect(placemark('2').options.get('preset')).toBe(YANDEX_PRESETS.selected)
    expect(placemark('3').options.get('preset')).toBe(YANDEX_PRESETS.unavailable)
    // The shop's own card shows the pharmacy, not Yandex's balloon.
    expect(made.placemarks.every((p) => p.options.get('hasBalloon') === false)).toBe(true)
  })

  it('a click on a placemark selects its pharmacy without moving the map', () => {
    const { map, drawn, onSelect, placemark } = draw()
    placemark('2').events.fire('click')
    expect(onSelect).toHaveBeenCalledWith('2')
    const calls = drawn.calls.length
    map.select('2')
    expect(placemark('2').options.get('preset')).toBe(YANDEX_PRESETS.selected)
    expect(drawn.calls).toHaveLength(calls)
  })

  it('a pharmacy chosen in the list is marked and flown to at zoom 16', () => {
    const { map, drawn, placemark } = draw(POINTS, '1')
    map.select('2')
    expect(placemark('1').options.get('preset')).toBe(YANDEX_PRESETS.available)
    expect(placemark('2').options.get('preset')).toBe(YANDEX_PRESETS.selected)
    expect(drawn.center).toEqual([55.9, 37.3])
    expect(drawn.zoom).toBe(16)
    map.select(null)
    expect(placemark('2').options.get('preset')).toBe(YANDEX_PRESETS.available)
  })

  it('replaces the placemarks for a new list and destroys the map', () => {
    const { map, made, drawn } = draw()
    map.setPoints([point('8', 55.7, 37.5), point('9', 55.8, 37.7)])
    const clusterer = made.clusterers[0]
    expect(clusterer?.removeAllCalls).toBe(2)
    expect(clusterer?.children).toHaveLength(2)
    expect(drawn.bounds).toEqual([
      [55.7, 37.5],
      [55.8, 37.7],
    ])
    map.destroy()
    expect(drawn.destroyed).toBe(true)
  })
})

describe('loadYandexMaps', () => {
  const scripts = (url: string) => document.head.querySelectorAll(`script[src="${url}"]`)

  it('adds the script once and resolves with window.ymaps after ymaps.ready', async () => {
    const url = 'https://maps.test/2.1/?once'
    const first = loadYandexMaps(url)
    const second = loadYandexMaps(url)
    expect(second).toBe(first)
    expect(scripts(url)).toHaveLength(1)
    const { ymaps } = createYmapsStandIn()
    ;(window as { ymaps?: unknown }).ymaps = ymaps
    scripts(url)[0]?.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBe(ymaps)
    expect(loadYandexMaps(url)).toBe(first)
  })

  it('rejects when the script fails, removes it and retries on the next call', async () => {
    const url = 'https://maps.test/2.1/?fails'
    const attempt = loadYandexMaps(url)
    scripts(url)[0]?.dispatchEvent(new Event('error'))
    await expect(attempt).rejects.toThrow(/failed to load/)
    expect(scripts(url)).toHaveLength(0)
    const retry = loadYandexMaps(url)
    expect(retry).not.toBe(attempt)
    expect(scripts(url)).toHaveLength(1)
    retry.catch(() => {})
  })

  it('rejects when the script does not arrive in time', async () => {
    vi.useFakeTimers()
    const url = 'https://maps.test/2.1/?slow'
    const attempt = loadYandexMaps(url, { timeoutMs: 5000 })
    const outcome = expect(attempt).rejects.toThrow(/within 5000 ms/)
    vi.advanceTimersByTime(5000)
    await outcome
    expect(scripts(url)).toHaveLength(0)
  })

  it('rejects when ymaps.ready reports an error (a bad API key)', async () => {
    const url = 'https://maps.test/2.1/?badkey'
    const attempt = loadYandexMaps(url)
    ;(window as { ymaps?: unknown }).ymaps = createYmapsStandIn({ readyFails: true }).ymaps
    scripts(url)[0]?.dispatchEvent(new Event('load'))
    await expect(attempt).rejects.toThrow('invalid api key')
  })
})
