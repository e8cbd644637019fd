// The pharmacy list's SQL (/pharmacies and the product's pharmacies): a region's active pharmacies
// matching the typed text and the filters, a page at a time by address, and how many there are.
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm'
import type { ApiContext } from '../context'
import * as t from '../db'
import type { PharmacyFilterInput } from '../generated/resolvers'
import type { PharmacyModel } from '../models'
import { pharmacyListFilter } from './pharmacyFilters'

export interface PharmacyListQuery {
  readonly regionId: string
  /** Text to find in the address, the metro or the name; null for all. */
  readonly text: string | null | undefined
  /** Find the text in the name only. */
  readonly searchByName: boolean | null | undefined
  /** Only these pharmacies; null for any. */
  readonly only: number[] | null
  readonly filters: PharmacyFilterInput | null | undefined
  readonly page: number
  readonly pageSize: number
}

export async function pharmacyList(
  ctx: ApiContext,
  query: PharmacyListQuery,
): Promise<{ items: PharmacyModel[]; total: number }> {
  const { text, page, pageSize, only } = query
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = and(
    eq(t.pharmacies.regionId, query.regionId),
    eq(t.pharmacies.isActive, true),
    only?.length ? inArray(t.pharmacies.id, only) : undefined,
    await pharmacyListFilter(ctx, query.filters),
    pattern
      ? query.searchByName
        ? ilike(t.pharmacies.name, pattern)
        : or(
            ilike(t.pharmacies.address, pattern),
            ilike(t.pharmacies.metro, pattern),
            ilike(t.pharmacies.name, pattern),
          )
      : undefined,
  )
  const items = await ctx.db
    .select()
    .from(t.pharmacies)
    .where(where)
    .orderBy(asc(t.pharmacies.address), asc(t.pharmacies.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await ctx.db.select({ n: count() }).from(t.pharmacies).where(where)
  return { items, total: Number(total?.n ?? 0) }
}
