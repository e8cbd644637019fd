// DataLoaders of the catalogue's read side that the shared `product/loaders.ts` does not have:
// product instructions, ICD-10 names, sponsored placements, category counts, groups. One set per
// request (see requestLoaders.ts).
import DataLoader from 'dataloader'
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { SHOP_TIME_ZONE, zoneDate } from '../clock/shopClock'
import type { ApiContext } from '../context'
import * as t from '../db'
import { preparedReads } from '../product/preparedReads'
import { pick, referenceNames } from '../product/referenceNames'
import { byKey, perRequest, type Row } from '../requestLoaders'
import { cachedAggregate, statementKey } from './aggregateCache'
import { catalogReference, categorySubtree } from './referenceData'

/** What a product's sponsored badge and counters read of its placement. */
type SponsoredPlace = Pick<
  Row<typeof t.advertisements>,
  'productId' | 'regionIds' | 'trackUrl' | 'impsUrl' | 'position' | 'name'
>

const memos = new WeakMap<object, Map<string, Promise<unknown>>>()

/** Computes `make()` once per request and key (several fields of one object share the work). */
export function requestMemo<T>(ctx: ApiContext, key: string, make: () => Promise<T>): Promise<T> {
  let memo = memos.get(ctx.loaders)
  if (!memo) {
    memo = new Map()
    memos.set(ctx.loaders, memo)
  }
  let pending = memo.get(key) as Promise<T> | undefined
  if (!pending) {
    pending = make()
    memo.set(key, pending)
  }
  return pending
}

function makeCatalogLoaders(ctx: ApiContext) {
  const { db } = ctx
  // Sponsored places are the shop's own, not a region's: its day.
  const today = zoneDate(ctx.now, SHOP_TIME_ZONE)
  const reads = preparedReads(db)
  return {
    instruction: new DataLoader<number, Row<typeof t.productInstructions> | null>(async (ids) =>
      byKey(ids, await reads.instructions.execute({ ids }), (row) => row.productId),
    ),
    /** Disease names by ICD-10 code (the instruction's icd10 list). */
    diseaseByIcd10: new DataLoader<string, Pick<Row<typeof t.diseases>, 'icd10' | 'name'> | null>(
      async (codes) =>
        byKey(
          codes,
          await db
            .select({ icd10: t.diseases.icd10, name: t.diseases.name })
            .from(t.diseases)
            .where(inArray(t.diseases.icd10, [...codes])),
          (row) => row.icd10,
        ),
    ),
    mnn: new DataLoader<number, Row<typeof t.mnns> | null>(async (ids) =>
      pick((await referenceNames(db)).mnns, ids),
    ),
    group: new DataLoader<string, Row<typeof t.productGroups> | null>(async (codes) =>
      byKey(codes, await reads.groups.execute({ codes }), (row) => row.code),
    ),
    /** The active sponsored placement of a product in a region, by `${regionId}|${productId}`. */
    sponsored: new DataLoader<string, SponsoredPlace | null>(async (keys) => {
      const ids = [...new Set(keys.map((key) => Number(key.split('|')[1])))]
      const rows = await reads.sponsored.execute({ ids, today })
      return keys.map((key) => {
        const [regionId, productId] = key.split('|')
        return (
          rows.find(
            (ad) =>
              ad.productId === Number(productId) &&
              (ad.regionIds === null || ad.regionIds.includes(regionId ?? '')),
          ) ?? null
        )
      })
    }),
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
