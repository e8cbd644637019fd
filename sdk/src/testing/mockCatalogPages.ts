// The mock shop's catalogue pages: the home page, a category page, the expiring-price list and a
// listing's filters, all over the fixtures' products and categories, paged like `products`.
import { HttpResponse } from 'msw'
import {
  CatalogPageDocument,
  ExpiringProductsDocument,
  FilterConfigDocument,
  FilterListItemsDocument,
  HomePageDocument,
} from '#documents'
import { ERROR_CODES } from '../errors'
import type { SortType } from '../generated/graphql'
import { type CategoryFixture, fixtures, type ProductFixture } from './fixtures'
import { errorAnswer, type MockShop } from './mockShop'

/** One page of a product list, in the contract's `ProductList` shape. */
export function productPage<Product>(found: readonly Product[], page = 1, limit = 24) {
  return {
    total: found.length,
    description: null,
    items: found.slice((page - 1) * limit, page * limit),
    pageInfo: {
      page,
      limit,
      total: found.length,
      pageCount: Math.max(1, Math.ceil(found.length / limit)),
    },
  }
}

/** Every category of the tree, top level first. */
const allCategories = (): readonly CategoryFixture[] =>
  fixtures.categories.flatMap((category) => [
    category,
    ...category.children.map((child) => ({ ...child, children: [] })),
  ])

/** A category's own fields and how many products it holds with its children. */
const withCount = ({ children, ...category }: CategoryFixture) => {
  const ids = new Set([category.id, ...children.map((child) => child.id)])
  const productsCount = fixtures.products.filter(
    (product) => product.category && ids.has(product.category.id),
  ).length
  return { ...category, productsCount }
}

const isExpiring = (product: ProductFixture) =>
  product.priceTypeID === 4 || product.priceTypeID === 14

/** A page's meta information: its title as h1, the home page as the only crumb. */
const metaOf = (title: string, canonical: string) => ({
  title: `${title} — купить в аптеке`,
  description: `${title}: цены и наличие в аптеках`,
  h1: title,
  breadcrumbs: [{ title: 'Главная', link: '/' }],
  metadata: [],
  microdata: null,
  canonical,
})

/** The filters of a listing: brands as a list, the price range, the categories, the sorts. */
function filterConfigOf(products: readonly ProductFixture[], listId?: string | number | null) {
  const brands = new Map<string, { title: string; count: number }>()
  for (const product of products) {
    if (!product.brand) continue
    const brand = brands.get(product.brand.alias) ?? { title: product.brand.name, count: 0 }
    brand.count += 1
    brands.set(product.brand.alias, brand)
  }
  const items = [...brands]
    .sort(([, a], [, b]) => b.count - a.count)
    .map(([id, { title, count }]) => ({ id, title, subtitle: null, isSelected: false, count }))
  const lists = [
    {
      id: 'brand',
      title: 'Бренд',
      items,
      itemsTotal: items.length,
      searchPlaceholder: 'Найти бренд',
      allowsMultipleSelection: true,
      isSearchEnabled: true,
    },
  ].filter((list) => listId === undefined || listId === null || list.id === String(listId))
  const prices = products.flatMap((product) => (product.price === null ? [] : [product.price]))
  return {
    options: [],
    lists,
    ranges:
      prices.length > 0
        ? [{ id: 'price', title: 'Цена', min: Math.min(...prices), max: Math.max(...prices) }]
        : [],
    tags: [],
    categories: fixtures.categories.map(withCount),
    defaultSort: { side: 'desc' as const, type: 'popular' as const },
    toggles: [],
    sorts: ['popular', 'price', 'name', 'rating', 'discount', 'new'] as SortType[],
  }
}

/** The products a filterConfig scope holds: a category's, a search's, the expiring ones, or all. */
function scopeProducts(variables: {
  categoryAlias?: string | null | undefined
  query?: string | null | undefined
  type?: string | null | undefined
}) {
  const category = allCategories().find((item) => item.alias === variables.categoryAlias)
  const ids = category
    ? new Set([category.id, ...category.children.map((child) => child.id)])
    : null
  const query = variables.query?.trim().toLowerCase()
  return fixtures.products.filter(
    (product) =>
      (!ids || (product.category !== null && ids.has(product.category.id))) &&
      (!query || product.name.toLowerCase().includes(query)) &&
      (variables.type !== 'expiring' || isExpiring(product)) &&
      (variables.type !== 'discounts' || (product.discount ?? 0) > 0),
  )
}

export function catalogPageHandlers({ link }: MockShop) {
  return [
    link.query(HomePageDocument, () =>
      HttpResponse.json({
        data: {
          homePage: {
            categories: fixtures.categories.map(withCount),
            promotions: [],
            metaInformation: metaOf('Интернет-аптека', '/'),
          },
        },
      }),
    ),
    link.query(CatalogPageDocument, ({ variables }) => {
      const path = variables.url.replace(/\/+$/, '')
      const found = allCategories().find((category) => category.url === path)
      if (!found) return errorAnswer(ERROR_CODES.CATEGORY_NOT_FOUND, ['catalogPage'])
      const { search } = variables
      const products = scopeProducts({ categoryAlias: found.alias, query: search.query })
      const { children, ...category } = found
      return HttpResponse.json({
        data: {
          catalogPage: {
            products: productPage(products, search.page ?? 1, search.pageCount ?? 24),
            metaInformation: metaOf(found.name, found.url),
            category,
            subcategories: children.map(({ id, name, alias, url }) => ({ id, name, alias, url })),
            title: found.name,
          },
        },
      })
    }),
    link.query(ExpiringProductsDocument, ({ variables }) => {
      const found = fixtures.products.filter(isExpiring).map((product) => ({
        ...product,
        prices: [
          {
            price: product.price ?? 0,
            priceOld: product.priceOld,
            priceTypeID: product.priceTypeID ?? 4,
            priceType: 'EXPIRING' as const,
            discount: product.discount,
            maxQuantity: product.maxQuantity,
            dateExpired: null,
            dateExpiredOpened: null,
            expirationDate: product.expirationDate,
            isExpirating: true,
            availableForBooking: product.availableForBooking,
            availableForOrder: product.availableForOrder,
            expirationType: null,
            hasPrefix: product.hasPricePrefix,
          },
        ],
      }))
      const { description: _description, ...page } = productPage(
        found,
        variables.page ?? 1,
        variables.pageCount ?? 24,
      )
      return HttpResponse.json({ data: { products: page } })
    }),
    link.query(FilterConfigDocument, ({ variables }) =>
      HttpResponse.json({ data: { filterConfig: filterConfigOf(scopeProducts(variables)) } }),
    ),
    link.query(FilterListItemsDocument, ({ variables }) => {
      const { lists } = filterConfigOf(scopeProducts(variables), variables.list)
      return HttpResponse.json({
        data: {
          filterConfig: {
            lists: lists.map(({ id, items, itemsTotal }) => ({ id, items, itemsTotal })),
          },
        },
      })
    }),
  ]
}
