// The product list screens: each takes its data from the hooks and renders the shared
// ListingPage. Catalogue-like lists keep their state in the address — the page
// (?PAGEN_1=), the filters (?f_…=, useFilterConfig) and the order (?sort=, sortParam.ts) —
// so a filtered, sorted list is shareable and rendered by the server as it is.
import { type UseFilterConfigResult, useCatalogPage, useFilterConfig } from '@apteka/hooks'
import { useSearchParams } from 'react-router'
import {
  type FilteredList,
  filterScopeOf,
  LISTING_FILTER_ITEMS,
  listUrlOf,
  ownListFilterOf,
  useListingLocation,
} from '../routing/listingLocation'
import {
  parseSortParam,
  SORT_INPUTS,
  type SortValue,
  sortOptionsOf,
  sortValueOf,
  withSort,
} from '../routing/sortParam'
import { NotFound } from '../shell/NotFound/lazyNotFound'
import { NO_PRODUCT_ACTIONS } from '../ui/ProductCard/productActions'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { isApiFailure, isNotFound } from '../ui/pageFailure'
import type { FilterConfig, FilterValues } from './FiltersPanel/FiltersPanel'
import { type ListingFilters, ListingPage } from './ListingPage'
import type { SortSelectProps } from './SortSelect/SortSelect'

export const LISTING_TITLES = {
  catalog: 'Каталог товаров',
  brand: 'Товары бренда',
  manufacturer: 'Товары производителя',
  groupAnalogs: 'Аналоги',
  productAnalogs: 'Аналоги товара',
  productAnalogsOf: (name: string) => `Аналоги ${name}`,
  discounts: 'Скидки',
  expiring: 'Товары с истекающим сроком годности',
  search: 'Результаты поиска',
  searchFor: (query: string) => `Результаты поиска «${query}»`,
  home: 'Главная',
  analogsCrumb: 'Аналоги',
} as const

/** Navigations inside a list (filters, order) keep the scroll where the shopper is. */
const KEEP_SCROLL = { preventScrollReset: true } as const

/** The chosen filters of the address in the panel's shape. */
function filterValuesOf(filters: UseFilterConfigResult): FilterValues {
  const lists: Record<string, readonly string[]> = {}
  for (const list of filters.lists) lists[list.id] = filters.selected[list.id] ?? []
  const ranges: Record<string, { min?: number; max?: number }> = {}
  for (const range of filters.ranges) {
    const chosen = filters.rangeOf(range.id)
    ranges[range.id] = { min: chosen?.min ?? undefined, max: chosen?.max ?? undefined }
  }
  const toggles = filters.toggles
    .filter((toggle) => filters.isToggleOn(toggle.id))
    .map((toggle) => toggle.id)
  return { lists, ranges, toggles }
}

/** The address's query after the panel changed one filter. */
function paramsOfChange(
  filters: UseFilterConfigResult,
  next: FilterValues,
  filterId: string,
): URLSearchParams {
  if (filters.ranges.some((range) => range.id === filterId)) {
    const range = next.ranges[filterId]
    return filters.setRange(filterId, range?.min ?? null, range?.max ?? null)
  }
  if (filters.toggles.some((toggle) => toggle.id === filterId)) {
    return filters.setToggle(filterId, next.toggles.includes(filterId))
  }
  return filters.setValues(filterId, next.lists[filterId] ?? [])
}

/** The filters of a list wired to the address; null until the list's filters are known. */
function useListingFilters(list: FilteredList): {
  panel: ListingFilters | null
  sort: SortSelectProps
} {
  const [searchParams, setSearchParams] = useSearchParams()
  // Each list's top values only (the chosen ones always in); the panel asks for a whole list.
  const filters = useFilterConfig({
    ...filterScopeOf(list),
    itemsLimit: LISTING_FILTER_ITEMS,
    searchParams,
  })

  const relevance = list.kind === 'search'
  const defaultSort: SortValue = relevance
    ? 'relevance'
    : (sortValueOf(filters.defaultSort) ?? 'popular')
  const chosenSort = parseSortParam(searchParams)
  const sortValue = chosenSort ?? defaultSort
  const offered = filters.sorts.length > 0 ? sortOptionsOf(filters.sorts, { relevance }) : undefined
  const options = offered && !offered.includes(sortValue) ? [sortValue, ...offered] : offered
  const sort: SortSelectProps = {
    value: sortValue,
    ...(options ? { options } : {}),
    onChange: (value) => setSearchParams(withSort(searchParams, value, defaultSort), KEEP_SCROLL),
  }

  const own = ownListFilterOf(list)
  const config: FilterConfig | null = filters.config
    ? {
        lists: filters.lists.filter((filter) => filter.id !== own),
        ranges: filters.ranges,
        toggles: filters.toggles,
        tags: filters.tags,
      }
    : null
  const panel: ListingFilters | null = config
    ? {
        config,
        value: filterValuesOf(filters),
        count: filters.selectedCount,
        onChange: (next, filterId) =>
          setSearchParams(paramsOfChange(filters, next, filterId), KEEP_SCROLL),
        onReset: () => setSearchParams(filters.clear(), KEEP_SCROLL),
        onShowAll: filters.showAll,
      }
    : null
  return { panel, sort }
}

/** A catalogue-like list of the address (useCatalogPage) with filters and order. */
function CatalogListing({
  title,
  list,
  noindex,
}: {
  title: string
  list: FilteredList
  noindex?: boolean
}) {
  const location = useListingLocation()
  const url = listUrlOf(list, location.pathname)
  const [searchParams] = useSearchParams()
  const chosenSort = parseSortParam(searchParams)
  const sortInput = chosenSort ? SORT_INPUTS[chosenSort] : null
  const catalog = useCatalogPage({
    url,
    searchParams,
    ...(sortInput ? { sort: sortInput } : {}),
  })
  const { panel, sort } = useListingFilters(
    list.kind === 'catalog' ? { ...list, categoryAlias: catalog.category?.alias ?? null } : list,
  )
  const actions = useProductActions(catalog.products)
  if (!catalog.page && isNotFound(catalog.error)) return <NotFound />
  // A browser navigation whose list the API failed to give shows the error page (root boundary).
  if (!catalog.page && catalog.error && isApiFailure(catalog.error)) throw catalog.error
  return (
    <ListingPage
      title={catalog.category?.name ?? catalog.page?.title ?? title}
      meta={catalog.metaInformation}
      products={catalog.page ? catalog.products : catalog.error ? [] : undefined}
      total={catalog.page ? catalog.total : undefined}
      page={catalog.pageNumber || location.page}
      pageCount={Math.max(1, catalog.pageCount)}
      pathname={list.kind === 'search' ? location.pathname : url}
      search={location.search}
      description={catalog.page?.products.description}
      filters={panel}
      sort={sort}
      subcategories={list.kind === 'catalog' ? catalog.subcategories : undefined}
      actions={actions}
      updating={catalog.isFetching && !catalog.isLoading}
      {...(noindex ? { noindex } : {})}
    />
  )
}

/** /catalog and /catalog/{…aliases}/ (public form /catalog/{category}/). */
export function CatalogScreen({ aliases }: { aliases: readonly string[] }) {
  return <CatalogListing title={LISTING_TITLES.catalog} list={{ kind: 'catalog', aliases }} />
}

/** /brand/{alias}/… */
export function BrandScreen({ alias }: { alias: string }) {
  return <CatalogListing title={LISTING_TITLES.brand} list={{ kind: 'brand', alias }} />
}

/** /manufacturer/{code} and /manufacturer/{code}/{filters} */
export function ManufacturerScreen({ code }: { code: string }) {
  return (
    <CatalogListing title={LISTING_TITLES.manufacturer} list={{ kind: 'manufacturer', code }} />
  )
}

/** /discounts */
export function DiscountsScreen() {
  return <CatalogListing title={LISTING_TITLES.discounts} list={{ kind: 'discounts' }} />
}

/** /istekayushchiy_srok_godnosti (expiring drugs). */
export function ExpiringScreen() {
  return <CatalogListing title={LISTING_TITLES.expiring} list={{ kind: 'expiring' }} />
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
  return (
    <CatalogListing
      title={LISTING_TITLES.searchFor(query)}
      list={{ kind: 'search', query }}
      noindex
    />
  )
}
