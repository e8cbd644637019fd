// Resolvers of the catalog domain (schema/sdl/catalog.graphql): catalogue pages, product lists,
// filters, the category tree, tags, brands, manufacturers, drugs (MNN) and diseases; and the
// product contract's lists (analogues of a product or a group, browsing history), which page
// through the catalogue's list.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { CATALOG_CRUMB, HOME_CRUMB, metaInformation } from '../base/pageMeta'
import { pageOf } from '../base/paging'
import type { ApiContext } from '../context'
import { apiError } from '../errors'
import type { Brand, Disease, Resolvers } from '../generated/resolvers'
import { limitedOptionalText } from '../inputLimits'
import type { CategoryModel, GroupModel, ProductModel } from '../models'
import { productByAlias } from '../product/productDetails'
import { type CategoryRow, catalogReference, categoryAncestry } from '../reference/referenceData'
import { requireRegion } from '../region/regionLookup'
import { limitRequest } from '../security/rateLimits'
import { catalogPage, regionsOf } from './catalogPage'
import type { DiseaseRow } from './catalogQueries'
import {
  allDiseases,
  type BrandRow,
  brandLetters,
  brandOfAlias,
  brandsOfLetter,
  categoryTag,
  categoryTags,
  diseaseOfCode,
  doctorsOfCategories,
  drugsOfLetter,
  manufacturerOfCode,
} from './catalogQueries'
import { limitedItems, priceRange, productFacets, SORTS, selectedValues, toggles } from './filters'
import { catalogLoaders } from './loaders'
import { productList, productModels } from './productPaging'
import type { ProductListResult } from './productQuery'
import { applyFilters, type ProductScope, scopeQuery, searchInputQuery } from './productScope'

/** A category in a list whose count is of that list's products, not the region's. */
type CountedCategory = CategoryModel & { listCount?: number }

const ru = /^[А-ЯЁ]$/
const en = /^[A-Z]$/

const firstLetter = (text: string) => text.trim().charAt(0).toUpperCase().replace('Ё', 'Е')

const brandView = (row: BrandRow): Brand => ({
  alias: row.alias,
  name: row.name,
  url: `/brand/${row.alias}/`,
  logo: null,
  country: row.country,
  productsCount: row.productsCount,
})

const diseaseView = (row: DiseaseRow): Disease => ({
  code: row.code,
  name: row.name,
  icd10: row.icd10,
  url: `/diseases/${row.code}`,
  description: row.description,
  letter: firstLetter(row.name),
})

/** History shows at most this many products (SPEC §9). */
const HISTORY_LIMIT = 10
/** Ids of a history request looked at, at most. */
const HISTORY_SCAN = 50

const emptyList = (page: number, limit: number): ProductListResult => ({
  items: [],
  total: 0,
  description: null,
  pageInfo: { page, limit, total: 0, pageCount: 0 },
})

/** Analogues: other products of the same MNN sold in the region. */
async function analogsOf(
  ctx: ApiContext,
  product: Pick<ProductModel, 'id' | 'mnnId' | 'regionId'>,
  paginator: { page?: number | null; limit?: number | null } | null | undefined,
) {
  const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 20)
  if (product.mnnId === null) return emptyList(page, pageSize)
  return productList(
    ctx,
    { regionId: product.regionId, mnnId: product.mnnId, excludeIds: [product.id] },
    { page, pageSize },
  )
}

const withRegion = (rows: CategoryRow[], regionId?: string): CategoryModel[] =>
  rows.map((row) => (regionId ? { ...row, regionId } : { ...row }))

export const catalogResolvers: Resolvers = {
  Query: {
    async productAnalogs(_parent, { alias, regionID: regionId, paginator }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const row = await productByAlias(ctx, alias.replace(/\.html$/, ''))
      if (!row) throw apiError(ERROR_CODES.PRODUCT_NOT_FOUND)
      return analogsOf(ctx, { ...row, regionId: region.id }, paginator)
    },

    async browsingHistory(_parent, { regionID: regionId, ids, limit, offset }, ctx) {
      const region = await requireRegion(ctx, regionId)
      const from = Math.max(offset ?? 0, 0)
      const size = Math.min(Math.max(limit ?? HISTORY_LIMIT, 0), HISTORY_LIMIT)
      // Ids of products that no longer exist are skipped, not counted.
      const wanted = [...new Set(ids.map(Number).filter(Number.isInteger))].slice(0, HISTORY_SCAN)
      return (await productModels(ctx, wanted, region.id)).slice(from, from + size)
    },

    async catalogPage(_parent, { search: typed, regionID: regionId, url }, ctx) {
      const search = { ...typed, query: limitedOptionalText(typed.query, 'searchQuery', 'query') }
      if (search.query?.trim()) await limitRequest(ctx, 'search')
      const region = await requireRegion(ctx, regionId)
      return catalogPage(ctx, { search, region, url })
    },

    async products(_parent, { search: typed }, ctx) {
      const search = { ...typed, query: limitedOptionalText(typed.query, 'searchQuery', 'query') }
      if (search.query?.trim()) await limitRequest(ctx, 'search')
      const region = await requireRegion(ctx, search.regionID)
      const query = await searchInputQuery(ctx, search, region.id)
      const { page, pageSize } = pageOf(search.page, search.pageCount, 24)
      const list = await productList(ctx, query, { sort: search.sort ?? null, page, pageSize })
      if (query.text) {
        list.description = list.total
          ? `По запросу «${query.text}» найдено товаров: ${list.total}`
          : 'По вашему запросу ничего не найдено...'
      } else if (search.categoryAlias) {
        const reference = await catalogReference(ctx)
        list.description = reference.categoryByAlias.get(search.categoryAlias)?.description ?? null
      }
      return list
    },

    async filterConfig(_parent, args, ctx) {
      const chosen = selectedValues(args.selected)
      if (args.query?.trim()) await limitRequest(ctx, 'search')
      const region = await requireRegion(ctx, args.regionID)
      const scope: ProductScope = {
        regionId: region.id,
        query: limitedOptionalText(args.query, 'searchQuery', 'query'),
        categoryAlias: args.categoryAlias,
        withSubcategories: !args.withoutSubcategories,
        brandCode: args.brandCode,
        producerCode: args.producerCode,
        mnnAlias: args.mnnAlias,
        groupCode: args.groupCode,
        diseaseCode: args.diseaseCode,
        eventAlias: args.eventAlias,
        tagCode: args.tagCode,
        onlyDiscounts: args.type === 'discounts',
        onlyExpiring: args.type === 'expiring',
      }
      const query = await scopeQuery(ctx, scope)
      const reference = await catalogReference(ctx)
      applyFilters(query, reference, {})
      const [facets, range] = [
        await productFacets(ctx, query, chosen),
        await priceRange(ctx, query),
      ]
      const category = args.categoryAlias ? reference.categoryByAlias.get(args.categoryAlias) : null
      const shown = reference.childrenOf.get(category?.id ?? null) ?? []
      const subtreeCount = (root: CategoryRow): number => {
        let total = facets.categoryCounts.get(root.id) ?? 0
        for (const child of reference.childrenOf.get(root.id) ?? []) total += subtreeCount(child)
        return total
      }
      const categories: CountedCategory[] = shown
        .map((row) => ({ ...row, regionId: region.id, listCount: subtreeCount(row) }))
        .filter((row) => row.listCount > 0)
      const tags = category ? await categoryTags(ctx, category.id) : []
      const toggleList = toggles()
      return {
        options: [
          ...facets.lists.map((list) => ({
            id: list.id,
            placeholder: list.searchPlaceholder ?? null,
            title: list.title,
            type: 'list',
            available: list.items.length > 0,
          })),
          ...(range
            ? [
                {
                  id: range.id,
                  placeholder: null,
                  title: range.title,
                  type: 'range',
                  available: range.max > range.min,
                },
              ]
            : []),
          ...toggleList.map((toggle) => ({
            id: toggle.id,
            placeholder: null,
            title: toggle.title,
            type: 'toggle',
            available: true,
          })),
        ],
        lists: facets.lists,
        ranges: range ? [range] : [],
        tags: tags.map((tag) => ({
          id: String(tag.id),
          name: tag.name,
          title: tag.title,
          url: tag.url,
        })),
        categories,
        defaultSort: { side: 'desc', type: 'popular' },
        toggles: toggleList,
        sorts: SORTS,
      }
    },

    async category(_parent, { alias }, ctx) {
      const reference = await catalogReference(ctx)
      const category = reference.categoryByAlias.get(alias)
      return category ? { ...category } : null
    },

    categories: async (_parent, _args, ctx) =>
      withRegion((await catalogReference(ctx)).childrenOf.get(null) ?? []),

    async tag(_parent, { categoryAlias, alias }, ctx) {
      const reference = await catalogReference(ctx)
      const category = reference.categoryByAlias.get(categoryAlias)
      if (!category) return null
      const tag = await categoryTag(ctx, category.id, alias)
      if (!tag) return null
      const crumbs = [
        HOME_CRUMB,
        CATALOG_CRUMB,
        ...categoryAncestry(reference, category).map((c) => ({ title: c.name, link: c.url })),
        { title: tag.title, link: tag.url },
      ]
      const description = `${tag.title}: выбор товаров в разделе «${category.name}» с ценами и наличием в аптеках.`
      return {
        id: String(tag.id),
        code: tag.alias,
        name: tag.name,
        title: tag.title,
        url: tag.url,
        categoryAlias: category.alias,
        description,
        metaInformation: metaInformation({
          title: `${tag.title} — купить в аптеке`,
          h1: tag.title,
          description,
          breadcrumbs: crumbs,
          canonical: tag.url,
          origin: ctx.config.publicUrl,
        }),
      }
    },

    async brandLetters(_parent, _args, ctx) {
      const letters = (await brandLetters(ctx)).map(firstLetter)
      return {
        ru: [...new Set(letters.filter((l) => ru.test(l)))].sort((a, b) =>
          a.localeCompare(b, 'ru'),
        ),
        en: [...new Set(letters.filter((l) => en.test(l)))].sort(),
      }
    },

    async brandsByLetter(_parent, { letter, alphabet }, ctx) {
      const wanted = firstLetter(letter)
      const pattern = alphabet === 'ru' ? ru : en
      if (!pattern.test(wanted)) return []
      return (await brandsOfLetter(ctx, wanted)).map(brandView)
    },

    async brand(_parent, { alias }, ctx) {
      const brand = await brandOfAlias(ctx, alias)
      return brand ? brandView(brand) : null
    },

    async manufacturer(_parent, { code }, ctx) {
      const row = await manufacturerOfCode(ctx, code)
      return row
        ? {
            code: row.code,
            name: row.name,
            country: row.country,
            url: `/manufacturer/${row.code}/`,
          }
        : null
    },

    async drugsByLetter(_parent, { letter, alphabet, paginator }, ctx) {
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 50)
      const wanted = firstLetter(letter)
      const drugs = await drugsOfLetter(ctx, { alphabet, letter: wanted, page, pageSize })
      const pattern = alphabet === 'ru' ? ru : en
      return {
        items: drugs.items.map((drug) => ({ ...drug, href: `/drugs/${drug.alias}` })),
        total: drugs.total,
        letters: drugs.letters.map(firstLetter).filter((l) => pattern.test(l)),
      }
    },

    async diseases(_parent, { letter, paginator }, ctx) {
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 50)
      const all = (await allDiseases(ctx)).map(diseaseView)
      const wanted = letter ? firstLetter(letter) : null
      const matching = wanted ? all.filter((disease) => disease.letter === wanted) : all
      return {
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        letters: [...new Set(all.map((disease) => disease.letter))].sort((a, b) =>
          a.localeCompare(b, 'ru'),
        ),
      }
    },

    async disease(_parent, { code }, ctx) {
      const row = await diseaseOfCode(ctx, code)
      return row ? diseaseView(row) : null
    },
  },

  CatalogPage: {
    // Deprecated: resolved only for documents that still select them.
    regions: (page, _args, ctx) => regionsOf(ctx, page.productQuery),
    categories: async (page, _args, ctx) =>
      withRegion((await catalogReference(ctx)).childrenOf.get(null) ?? [], page.regionId),
  },

  FilterConfig: {
    lists: (config, { id }) =>
      id === null || id === undefined
        ? config.lists
        : config.lists.filter((list) => list.id === id),
  },

  FilterList: {
    items: (list, { limit }) => limitedItems(list, limit),
    itemsTotal: (list) => list.items.length,
  },

  Category: {
    id: (category) => String(category.id),
    parentId: (category) => (category.parentId === null ? null : String(category.parentId)),
    async children(category, _args, ctx) {
      const reference = await catalogReference(ctx)
      return withRegion(reference.childrenOf.get(category.id) ?? [], category.regionId)
    },
    async productsCount(category: CountedCategory, _args, ctx) {
      if (category.listCount !== undefined) return category.listCount
      const regionId = category.regionId ?? (await catalogReference(ctx)).defaultRegion.id
      return (await catalogLoaders(ctx).categoryCounts.load(regionId)).get(category.id) ?? 0
    },
    async doctors(category, _args, ctx) {
      const reference = await catalogReference(ctx)
      // A category's own doctors; without any, the doctors of its nearest ancestor that has them.
      const path = categoryAncestry(reference, reference.categoryById.get(category.id) ?? category)
      const rows = await doctorsOfCategories(
        ctx,
        path.map((c) => c.id),
      )
      for (const step of [...path].reverse()) {
        const own = rows.filter((row) => row.categoryIds.includes(step.id))
        if (own.length) return own
      }
      return []
    },
  },

  // A product's and a group's analogues are product lists, paged by the catalogue's list.
  Product: {
    analogs: (p, { paginator }, ctx) => analogsOf(ctx, p, paginator),
  },

  Group: {
    async analogs(g: GroupModel, _args, ctx) {
      if (g.mnnId === null) return emptyList(g.page, g.limit)
      return productList(
        ctx,
        { regionId: g.regionId, mnnId: g.mnnId, notGroupCode: g.code },
        { page: g.page, pageSize: g.limit },
      )
    },
  },
}
