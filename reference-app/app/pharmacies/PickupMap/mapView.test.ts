import { describe, expect, it } from 'vitest'
import {
  fitView,
  isInside,
  MAP_HEIGHT,
  MAP_WIDTH,
  MAX_ZOOM,
  placePoints,
  TILE_SIZE,
  tileUrl,
  visibleTiles,
  zoomInto,
} from './mapView'

const at = (id: string, lat: number, long: number) => ({ id, lat, long })
const POINTS = [
  at('1', 55.75, 37.6),
  at('2', 55.7501, 37.6001),
  at('3', 55.9, 37.3),
  at('4', 55.6, 37.9),
]

describe('fitView and placePoints', () => {
  it('fits every point inside the box and merges close ones into a cluster', () => {
    const view = fitView(POINTS)
    const placed = placePoints(POINTS, view)
    for (const place of placed) {
      expect(place.x).toBeGreaterThanOrEqual(0)
      expect(place.x).toBeLessThanOrEqual(MAP_WIDTH)
      expect(place.y).toBeGreaterThanOrEqual(0)
      expect(place.y).toBeLessThanOrEqual(MAP_HEIGHT)
    }
    expect(placed.map((p) => p.points.length).sort()).toEqual([1, 1, 2])
  })

  it('fits a taller box (a phone) with a deeper zoom, keeping every point inside', () => {
    // A north–south spread: the 2:1 box's height limits the zoom, a 4:3 box's less so.
    const column = [at('n', 56.0, 37.6), at('s', 55.5, 37.6)]
    const wide = fitView(column)
    const tall = fitView(column, 750)
    expect(tall.height).toBe(750)
    expect(tall.zoom).toBe(wide.zoom + 1)
    for (const place of placePoints(column, tall)) {
      expect(place.y).toBeGreaterThanOrEqual(0)
      expect(place.y).toBeLessThanOrEqual(750)
    }
    const tiles = visibleTiles(tall, '{z}/{x}/{y}')
    expect(Math.max(...tiles.map((t) => t.y + TILE_SIZE))).toBeGreaterThanOrEqual(750)
  })

  it('clusters more when the map is drawn narrower (scale)', () => {
    const view = fitView(POINTS)
    expect(placePoints(POINTS, view, 40).length).toBeLessThan(placePoints(POINTS, view).length)
  })
})

describe('zoomInto', () => {
  it('opens a cluster holding every point by zooming in until it splits', () => {
    // A narrow map (scale 40): at the fitted view every point is one cluster.
    let view = fitView(POINTS)
    let placed = placePoints(POINTS, view, 40)
    expect(placed).toHaveLength(1)
    const zooms = [view.zoom]
    while (placed.length === 1 && zooms.length < 20) {
      view = zoomInto(placed[0]?.points ?? [], view)
      zooms.push(view.zoom)
      placed = placePoints(POINTS, view, 40).filter((p) => isInside(p, view))
    }
    expect(placed.length).toBeGreaterThan(1)
    for (let index = 1; index < zooms.length; index += 1)
      expect(zooms[index]).toBeGreaterThan(zooms[index - 1] ?? 0)
  })

  it('fits a spread-out cluster and centres on it', () => {
    const cluster = [at('a', 55.75, 37.6), at('b', 55.76, 37.62)]
    const view = zoomInto(cluster, { zoom: 5, left: 0, top: 0, height: MAP_HEIGHT })
    expect(view.zoom).toBe(fitView(cluster).zoom)
    const placed = placePoints(cluster, view)
    expect(placed).toHaveLength(2)
    const middleX = ((placed[0]?.x ?? 0) + (placed[1]?.x ?? 0)) / 2
    expect(middleX).toBeCloseTo(MAP_WIDTH / 2)
  })

  it('gives every point its own pin at the deepest zoom', () => {
    const twins = [at('a', 55.75, 37.6), at('b', 55.75, 37.6)]
    const view = zoomInto(twins, { zoom: MAX_ZOOM, left: 0, top: 0, height: MAP_HEIGHT })
    expect(view.zoom).toBe(MAX_ZOOM)
    expect(placePoints(twins, view, 40)).toHaveLength(2)
  })
})

describe('tileUrl', () => {
  it('fills {z}, {x} and {y}', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', { z: 10, x: 619, y: 320 })).toBe(
      'https://tiles.example/10/619/320.png',
    )
  })

  it('fills every occurrence and picks {s} from a, b, c by the tile', () => {
    const template = 'https://{s}.tile.example/{z}/{x}/{y}.png?x={x}'
    expect(tileUrl(template, { z: 1, x: 0, y: 0 })).toBe('https://a.tile.example/1/0/0.png?x=0')
    expect(tileUrl(template, { z: 1, x: 1, y: 0 })).toBe('https://b.tile.example/1/1/0.png?x=1')
    expect(tileUrl(template, { z: 1, x: 1, y: 1 })).toBe('https://c.tile.example/1/1/1.png?x=1')
  })
})

describe('visibleTiles', () => {
  it('covers the whole box with tiles of the view zoom', () => {
    const view = fitView(POINTS)
    const tiles = visibleTiles(view, '{z}/{x}/{y}')
    expect(Math.min(...tiles.map((t) => t.x))).toBeLessThanOrEqual(0)
    expect(Math.min(...tiles.map((t) => t.y))).toBeLessThanOrEqual(0)
    expect(Math.max(...tiles.map((t) => t.x + TILE_SIZE))).toBeGreaterThanOrEqual(MAP_WIDTH)
    expect(Math.max(...tiles.map((t) => t.y + TILE_SIZE))).toBeGreaterThanOrEqual(MAP_HEIGHT)
    for (const tile of tiles) expect(tile.src.startsWith(`${view.zoom}/`)).toBe(true)
    expect(new Set(tiles.map((t) => t.key)).size).toBe(tiles.length)
  })

  it('wraps x around the antimeridian and skips rows outside the world', () => {
    // Zoom 1: the world is 2×2 tiles (512 px); the box starts 100 px west of it.
    const tiles = visibleTiles(
      { zoom: 1, left: -100, top: -100, height: MAP_HEIGHT },
      '{z}/{x}/{y}',
    )
    expect(tiles.map((t) => t.src)).toEqual([
      ...['1/1/0', '1/1/1'],
      ...['1/0/0', '1/0/1'],
      ...['1/1/0', '1/1/1'],
      ...['1/0/0', '1/0/1'],
      ...['1/1/0', '1/1/1'],
    ])
    expect(tiles[0]).toMatchObject({ x: -156, y: 100 })
  })
})
