// The region's active pharmacies that have a product on the shelf, optionally matched by a
// text in their address, name or metro, a page of them by name with their count.
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { Database } from '../db'
import * as t from '../db'

export async function pharmaciesStocking(
  db: Database,
  where: { productId: number; regionId: string; text: string | null },
  page: number,
  pageSize: number,
) {
  const pattern = where.text ? `%${where.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const matching = and(
    eq(t.pharmacyStock.productId, where.productId),
    eq(t.pharmacies.regionId, where.regionId),
    eq(t.pharmacies.isActive, true),
    sql`${t.pharmacyStock.quantity} > 0`,
    pattern
      ? or(
          ilike(t.pharmacies.address, pattern),
          ilike(t.pharmacies.name, pattern),
          ilike(t.pharmacies.metro, pattern),
        )
      : undefined,
  )
  const rows = await db
    .select({ pharmacy: t.pharmacies, quantity: t.pharmacyStock.quantity })
    .from(t.pharmacyStock)
    .innerJoin(t.pharmacies, eq(t.pharmacies.id, t.pharmacyStock.pharmacyId))
    .where(matching)
    .orderBy(asc(t.pharmacies.name), asc(t.pharmacies.address), asc(t.pharmacies.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(t.pharmacyStock)
    .innerJoin(t.pharmacies, eq(t.pharmacies.id, t.pharmacyStock.pharmacyId))
    .where(matching)
  return { rows, total: Number(total?.n ?? 0) }
}
