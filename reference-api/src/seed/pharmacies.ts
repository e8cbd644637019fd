// Pharmacies with addresses, coordinates, metro and working hours; courier zones around the
// cities that have them; and each pharmacy's shelf stock, produced lazily.
import type {
  deliveryZones,
  PolygonRing,
  pharmacies,
  pharmacyStock,
  WorkingHoursDay,
} from '../db/schema'
import {
  addressComments,
  cityStreets,
  type MetroPlace,
  moscowMetro,
  moscowOblastTowns,
  pharmacyChains,
  pharmacyFeatures,
  spbMetro,
  townStreets,
} from './data/places'
import { pharmacyRegionCounts, type RegionData } from './data/regions'
import { regionTimeZone } from './data/timeZones'
import { isProductInRegion, stockSalt } from './prices'
import type { CatalogPricing, ProductPricing, RegionPricing } from './pricingTypes'
import type { ProductRow } from './products'
import { createRandom, hashInts, type Random } from './random'

export type PharmacyRow = typeof pharmacies.$inferInsert
export type DeliveryZoneRow = typeof deliveryZones.$inferInsert
export type PharmacyStockRow = typeof pharmacyStock.$inferInsert

const weekdays = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']

const phoneCodes: Record<string, string> = {
  moscowregion: '495',
  spb: '812',
  tatarstan: '843',
  sverdlovskregion: '343',
  novosibirskregion: '383',
  krasnodarkrai: '861',
  nizhnynovgorodregion: '831',
  samararegion: '846',
  rostovregion: '863',
  bashkortostan: '347',
}

function workingHours(random: Random): { days: WorkingHoursDay[]; roundTheClock: boolean } {
  const roll = random.next()
  if (roll < 0.15) {
    return {
      days: weekdays.map((name) => ({ name, open: '00:00', close: '24:00' })),
      roundTheClock: true,
    }
  }
  if (roll < 0.75) {
    return {
      days: weekdays.map((name, i) =>
        i < 5 ? { name, open: '08:00', close: '22:00' } : { name, open: '09:00', close: '21:00' },
      ),
      roundTheClock: false,
    }
  }
  const [open, close] = random.pick([
    ['09:00', '21:00'],
    ['08:00', '23:00'],
    ['10:00', '22:00'],
  ] as const)
  return { days: weekdays.map((name) => ({ name, open, close })), roundTheClock: false }
}

function house(random: Random): string {
  const number = `д. ${random.int(1, 120)}`
  const roll = random.next()
  if (roll < 0.15) return `${number}, стр. ${random.int(1, 5)}`
  if (roll < 0.3) return `${number}, корп. ${random.int(1, 4)}`
  return number
}

function phone(random: Random, regionId: string): string {
  const code = phoneCodes[regionId] ?? '800'
  return `+7${code}${String(random.int(1_000_000, 9_999_999))}`
}

interface Spot {
  address: string
  lat: number
  long: number
  metro: string | null
}

function metroSpot(random: Random, city: string, places: MetroPlace[]): Spot {
  const [station, street, lat, long] = random.pick(places)
  return {
    address: `г. ${city}, ${street}, ${house(random)}`,
    lat: lat + random.float(-0.004, 0.004),
    long: long + random.float(-0.006, 0.006),
    metro: station,
  }
}

function spotIn(random: Random, region: RegionData): Spot {
  if (region.id === 'moscowregion') {
    if (random.chance(0.72)) return metroSpot(random, 'Москва', moscowMetro)
    const [town, lat, long] = random.pick(moscowOblastTowns)
    return {
      address: `Московская обл., г. ${town}, ${random.pick(townStreets)}, ${house(random)}`,
      lat: lat + random.float(-0.015, 0.015),
      long: long + random.float(-0.025, 0.025),
      metro: null,
    }
  }
  if (region.id === 'spb') return metroSpot(random, 'Санкт-Петербург', spbMetro)
  const streets = cityStreets[region.id] ?? townStreets
  return {
    address: `г. ${region.cityNames[0]}, ${random.pick(streets)}, ${house(random)}`,
    lat: region.lat + random.float(-0.06, 0.06),
    long: region.long + random.float(-0.1, 0.1),
    metro: null,
  }
}

export function buildPharmacies(random: Random, regions: RegionData[]): PharmacyRow[] {
  const rows: PharmacyRow[] = []
  for (const region of regions) {
    const count = pharmacyRegionCounts[region.id] ?? 0
    for (let i = 0; i < count; i++) {
      const id = rows.length + 1
      const r = random.fork(`pharmacy:${id}`)
      const spot = spotIn(r, region)
      const chain =
        region.id === 'moscowregion' && r.chance(0.6) ? pharmacyChains[0] : r.pick(pharmacyChains)
      const hours = workingHours(r)
      const payment = ['cash', 'card']
      if (r.chance(0.8)) payment.push('online')
      if (r.chance(0.3)) payment.push('yandex_bnpl')
      rows.push({
        id,
        regionId: region.id,
        name: chain?.name ?? 'Аптека',
        address: spot.address,
        lat: Math.round(spot.lat * 1e6) / 1e6,
        long: Math.round(spot.long * 1e6) / 1e6,
        addressComment: r.chance(0.4) ? r.pick(addressComments) : null,
        phone: phone(r, region.id),
        phoneComment: r.chance(0.3) ? 'Справочная аптеки, звонок бесплатный по региону' : null,
        metro: spot.metro,
        workingHours: hours.days,
        isRoundTheClock: hours.roundTheClock,
        paymentTypes: payment,
        pickupDays: r.weighted([0, 1, 2], [20, 60, 20]),
        bookingDays: 0,
        isDoublePoints: r.chance(0.1),
        logotype: `/images/pharmacies/${chain?.logo ?? 'zdorovye'}.svg`,
        categories: r.sample(pharmacyFeatures, r.int(0, 3)),
        isActive: r.chance(0.97),
        timeZone: regionTimeZone(region.id),
      })
    }
  }
  return rows
}

/** A rough circle of `radiusKm` around a point, as a closed ring of [lat, long]. */
function ring(
  random: Random,
  lat: number,
  long: number,
  radiusKm: number,
  points = 16,
): PolygonRing {
  const out: PolygonRing = []
  const dLat = radiusKm / 111
  const dLong = radiusKm / (111 * Math.cos((lat * Math.PI) / 180))
  for (let i = 0; i < points; i++) {
    const angle = (2 * Math.PI * i) / points
    const k = random.float(0.88, 1.12)
    out.push([
      Math.round((lat + Math.sin(angle) * dLat * k) * 1e6) / 1e6,
      Math.round((long + Math.cos(angle) * dLong * k) * 1e6) / 1e6,
    ])
  }
  const first = out[0]
  if (first !== undefined) out.push([first[0], first[1]])
  return out
}

const zoneRadiusKm: Record<string, number> = { moscowregion: 35, spb: 22 }

export function buildDeliveryZones(random: Random, regions: RegionData[]): DeliveryZoneRow[] {
  const rows: DeliveryZoneRow[] = []
  for (const region of regions) {
    if (pharmacyRegionCounts[region.id] === undefined) continue
    const radius = zoneRadiusKm[region.id] ?? 14
    rows.push({
      id: rows.length + 1,
      regionId: region.id,
      type: 'courier',
      name: `Доставка курьером по ${region.cityNames[0] === 'Москва' ? 'Москве и области' : `г. ${region.cityNames[0]}`}`,
      color: '#1e88e5',
      coordinates: ring(random, region.lat, region.long, radius),
      courierPrice: 299,
      freeFrom: 2500,
      minSum: 500,
      deliveryDays: 1,
    })
    rows.push({
      id: rows.length + 1,
      regionId: region.id,
      type: 'express',
      name: 'Экспресс-доставка за 2 часа',
      color: '#43a047',
      coordinates: ring(random, region.lat, region.long, radius * 0.35),
      courierPrice: 499,
      freeFrom: null,
      minSum: 1000,
      deliveryDays: 0,
    })
  }
  return rows
}

/** How many products a pharmacy keeps on its shelves, on average. */
export function shelfSize(catalogSize: number): number {
  return Math.min(Math.round(catalogSize * 0.12), 800)
}

/**
 * Every pharmacy's stock: popular products are on most shelves, rare ones on few, so pickup
 * availability differs between pharmacies. Only goods the region carries are stocked.
 */
export function* pharmacyStockRows(
  catalog: CatalogPricing & { products: ProductRow[]; pharmacies: PharmacyRow[] },
): Generator<PharmacyStockRow> {
  const pricingById = new Map<number, ProductPricing>(catalog.pricing.map((p) => [p.productId, p]))
  const stockable = catalog.products.filter((p) => !p.isBundle && p.kind !== 'optics')
  const maxPopularity = Math.max(1, ...stockable.map((p) => p.popularity ?? 0))
  const weights = stockable.map((p) => 0.25 + 1.5 * ((p.popularity ?? 0) / maxPopularity))
  const meanWeight = weights.reduce((s, w) => s + w, 0) / Math.max(1, weights.length)
  const scale = shelfSize(catalog.catalogSize) / Math.max(1, stockable.length) / meanWeight
  const carried = new Map<string, Uint8Array>()
  const carriedIn = (region: RegionPricing): Uint8Array => {
    let flags = carried.get(region.id)
    if (flags === undefined) {
      flags = new Uint8Array(stockable.length)
      stockable.forEach((product, i) => {
        const pricing = pricingById.get(product.id)
        if (pricing !== undefined && isProductInRegion(catalog.seed, pricing, region)) flags![i] = 1
      })
      carried.set(region.id, flags)
    }
    return flags
  }
  const regionById = new Map(catalog.regionPricing.map((r) => [r.id, r]))
  for (const pharmacy of catalog.pharmacies) {
    const region = regionById.get(pharmacy.regionId)
    if (region === undefined || pharmacy.isActive === false) continue
    const flags = carriedIn(region)
    const random = createRandom(hashInts(catalog.seed, stockSalt, pharmacy.id))
    for (let i = 0; i < stockable.length; i++) {
      const coin = random.next()
      if (flags[i] === 0) continue
      if (coin >= Math.min(0.95, (weights[i] ?? 0) * scale)) continue
      const product = stockable[i]
      if (product === undefined) continue
      yield {
        pharmacyId: pharmacy.id,
        productId: product.id,
        quantity: 1 + Math.floor(random.next() ** 2 * 30),
      }
    }
  }
}
