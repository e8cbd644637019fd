// The price policy types the seed's generators share: catalog.ts decides them, prices.ts,
// pharmacies.ts, products.ts and customers.ts read them. Kept apart so none imports catalog.ts.

/** A product's price policy; each region's price rows derive from it (see prices.ts). */
export interface ProductPricing {
  productId: number
  /** Regular price in roubles for a region with factor 1. */
  basePrice: number
  /** Share off the regular price, 0 when there is no discount (then no priceOld). */
  discount: number
  /** 4 or 14 when short-dated stock is sold cheaper in regions with pharmacies; else 0. */
  expiringType: 0 | 4 | 14
  /** 8–13 when a marketplace seller also offers it; else 0. */
  marketplaceType: number
  sellerId: number | null
  /** Only bookable for pickup (the base price is not available for order). */
  bookingOnly: boolean
  maxQuantity: number
  hasPrefix: boolean
  /** Chance that a region (other than the default) does not carry it. */
  missingRate: number
  /** Sold only in Moscow and Saint Petersburg. */
  exclusive: boolean
}

/** What prices.ts needs to know about a region. */
export interface RegionPricing {
  id: string
  num: number
  /** Regional price coefficient; 1 in the default region. */
  factor: number
  isDefault: boolean
  hasPharmacies: boolean
}

/** What the price and stock rows are computed from: the catalogue's seed, size, regions and price policy. */
export interface CatalogPricing {
  seed: number
  catalogSize: number
  today: string
  regionPricing: RegionPricing[]
  pricing: ProductPricing[]
}
