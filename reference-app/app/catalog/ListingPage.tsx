// A product list page: catalogue category, brand, manufacturer, analogues, discounts,
// expiring products and search results share it. Breadcrumbs and h1 from
// metaInformation, filters (sidebar on laptop, a full-screen modal below), sort, the
// grid, pagination (?PAGEN_1=n) and the SEO description.
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { type MetaInformationFieldsFragment, type ProductCardFieldsFragment, plural } from '../shop'
import { Breadcrumbs } from '../ui/Breadcrumbs/Breadcrumbs'
import { EmptyState, SEARCH_EMPTY_TEXT } from '../ui/EmptyState/EmptyState'
import { Icon } from '../ui/Icon/Icon'
import { lazyPart } from '../ui/LazyPart/lazyPart'
import { metaProps, PageMeta } from '../ui/PageMeta/PageMeta'
import { Pagination } from '../ui/Pagination/Pagination'
import type { ProductActions } from '../ui/ProductCard/productActions'
import { ProductGrid } from '../ui/ProductGrid/ProductGrid'
import type { FilterConfig, FilterValues } from './FiltersPanel/FiltersPanel'
import styles from './ListingPage.module.css'
import { SortSelect, type SortSelectProps } from './SortSelect/SortSelect'

/**
 * The filters, a part whose code loads when it comes near the screen (#36): in a wide screen's
 * sidebar that is at once; a phone hides the sidebar (no box: its code comes with the first scroll,
 * as the home's JSON-LD's does) and shows the panel in a modal, which renders it in the browser
 * when the shopper opens it, so a phone's first load has none of its code.
 */
const FiltersPanel = lazyPart(() => import('./FiltersPanel/FiltersPanel'), 'FiltersPanel', {
  whenNear: true,
})

/** A phone's filters modal: its code (and the generic modal's) loads when it first opens (#36). */
const FiltersModal = lazyPart(() => import('./FiltersModal'), 'FiltersModal')

export const LISTING_TEXT = {
  count: (n: number) => `${n} ${plural(n, ['товар', 'товара', 'товаров'])}`,
  filters: 'Фильтры',
  chosenFilters: (n: number) => `выбрано: ${n}`,
  showProducts: 'Показать товары',
  products: 'Товары',
  subcategories: 'Подкатегории',
  nothingFiltered: 'Таких товаров нет',
  changeFilters: 'Измените условия или сбросьте фильтры.',
  resetFilters: 'Сбросить фильтры',
} as const

export interface ListingFilters {
  readonly config: FilterConfig
  readonly value: FilterValues
  readonly onChange: (value: FilterValues, changedFilterId: string) => void
  readonly onReset: () => void
  /** Asks for every value of a list that came as its top values. Default: none. */
  readonly onShowAll?: (listId: string) => void
  /** How many values, ranges and toggles are chosen (the mobile button's badge). Default: 0. */
  readonly count?: number
}

export interface ListingPageProps {
  /** The h1 while the data loads (and when the API gives none). */
  readonly title: string
  readonly meta?: MetaInformationFieldsFragment | null
  /** The breadcrumbs when the API gives no metaInformation (analogue lists). Default: none. */
  readonly breadcrumbs?: ReadonlyArray<{ readonly title: string; readonly link: string }>
  /** The products; undefined while loading. */
  readonly products?: readonly ProductCardFieldsFragment[]
  readonly total?: number
  readonly page: number
  readonly pageCount: number
  /** The current address, for pagination links (and the canonical link when there is no meta). */
  readonly pathname: string
  readonly search: string
  /** SEO text under the list. */
  readonly description?: string | null
  readonly filters?: ListingFilters | null
  readonly sort?: SortSelectProps | null
  readonly subcategories?: ReadonlyArray<{
    readonly id: string
    readonly name: string
    readonly url: string
  }>
  readonly actions: ProductActions
  /** What an empty list says. Default: the search empty text. */
  readonly emptyTitle?: string
  readonly emptyText?: ReactNode
  /** Content above the list (e.g. a brand's logo). */
  readonly intro?: ReactNode
  /** Search engines should not index this list (search results). Default: false. */
  readonly noindex?: boolean
  /** Another page, order or filter set is loading; the list shown is the previous one. Default: false. */
  readonly updating?: boolean
}

export function ListingPage({
  title,
  meta,
  breadcrumbs,
  products,
  total,
  page,
  pageCount,
  pathname,
  search,
  description,
  filters,
  sort,
  subcategories,
  actions,
  emptyTitle,
  emptyText,
  intro,
  noindex = false,
  updating = false,
}: ListingPageProps) {
  const [filtersOpen, setFiltersOpen] = useState(false)
  const { cartQuantities, ...handlers } = actions
  const heading = meta?.h1 || title
  const crumbs = meta?.breadcrumbs ?? breadcrumbs ?? []
  const loading = products === undefined
  const chosenFilters = filters?.count ?? 0
  const empty = !loading && products.length === 0
  const emptyLine =
    filters && chosenFilters > 0 ? LISTING_TEXT.nothingFiltered : (emptyTitle ?? SEARCH_EMPTY_TEXT)
  // The API's text for an empty search is the empty state's own line: say it once.
  const showDescription = Boolean(description) && !(empty && description?.trim() === emptyLine)
  // The same panel in the sidebar (wide screens) and in the modal (phones).
  const filtersPanel = filters ? (
    <FiltersPanel
      config={filters.config}
      value={filters.value}
      onChange={filters.onChange}
      onReset={filters.onReset}
      onShowAll={filters.onShowAll}
    />
  ) : null
  return (
    <div className="container page">
      <PageMeta
        {...(meta ? metaProps(meta, title) : { title, canonical: pathname })}
        robots={noindex ? 'noindex' : undefined}
      />
      {crumbs.length > 0 ? <Breadcrumbs items={crumbs} /> : null}
      <div className={styles.head}>
        <h1 className={styles.title}>{heading}</h1>
        {total != null ? <span className={styles.count}>{LISTING_TEXT.count(total)}</span> : null}
      </div>
      {intro}
      {subcategories && subcategories.length > 0 ? (
        <nav aria-label={LISTING_TEXT.subcategories} className={styles.subcategories}>
          {subcategories.map((category) => (
            <Link key={category.id} to={category.url} className={styles.chip}>
              {category.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className={filters ? styles.withFilters : styles.body}>
        {filters ? <aside className={styles.sidebar}>{filtersPanel}</aside> : null}
        <div className={updating ? styles.contentUpdating : styles.content} aria-busy={updating}>
          {filters || sort ? (
            <div className={styles.toolbar}>
              {filters ? (
                <button
                  type="button"
                  className={`btn btn--ghost btn--small ${styles.filtersButton}`}
                  onClick={() => setFiltersOpen(true)}
                >
                  <Icon name="catalog" size={18} />
                  {LISTING_TEXT.filters}
                  {chosenFilters > 0 ? (
                    <span className={styles.filtersCount}>
                      <span aria-hidden="true">{chosenFilters}</span>
                      <span className="visually-hidden">
                        {LISTING_TEXT.chosenFilters(chosenFilters)}
                      </span>
                    </span>
                  ) : null}
                </button>
              ) : null}
              {sort ? <SortSelect {...sort} /> : null}
            </div>
          ) : null}
          {empty ? (
            filters && chosenFilters > 0 ? (
              <EmptyState
                title={LISTING_TEXT.nothingFiltered}
                text={LISTING_TEXT.changeFilters}
                action={
                  <button type="button" className="btn btn--secondary" onClick={filters.onReset}>
                    {LISTING_TEXT.resetFilters}
                  </button>
                }
              />
            ) : (
              <EmptyState title={emptyTitle} text={emptyText} />
            )
          ) : (
            <ProductGrid
              products={products ?? []}
              loadingCount={loading ? 10 : 0}
              columns={filters ? 4 : 5}
              label={LISTING_TEXT.products}
              cartQuantities={cartQuantities}
              // The products are the sections right under the page's h1 (axe: heading order).
              headingLevel={2}
              {...handlers}
            />
          )}
          {pageCount > 1 ? (
            <Pagination page={page} pageCount={pageCount} pathname={pathname} search={search} />
          ) : null}
          {showDescription ? <div className={styles.description}>{description}</div> : null}
        </div>
      </div>
      {filters && filtersOpen ? (
        <FiltersModal
          title={LISTING_TEXT.filters}
          showProducts={LISTING_TEXT.showProducts}
          onClose={() => setFiltersOpen(false)}
        >
          {filtersPanel}
        </FiltersModal>
      ) : null}
    </div>
  )
}
