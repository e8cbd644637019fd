// The product list screens: each names its data (the hook it will call) and renders the
// shared ListingPage. Wiring boundary: `wiring:` marks what the hooks will provide.
import { useCatalogPage, useGroup } from '@apteka/hooks'
import type { SortInput } from '@apteka/sdk'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { SortValue } from '../components/SortSelect/SortSelect'
import { ListingPage } from '../pages/ListingPage'
import { NO_PRODUCT_ACTIONS } from '../pages/productActions'
import { useListingLocation } from './listingLocation'
import { useProductActions } from './useProductActions'

/** The sort menu's value as the API's SortInput. */
export function sortInputOf(value: SortValue): SortInput | undefined {
  switch (value) {
    case 'popular':
      return undefined
    case 'price':
      return { type: 'price', side: 'asc' }
    case 'price-desc':
      return { type: 'price', side: 'desc' }
    case 'name':
      return { type: 'name', side: 'asc' }
    default:
      return { type: value, side: 'desc' }
  }
}

/** A catalogue page of the address (useCatalogPage), rendered by ListingPage. */
function CatalogListing({
  url,
  title,
  noindex,
}: {
  url: string
  title: string
  noindex?: boolean
}) {
  const location = useListingLocation()
  const [searchParams] = useSearchParams()
  const [sort, setSort] = useState<SortValue>('popular')
  const sortInput = sortInputOf(sort)
  const catalog = useCatalogPage({
    url,
    searchParams,
    ...(sortInput ? { sort: sortInput } : {}),
  })
  const actions = useProductActions(catalog.products)
  const subcategories = catalog.categories
    .filter((category) => category.parentId === (catalog.category?.id ?? null))
    .map((category) => ({ id: category.id, name: category.name, url: category.url }))
  return (
    <ListingPage
      title={catalog.category?.name ?? catalog.page?.title ?? title}
      meta={catalog.metaInformation}
      products={catalog.page ? catalog.products : undefined}
      total={catalog.total}
      page={catalog.pageNumber || location.page}
      pageCount={Math.max(1, catalog.pageCount)}
      pathname={location.pathname}
      search={location.search}
      sort={{ value: sort, onChange: setSort }}
      subcategories={subcategories}
      actions={actions}
      {...(noindex ? { noindex } : {})}
    />
  )
}

export const LISTING_TITLES = {
  catalog: 'Каталог товаров',
  brand: 'Товары бренда',
  manufacturer: 'Товары производителя',
  groupAnalogs: 'Аналоги',
  productAnalogs: 'Аналоги товара',
  discounts: 'Скидки',
  expiring: 'Товары с истекающим сроком годности',
  search: 'Результаты поиска',
  searchFor: (query: string) => `Результаты поиска «${query}»`,
} as const

/** /catalog and /catalog/{…aliases}/ (public form /catalog/{category}/). */
export function CatalogScreen({
  aliases,
  filterSegments,
}: {
  aliases: readonly string[]
  filterSegments: readonly string[]
}) {
  const location = useListingLocation()
  void aliases
  void filterSegments
  return <CatalogListing url={location.pathname} title={LISTING_TITLES.catalog} />
}

/** /brand/{alias}/… */
export function BrandScreen({ alias }: { alias: string }) {
  const location = useListingLocation()
  void alias
  return <CatalogListing url={location.pathname} title={LISTING_TITLES.brand} />
}

/** /manufacturer/{code} and /manufacturer/{code}/{filters} */
export function ManufacturerScreen({
  code,
  filterSegments,
}: {
  code: string
  filterSegments: readonly string[]
}) {
  const location = useListingLocation()
  void code
  void filterSegments
  return <CatalogListing url={location.pathname} title={LISTING_TITLES.manufacturer} />
}

/** /group/{code}/analogi (public form /g_{code}/analogi/ and /g_{code}/). */
export function GroupAnalogsScreen({ code }: { code: string }) {
  const location = useListingLocation()
  const group = useGroup({ code, page: location.page })
  const actions = useProductActions(group.analogs)
  return (
    <ListingPage
      title={
        group.group
          ? `${LISTING_TITLES.groupAnalogs}: ${group.group.name}`
          : LISTING_TITLES.groupAnalogs
      }
      products={group.group === undefined ? undefined : group.analogs}
      total={group.analogsTotal}
      page={group.page || location.page}
      pageCount={Math.max(1, group.pageCount)}
      pathname={location.pathname}
      search={location.search}
      actions={actions}
    />
  )
}

/** /analogs/{alias} (public form /p_{alias}/analogi/). */
export function ProductAnalogsScreen({ alias }: { alias: string }) {
  const location = useListingLocation()
  // wiring: useProductAnalogs({ alias, page }) → ProductAnalogsQuery['productAnalogs']
  void alias
  return (
    <ListingPage
      title={LISTING_TITLES.productAnalogs}
      products={undefined}
      page={location.page}
      pageCount={1}
      pathname={location.pathname}
      search={location.search}
      actions={NO_PRODUCT_ACTIONS}
    />
  )
}

/** /discounts */
export function DiscountsScreen() {
  const location = useListingLocation()
  return <CatalogListing url={location.pathname} title={LISTING_TITLES.discounts} />
}

/** /istekayushchiy_srok_godnosti (expiring drugs). */
export function ExpiringScreen() {
  const location = useListingLocation()
  return <CatalogListing url={location.pathname} title={LISTING_TITLES.expiring} />
}

/** /search?what=… */
export function SearchScreen({ query }: { query: string }) {
  const location = useListingLocation()
  if (!query) {
    return (
      <ListingPage
        title={LISTING_TITLES.search}
        products={[]}
        page={1}
        pageCount={1}
        pathname={location.pathname}
        search={location.search}
        actions={NO_PRODUCT_ACTIONS}
        noindex
      />
    )
  }
  return <CatalogListing url="/search" title={LISTING_TITLES.searchFor(query)} noindex />
}
