// Resolvers of the product domain (schema/sdl/product.graphql): the Product type every list
// shows, the product page, instructions, groups of forms and reviews. Its product lists
// (analogues, browsing history) are the catalogue's: catalog/resolvers.ts.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { pageOf } from '../base/paging'
import { answerDate, answerPickupDate } from '../clock/answerDays'
import { regionDate } from '../clock/placeZones'
import type { ApiContext } from '../context'
import type * as t from '../db'
import { apiError } from '../errors'
import type { Resolvers, Review } from '../generated/resolvers'
import { graphql } from '../graphqlRuntime'
import { limitedText } from '../inputLimits'
import type { ProductModel } from '../models'
import { catalogReference } from '../reference/referenceData'
import { requireRegion } from '../region/regionLookup'
import { type Row, requestMemo } from '../requestLoaders'
import { limitRequest } from '../security/rateLimits'
import { productDetailLoaders } from './detailLoaders'
import type { BrandName } from './loaders'
import type { PlacementRow } from './placements'
import { discountPercent, isMarketplacePrice, priceTypeEnum, variantOrder } from './pricing'
import { loadProductPage, readCard } from './productCards'
import {
  certificatesOf,
  certificateView,
  groupForms,
  groupInstructionProduct,
  instructionOf,
  mnnView,
  productByAlias,
  productCurrent,
  productMeta,
  productUrl,
  productVariants,
  propertiesOf,
} from './productDetails'
import { fromOffer, inRegionZone, loadOffer } from './productOffer'
import { pharmaciesStocking } from './productPharmacies'
import { referenceNamesNow } from './referenceNames'
import { addReview, publishedReviews, type ReviewRow, reviewAuthorName } from './reviews'

/** Reviews shorter than this are refused with E_21. */
const REVIEW_MIN_LENGTH = 10
const GROUP_PAGE_SIZE = 20

const reviewView = (row: ReviewRow): Review => ({
  id: String(row.id),
  rating: row.rating,
  message: row.message,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
})

/**
 * A second review of one product by one customer (issue #35): E_22 with its own words, since the
 * catalogue's 'попробуйте позже' would invite the retry that can never succeed.
 */
const alreadyReviewed = () =>
  new graphql.GraphQLError('Вы уже оставили отзыв об этом товаре', {
    extensions: { code: ERROR_CODES.REVIEW_NOT_ADDED, reason: 'already_reviewed' },
  })

/** A field read from the product's manufacturer: from memory once the names are read. */
function fromManufacturer<T>(
  ctx: ApiContext,
  product: ProductModel,
  pick: (maker: Row<typeof t.manufacturers> | null) => T,
): T | Promise<T> {
  const names = referenceNamesNow(ctx.db)
  return names
    ? pick(names.manufacturers.get(product.manufacturerId) ?? null)
    : ctx.loaders.manufacturer.load(product.manufacturerId).then(pick)
}

/** A card's badges as it shows them: those still running on the region's `today`, in order. */
function badgesShown(badges: readonly Row<typeof t.productBadges>[], today: string) {
  return badges
    .filter((badge) => badge.dateEnd === null || badge.dateEnd >= today)
    .sort((a, b) => a.position - b.position)
    .map((badge) => ({
      description: badge.description,
      title: badge.title,
      type: badge.type,
      dateEnd: badge.dateEnd,
      src: badge.src,
      color: badge.color,
    }))
}

/** What a card shows of its sponsored placement. */
type ShownPlacement = Pick<PlacementRow, 'trackUrl' | 'impsUrl' | 'position' | 'name'>

/** A field read from the product's sponsored placement: at once for a card read as one. */
function fromPlacement<T>(
  ctx: ApiContext,
  product: ProductModel,
  pick: (placement: ShownPlacement | null) => T,
): T | Promise<T> {
  const card = readCard(ctx, product.regionId, product.id)
  return card
    ? pick(card.placement)
    : productDetailLoaders(ctx).sponsored.load(`${product.regionId}|${product.id}`).then(pick)
}

const countersOf = (ad: ShownPlacement | null) =>
  ad
    ? {
        advertisement: {
          track: ad.trackUrl,
          imps: ad.impsUrl,
          position: ad.position,
          name: ad.name,
        },
      }
    : null

export const productResolvers: Resolvers = {
  Query: {
    async productPage(_parent, { alias, regionID: regionId }, ctx) {
      const region = await requireRegion(ctx, regionId)
      // The product with everything its page shows, in one statement (productCards.ts).
      const row = await loadProductPage(ctx, alias.replace(/\.html$/, ''), region.id)
      if (!row) return null
      const product: ProductModel = { ...row, regionId: region.id }
      // The offer loads beside the metadata's brand and manufacturer (one round, not two), then
      // rides on the model so the page's summary fields are plain reads.
      const [offer, metaInformation] = await Promise.all([
        loadOffer(ctx, product),
        productMeta(ctx, product, region),
      ])
      product.offer = offer
      return { product, metaInformation }
    },

    async productInstructions(_parent, { slug, regionID: regionId }, ctx) {
      await requireRegion(ctx, regionId)
      const row = await productByAlias(ctx, slug.replace(/\.html$/, ''))
      if (!row) return null
      const certs = await ctx.loaders.certificates.load(row.id)
      return { instructions: await instructionOf(ctx, row.id), certs: certs.map(certificateView) }
    },

    async group(_parent, { regionID: regionId, code, paginator }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const group = await productDetailLoaders(ctx).group.load(code)
      if (!group) return null
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, GROUP_PAGE_SIZE)
      return { ...group, regionId: region.id, page, limit: pageSize }
    },
  },

  Mutation: {
    async createReview(_parent, { rating, productID, message }, ctx) {
      const userId = ctx.viewer.userId
      if (userId === null) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
      await limitRequest(ctx, 'review')
      const text = limitedText(message, 'review', 'message')
      if (text.length < REVIEW_MIN_LENGTH) throw apiError(ERROR_CODES.MESSAGE_TOO_SHORT)
      if (!Number.isInteger(rating) || rating < 1 || rating > 5)
        throw apiError(ERROR_CODES.WRONG_REQUEST)
      const productId = Number(productID)
      const product = Number.isInteger(productId) ? await ctx.loaders.product.load(productId) : null
      if (!product) throw apiError(ERROR_CODES.PRODUCT_NOT_FOUND)
      if (product.reviewsDisabled) throw apiError(ERROR_CODES.REVIEW_NOT_ADDED)
      const authorName = await reviewAuthorName(ctx.db, userId)
      const review = await addReview(ctx.db, {
        productId,
        userId,
        authorName,
        rating,
        message: text,
      })
      if (!review) throw alreadyReviewed()
      return reviewView(review)
    },
  },

  Product: {
    id: (p) => String(p.id),
    lastPrice: (p, _args, ctx) => fromOffer(ctx, p, ({ current }) => current?.price ?? null),
    url: (p) => productUrl(p.alias),
    images: (p) => [p.image],
    brand(p, _args, ctx) {
      const shown = (brand: BrandName | null) =>
        brand ? { alias: brand.alias, name: brand.name } : null
      // Read from memory once the names are (every card list reads them first): no promise.
      const names = referenceNamesNow(ctx.db)
      return names
        ? shown(names.brands.get(p.brandId) ?? null)
        : ctx.loaders.brand.load(p.brandId).then(shown)
    },
    async category(p, _args, ctx) {
      // The category tree is reference data kept in memory: no statement per request.
      const category = (await catalogReference(ctx)).categoryById.get(p.categoryId)
      return category ? { ...category, regionId: p.regionId } : null
    },
    producer: (p, _args, ctx) => fromManufacturer(ctx, p, (maker) => maker?.name ?? null),
    producerCountry: (p, _args, ctx) => fromManufacturer(ctx, p, (maker) => maker?.country ?? null),
    async mnns(p, _args, ctx) {
      const mnns = await ctx.loaders.mnnsOfProduct.load(p.id)
      return mnns.map((mnn) => ({
        alias: mnn.alias,
        title: mnn.title,
        href: `/drugs/${mnn.alias}`,
      }))
    },
    badges(p, _args, ctx) {
      // A card read with its zone answers at once (the zone's day is kept per minute).
      const card = readCard(ctx, p.regionId, p.id)
      if (card && p.timeZone) return badgesShown(card.badges, answerDate(ctx, p.timeZone))
      // One region's day per request, not one time-zone conversion per card of a page.
      return Promise.all([
        requestMemo(ctx, `region-date|${p.regionId}`, () => regionDate(ctx, p.regionId)),
        ctx.loaders.badges.load(p.id),
      ]).then(([today, badges]) => badgesShown(badges, today))
    },
    availableForOrder: (p, _args, ctx) =>
      fromOffer(ctx, p, ({ current }) => current?.availableForOrder ?? false),
    availableForBooking: (p, _args, ctx) =>
      fromOffer(ctx, p, ({ variants }) => variants.some((variant) => variant.availableForBooking)),
    hasOnlyBookingPrices: (p, _args, ctx) =>
      fromOffer(
        ctx,
        p,
        ({ variants }) =>
          !variants.some((variant) => variant.availableForOrder) &&
          variants.some((variant) => variant.availableForBooking),
      ),
    canPayOnPickup: (p, _args, ctx) =>
      fromOffer(ctx, p, ({ current }) =>
        Boolean(
          current &&
            !isMarketplacePrice(current.priceTypeId) &&
            (current.availableForOrder || current.availableForBooking),
        ),
      ),
    maxQuantity: (p, _args, ctx) => fromOffer(ctx, p, ({ current }) => current?.maxQuantity ?? 0),
    expirationDate: (p, _args, ctx) =>
      fromOffer(ctx, p, ({ current }) => current?.expirationDate ?? null),
    // The product's days are its region's calendar days.
    deliveryDate: (p, _args, ctx) =>
      inRegionZone(ctx, p, (zone) =>
        fromOffer(ctx, p, ({ current }) =>
          current?.availableForOrder ? answerDate(ctx, zone, current.deliveryDays) : null,
        ),
      ),
    pickupDate: (p, _args, ctx) =>
      inRegionZone(ctx, p, (zone) =>
        fromOffer(ctx, p, ({ current }) => {
          if (!current) return null
          if (current.availableForOrder) return answerDate(ctx, zone, current.deliveryDays)
          return current.availableForBooking ? answerDate(ctx, zone) : null
        }),
      ),
    discount: (p, _args, ctx) =>
      fromOffer(ctx, p, ({ current }) =>
        current ? discountPercent(current.price, current.priceOld) : null,
      ),
    // A guest has no favourites: no promise per card for the answer every guest gets.
    isFavorite: (p, _args, ctx) =>
      ctx.viewer.userId === null
        ? false
        : ctx.loaders.favoriteIds.load('viewer').then((ids) => ids.has(p.id)),
    price: (p, _args, ctx) => fromOffer(ctx, p, ({ current }) => current?.price ?? null),
    priceOld: (p, _args, ctx) =>
      fromOffer(ctx, p, ({ current }) =>
        current && discountPercent(current.price, current.priceOld) !== null
          ? current.priceOld
          : null,
      ),
    priceTypeID: (p, _args, ctx) =>
      fromOffer(ctx, p, ({ current }) => current?.priceTypeId ?? null),
    counters: (p, _args, ctx) => fromPlacement(ctx, p, countersOf),
    bitrixID: (p) => p.bitrixId,
    isAdv: (p, _args, ctx) => fromPlacement(ctx, p, (ad) => ad !== null),
    async bundleItemsSimple(p, _args, ctx) {
      if (!p.isBundle) return []
      const items = await ctx.loaders.bundleItems.load(p.id)
      return items.map((item) => ({
        id: String(item.productId),
        quantity: item.quantity,
        shortName: item.shortName,
      }))
    },
    certs: async (p, _args, ctx) =>
      (await ctx.loaders.certificates.load(p.id)).map(certificateView),
    hasPricePrefix: (p, _args, ctx) =>
      fromOffer(ctx, p, ({ current }) => current?.hasPrefix ?? false),
    async prices(p, _args, ctx) {
      const variants = [...(await productVariants(ctx, p))].sort(variantOrder)
      return variants.map((variant) => ({
        price: variant.price,
        priceOld:
          discountPercent(variant.price, variant.priceOld) === null ? null : variant.priceOld,
        priceTypeID: variant.priceTypeId,
        priceType: priceTypeEnum(variant.priceTypeId),
        discount: discountPercent(variant.price, variant.priceOld),
        maxQuantity: variant.maxQuantity,
        dateExpired: variant.isExpirating ? variant.expirationDate : null,
        dateExpiredOpened: null,
        expirationDate: variant.expirationDate,
        isExpirating: variant.isExpirating,
        availableForBooking: variant.availableForBooking,
        availableForOrder: variant.availableForOrder,
        expirationType: variant.isExpirating ? 'date' : null,
        hasPrefix: variant.hasPrefix,
      }))
    },
    properties: (p, _args, ctx) => propertiesOf(ctx, p),
    instruction: (p, _args, ctx) => instructionOf(ctx, p.id),
    async group(p, _args, ctx) {
      if (!p.groupCode) return null
      const group = await productDetailLoaders(ctx).group.load(p.groupCode)
      return group ? { ...group, regionId: p.regionId, page: 1, limit: GROUP_PAGE_SIZE } : null
    },
    async reviews(p, { paginator }, ctx) {
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 20)
      const { rows, total, averageRating } = await publishedReviews(ctx.db, p.id, page, pageSize)
      return { items: rows.map(reviewView), total, averageRating }
    },
    async pharmacies(p, { paginator, search }, ctx) {
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 20)
      const current = await productCurrent(ctx, p)
      if (!current) return { items: [], total: 0 }
      const { rows, total } = await pharmaciesStocking(
        ctx.db,
        { productId: p.id, regionId: p.regionId, text: search?.trim() || null },
        page,
        pageSize,
      )
      // What the shopper pays there and when it is ready: the shelf is booked at the best
      // bookable price after the pharmacy's booking days (as the checkout counts it); without a
      // bookable price it is ordered to that pharmacy at the current price.
      const variants = [...(await productVariants(ctx, p))].sort(variantOrder)
      const shelf = variants.find((variant) => variant.availableForBooking) ?? null
      // The day by the shop clock, as /cart/pickup shows it: the pharmacy's zone and hours.
      const items = rows.map((row) => ({
        pharmacy: row.pharmacy,
        quantity: row.quantity,
        price: (shelf ?? current).price,
        pickupDate: shelf
          ? answerPickupDate(ctx, row.pharmacy, row.pharmacy.bookingDays)
          : current.availableForOrder
            ? answerPickupDate(
                ctx,
                row.pharmacy,
                Math.max(row.pharmacy.pickupDays, current.deliveryDays),
              )
            : null,
      }))
      return { items, total }
    },
  },

  Group: {
    mnns: (g, _args, ctx) => mnnView(ctx, g.mnnId),
    async instruction(g, _args, ctx) {
      const productId = await groupInstructionProduct(ctx, g.code)
      return productId === null ? null : instructionOf(ctx, productId)
    },
    async icd10(g, _args, ctx) {
      const productId = await groupInstructionProduct(ctx, g.code)
      return productId === null ? [] : ((await instructionOf(ctx, productId))?.icd10 ?? [])
    },
    async certificates(g, _args, ctx) {
      const { products } = await groupForms(ctx, g.code, g.regionId)
      return certificatesOf(
        ctx,
        products.map((product) => product.id),
      )
    },
    async photos(g, _args, ctx) {
      const { products } = await groupForms(ctx, g.code, g.regionId)
      return [...new Set(products.map((product) => product.image))]
    },
    forms: async (g, _args, ctx) => (await groupForms(ctx, g.code, g.regionId)).forms,
  },
}
