// What resolvers pass down as the parent of each GraphQL object: database rows plus the region
// the request is about. Codegen maps the GraphQL types to these (see `mappers` in codegen.ts).
import type * as db from './db'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']

/** A product's offer in a region: every price variant and the one the shopper is offered (or null). */
export interface ProductOffer {
  variants: Row<typeof db.productPrices>[]
  current: Row<typeof db.productPrices> | null
}

/**
 * A product row as the API reads it: every column but the full-text index's (`search_text`,
 * `search_vector`), which only the search statements read in SQL and no field answers — they were
 * a third of each row's bytes.
 */
export type ProductRow = Omit<Row<typeof db.products>, 'searchText' | 'searchVector'>

/**
 * A product as a list or page shows it: the row and the region whose prices apply; lists and the
 * product page also carry its offer there, so the summary fields need no further loads.
 */
export type ProductModel = ProductRow & {
  regionId: string
  offer?: ProductOffer
  /** The region's IANA zone, when the list read it with the offer: the product's days are its. */
  timeZone?: string
}
export type CategoryModel = Row<typeof db.categories> & { regionId?: string }
export type RegionModel = Row<typeof db.regions>
export type PharmacyModel = Row<typeof db.pharmacies> & {
  lastOrderPharmacyId?: number | null
  /** Set by the mutation that just changed it (the request's memo predates the change). */
  favoriteOverride?: boolean
}
export type OrderModel = Row<typeof db.orders>
export type ProfileModel = Row<typeof db.users>
export type GroupModel = Row<typeof db.productGroups> & {
  regionId: string
  page: number
  limit: number
}
export type PromotionModel = Row<typeof db.promotions> & { regionId: string }
export type TeamPersonModel = Row<typeof db.teamPersons>
export type ArticleModel = Row<typeof db.articles>
