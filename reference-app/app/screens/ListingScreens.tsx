// The product list screens: each names its data (the hook it will call) and renders the
// shared ListingPage. Wiring boundary: `wiring:` marks what the hooks will provide.
import { useState } from 'react'
import { EMPTY_FILTERS, type FilterValues } from '../components/FiltersPanel/FiltersPanel'
import type { SortValue } from '../components/SortSelect/SortSelect'
import { ListingPage } from '../pages/ListingPage'
import { NO_PRODUCT_ACTIONS } from '../pages/productActions'
import { useListingLocation } from './listingLocation'

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

/** Sort and filter state of a list (wiring: the URL's f_… parameters via the sdk's parseFilters). */
function useListingControls() {
  const [filters, setFilters] = useState<FilterValues>(EMPTY_FILTERS)
  const [sort, setSort] = useState<SortValue>('popular')
  return { filters, setFilters, sort, setSort }
}

/** /catalog and /catalog/{…aliases}/ (public form /catalog/{category}/). */
export function CatalogScreen({
  aliases,
  filterSegments,
}: {
  aliases: readonly string[]
  filterSegments: readonly string[]
}) {
  const location = useListingLocation()
  const controls = useListingControls()
  // wiring: useCatalogPage({ url: location.pathname, aliases, filterSegments, page, filters, sort })
  //   → CatalogPageQuery['catalogPage'] (products, metaInformation, categories, category)
  // wiring: useFilterConfig({ type: 'category', categoryAlias: aliases.at(-1) }) → FilterConfigQuery['filterConfig']
  void aliases
  void filterSegments
  return (
    <ListingPage
      title={LISTING_TITLES.catalog}
      products={undefined}
      page={location.page}
      pageCount={1}
      pathname={location.pathname}
      search={location.search}
      sort={{ value: controls.sort, onChange: controls.setSort }}
      actions={NO_PRODUCT_ACTIONS}
    />
  )
}

/** /brand/{alias}/… */
export function BrandScreen({ alias }: { alias: string }) {
  const location = useListingLocation()
  const controls = useListingControls()
  // wiring: useBrand(alias) → BrandQuery['brand']; useProducts({ brandCode: alias, page }) → ProductsQuery['products']
  void alias
  return (
    <ListingPage
      title={LISTING_TITLES.brand}
      products={undefined}
      page={location.page}
      pageCount={1}
      pathname={location.pathname}
      search={location.search}
      sort={{ value: controls.sort, onChange: controls.setSort }}
      actions={NO_PRODUCT_ACTIONS}
    />
  )
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
  // wiring: useManufacturer(code) → ManufacturerQuery; useProducts({ producerCode: code, filters }) → ProductsQuery
  void code
  void filterSegments
  return (
    <ListingPage
      title={LISTING_TITLES.manufacturer}
      products={undefined}
      page={location.page}
      pageCount={1}
      pathname={location.pathname}
      search={location.search}
      actions={NO_PRODUCT_ACTIONS}
    />
  )
}

/** /group/{code}/analogi (public form /g_{code}/analogi/ and /g_{code}/). */
export function GroupAnalogsScreen({ code }: { code: string }) {
  const location = useListingLocation()
  // wiring: useGroup({ code, page }) → GroupQuery['group'] (name, analogs)
  void code
  return (
    <ListingPage
      title={LISTING_TITLES.groupAnalogs}
      products={undefined}
      page={location.page}
      pageCount={1}
      pathname={location.pathname}
      search={location.search}
      actions={NO_PRODUCT_ACTIONS}
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
  const controls = useListingControls()
  // wiring: useProducts({ onlyDiscounts: true, page, sort }) + useFilterConfig({ type: 'discounts' })
  return (
    <ListingPage
      title={LISTING_TITLES.discounts}
      products={undefined}
      page={location.page}
      pageCount={1}
      pathname={location.pathname}
      search={location.search}
      sort={{ value: controls.sort, onChange: controls.setSort }}
      actions={NO_PRODUCT_ACTIONS}
    />
  )
}

/** /istekayushchiy_srok_godnosti (expiring drugs). */
export function ExpiringScreen() {
  const location = useListingLocation()
  // wiring: useProducts({ onlyExpiring: true, page }) → ExpiringProductsQuery['products']
  return (
    <ListingPage
      title={LISTING_TITLES.expiring}
      products={undefined}
      page={location.page}
      pageCount={1}
      pathname={location.pathname}
      search={location.search}
      actions={NO_PRODUCT_ACTIONS}
    />
  )
}

/** /search?what=… */
export function SearchScreen({ query }: { query: string }) {
  const location = useListingLocation()
  const controls = useListingControls()
  // wiring: useCatalogPage({ search: { query }, page, sort }) → products; empty → SEARCH_EMPTY_TEXT
  return (
    <ListingPage
      title={query ? LISTING_TITLES.searchFor(query) : LISTING_TITLES.search}
      products={query ? undefined : []}
      page={location.page}
      pageCount={1}
      pathname={location.pathname}
      search={location.search}
      sort={query ? { value: controls.sort, onChange: controls.setSort } : null}
      actions={NO_PRODUCT_ACTIONS}
      noindex
    />
  )
}
