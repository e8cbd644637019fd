// The pickup map's Russian texts and the pharmacy as the map draws it, shared by the map's
// frame and its providers.
import { plural } from '../../shop'

export const PICKUP_MAP_TEXT = {
  label: 'Карта аптек',
  cluster: (count: number) =>
    `${count} ${plural(count, ['аптека', 'аптеки', 'аптек'])} рядом, приблизить`,
  // 'из N' takes the genitive: 'из 21 товара', 'из 5 товаров'.
  available: (available: number, total: number) =>
    `${available} из ${total} ${plural(total, ['товара', 'товаров', 'товаров'])}`,
  zoomOut: 'Показать все',
} as const

/** A pharmacy on the map, with how much of the cart it has. */
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

/**
 * A pharmacy of the shop's list (/pharmacies, a pharmacy's page) as the map draws it: no cart to
 * count against, so nothing counted and every pharmacy drawn as open for pickup.
 */
export const pharmacyMapPoint = (
  pharmacy: Pick<PickupMapPoint, 'id' | 'name' | 'address' | 'lat' | 'long'>,
): PickupMapPoint => ({
  id: pharmacy.id,
  name: pharmacy.name,
  address: pharmacy.address,
  lat: pharmacy.lat,
  long: pharmacy.long,
  availableCount: 0,
  totalCount: 0,
  available: true,
})
