// Resolvers of the marketing domain (schema/sdl/marketing.graphql): related promos, the big sale,
// the tripwire banner, advertisements with their counters, recommendation widgets, promotions,
// the home page and the referral programme.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { HOME_CRUMB, metaInformation } from '../base/pageMeta'
import { pageOf } from '../base/paging'
import { productList, productModels } from '../catalog/productPaging'
import { regionDate } from '../clock/placeZones'
import type { ApiContext } from '../context'
import { apiError } from '../errors'
import type { Resolvers } from '../generated/resolvers'
import { limitedOptionalText } from '../inputLimits'
import type { PromotionModel } from '../models'
import { catalogReference } from '../reference/referenceData'
import { requireRegion } from '../region/regionLookup'
import {
  activeAdvertisements,
  activePromotions,
  categoryOfSku,
  currentBigSale,
  currentTripwire,
  type PromotionRow,
  promotionByAlias,
  promotionIdsWith,
  referralOf,
  storedWidgets,
  widgetProductIds,
} from './marketingQueries'

/** Points a friend's first order earns the referrer. */
const REFERRAL_REWARD = 500

const WIDGET_TITLES: Record<string, string> = {
  popular: 'Популярные товары',
  'with-this-buy': 'С этим товаром покупают',
  discounts: 'Товары со скидкой',
  new: 'Новинки',
}

/** Promotions a signed-in customer gets personally: a stable share of the active ones. */
const isPersonalFor = (promotionId: number, userId: number) => (promotionId + userId) % 3 === 0

const promotionModel = (row: PromotionRow, regionId: string): PromotionModel => ({
  ...row,
  regionId,
})

/** The promotions active today in the region, today being the region's own calendar day. */
const promotionsOfToday = async (ctx: ApiContext, regionId: string) =>
  activePromotions(ctx.db, regionId, await regionDate(ctx, regionId))

export const marketingResolvers: Resolvers = {
  Query: {
    async relatedPromos(_parent, { regionID: regionId }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const rows = await activePromotions(ctx.db, region.id, await regionDate(ctx, region.id), {
        related: true,
      })
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
      const row = await currentBigSale(ctx.db, region.id, await regionDate(ctx, region.id))
      return row
        ? { sale: { name: row.name, image: row.image, background: row.background }, url: row.url }
        : null
    },

    async bannerTripwire(_parent, { regionID: regionId }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const row = await currentTripwire(ctx.db, region.id, await regionDate(ctx, region.id))
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
      const rows = await activeAdvertisements(
        ctx.db,
        placement,
        region.id,
        await regionDate(ctx, region.id),
      )
      const words = (limitedOptionalText(query, 'searchQuery', 'query') ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
      const categoryId = productSku ? await categoryOfSku(ctx.db, productSku) : null
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
      const stored = await storedWidgets(ctx.db)
      const productId = Number(input.productID ?? Number.NaN)
      // 'with-this-buy' is about the page's product: others of its category; without one, the list.
      const withProduct = Number.isInteger(productId)
        ? await ctx.loaders.product.load(productId)
        : null
      const items = []
      for (const alias of aliases) {
        const storedWidget = stored.find((widget) => widget.alias === alias)
        const ids = await widgetProductIds(ctx, {
          alias,
          regionId: region.id,
          stored: storedWidget,
          product: withProduct,
        })
        const products = ids === null ? null : await productModels(ctx, ids, region.id)
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
      let rows = await promotionsOfToday(ctx, region.id)
      // Filters of /promo/filters/[filters]: 'brand:{alias}' and 'category:{alias}' segments.
      for (const segment of (filters ?? '').split('/').filter(Boolean)) {
        const [name, value] = segment.split(':')
        if (!name || !value) continue
        const keep = await promotionIdsWith(ctx, name, value)
        if (!keep) continue
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
      const row = await promotionByAlias(ctx.db, alias)
      return row ? promotionModel(row, region.id) : null
    },

    async personalPromotions(_parent, { regionID: regionId }, ctx) {
      const userId = ctx.viewer.userId
      if (userId === null) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
      const region = await requireRegion(ctx, regionId)
      const rows = (await promotionsOfToday(ctx, region.id)).filter((row) =>
        isPersonalFor(row.id, userId),
      )
      return { items: rows.map((row) => promotionModel(row, region.id)), total: rows.length }
    },

    async homePage(_parent, { regionID: regionId }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const reference = await catalogReference(ctx)
      const promotions = (await promotionsOfToday(ctx, region.id)).slice(0, 12)
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
      const referral = await referralOf(ctx.db, userId)
      if (!referral) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
      return {
        code: referral.code,
        link: `/ref?REF_CODE=${encodeURIComponent(referral.code)}`,
        invitedCount: referral.invitedCount,
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
