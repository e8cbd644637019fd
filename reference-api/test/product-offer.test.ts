// Product summaries from one offer per product: a list's models carry their prices, so the summary
// fields answer without another load (plain values, not promises), and the loaders a product page
// uses select only the columns it shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productModels } from '../src/catalog/productPaging'
import { AnswerLifetime } from '../src/clock/answerDays'
import type { ApiContext } from '../src/context'
import * as t from '../src/db'
import type { ProductModel } from '../src/models'
import { productDetailLoaders } from '../src/product/detailLoaders'
import { makeLoaders, priceKey } from '../src/product/loaders'
import { currentVariant } from '../src/product/pricing'
import { productResolvers } from '../src/product/resolvers'
import { backends, startSuiteApi } from './catalog-backends'
import type { TestApi } from './harness'

const moscow = 'moscowregion'
/** The summary fields ProductSummary asks for that come from the price variants. */
const offerFields = [
  'lastPrice',
  'price',
  'priceOld',
  'priceTypeID',
  'discount',
  'availableForOrder',
  'availableForBooking',
  'hasOnlyBookingPrices',
  'canPayOnPickup',
  'maxQuantity',
  'expirationDate',
  'deliveryDate',
  'pickupDate',
  'hasPricePrefix',
] as const

type FieldResolver = (parent: ProductModel, args: object, ctx: ApiContext, info: never) => unknown

describe.each(backends)('product offers (%s)', (backend) => {
  let api: TestApi
  let ctx: ApiContext
  let ids: number[]

  beforeAll(async () => {
    api = await startSuiteApi(backend, 'product-offer', { catalogSize: 120 })
    const db = api.database.db
    ctx = {
      db,
      loaders: makeLoaders(db, null),
      answer: new AnswerLifetime(),
      now: new Date('2026-03-02T09:00:00Z'),
    } as unknown as ApiContext
    const rows = await db.select({ id: t.products.id }).from(t.products).limit(40)
    ids = rows.map((row) => row.id)
  })
  afterAll(async () => {
    await api?.close()
  })

  it('lists carry each product’s offer, the same variant the prices give', async () => {
    const models = await productModels(ctx, ids, moscow)
    expect(models.length).toBe(ids.length)
    const fresh = makeLoaders(api.database.db, null)
    for (const model of models) {
      const variants = await fresh.prices.load(priceKey(moscow, model.id))
      expect(model.offer?.variants.length).toBe(variants.length)
      expect(model.offer?.current ?? null).toEqual(currentVariant(variants))
    }
    expect(models.some((model) => model.offer?.current)).toBe(true)
  })

  it('summary fields of a model with its offer are plain values, read without loading prices', async () => {
    const models = await productModels(ctx, ids, moscow)
    const noPrices = {
      ...ctx,
      loaders: {
        ...ctx.loaders,
        prices: {
          load: () => {
            throw new Error('prices loaded again')
          },
        },
      },
    } as unknown as ApiContext
    const resolvers = productResolvers.Product as unknown as Record<string, FieldResolver>
    for (const model of models) {
      for (const field of offerFields) {
        const value = resolvers[field]?.(model, {}, noPrices, undefined as never)
        expect(value instanceof Promise, `${field} of ${model.id}`).toBe(false)
      }
    }
    const sold = models.find((model) => model.offer?.current)
    expect(resolvers.price?.(sold as ProductModel, {}, noPrices, undefined as never)).toBe(
      sold?.offer?.current?.price,
    )
  })

  it('a model without an offer still answers, loading it once', async () => {
    const [row] = await ctx.db.select().from(t.products).limit(1)
    const model: ProductModel = { ...(row as typeof t.products.$inferSelect), regionId: moscow }
    const resolvers = productResolvers.Product as unknown as Record<string, FieldResolver>
    const fresh = { ...ctx, loaders: makeLoaders(ctx.db, null) } as unknown as ApiContext
    const variants = await fresh.loaders.prices.load(priceKey(moscow, model.id))
    expect(await resolvers.price?.(model, {}, fresh, undefined as never)).toBe(
      currentVariant(variants)?.price ?? null,
    )
  })

  it('brand, MNN and disease loaders select only the columns shown', async () => {
    const loaders = makeLoaders(ctx.db, null)
    const [brandRow] = await ctx.db.select({ id: t.brands.id }).from(t.brands).limit(1)
    const brand = await loaders.brand.load(brandRow?.id ?? 0)
    expect(Object.keys(brand ?? {}).sort()).toEqual(['alias', 'id', 'name'])

    const [withMnn] = await ctx.db
      .select({ productId: t.productMnns.productId })
      .from(t.productMnns)
      .limit(1)
    const mnns = await loaders.mnnsOfProduct.load(withMnn?.productId ?? 0)
    expect(mnns.length).toBeGreaterThan(0)
    for (const mnn of mnns) expect(Object.keys(mnn).sort()).toEqual(['alias', 'id', 'title'])

    const [disease] = await ctx.db.select({ icd10: t.diseases.icd10 }).from(t.diseases).limit(1)
    const named = await productDetailLoaders(ctx).diseaseByIcd10.load(disease?.icd10 ?? '')
    expect(Object.keys(named ?? {}).sort()).toEqual(['icd10', 'name'])
  })
})
