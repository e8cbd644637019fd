// Resolvers of the marketing domain (schema/sdl/marketing.graphql): related promos, the big sale,
// the tripwire banner, advertisements with their counters, recommendation widgets, promotions,
// the home page and the referral programme.
import { ERROR_CODES } from '@apteka/sdk/rules'
import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { HOME_CRUMB, metaInformation } from '../catalog/meta'
import { pageOf, productList, productModels } from '../catalog/productPaging'
import { catalogReference, requireRegion } from '../catalog/referenceData'
import { SqlParameters } from '../catalog/sqlParameters'
import { regionDate } from '../clock/placeZones'
import type { ApiContext } from '../context'
import * as t from '../db'
import { apiError } from '../errors'
import type { Resolvers } from '../generated/resolvers'
import { limitedOptionalText } from '../inputLimits'
import type { PromotionModel } from '../models'

/** Products a widget shows at most. */
const WIDGET_SIZE = 12
/** Points a friend's first order earns the referrer. */
const REFERRAL_REWARD = 500

const WIDGET_TITLES: Record<string, string> = {
  popular: 'Популярные товары',
  'with-this-buy': 'С этим товаром покупают',
  discounts: 'Товары со скидкой',
  new: 'Новинки',
}

/** Active today in the region: the dates include today, and the region list is empty or has it. */
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

/** Promotions a signed-in customer gets personally: a stable share of the active ones. */
const isPersonalFor = (promotionId: number, userId: number) => (promotionId + userId) % 3 === 0

const promotionModel = (
  row: typeof t.promotions.$inferSelect,
  regionId: string,
): PromotionModel => ({
  ...row,
  regionId,
})

async function activePromotions(ctx: ApiContext, regionId: string) {
  return ctx.db
    .select()
    .from(t.promotions)
    .where(activeIn(t.promotions, await regionDate(ctx, regionId), regionId))
    .orderBy(asc(t.promotions.position), asc(t.promotions.id))
}

/** Widget products: ids of one SQL list, kept only when sold in the region, in list order. */
async function widgetProducts(
  ctx: ApiContext,
  regionId: string,
  sqlText: string,
  params: SqlParameters,
) {
  const rows = await ctx.exec<{ id: number }>(sqlText, params.values)
  return productModels(
    ctx,
    rows.map((row) => Number(row.id)),
    regionId,
  )
}

const inRegion = (region: string) =>
  `EXISTS (SELECT 1 FROM product_prices rp WHERE rp.region_id = ${region} AND rp.product_id = p.id
     AND (rp.available_for_order OR rp.available_for_booking))`

export const marketingResolvers: Resolvers = {
  Query: {
    async relatedPromos(_parent, { regionID: regionId }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const rows = await ctx.db
        .select()
        .from(t.promotions)
        .where(
          and(
            eq(t.promotions.isRelated, true),
            activeIn(t.promotions, await regionDate(ctx, region.id), region.id),
          ),
        )
        .orderBy(asc(t.promotions.position), asc(t.promotions.id))
      return rows.map((row) => ({
        alias: row.alias,
        name: row.name,
        url: row.url,
        advertiser: row.advertiserName
          ? { name: row.advertiserName, erid: row.advertiserErid }
          : null,
        image: row.image,
      }))
    },

    async bigSale(_parent, { regionID: regionId }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const [row] = await ctx.db
        .select()
        .from(t.bigSales)
        .where(activeIn(t.bigSales, await regionDate(ctx, region.id), region.id))
        .orderBy(desc(t.bigSales.dateStart), asc(t.bigSales.id))
        .limit(1)
      return row
        ? { sale: { name: row.name, image: row.image, background: row.background }, url: row.url }
        : null
    },

    async bannerTripwire(_parent, { regionID: regionId }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const [row] = await ctx.db
        .select()
        .from(t.tripwireBanners)
        .where(activeIn(t.tripwireBanners, await regionDate(ctx, region.id), region.id))
        .orderBy(desc(t.tripwireBanners.dateStart), asc(t.tripwireBanners.id))
        .limit(1)
      return row
        ? {
            text: row.text,
            backgroundColor: row.backgroundColor,
            textColor: row.textColor,
            url: row.url,
          }
        : null
    },

    async advertisement(_parent, { regionID: regionId, type, query, productSku }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const placement = type === 'home' ? 'main' : type
      const rows = await ctx.db
        .select({
          ad: t.advertisements,
          productImage: t.products.image,
          productCategory: t.products.categoryId,
        })
        .from(t.advertisements)
        .leftJoin(t.products, eq(t.products.id, t.advertisements.productId))
        .where(
          and(
            eq(t.advertisements.type, placement),
            activeIn(t.advertisements, await regionDate(ctx, region.id), region.id),
          ),
        )
        .orderBy(asc(t.advertisements.position), asc(t.advertisements.id))
      const words = (limitedOptionalText(query, 'searchQuery', 'query') ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
      let categoryId: number | null = null
      if (productSku) {
        const [product] = await ctx.db
          .select({ categoryId: t.products.categoryId })
          .from(t.products)
          .where(eq(t.products.sku, productSku))
        categoryId = product?.categoryId ?? null
      }
      return rows
        .filter(({ ad, productCategory }) => {
          if (placement === 'search' && ad.query) {
            const triggers = ad.query
              .toLowerCase()
              .split(/[\s,]+/)
              .filter(Boolean)
            return words.some((word) =>
              triggers.some((trigger) => word.startsWith(trigger) || trigger.startsWith(word)),
            )
          }
          if (placement === 'product' && categoryId !== null)
            return (
              (ad.categoryId ?? productCategory) === categoryId ||
              (ad.categoryId === null && !ad.productId)
            )
          return true
        })
        .map(({ ad, productImage }) => ({
          id: String(ad.id),
          banner: { image: ad.banner ?? productImage ?? '', url: ad.url, alt: ad.name },
          advertiser: { name: ad.advertiserName, erid: ad.advertiserErid },
          counters: { track: ad.trackUrl, imps: ad.impsUrl, position: ad.position, name: ad.name },
        }))
        .filter((ad) => ad.banner.image !== '')
    },

    async widgets(_parent, { input }, ctx) {
      const region = await requireRegion(ctx, input.regionID)
      const aliases = [...new Set(input.items)]
      const stored = await ctx.db.select().from(t.widgets)
      const productId = Number(input.productID ?? Number.NaN)
      // 'with-this-buy' is about the page's product: others of its category; without one, the list.
      const withProduct = Number.isInteger(productId)
        ? await ctx.loaders.product.load(productId)
        : null
      const items = []
      for (const alias of aliases) {
        const params = new SqlParameters()
        const regionParam = params.add(region.id)
        const limit = params.add(WIDGET_SIZE)
        const storedWidget = stored.find((widget) => widget.alias === alias)
        let products = null
        if (alias === 'popular') {
          products = await widgetProducts(
            ctx,
            region.id,
            `SELECT p.id FROM products p WHERE ${inRegion(regionParam)}
             ORDER BY p.popularity DESC, p.id LIMIT ${limit}`,
            params,
          )
        } else if (alias === 'with-this-buy' && withProduct) {
          const product = withProduct
          const category = params.add(product.categoryId)
          const self = params.add(product.id)
          products = await widgetProducts(
            ctx,
            region.id,
            `SELECT p.id FROM products p WHERE p.category_id = ${category} AND p.id <> ${self}
               AND ${inRegion(regionParam)}
             ORDER BY p.popularity DESC, p.id LIMIT ${limit}`,
            params,
          )
        } else if (alias === 'discounts') {
          products = await widgetProducts(
            ctx,
            region.id,
            `SELECT p.id FROM products p WHERE EXISTS (SELECT 1 FROM product_prices dp
               WHERE dp.region_id = ${regionParam} AND dp.product_id = p.id AND dp.price_old > dp.price
                 AND dp.available_for_order)
             ORDER BY p.popularity DESC, p.id LIMIT ${limit}`,
            params,
          )
        } else if (storedWidget) {
          const widgetId = params.add(storedWidget.id)
          products = await widgetProducts(
            ctx,
            region.id,
            `SELECT p.id FROM widget_items wi JOIN products p ON p.id = wi.product_id
             WHERE wi.widget_id = ${widgetId} AND ${inRegion(regionParam)}
             ORDER BY wi.position, p.id LIMIT ${limit}`,
            params,
          )
        }
        if (!products) continue
        items.push({
          alias,
          title: storedWidget?.title ?? WIDGET_TITLES[alias] ?? alias,
          items: products,
        })
      }
      return { items }
    },

    async promotions(_parent, { regionID: regionId, filters, paginator }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 20)
      let rows = await activePromotions(ctx, region.id)
      // Filters of /promo/filters/[filters]: 'brand:{alias}' and 'category:{alias}' segments.
      for (const segment of (filters ?? '').split('/').filter(Boolean)) {
        const [name, value] = segment.split(':')
        if (!value) continue
        const params = new SqlParameters()
        const wanted = params.add(value)
        const join =
          name === 'brand'
            ? `JOIN brands b ON b.id = p.brand_id WHERE b.alias = ${wanted}`
            : name === 'category'
              ? `JOIN categories c ON c.id = p.category_id WHERE (c.alias = ${wanted} OR c.path LIKE '%' || ${wanted} || '%')`
              : null
        if (!join) continue
        const matching = await ctx.exec<{ promotion_id: number }>(
          `SELECT DISTINCT pp.promotion_id FROM promotion_products pp
           JOIN products p ON p.id = pp.product_id ${join}`,
          params.values,
        )
        const keep = new Set(matching.map((row) => Number(row.promotion_id)))
        rows = rows.filter((row) => keep.has(row.id))
      }
      return {
        items: rows
          .slice((page - 1) * pageSize, page * pageSize)
          .map((row) => promotionModel(row, region.id)),
        total: rows.length,
      }
    },

    async promotion(_parent, { alias, regionID: regionId }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const [row] = await ctx.db.select().from(t.promotions).where(eq(t.promotions.alias, alias))
      return row ? promotionModel(row, region.id) : null
    },

    async personalPromotions(_parent, { regionID: regionId }, ctx) {
      const userId = ctx.viewer.userId
      if (userId === null) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
      const region = await requireRegion(ctx, regionId)
      const rows = (await activePromotions(ctx, region.id)).filter((row) =>
        isPersonalFor(row.id, userId),
      )
      return { items: rows.map((row) => promotionModel(row, region.id)), total: rows.length }
    },

    async homePage(_parent, { regionID: regionId }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const reference = await catalogReference(ctx)
      const promotions = (await activePromotions(ctx, region.id)).slice(0, 12)
      const title = `Интернет-аптека — лекарства и товары для здоровья с доставкой в ${region.nameP}`
      return {
        categories: (reference.childrenOf.get(null) ?? []).map((c) => ({
          ...c,
          regionId: region.id,
        })),
        promotions: promotions.map((row) => promotionModel(row, region.id)),
        metaInformation: metaInformation({
          title,
          h1: 'Интернет-аптека',
          description: `Лекарства, витамины и товары для здоровья в ${region.nameP}: цены, наличие в аптеках, самовывоз и доставка. Телефон 8 (800) 500-92-62.`,
          breadcrumbs: [HOME_CRUMB],
          canonical: '/',
          origin: ctx.config.publicUrl,
        }),
      }
    },

    async referralProgram(_parent, _args, ctx) {
      const userId = ctx.viewer.userId
      if (userId === null) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
      const [user] = await ctx.db
        .select({ referralCode: t.users.referralCode })
        .from(t.users)
        .where(eq(t.users.id, userId))
      if (!user) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
      let code = user.referralCode
      if (!code) {
        code = `REF${userId.toString(36).toUpperCase().padStart(5, '0')}`
        await ctx.db.update(t.users).set({ referralCode: code }).where(eq(t.users.id, userId))
      }
      // Friends who came with the code: registerClient recorded this customer as their referrer.
      const [invited] = await ctx.db
        .select({ n: count() })
        .from(t.users)
        .where(eq(t.users.referredBy, userId))
      return {
        code,
        link: `/ref?REF_CODE=${encodeURIComponent(code)}`,
        invitedCount: Number(invited?.n ?? 0),
        reward: REFERRAL_REWARD,
      }
    },
  },

  Promotion: {
    advertiser: (promotion) =>
      promotion.advertiserName
        ? { name: promotion.advertiserName, erid: promotion.advertiserErid }
        : null,
    isPersonal: (promotion, _args, ctx) =>
      ctx.viewer.userId !== null && isPersonalFor(promotion.id, ctx.viewer.userId),
    async products(promotion, { paginator }, ctx) {
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 24)
      return productList(
        ctx,
        { regionId: promotion.regionId, promotionId: promotion.id },
        { page, pageSize },
      )
    },
    async metaInformation(promotion, _args, ctx) {
      const region = (await catalogReference(ctx)).regions.find((r) => r.id === promotion.regionId)
      const link = promotion.url.startsWith('/promo') ? promotion.url : `/promo/${promotion.alias}`
      return metaInformation({
        title: `${promotion.name} — акция в аптеке${region ? ` в ${region.nameP}` : ''}`,
        h1: promotion.name,
        description: promotion.description,
        breadcrumbs: [
          HOME_CRUMB,
          { title: 'Акции', link: '/promo' },
          { title: promotion.name, link },
        ],
        canonical: `/promo/${promotion.alias}`,
        origin: ctx.config.publicUrl,
        image: promotion.image,
      })
    },
  },
}
