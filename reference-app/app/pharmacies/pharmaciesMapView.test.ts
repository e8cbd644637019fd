import { describe, expect, it } from 'vitest'
import { MAP_HEIGHT, MAP_WIDTH, placeOf } from './PickupMap/mapView'
import {
  apiZoom,
  boundsOf,
  clusterZoom,
  DEFAULT_MAP_CENTRE,
  latAt,
  longAt,
  mapPositionFrom,
  mergeOnScreen,
  panned,
  viewAround,
} from './pharmaciesMapView'

describe('the /pharmacies map view', () => {
  it('asks the API at SPEC §9’s zooms only', () => {
    expect([9, 10, 12, 13, 16, 17, 18, 20].map(apiZoom)).toEqual([9, 9, 9, 16, 16, 16, 20, 20])
  })

  it('a cluster click goes to the first zoom asked one step deeper', () => {
    expect(apiZoom(clusterZoom(9))).toBe(16)
    expect(apiZoom(clusterZoom(12))).toBe(16)
    expect(apiZoom(clusterZoom(13))).toBe(20)
    expect(clusterZoom(20)).toBe(20)
  })

  it('inverts the projection', () => {
    const view = viewAround({ lat: 55.75, long: 37.57 }, 16, MAP_HEIGHT)
    expect(longAt(view.left + MAP_WIDTH / 2, 16)).toBeCloseTo(37.57, 9)
    expect(latAt(view.top + MAP_HEIGHT / 2, 16)).toBeCloseTo(55.75, 9)
  })

  it('centres the box on the centre and gives its bounds', () => {
    const centre = { lat: 55.75, long: 37.57 }
    const view = viewAround(centre, 9, MAP_HEIGHT)
    expect(placeOf(centre, view)).toEqual({ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 })
    const bounds = boundsOf(view)
    expect(bounds.xMin).toBeLessThan(centre.long)
    expect(bounds.xMax).toBeGreaterThan(centre.long)
    expect(bounds.yMin).toBeLessThan(centre.lat)
    expect(bounds.yMax).toBeGreaterThan(centre.lat)
    // 1000 logical px at zoom 9 are 1000 / (256 · 2^9) of the world's 360°.
    expect(bounds.xMax - bounds.xMin).toBeCloseTo((1000 / (256 * 512)) * 360, 9)
  })

  it('pans by logical px and back', () => {
    const centre = { lat: 55.75, long: 37.57 }
    const east = panned(centre, 16, 500, 0)
    expect(east.long).toBeGreaterThan(centre.long)
    expect(east.lat).toBeCloseTo(centre.lat, 9)
    const back = panned(east, 16, -500, 250)
    expect(back.long).toBeCloseTo(centre.long, 9)
    expect(back.lat).toBeLessThan(centre.lat)
  })

  it('reads a position from the address, and falls back on anything odd', () => {
    expect(mapPositionFrom(new URLSearchParams('lat=55.7&long=37.6&zoom=20'))).toEqual({
      centre: { lat: 55.7, long: 37.6 },
      zoom: 20,
    })
    for (const query of ['', 'lat=99&long=37&zoom=16', 'lat=55&zoom=16', 'lat=x&long=37'])
      expect(mapPositionFrom(new URLSearchParams(query)).centre).toEqual(DEFAULT_MAP_CENTRE)
    expect(mapPositionFrom(new URLSearchParams('zoom=3')).zoom).toBe(9)
    expect(mapPositionFrom(new URLSearchParams('zoom=16.5')).zoom).toBe(9)
  })
})

describe('mergeOnScreen', () => {
  const view = viewAround({ lat: 55.75, long: 37.6 }, 9, 500)
  const clusters = [
    { id: '9:a', lat: 55.75, long: 37.6, count: 10 },
    { id: '9:b', lat: 55.75, long: 37.8, count: 5 },
    { id: '9:c', lat: 55.3, long: 36.6, count: 3 },
  ]
  const pin = { id: 'p1', lat: 55.751, long: 37.601 }

  it('keeps places apart on a wide box', () => {
    const places = mergeOnScreen(clusters, [], view, 1)
    expect(places.map((p) => p.count)).toEqual([10, 5, 3])
  })

  it('merges what would touch on a 320 px box, counts and pins summed', () => {
    const places = mergeOnScreen(clusters, [pin], view, 1000 / 288)
    expect(places.map((p) => [p.count, p.pharmacy])).toEqual([
      [16, null],
      [3, null],
    ])
    expect(places.reduce((sum, p) => sum + p.count, 0)).toBe(19)
  })

  it('leaves a lone pharmacy a pin', () => {
    const far = { id: 'p2', lat: 55.9, long: 38.0 }
    const [place] = mergeOnScreen([], [far], view, 3)
    expect(place?.pharmacy).toBe(far)
  })
})
