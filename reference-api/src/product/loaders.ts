// The request's shared DataLoaders (`ctx.loaders`): lists of products ask for prices, badges,
// brands … once per list, not once per product (N+1); pharmacies and authors ride along.
import DataLoader from 'dataloader'
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db'
import * as t from '../db'
import type { ProductRow } from '../models'
import { byKey, groupBy, type Row } from '../requestLoaders'
import { preparedReads } from './preparedReads'
import { pick, referenceNames } from './referenceNames'

export type PriceRow = Row<typeof t.productPrices>

/** A brand as products show it. */
export type BrandName = Pick<Row<typeof t.brands>, 'id' | 'alias' | 'name'>
/** An MNN as products show it. */
export type MnnName = Pick<Row<typeof t.mnns>, 'id' | 'alias' | 'title'>

/** Key of a product's prices in a region. */
export const priceKey = (regionId: string, productId: number) => `${regionId}|${productId}`

export function makeLoaders(db: Database, viewerUserId: number | null) {
  const reads = preparedReads(db)
  return {
    /** Every price variant of a product in a region, by `priceKey`. */
    prices: new DataLoader<string, PriceRow[]>(async (keys) => {
      const byRegion = new Map<string, number[]>()
      for (const key of keys) {
        const [regionId = '', id = '0'] = key.split('|')
        byRegion.set(regionId, [...(byRegion.get(regionId) ?? []), Number(id)])
      }
      const rows: PriceRow[] = []
      for (const [regionId, ids] of byRegion)
        rows.push(...(await reads.prices.execute({ regionId, ids })))
      return groupBy(keys, rows, (row) => priceKey(row.regionId, row.productId))
    }),
    product: new DataLoader<number, ProductRow | null>(async (ids) =>
      byKey(ids, await reads.products.execute({ ids }), (r) => r.id),
    ),
    /** What lists, filters and the product page show of a brand (not its description). */
    brand: new DataLoader<number, BrandName | null>(async (ids) =>
      pick((await referenceNames(db)).brands, ids),
    ),
    manufacturer: new DataLoader<number, Row<typeof t.manufacturers> | null>(async (ids) =>
      pick((await referenceNames(db)).manufacturers, ids),
    ),
    category: new DataLoader<number, Row<typeof t.categories> | null>(async (ids) =>
      byKey(ids, await reads.categories.execute({ ids }), (r) => r.id),
    ),
    badges: new DataLoader<number, Row<typeof t.productBadges>[]>(async (ids) =>
      groupBy(ids, await reads.badges.execute({ ids }), (r) => r.productId),
    ),
    /** The product's MNNs in order: alias and title, all a product shows of them. */
    mnnsOfProduct: new DataLoader<number, MnnName[]>(async (ids) => {
      const rows = await reads.mnnsOfProducts.execute({ ids })
      rows.sort((a, b) => a.position - b.position)
      return groupBy(ids, rows, (r) => r.productId).map((list) => list.map((r) => r.mnn))
    }),
    certificates: new DataLoader<number, Row<typeof t.certificates>[]>(async (ids) =>
      groupBy(ids, await reads.certificates.execute({ ids }), (r) => r.productId),
    ),
    bundleItems: new DataLoader<
      number,
      { productId: number; quantity: number; shortName: string }[]
    >(async (ids) => {
      const rows = await db
        .select({
          bundleId: t.productBundleItems.bundleId,
          productId: t.productBundleItems.productId,
          quantity: t.productBundleItems.quantity,
          shortName: t.products.shortName,
        })
        .from(t.productBundleItems)
        .innerJoin(t.products, eq(t.products.id, t.productBundleItems.productId))
        .where(inArray(t.productBundleItems.bundleId, [...ids]))
      return groupBy(ids, rows, (r) => r.bundleId)
    }),
    /** Favourite product ids of the viewer (empty for a guest). */
    favoriteIds: new DataLoader<'viewer', Set<number>>(async (keys) => {
      if (viewerUserId === null) return keys.map(() => new Set())
      const rows = await db
        .select({ productId: t.favorites.productId })
        .from(t.favorites)
        .where(eq(t.favorites.userId, viewerUserId))
      const ids = new Set(rows.map((r) => r.productId))
      return keys.map(() => ids)
    }),
    pharmacy: new DataLoader<number, Row<typeof t.pharmacies> | null>(async (ids) =>
      byKey(
        ids,
        await db
          .select()
          .from(t.pharmacies)
          .where(inArray(t.pharmacies.id, [...ids])),
        (r) => r.id,
      ),
    ),
    teamPerson: new DataLoader<number, Row<typeof t.teamPersons> | null>(async (ids) =>
      byKey(
        ids,
        await db
          .select()
          .from(t.teamPersons)
          .where(inArray(t.teamPersons.id, [...ids])),
        (r) => r.id,
      ),
    ),
  }
}

export type Loaders = ReturnType<typeof makeLoaders>
