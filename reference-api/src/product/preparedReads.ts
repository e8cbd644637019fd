// The product reads every product page, list and card repeats, built once per database as
// prepared statements: Drizzle's query builder ran on every request (a fifth of a product page's
// CPU), and PostgreSQL parsed the same texts again. Ids go as one array parameter (= ANY), so
// one statement serves any number of them.
import { asc, eq, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../db'
import * as t from '../db'
import { onRequestClient, sharedDatabase } from '../db/tracedDatabase'
import { productRowColumns } from './productRowColumns'

const ids = sql.placeholder('ids')
const byIds = (column: PgColumn) => sql`${column} = ANY(${ids}::int[])`

function prepare(db: Database) {
  return {
    products: db
      .select(productRowColumns)
      .from(t.products)
      .where(byIds(t.products.id))
      .prepare('products_by_ids'),
    productByAlias: db
      .select(productRowColumns)
      .from(t.products)
      .where(eq(t.products.alias, sql.placeholder('alias')))
      .limit(1)
      .prepare('product_by_alias'),
    prices: db
      .select()
      .from(t.productPrices)
      .where(
        sql`${t.productPrices.regionId} = ${sql.placeholder('regionId')} AND ${byIds(t.productPrices.productId)}`,
      )
      .prepare('product_prices_by_ids'),
    categories: db
      .select()
      .from(t.categories)
      .where(byIds(t.categories.id))
      .prepare('categories_by_ids'),
    badges: db
      .select()
      .from(t.productBadges)
      .where(byIds(t.productBadges.productId))
      .prepare('product_badges_by_ids'),
    mnnsOfProducts: db
      .select({
        productId: t.productMnns.productId,
        position: t.productMnns.position,
        mnn: { id: t.mnns.id, alias: t.mnns.alias, title: t.mnns.title },
      })
      .from(t.productMnns)
      .innerJoin(t.mnns, eq(t.mnns.id, t.productMnns.mnnId))
      .where(byIds(t.productMnns.productId))
      .prepare('product_mnns_by_ids'),
    certificates: db
      .select()
      .from(t.certificates)
      .where(byIds(t.certificates.productId))
      .prepare('certificates_by_ids'),
    instructions: db
      .select()
      .from(t.productInstructions)
      .where(byIds(t.productInstructions.productId))
      .prepare('product_instructions_by_ids'),
    groups: db
      .select()
      .from(t.productGroups)
      .where(sql`${t.productGroups.code} = ANY(${sql.placeholder('codes')}::text[])`)
      .prepare('product_groups_by_codes'),
    /** What a group's forms, photos and certificates read of its products. */
    groupProducts: db
      .select({
        id: t.products.id,
        alias: t.products.alias,
        form: t.products.form,
        dosage: t.products.dosage,
        packQuantity: t.products.packQuantity,
        packUnit: t.products.packUnit,
        image: t.products.image,
      })
      .from(t.products)
      .where(eq(t.products.groupCode, sql.placeholder('groupCode')))
      .orderBy(
        asc(t.products.form),
        asc(t.products.dosage),
        asc(t.products.packQuantity),
        asc(t.products.id),
      )
      .prepare('group_products_by_code'),
    /** Placements of the products running on `today` (a shop day, YYYY-MM-DD). */
    sponsored: db
      .select({
        productId: t.advertisements.productId,
        regionIds: t.advertisements.regionIds,
        trackUrl: t.advertisements.trackUrl,
        impsUrl: t.advertisements.impsUrl,
        position: t.advertisements.position,
        name: t.advertisements.name,
      })
      .from(t.advertisements)
      .where(
        sql`${byIds(t.advertisements.productId)} AND ${t.advertisements.productId} IS NOT NULL
          AND ${t.advertisements.dateStart} <= ${sql.placeholder('today')}
          AND ${t.advertisements.dateEnd} >= ${sql.placeholder('today')}`,
      )
      .orderBy(t.advertisements.position, t.advertisements.id)
      .prepare('sponsored_by_ids'),
  }
}

export type PreparedReads = ReturnType<typeof prepare>

const made = new WeakMap<Database, PreparedReads>()

/**
 * The database's prepared product reads (built on first use, once per process's database; a
 * traced request runs them through its own client).
 */
export function preparedReads(db: Database): PreparedReads {
  const shared = sharedDatabase(db)
  let reads = made.get(shared)
  if (!reads) {
    reads = prepare(shared)
    made.set(shared, reads)
  }
  return onRequestClient(db, reads)
}
