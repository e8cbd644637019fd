// What the product page shows beyond the summary: the current price variant, the instruction
// with ICD-10 names, certificates, properties, the group of forms, and the page's metadata.
import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  absolute,
  CATALOG_CRUMB,
  type Crumb,
  HOME_CRUMB,
  metaInformation,
  offerJsonLd,
} from '../base/pageMeta'
import type { ApiContext } from '../context'
import * as t from '../db'
import type {
  Certificate,
  GroupForm,
  MetaInformation,
  ProductInstruction,
  ProductProperty,
} from '../generated/resolvers'
import type { ProductModel, ProductRow, RegionModel } from '../models'
import { catalogReference, categoryAncestry } from '../reference/referenceData'
import { requestMemo } from '../requestLoaders'
import { productDetailLoaders } from './detailLoaders'
import { type PriceRow, priceKey } from './loaders'
import { preparedReads } from './preparedReads'
import { currentVariant } from './pricing'
import { loadOffer } from './productOffer'

/** The public address of a product page. */
export const productUrl = (alias: string) => `/product/${alias}.html`

/** Every price variant of the product in its region. */
export const productVariants = async (
  ctx: ApiContext,
  product: ProductModel,
): Promise<PriceRow[]> => (await loadOffer(ctx, product)).variants

/** The variant the shopper is offered (null when the product is not sold in the region). */
export async function productCurrent(ctx: ApiContext, product: ProductModel) {
  return (await loadOffer(ctx, product)).current
}

/** 'Таблетки', '20 шт.' and so on: how a pack is described. */
export const packQuantity = (product: Pick<ProductRow, 'packQuantity' | 'packUnit'>) =>
  `${product.packQuantity} ${product.packUnit}`

export const certificateView = (row: typeof t.certificates.$inferSelect): Certificate => ({
  id: String(row.id),
  title: row.title,
  url: row.url,
  dateEnd: row.validUntil,
})

/** The product's instruction with the names of its ICD-10 codes; null for goods without one. */
export async function instructionOf(
  ctx: ApiContext,
  productId: number,
): Promise<ProductInstruction | null> {
  const loaders = productDetailLoaders(ctx)
  const row = await loaders.instruction.load(productId)
  if (!row) return null
  const diseases = await loaders.diseaseByIcd10.loadMany(row.icd10)
  const { productId: _productId, icd10, ...fields } = row
  return {
    ...fields,
    icd10: icd10.map((code, index) => {
      const disease = diseases[index]
      return { code, desc: disease && !(disease instanceof Error) ? disease.name : code }
    }),
  }
}

/** The product's properties; the main ones also show in the short tab. */
export async function propertiesOf(
  ctx: ApiContext,
  product: ProductModel,
): Promise<ProductProperty[]> {
  const [brand, manufacturer, mnns, instruction] = await Promise.all([
    ctx.loaders.brand.load(product.brandId),
    ctx.loaders.manufacturer.load(product.manufacturerId),
    ctx.loaders.mnnsOfProduct.load(product.id),
    productDetailLoaders(ctx).instruction.load(product.id),
  ])
  const mnn =
    product.mnnId === null ? null : await productDetailLoaders(ctx).mnn.load(product.mnnId)
  const properties: ProductProperty[] = []
  const add = (name: string, value: string | null | undefined, isMain: boolean) => {
    if (value) properties.push({ name, value, isMain })
  }
  add('Форма выпуска', product.form, true)
  add('Дозировка', product.dosage, true)
  add('Количество в упаковке', packQuantity(product), true)
  add('Действующее вещество (МНН)', mnns.map((m) => m.title).join(', '), true)
  add('Бренд', brand?.name, true)
  add('Производитель', manufacturer?.name, true)
  add('Страна производства', manufacturer?.country, true)
  add('Условия отпуска', product.requiresPrescription ? 'По рецепту' : 'Без рецепта', true)
  add('Можно детям', product.forChildren ? 'Да' : 'Нет', false)
  add('Фармакологическая группа', mnn?.pharmGroup, false)
  add('Код АТХ', instruction?.atcCode ?? mnn?.atcCode, false)
  add('Условия хранения', instruction?.storingCondition, false)
  add('Регистрационный номер', instruction?.numberReg, false)
  add('Штрихкод', instruction?.gtin, false)
  add('Артикул', product.sku, false)
  return properties
}

/** What the group's answers read of its products (forms, photos, certificates): nothing more. */
type GroupProduct = Pick<
  ProductRow,
  'id' | 'alias' | 'form' | 'dosage' | 'packQuantity' | 'packUnit' | 'image'
>

/** The forms of a group in a region: products grouped by form, each with dosage and pack. */
export function groupForms(
  ctx: ApiContext,
  groupCode: string,
  regionId: string,
): Promise<{ forms: GroupForm[]; products: GroupProduct[] }> {
  return requestMemo(ctx, groupFormsKey(groupCode, regionId), () =>
    loadGroupForms(ctx, groupCode, regionId),
  )
}

const groupFormsKey = (groupCode: string, regionId: string) =>
  `group-forms|${groupCode}|${regionId}`

async function loadGroupForms(ctx: ApiContext, groupCode: string, regionId: string) {
  // A product page reads its group on every request: only the columns used, not the whole row.
  const products: GroupProduct[] = await preparedReads(ctx.db).groupProducts.execute({ groupCode })
  return formsOf(ctx, products, regionId)
}

/** What a form's item shows of a product's current variant. */
export type ShownVariant = Pick<PriceRow, 'price' | 'availableForOrder' | 'availableForBooking'>

/**
 * Gives the group's forms from its products and their current variants read already (the
 * product page's statement; `current[i]` is `products[i]`'s), so groupForms asks nothing more and
 * no price goes through a loader.
 */
export function primeGroupForms(
  ctx: ApiContext,
  groupCode: string,
  regionId: string,
  products: GroupProduct[],
  current: (ShownVariant | null)[],
): void {
  requestMemo(ctx, groupFormsKey(groupCode, regionId), () =>
    Promise.resolve(formsFrom(products, current)),
  )
}

async function formsOf(ctx: ApiContext, products: GroupProduct[], regionId: string) {
  const prices = await ctx.loaders.prices.loadMany(products.map((p) => priceKey(regionId, p.id)))
  return formsFrom(
    products,
    prices.map((variants) => (Array.isArray(variants) ? currentVariant(variants) : null)),
  )
}

/** The forms of a group's products, each product's current variant (null: none) beside it. */
function formsFrom(products: GroupProduct[], current: (ShownVariant | null)[]) {
  // A plain loop: the product page builds ~60 items a request here.
  const forms = new Map<string, GroupForm>()
  for (let index = 0; index < products.length; index++) {
    const product = products[index] as GroupProduct
    const variant = current[index]
    let form = forms.get(product.form)
    if (!form) {
      form = { name: product.form, items: [] }
      forms.set(product.form, form)
    }
    form.items.push({
      productId: String(product.id),
      alias: product.alias,
      url: productUrl(product.alias),
      dosage: product.dosage,
      quantity: packQuantity(product),
      price: variant ? variant.price : null,
      available: variant
        ? Boolean(variant.availableForOrder || variant.availableForBooking)
        : false,
    })
  }
  return { forms: [...forms.values()], products }
}

/** Certificates of several products, newest first, without repeats of the same number. */
export async function certificatesOf(
  ctx: ApiContext,
  productIds: number[],
): Promise<Certificate[]> {
  if (!productIds.length) return []
  const rows = await ctx.db
    .select()
    .from(t.certificates)
    .where(inArray(t.certificates.productId, productIds))
    .orderBy(asc(t.certificates.id))
  const seen = new Set<string>()
  return rows.filter((row) => !seen.has(row.number) && seen.add(row.number)).map(certificateView)
}

/** Breadcrumbs from the home page through the category path. */
export async function categoryCrumbs(ctx: ApiContext, categoryId: number): Promise<Crumb[]> {
  const reference = await catalogReference(ctx)
  const category = reference.categoryById.get(categoryId)
  const path = category ? categoryAncestry(reference, category) : []
  return [HOME_CRUMB, CATALOG_CRUMB, ...path.map((c) => ({ title: c.name, link: c.url }))]
}

/** The product page's metadata: the product's name as title, Product + Offer + BreadcrumbList. */
export async function productMeta(
  ctx: ApiContext,
  product: ProductModel,
  region: RegionModel,
): Promise<MetaInformation> {
  const [current, brand, manufacturer, crumbs] = await Promise.all([
    productCurrent(ctx, product),
    ctx.loaders.brand.load(product.brandId),
    ctx.loaders.manufacturer.load(product.manufacturerId),
    categoryCrumbs(ctx, product.categoryId),
  ])
  const url = productUrl(product.alias)
  const origin = ctx.config.publicUrl
  const available = Boolean(current && (current.availableForOrder || current.availableForBooking))
  const priceText = current
    ? `по цене ${current.hasPrefix ? 'от ' : ''}${current.price.toFixed(0)} ₽`
    : 'под заказ'
  const description = `${product.name} ${priceText} в аптеке в ${region.nameP}. ${
    manufacturer ? `Производитель: ${manufacturer.name}, ${manufacturer.country}. ` : ''
  }Инструкция по применению, аналоги, отзывы. Самовывоз из аптек и доставка.`
  const jsonLdProduct: Record<string, unknown> = {
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    image: absolute(origin, product.image),
    description: product.description,
    url: absolute(origin, url),
    ...(brand ? { brand: { '@type': 'Brand', name: brand.name } } : {}),
    ...(manufacturer ? { manufacturer: { '@type': 'Organization', name: manufacturer.name } } : {}),
    ...(product.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.toFixed(1),
            reviewCount: product.reviewsCount,
          },
        }
      : {}),
    offers: offerJsonLd({ price: current?.price ?? null, available, url: absolute(origin, url) }),
  }
  return metaInformation({
    title: product.name,
    h1: product.name,
    description,
    breadcrumbs: [...crumbs, { title: product.name, link: url }],
    canonical: url,
    origin,
    ogType: 'product',
    image: product.image,
    extraTags: current
      ? [
          { name: 'product:price:amount', content: current.price.toFixed(2) },
          { name: 'product:price:currency', content: 'RUB' },
        ]
      : [],
    jsonLd: [jsonLdProduct],
  })
}

/** Products of a group's MNN, for Group.mnns and the drug links. */
export async function mnnView(ctx: ApiContext, mnnId: number | null) {
  if (mnnId === null) return []
  const mnn = await productDetailLoaders(ctx).mnn.load(mnnId)
  return mnn ? [{ alias: mnn.alias, title: mnn.title, href: `/drugs/${mnn.alias}` }] : []
}

/** The first product of a group that has an instruction (the group's instruction). */
export async function groupInstructionProduct(ctx: ApiContext, groupCode: string) {
  const [row] = await ctx.db
    .select({ id: t.products.id })
    .from(t.products)
    .innerJoin(t.productInstructions, eq(t.productInstructions.productId, t.products.id))
    .where(and(eq(t.products.groupCode, groupCode)))
    .orderBy(asc(t.products.id))
    .limit(1)
  return row?.id ?? null
}

/** The product of a page address (its alias, without `.html`), or null. */
export async function productByAlias(ctx: ApiContext, alias: string) {
  const [row] = await preparedReads(ctx.db).productByAlias.execute({ alias })
  return row ?? null
}
