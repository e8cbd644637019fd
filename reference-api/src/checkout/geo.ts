// Plane geometry on [lat, long] points, good enough inside one city: point-in-polygon for
// delivery zones, offsets in kilometres, and distances for sorting pharmacies.
import type { PolygonRing } from '../db'

const KM_PER_DEGREE = 111.32

/** Ray casting: whether the point lies inside the ring (a point on an edge may go either way). */
export function pointInPolygon(lat: number, long: number, ring: PolygonRing): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, longI] = ring[i] as [number, number]
    const [latJ, longJ] = ring[j] as [number, number]
    const crosses = longI > long !== longJ > long
    if (crosses && lat < ((latJ - latI) * (long - longI)) / (longJ - longI) + latI) inside = !inside
  }
  return inside
}

/** The point `km` kilometres from (lat, long) towards `bearing` degrees (0 north, 90 east). */
export function offsetKm(lat: number, long: number, km: number, bearing: number): [number, number] {
  const radians = (bearing * Math.PI) / 180
  const dLat = (km * Math.cos(radians)) / KM_PER_DEGREE
  const dLong = (km * Math.sin(radians)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180))
  return [lat + dLat, long + dLong]
}

/** Approximate distance in kilometres (equirectangular). */
export function distanceKm(lat1: number, long1: number, lat2: number, long2: number): number {
  const x = (long2 - long1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180)
  const y = lat2 - lat1
  return Math.sqrt(x * x + y * y) * KM_PER_DEGREE
}
