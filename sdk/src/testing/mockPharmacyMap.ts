// The mock shop's pharmacy maps: the fixtures' pharmacy inside the asked bounds, as a point (and
// as a one-pharmacy cluster when zoomed out), for the pharmacy map and the pickup map.
import { HttpResponse } from 'msw'
import { PharmacyMapDocument, PharmacySearchMapDocument } from '#documents'
import { fixtures } from './fixtures'
import type { MockApiState, MockShop } from './mockShop'

/** Below this zoom the maps answer clusters instead of points, as the reference API does. */
const CLUSTER_BELOW_ZOOM = 12

interface Bounds {
  readonly xMin: number
  readonly xMax: number
  readonly yMin: number
  readonly yMax: number
}

/** The pharmacies inside the bounds (x is longitude, y latitude) whose name or address match. */
const pharmaciesIn = (bounds: Bounds, search?: string | null) => {
  const text = search?.trim().toLowerCase()
  return [fixtures.pharmacy].filter(
    (pharmacy) =>
      pharmacy.long >= bounds.xMin &&
      pharmacy.long <= bounds.xMax &&
      pharmacy.lat >= bounds.yMin &&
      pharmacy.lat <= bounds.yMax &&
      (!text || `${pharmacy.name} ${pharmacy.address}`.toLowerCase().includes(text)),
  )
}

const clusterOf = (pharmacies: readonly { lat: number; long: number }[]) =>
  pharmacies.length === 0
    ? []
    : [
        {
          id: `cluster-${pharmacies.length}`,
          count: pharmacies.length,
          lat: pharmacies.reduce((sum, pharmacy) => sum + pharmacy.lat, 0) / pharmacies.length,
          long: pharmacies.reduce((sum, pharmacy) => sum + pharmacy.long, 0) / pharmacies.length,
          selected: false,
        },
      ]

/**
 * A pharmacy as the pickup list and the pickup map answer it for the mock cart of `count` units:
 * it has them all, ready on the fixtures' day (none when the cart is empty).
 */
export const pickupPointOf = (
  pharmacy: typeof fixtures.pharmacy,
  state: Pick<MockApiState, 'preOrder'>,
  count: number,
) => ({
  pharmacy,
  available: true,
  selected: state.preOrder.pharmacy?.id === pharmacy.id,
  availableProduct: `${count} из ${count} товаров`,
  availableCount: count,
  totalCount: count,
  readyDay: count ? fixtures.readyDay : null,
})

export function pharmacyMapHandlers({ link, state, cart }: MockShop) {
  return [
    link.query(PharmacyMapDocument, ({ variables }) => {
      const ids =
        variables.pharmacyIds === undefined || variables.pharmacyIds === null
          ? null
          : [variables.pharmacyIds].flat().map(String)
      const found = pharmaciesIn(variables, variables.search).filter(
        (pharmacy) => !ids || ids.includes(pharmacy.id),
      )
      const clustered = variables.zoom < CLUSTER_BELOW_ZOOM
      return HttpResponse.json({
        data: {
          pharmacyMap: {
            clusters: clustered ? clusterOf(found) : [],
            pharmacies: clustered ? [] : found,
          },
        },
      })
    }),
    link.query(PharmacySearchMapDocument, ({ variables }) => {
      const found = pharmaciesIn(variables.bounds, variables.search)
      const count = cart().total.productsCount
      const clustered = variables.zoom < CLUSTER_BELOW_ZOOM
      return HttpResponse.json({
        data: {
          pharmacySearchMap: {
            clusters: clustered ? clusterOf(found) : [],
            points: clustered ? [] : found.map((pharmacy) => pickupPointOf(pharmacy, state, count)),
          },
        },
      })
    }),
  ]
}
