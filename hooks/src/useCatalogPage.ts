// A catalogue page (/catalog/…, /search, /manufacturer/…): products, meta information and
// the subcategories shown under its heading for an address; the page and filters come from its query (PAGEN_1,
// PAGE_COUNT, f_…), so the address alone decides what is shown.

import type { RegionOption, SortInput } from '@apteka/sdk'
import { withPage, withPageCount } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { CatalogPage } from './catalog/catalogPageQueries'
import { catalogPageQueryOptions, catalogSearchFromParams } from './catalog/catalogPageQueries'
import type { PagedResult } from './pagedResult'
import { pagedResult } from './pagedResult'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** Options of {@link useCatalogPage}. */
export interface UseCatalogPageOptions extends RegionOption {
  /** The page's path: '/catalog/vitaminy/'. Required. */
  url: string
  /** The address's query (PAGEN_1, PAGE_COUNT, f_…, what). Default: none. */
  searchParams?: URLSearchParams
  /** The order of products. Default: the server's. */
  sort?: SortInput
}

/** What {@link useCatalogPage} returns. */
export interface UseCatalogPageResult extends Omit<PagedResult, 'page'> {
  page: CatalogPage | undefined
  products: CatalogPage['products']['items']
  total: number
  /** The page shown, from 1. */
  pageNumber: number
  metaInformation: CatalogPage['metaInformation'] | null
  category: CatalogPage['category'] | null
  /**
   * The categories the page offers below its heading: the category's children, the top level
   * on /catalog/, none on other pages. (The whole tree: `useCategories()`.) Default: [].
   */
  subcategories: CatalogPage['subcategories']
  /** The query for another page (give it to the router). */
  pageParams: (page: number) => URLSearchParams
  /** The query for another page size. */
  pageCountParams: (pageCount: number | null) => URLSearchParams
}

/**
 * A catalogue page for an address.
 *
 * @example
 * const [params, setParams] = useSearchParams()
 * const { products, hasNextPage, pageParams, pageNumber } = useCatalogPage({ url: pathname, searchParams: params })
 * <button onClick={() => setParams(pageParams(pageNumber + 1))}>Ещё</button>
 */
export function useCatalogPage(options: UseCatalogPageOptions): UseCatalogPageResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const paramsText = options.searchParams?.toString() ?? ''
  const params = useMemo(() => new URLSearchParams(paramsText), [paramsText])
  const search = useMemo(
    () => catalogSearchFromParams(params, options.sort),
    [params, options.sort],
  )
  const query = useQuery({
    ...catalogPageQueryOptions(client, { url: options.url, regionId, search }),
    placeholderData: keepPreviousData,
  })
  const data = query.data
  const pageNumber = search.page ?? 1
  const pageCount = data?.products.pageInfo.pageCount ?? 0
  return {
    ...pagedResult(query, pageNumber, pageCount),
    page: data,
    products: data?.products.items ?? [],
    total: data?.products.total ?? 0,
    pageNumber,
    metaInformation: data?.metaInformation ?? null,
    category: data?.category ?? null,
    subcategories: data?.subcategories ?? [],
    pageParams: useCallback((page: number) => withPage(params, page), [params]),
    pageCountParams: useCallback((count: number | null) => withPageCount(params, count), [params]),
  }
}
