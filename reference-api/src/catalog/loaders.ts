// DataLoaders of the catalogue's read side that the product domain's loaders do not have:
// category counts, the viewer's last pharmacy, authors' tags. One set per request (see
// requestLoaders.ts).
import DataLoader from 'dataloader'
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { ApiContext } from '../context'
import * as t from '../db'
import { catalogReference, categorySubtree } from '../reference/referenceData'
import { perRequest } from '../requestLoaders'
import { cachedAggregate, statementKey } from './aggregateCache'

function makeCatalogLoaders(ctx: ApiContext) {
  const { db } = ctx
  return {
    /** Products of each category (with its subcategories) in a region. */
    categoryCounts: new DataLoader<string, Map<number, number>>(async (regionIds) =>
      Promise.all(
        regionIds.map(async (regionId) => {
          const own = await ownCategoryCounts(ctx, regionId)
          const reference = await catalogReference(ctx)
          const totals = new Map<number, number>()
          for (const category of reference.categories) {
            let total = 0
            for (const inner of categorySubtree(reference, category))
              total += own.get(inner.id) ?? 0
            totals.set(category.id, total)
          }
          return totals
        }),
      ),
    ),
    /** The pharmacy of the viewer's latest order (null for a guest or without orders). */
    lastOrderPharmacyId: new DataLoader<'viewer', number | null>(async (keys) => {
      const userId = ctx.viewer.userId
      if (userId === null) return keys.map(() => null)
      const [last] = await db
        .select({ pharmacyId: t.orders.pharmacyId })
        .from(t.orders)
        .where(and(eq(t.orders.userId, userId), isNotNull(t.orders.pharmacyId)))
        .orderBy(desc(t.orders.createdAt))
        .limit(1)
      return keys.map(() => last?.pharmacyId ?? null)
    }),
    /** Distinct article tags of an author (TeamPerson.tags). */
    authorTags: new DataLoader<number, string[]>(async (authorIds) => {
      const rows = await db
        .select({ authorId: t.articles.authorId, tag: sql<string>`unnest(${t.articles.tags})` })
        .from(t.articles)
        .where(inArray(t.articles.authorId, [...authorIds]))
      return authorIds.map((id) => [
        ...new Set(rows.filter((r) => r.authorId === id).map((r) => r.tag)),
      ])
    }),
  }
}

/**
 * Products of each category itself (not its subcategories) in a region: one cached aggregate per
 * region, which the category tree's counts and a plain category list's total are summed from.
 */
export async function ownCategoryCounts(
  ctx: Pick<ApiContext, 'exec' | 'db' | 'now'>,
  regionId: string,
): Promise<Map<number, number>> {
  const sql = `SELECT p.category_id, count(*)::int AS n FROM products p
     WHERE EXISTS (SELECT 1 FROM product_prices pp
       WHERE pp.region_id = $1 AND pp.product_id = p.id)
     GROUP BY p.category_id`
  const rows = await cachedAggregate(ctx, statementKey(sql, [regionId]), () =>
    ctx.exec<{ category_id: number; n: number | string }>(sql, [regionId]),
  )
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.n)]))
}

/** The request's catalogue loaders (made on first use). */
export const catalogLoaders = perRequest(makeCatalogLoaders)
