// Regional assortment and prices: which regions carry a product and at what price, by price
// type (SPEC §4: 1 Base, 4 and 14 Expiring, 8–13 marketplace goods). Rows are produced lazily,
// product by product, because a 50 000-product catalogue has millions of them.
import type { productPrices } from '../db/schema'
import { addDays } from './dates'
import type { CatalogPricing, ProductPricing, RegionPricing } from './pricingTypes'
import { type Random, unitInts } from './random'

export type ProductPriceRow = typeof productPrices.$inferInsert

/** Price types of SPEC §4 the seed uses. */
export const priceType = {
  base: 1,
  expiring: 4,
  expiringBookingOnly: 14,
  marketplaceFirst: 8,
  marketplaceLast: 13,
} as const

// Salts that keep the hash-decided questions independent of each other.
const salt = { presence: 11, regionJitter: 12, expiry: 13, stock: 14 } as const

/** Rounds like a shelf label: whole roubles, and ···9 from a thousand up. */
export function shelfPrice(value: number): number {
  if (value < 1000) return Math.max(5, Math.round(value))
  return Math.round(value / 10) * 10 - 1
}

/** Decides a product's price policy once; every region derives its rows from it. */
export function decidePricing(
  random: Random,
  input: {
    productId: number
    kind: string
    basePrice: number
    requiresPrescription: boolean
    sellerIds: number[]
  },
): ProductPricing {
  const { productId, kind, basePrice, requiresPrescription } = input
  const isDrug = kind === 'drug'
  const discount = random.chance(0.12) ? random.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.35]) : 0
  const canExpire = kind === 'drug' || kind === 'supplement' || kind === 'cosmetics'
  const expiringType = canExpire && random.chance(0.07) ? random.pick([4, 14] as const) : 0
  const marketplaceType =
    !isDrug && kind !== 'optics' && random.chance(0.12) ? random.int(8, 13) : 0
  const bookingOnly = requiresPrescription ? random.chance(0.18) : false
  const maxQuantity = requiresPrescription
    ? random.int(2, 5)
    : kind === 'medtech' && basePrice > 2000
      ? random.int(2, 5)
      : 10
  return {
    productId,
    basePrice,
    discount,
    expiringType,
    marketplaceType,
    sellerId: marketplaceType === 0 ? null : random.pick(input.sellerIds),
    bookingOnly,
    maxQuantity,
    hasPrefix: random.chance(0.1),
    missingRate: random.pick([0.02, 0.05, 0.08, 0.1, 0.12, 0.15, 0.2]),
    exclusive: random.chance(0.01),
  }
}

/** Whether a region carries the product at all (then it has no price rows there). */
export function isProductInRegion(
  seed: number,
  pricing: ProductPricing,
  region: RegionPricing,
): boolean {
  if (pricing.exclusive) return region.id === 'moscowregion' || region.id === 'spb'
  const coin = unitInts(seed, salt.presence, pricing.productId, region.num)
  return region.isDefault ? coin >= 0.01 : coin >= pricing.missingRate
}

/** The price rows of one product in one region: none when the region does not carry it. */
export function priceRowsOf(
  catalog: Pick<CatalogPricing, 'seed' | 'today'>,
  pricing: ProductPricing,
  region: RegionPricing,
): ProductPriceRow[] {
  if (!isProductInRegion(catalog.seed, pricing, region)) return []
  const jitter =
    region.factor === 1
      ? 1
      : 1 + (unitInts(catalog.seed, salt.regionJitter, pricing.productId, region.num) - 0.5) * 0.04
  const regular = pricing.basePrice * region.factor * jitter
  const price = shelfPrice(regular * (1 - pricing.discount))
  const priceOld = pricing.discount > 0 ? shelfPrice(regular) : null
  const rows: ProductPriceRow[] = [
    {
      productId: pricing.productId,
      regionId: region.id,
      priceTypeId: priceType.base,
      price,
      priceOld,
      maxQuantity: pricing.maxQuantity,
      expirationDate: null,
      isExpirating: false,
      availableForOrder: !pricing.bookingOnly,
      availableForBooking: true,
      hasPrefix: pricing.hasPrefix,
      deliveryDays: region.hasPharmacies ? 1 : 3,
      sellerId: null,
    },
  ]
  // Short-dated stock sits on pharmacy shelves, so only regions with pharmacies have it.
  if (pricing.expiringType !== 0 && region.hasPharmacies) {
    const coin = unitInts(catalog.seed, salt.expiry, pricing.productId, region.num)
    rows.push({
      productId: pricing.productId,
      regionId: region.id,
      priceTypeId: pricing.expiringType,
      price: shelfPrice(regular * (0.5 + coin * 0.3)),
      priceOld: shelfPrice(regular),
      maxQuantity: 1 + Math.floor(coin * 5),
      expirationDate: addDays(catalog.today, 20 + Math.floor(coin * 100)),
      isExpirating: true,
      availableForOrder: pricing.expiringType === priceType.expiring,
      availableForBooking: true,
      hasPrefix: false,
      deliveryDays: 1,
      sellerId: null,
    })
  }
  if (pricing.marketplaceType !== 0) {
    const coin = unitInts(catalog.seed, salt.expiry + 100, pricing.productId, region.num)
    rows.push({
      productId: pricing.productId,
      regionId: region.id,
      priceTypeId: pricing.marketplaceType,
      price: shelfPrice(regular * (0.9 + coin * 0.15)),
      priceOld: null,
      maxQuantity: 10,
      expirationDate: null,
      isExpirating: false,
      availableForOrder: true,
      availableForBooking: false,
      hasPrefix: false,
      deliveryDays: 2 + Math.floor(coin * 6),
      sellerId: pricing.sellerId,
    })
  }
  return rows
}

/**
 * Every price row of the catalogue, region by region and product by product within a region:
 * the order of the table's primary key, which makes loading cheaper.
 */
export function* productPriceRows(catalog: CatalogPricing): Generator<ProductPriceRow> {
  for (const region of catalog.regionPricing) {
    for (const pricing of catalog.pricing) {
      yield* priceRowsOf(catalog, pricing, region)
    }
  }
}

export const stockSalt = salt.stock
