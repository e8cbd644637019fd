// The seed of the reference-api: a deterministic generator of a Russian online pharmacy's
// catalogue and the code that writes it into the database.
export {
  type Catalog,
  defaultCatalogSize,
  defaultSeed,
  defaultToday,
  type GenerateCatalogOptions,
  generateCatalog,
  type ProductPricing,
  type RegionPricing,
} from './catalog'
export { defaultNotifications, demoPhones } from './customers'
export { type PharmacyStockRow, pharmacyStockRows } from './pharmacies'
export { type ProductPriceRow, priceRowsOf, priceType, productPriceRows } from './prices'
export { createRandom, type Random } from './random'
export {
  ensureSeeded,
  isSeeded,
  type SeedOptions,
  type SeedReport,
  seedDatabase,
} from './seedDatabase'
export { transliterate } from './transliterate'
