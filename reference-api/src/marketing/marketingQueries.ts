// The marketing's SQL: what is active today in a region (promotions, the big sale, the tripwire
// banner, advertisements), the recommendation widgets' product lists, the promotion filters of
// /promo/filters, and the referral code with its friends.
import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { SqlParameters } from '../catalog/sqlParameters'
import type { ApiContext } from '../context'
import type { DatabaseOrTransaction } from '../db'
import * as t from '../db'

export type PromotionRow = typeof t.promotions.$inferSelect
export type WidgetRow = typeof t.widgets.$inferSelect

/** Products a widget shows at most. */
const WIDGET_SIZE = 12

/** Active on that day in the region: the dates include it, and the region list is empty or has it. */
function activeIn(
  table: { dateStart: AnyPgColumn; dateEnd: AnyPgColumn; regionIds: AnyPgColumn },
  today: string,
  regionId: string,
) {
  return and(
    lte(table.dateStart, today),
    gte(table.dateEnd, today),
    or(isNull(table.regionIds), sql`${regionId} = ANY(${table.regionIds})`),
  )
}

/** The promotions active on the region's day, in their order; only the related ones if asked. */
export function activePromotions(
  db: DatabaseOrTransaction,
  regionId: string,
  today: string,
  { related = false } = {},
): Promise<PromotionRow[]> {
  const active = activeIn(t.promotions, today, regionId)
  return db
    .select()
    .from(t.promotions)
    .where(related ? and(eq(t.promotions.isRelated, true), active) : active)
    .orderBy(asc(t.promotions.position), asc(t.promotions.id))
}

export async function promotionByAlias(db: DatabaseOrTransaction, alias: string) {
  const [row] = await db.select().from(t.promotions).where(eq(t.promotions.alias, alias))
  return row ?? null
}

/** The latest big sale active on the region's day. */
export async function currentBigSale(db: DatabaseOrTransaction, regionId: string, today: string) {
  const [row] = await db
    .select()
    .from(t.bigSales)
    .where(activeIn(t.bigSales, today, regionId))
    .orderBy(desc(t.bigSales.dateStart), asc(t.bigSales.id))
    .limit(1)
  return row ?? null
}

/** The latest tripwire banner active on the region's day. */
export async function currentTripwire(db: DatabaseOrTransaction, regionId: string, today: string) {
  const [row] = await db
    .select()
    .from(t.tripwireBanners)
    .where(activeIn(t.tripwireBanners, today, regionId))
    .orderBy(desc(t.tripwireBanners.dateStart), asc(t.tripwireBanners.id))
    .limit(1)
  return row ?? null
}

/** The advertisements of a placement active on the region's day, with their product's picture. */
export function activeAdvertisements(
  db: DatabaseOrTransaction,
  placement: string,
  regionId: string,
  today: string,
) {
  return db
    .select({
      ad: t.advertisements,
      productImage: t.products.image,
      productCategory: t.products.categoryId,
    })
    .from(t.advertisements)
    .leftJoin(t.products, eq(t.products.id, t.advertisements.productId))
    .where(and(eq(t.advertisements.type, placement), activeIn(t.advertisements, today, regionId)))
    .orderBy(asc(t.advertisements.position), asc(t.advertisements.id))
}

/** The category of the product with that SKU; null when there is none. */
export async function categoryOfSku(
  db: DatabaseOrTransaction,
  sku: string,
): Promise<number | null> {
  const [product] = await db
    .select({ categoryId: t.products.categoryId })
    .from(t.products)
    .where(eq(t.products.sku, sku))
  return product?.categoryId ?? null
}

export const storedWidgets = (db: DatabaseOrTransaction): Promise<WidgetRow[]> =>
  db.select().from(t.widgets)

const inRegion = (region: string) =>
  `EXISTS (SELECT 1 FROM product_prices rp WHERE rp.region_id = ${region} AND rp.product_id = p.id
     AND (rp.available_for_order OR rp.available_for_booking))`

/**
 * The product ids of one widget, sold in the region, in the widget's order: 'popular', 'with-this-buy'
 * (others of the product's category), 'discounts', or a stored widget's own list. Null when the
 * widget is none of these (or 'with-this-buy' has no product).
 */
export async function widgetProductIds(
  ctx: Pick<ApiContext, 'exec'>,
  widget: {
    alias: string
    regionId: string
    stored: WidgetRow | undefined
    product: { id: number; categoryId: number } | null
  },
): Promise<number[] | null> {
  const params = new SqlParameters()
  const regionParam = params.add(widget.regionId)
  const limit = params.add(WIDGET_SIZE)
  let sqlText: string | null = null
  if (widget.alias === 'popular') {
    sqlText = `SELECT p.id FROM products p WHERE ${inRegion(regionParam)}
             ORDER BY p.popularity DESC, p.id LIMIT ${limit}`
  } else if (widget.alias === 'with-this-buy' && widget.product) {
    const category = params.add(widget.product.categoryId)
    const self = params.add(widget.product.id)
    sqlText = `SELECT p.id FROM products p WHERE p.category_id = ${category} AND p.id <> ${self}
               AND ${inRegion(regionParam)}
             ORDER BY p.popularity DESC, p.id LIMIT ${limit}`
  } else if (widget.alias === 'discounts') {
    sqlText = `SELECT p.id FROM products p WHERE EXISTS (SELECT 1 FROM product_prices dp
               WHERE dp.region_id = ${regionParam} AND dp.product_id = p.id AND dp.price_old > dp.price
                 AND dp.available_for_order)
             ORDER BY p.popularity DESC, p.id LIMIT ${limit}`
  } else if (widget.stored) {
    const widgetId = params.add(widget.stored.id)
    sqlText = `SELECT p.id FROM widget_items wi JOIN products p ON p.id = wi.product_id
             WHERE wi.widget_id = ${widgetId} AND ${inRegion(regionParam)}
             ORDER BY wi.position, p.id LIMIT ${limit}`
  }
  if (sqlText === null) return null
  const rows = await ctx.exec<{ id: number }>(sqlText, params.values)
  return rows.map((row) => Number(row.id))
}

/**
 * The promotions with a product of the brand ('brand') or category ('category') of that alias, for
 * /promo/filters/[filters]; null for a filter of another name.
 */
export async function promotionIdsWith(
  ctx: Pick<ApiContext, 'exec'>,
  name: string,
  value: string,
): Promise<Set<number> | null> {
  const params = new SqlParameters()
  const wanted = params.add(value)
  const join =
    name === 'brand'
      ? `JOIN brands b ON b.id = p.brand_id WHERE b.alias = ${wanted}`
      : name === 'category'
        ? `JOIN categories c ON c.id = p.category_id WHERE (c.alias = ${wanted} OR c.path LIKE '%' || ${wanted} || '%')`
        : null
  if (!join) return null
  const matching = await ctx.exec<{ promotion_id: number }>(
    `SELECT DISTINCT pp.promotion_id FROM promotion_products pp
           JOIN products p ON p.id = pp.product_id ${join}`,
    params.values,
  )
  return new Set(matching.map((row) => Number(row.promotion_id)))
}

/**
 * The customer's referral code, made on first ask ('REF' and the id in base 36), and how many
 * friends registered with it; null when the customer is gone.
 */
export async function referralOf(
  db: DatabaseOrTransaction,
  userId: number,
): Promise<{ code: string; invitedCount: number } | null> {
  const [user] = await db
    .select({ referralCode: t.users.referralCode })
    .from(t.users)
    .where(eq(t.users.id, userId))
  if (!user) return null
  let code = user.referralCode
  if (!code) {
    code = `REF${userId.toString(36).toUpperCase().padStart(5, '0')}`
    await db.update(t.users).set({ referralCode: code }).where(eq(t.users.id, userId))
  }
  // Friends who came with the code: registerClient recorded this customer as their referrer.
  const [invited] = await db
    .select({ n: count() })
    .from(t.users)
    .where(eq(t.users.referredBy, userId))
  return { code, invitedCount: Number(invited?.n ?? 0) }
}
