// catalogPage(url): which page a storefront address names (a category, brand, manufacturer,
// promotion, disease, drug, the discounts or expiring lists, a search), the product list of it
// with the shopper's filters, its metadata and the subcategories it offers. The deprecated
// regions and category tree are resolved only when an operation asks for them.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { canonicalPath, plural } from '@apteka/sdk/rules'
import { eq } from 'drizzle-orm'
import { absolute, CATALOG_CRUMB, type Crumb, HOME_CRUMB, metaInformation } from '../base/pageMeta'
import { pageOf } from '../base/paging'
import type { ApiContext } from '../context'
import * as t from '../db'
import { apiError } from '../errors'
import type { CatalogSearchInput, MetaInformation } from '../generated/resolvers'
import type { CategoryModel, ProductModel, RegionModel } from '../models'
import { productCurrent, productUrl } from '../product/productDetails'
import { type CategoryRow, catalogReference, categoryAncestry } from '../reference/referenceData'
import { cachedAggregate, statementKey } from './aggregateCache'
import { categoryTag, manufacturerOfCode } from './catalogQueries'
import { productList } from './productPaging'
import type { ProductListResult, ProductQuery } from './productQuery'
import { applyFilters, scopeQuery } from './productScope'

/** What a catalogue address is about. */
export type CatalogTarget =
  /** '/catalog/…': category aliases, possibly ending with a tag alias of the last category. */
  | { kind: 'catalog'; path: string[] }
  | { kind: 'brand'; alias: string }
  | { kind: 'manufacturer'; code: string }
  | { kind: 'event'; alias: string }
  | { kind: 'disease'; code: string }
  | { kind: 'drug'; alias: string }
  | { kind: 'group'; code: string }
  | { kind: 'discounts' }
  | { kind: 'expiring' }
  | { kind: 'search'; query: string }

export interface ParsedCatalogUrl {
  target: CatalogTarget
  /** Filters written into the address: 'brand:solgar' segments and f_brand=… parameters. */
  lists: { id: string; values: string[] }[]
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * Reads a storefront address. The region segment 'r_…' may stand anywhere; 'name:value' segments
 * (values joined by ',') and 'f_name=value' parameters are filters. Unknown addresses are E_270.
 *
 * @example
 * parseCatalogUrl('/catalog/vitaminy/brand:solgar/') // category 'vitaminy', brand solgar
 */
export function parseCatalogUrl(url: string, searchQuery?: string | null): ParsedCatalogUrl {
  const address = new URL(url, 'http://storefront.local')
  const lists = new Map<string, string[]>()
  const addList = (id: string, raw: string) => {
    const values = raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
    if (values.length) lists.set(id, [...(lists.get(id) ?? []), ...values])
  }
  const segments: string[] = []
  for (const part of address.pathname.split('/')) {
    const segment = decode(part)
    if (!segment || /^r_[\w-]+$/.test(segment)) continue
    const filter = /^([^:]+):(.+)$/.exec(segment)
    if (filter) addList(filter[1] ?? '', filter[2] ?? '')
    else segments.push(segment)
  }
  for (const [name, value] of address.searchParams) {
    if (name.startsWith('f_')) addList(name.slice(2), value)
  }
  const [head, second] = segments
  const target = ((): CatalogTarget => {
    if (head === 'catalog') return { kind: 'catalog', path: segments.slice(1) }
    if (head === 'brand' && second) return { kind: 'brand', alias: second }
    if (head === 'manufacturer' && second) return { kind: 'manufacturer', code: second }
    if (head === 'event' && second) return { kind: 'event', alias: second }
    if (head === 'diseases' && second) return { kind: 'disease', code: second }
    if (head === 'drugs' && second) return { kind: 'drug', alias: second }
    if (head === 'group' && second) return { kind: 'group', code: second }
    if (head?.startsWith('g_') && head.length > 2) return { kind: 'group', code: head.slice(2) }
    if (head === 'discounts') return { kind: 'discounts' }
    if (head === 'istekayushchiy_srok_godnosti') return { kind: 'expiring' }
    if (head === 'search' || head === undefined)
      return {
        kind: 'search',
        query: (address.searchParams.get('what') ?? searchQuery ?? '').trim(),
      }
    throw apiError(ERROR_CODES.CATEGORY_NOT_FOUND)
  })()
  return { target, lists: [...lists].map(([id, values]) => ({ id, values })) }
}

/** A catalogue page as its field resolvers get it (CatalogPage's mapper). */
export interface CatalogPageResult {
  products: ProductListResult
  metaInformation: MetaInformation
  category: CategoryModel | null
  subcategories: CategoryModel[]
  title: string | null
  /** The region asked for: the deprecated `categories` count products in it. */
  regionId: string
  /** The page's product query: the deprecated `regions` are the regions that have its products. */
  productQuery: ProductQuery
}

interface PageSubject {
  query: ProductQuery
  /** The page's name: h1 and the start of the title. */
  name: string
  /** CatalogPage.title: set for brand, manufacturer, event, disease and drug pages. */
  title: string | null
  crumbs: Crumb[]
  category: CategoryRow | null
  description: string | null
  noindex: boolean
}

const PRODUCT_FORMS: readonly [string, string, string] = ['товар', 'товара', 'товаров']

async function pageSubject(
  ctx: ApiContext,
  target: CatalogTarget,
  region: RegionModel,
  textQuery: string | null,
): Promise<PageSubject> {
  const reference = await catalogReference(ctx)
  const scope = { regionId: region.id, query: textQuery }
  const notFound = () => apiError(ERROR_CODES.CATEGORY_NOT_FOUND)
  switch (target.kind) {
    case 'catalog': {
      let category: CategoryRow | null = null
      let tag: typeof t.categoryTags.$inferSelect | null = null
      for (const alias of target.path) {
        const next = tag ? undefined : reference.categoryByAlias.get(alias)
        if (next) {
          category = next
          continue
        }
        if (!category || tag) throw notFound()
        const found = await categoryTag(ctx, category.id, alias)
        if (!found) throw notFound()
        tag = found
      }
      if (!category)
        return {
          query: await scopeQuery(ctx, scope),
          name: 'Каталог товаров',
          title: null,
          crumbs: [HOME_CRUMB, CATALOG_CRUMB],
          category: null,
          description: null,
          noindex: false,
        }
      const crumbs = [
        HOME_CRUMB,
        CATALOG_CRUMB,
        ...categoryAncestry(reference, category).map((c) => ({ title: c.name, link: c.url })),
        ...(tag ? [{ title: tag.title, link: tag.url }] : []),
      ]
      return {
        query: await scopeQuery(ctx, {
          ...scope,
          categoryAlias: category.alias,
          tagCode: tag?.alias ?? null,
        }),
        name: tag ? `${category.name}: ${tag.title.toLowerCase()}` : category.name,
        title: null,
        crumbs,
        category,
        description: category.description,
        noindex: false,
      }
    }
    case 'brand': {
      const [brand] = await ctx.db.select().from(t.brands).where(eq(t.brands.alias, target.alias))
      if (!brand) throw notFound()
      return {
        query: await scopeQuery(ctx, { ...scope, brandCode: brand.alias }),
        name: brand.name,
        title: brand.name,
        crumbs: [
          HOME_CRUMB,
          { title: 'Бренды', link: '/brands' },
          { title: brand.name, link: `/brand/${brand.alias}/` },
        ],
        category: null,
        description: brand.description,
        noindex: false,
      }
    }
    case 'manufacturer': {
      const maker = await manufacturerOfCode(ctx, target.code)
      if (!maker) throw notFound()
      return {
        query: await scopeQuery(ctx, { ...scope, producerCode: maker.code }),
        name: maker.name,
        title: maker.name,
        crumbs: [HOME_CRUMB, { title: maker.name, link: `/manufacturer/${maker.code}/` }],
        category: null,
        description: `Товары производителя ${maker.name} (${maker.country}).`,
        noindex: false,
      }
    }
    case 'event': {
      const [promotion] = await ctx.db
        .select()
        .from(t.promotions)
        .where(eq(t.promotions.alias, target.alias))
      if (!promotion) throw notFound()
      return {
        query: await scopeQuery(ctx, { ...scope, eventAlias: promotion.alias }),
        name: promotion.name,
        title: promotion.name,
        crumbs: [
          HOME_CRUMB,
          { title: 'Акции', link: '/promo' },
          { title: promotion.name, link: `/event/${promotion.alias}/` },
        ],
        category: null,
        description: promotion.description,
        noindex: false,
      }
    }
    case 'disease': {
      const [disease] = await ctx.db
        .select()
        .from(t.diseases)
        .where(eq(t.diseases.code, target.code))
      if (!disease) throw notFound()
      return {
        query: await scopeQuery(ctx, { ...scope, diseaseCode: disease.code }),
        name: `${disease.name}: лекарства`,
        title: disease.name,
        crumbs: [
          HOME_CRUMB,
          { title: 'Болезни', link: '/diseases' },
          { title: disease.name, link: `/diseases/${disease.code}` },
        ],
        category: null,
        description: disease.description,
        noindex: false,
      }
    }
    case 'drug': {
      const [mnn] = await ctx.db.select().from(t.mnns).where(eq(t.mnns.alias, target.alias))
      if (!mnn) throw notFound()
      return {
        query: await scopeQuery(ctx, { ...scope, mnnAlias: mnn.alias }),
        name: `${mnn.title}: препараты`,
        title: mnn.title,
        crumbs: [
          HOME_CRUMB,
          { title: 'Лекарства', link: '/drugs' },
          { title: mnn.title, link: `/drugs/${mnn.alias}` },
        ],
        category: null,
        description: mnn.pharmGroup,
        noindex: false,
      }
    }
    case 'group': {
      const [group] = await ctx.db
        .select()
        .from(t.productGroups)
        .where(eq(t.productGroups.code, target.code))
      if (!group) throw notFound()
      return {
        query: await scopeQuery(ctx, { ...scope, groupCode: group.code }),
        name: group.name,
        title: group.name,
        crumbs: [HOME_CRUMB, { title: group.name, link: `/g_${group.code}/` }],
        category: null,
        description: null,
        noindex: false,
      }
    }
    case 'discounts':
      return {
        query: await scopeQuery(ctx, { ...scope, onlyDiscounts: true }),
        name: 'Товары со скидкой',
        title: null,
        crumbs: [HOME_CRUMB, { title: 'Скидки', link: '/discounts' }],
        category: null,
        description: null,
        noindex: false,
      }
    case 'expiring':
      return {
        query: await scopeQuery(ctx, { ...scope, onlyExpiring: true }),
        name: 'Товары с истекающим сроком годности',
        title: null,
        crumbs: [
          HOME_CRUMB,
          { title: 'Истекающий срок годности', link: '/istekayushchiy_srok_godnosti' },
        ],
        category: null,
        description: null,
        noindex: false,
      }
    case 'search': {
      const text = target.query || textQuery || ''
      return {
        query: await scopeQuery(ctx, { ...scope, query: text || null }),
        name: text ? `Результаты поиска «${text}»` : 'Поиск',
        title: null,
        crumbs: [HOME_CRUMB, { title: 'Поиск', link: `/search/?what=${encodeURIComponent(text)}` }],
        category: null,
        description: null,
        noindex: true,
      }
    }
  }
}

/** The regions where the page's category has products (all regions for other pages). */
export async function regionsOf(ctx: ApiContext, query: ProductQuery): Promise<RegionModel[]> {
  const reference = await catalogReference(ctx)
  if (!query.categoryIds) return reference.regions
  const sql = `SELECT r.id FROM regions r WHERE EXISTS (
       SELECT 1 FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.region_id = r.id
       WHERE p.category_id = ANY($1::int[]))`
  const rows = await cachedAggregate(ctx, statementKey(sql, [query.categoryIds]), () =>
    ctx.exec<{ id: string }>(sql, [query.categoryIds]),
  )
  const ids = new Set(rows.map((row) => row.id))
  return reference.regions.filter((region) => ids.has(region.id))
}

/**
 * schema.org ItemList of the page's products in the summary-page form: each ListItem names a
 * product's page by its address. Product and Offer markup belongs on a single product's page
 * (where ProductPage puts it), not on a list of products, and the list stays a few KB.
 */
function itemListJsonLd(items: ProductModel[], origin: string) {
  return {
    '@type': 'ItemList',
    itemListElement: items.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(origin, productUrl(product.alias)),
    })),
  }
}

export async function catalogPage(
  ctx: ApiContext,
  input: { search: CatalogSearchInput; region: RegionModel; url: string },
): Promise<CatalogPageResult> {
  const { search, region, url } = input
  const parsed = parseCatalogUrl(url, search.query)
  const textQuery = parsed.target.kind === 'search' ? null : search.query?.trim() || null
  const subject = await pageSubject(ctx, parsed.target, region, textQuery)
  const reference = await catalogReference(ctx)
  applyFilters(subject.query, reference, {
    lists: [...parsed.lists, ...(search.lists ?? [])],
    ranges: search.ranges ?? null,
    toggles: search.toggles ?? null,
  })
  const { page, pageSize } = pageOf(search.page, search.pageCount, 24)
  const products = await productList(ctx, subject.query, {
    sort: search.sort ?? null,
    page,
    pageSize,
  })
  const origin = ctx.config.publicUrl
  const canonical = canonicalPath(url)
  const count = `${products.total} ${plural(products.total, PRODUCT_FORMS)}`
  const isSearch = parsed.target.kind === 'search'
  products.description = isSearch
    ? products.total
      ? `По запросу «${subject.query.text ?? ''}» найдено ${count}`
      : 'По вашему запросу ничего не найдено...'
    : subject.description
  const title = isSearch ? subject.name : `${subject.name} — купить в аптеке в ${region.nameP}`
  const lowest = await lowestPrice(ctx, products.items)
  const description = `${subject.name} в аптеке в ${region.nameP}: ${count}${
    lowest === null ? '' : ` по цене от ${Math.floor(lowest)} ₽`
  }. Самовывоз из аптек и доставка на дом.`
  const filtered = parsed.lists.length > 0 || (search.lists?.length ?? 0) > 0
  const meta = metaInformation({
    title,
    h1: subject.name,
    description,
    breadcrumbs: subject.crumbs,
    canonical,
    origin,
    extraTags: subject.noindex || filtered ? [{ name: 'robots', content: 'noindex, follow' }] : [],
    jsonLd: [itemListJsonLd(products.items, origin)],
  })
  // Below a category: its children; on /catalog/ itself: the top level; elsewhere: none.
  const shownBelow =
    parsed.target.kind === 'catalog'
      ? (reference.childrenOf.get(subject.category?.id ?? null) ?? [])
      : []
  return {
    products,
    metaInformation: meta,
    category: subject.category ? { ...subject.category, regionId: region.id } : null,
    subcategories: shownBelow.map((c) => ({ ...c, regionId: region.id })),
    title: subject.title,
    regionId: region.id,
    productQuery: subject.query,
  }
}

/** The lowest offered price on the page: read from the offers the list's models carry. */
async function lowestPrice(ctx: ApiContext, items: ProductModel[]): Promise<number | null> {
  let lowest: number | null = null
  for (const product of items) {
    const current = product.offer ? product.offer.current : await productCurrent(ctx, product)
    if (current && (lowest === null || current.price < lowest)) lowest = current.price
  }
  return lowest
}
