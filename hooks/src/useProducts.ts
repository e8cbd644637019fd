// A product list by search (brand, category, ids, discounts, expiring, …), page by page;
// the page and filters can come from an address's query.

import type { ProductSearchInput, ProductsQuery, RegionOption, StorefrontClient } from '@apteka/sdk'
import { ProductsDocument, storefrontKeys } from '@apteka/sdk'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { catalogSearchFromParams } from './catalog/catalogPageQueries'
import { type PagedResult, pagedResult } from './pagedResult'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** A product of a list. */
export type ProductSummary = ProductsQuery['products']['items'][number]

/**
 * Query options of a product list.
 *
 * @example
 * queryClient.prefetchQuery(productsQueryOptions(client, { regionId: 'moscowregion', brandCode: 'solgar' }))
 */
export function productsQueryOptions(client: StorefrontClient, search: ProductSearchInput) {
  return queryOptions({
    queryKey: storefrontKeys.products(search),
    queryFn: async ({ signal }) =>
      (await client.requestData(ProductsDocument, { search }, { signal })).products,
    staleTime: 60_000,
  })
}

/** Options of {@link useProducts}: the search, with the region optional. */
export type UseProductsOptions = Omit<ProductSearchInput, 'regionID'> &
  RegionOption & {
    /** Page, page size and filters from an address (override the fields above). Default: none. */
    searchParams?: URLSearchParams
    /** Ask at all. Default: true. */
    enabled?: boolean
  }

/** What {@link useProducts} returns. */
export interface UseProductsResult extends PagedResult {
  products: ProductSummary[]
  total: number
  description: string | null
}

/**
 * A product list.
 *
 * @example
 * const { products } = useProducts({ onlyDiscounts: true, pageCount: 12 })
 */
export function useProducts(options: UseProductsOptions = {}): UseProductsResult {
  const { client } = useStorefrontRuntime()
  const { regionId: _id, regionID: _contractId, searchParams, enabled = true, ...rest } = options
  const regionId = useRegionId(options)
  const paramsText = searchParams?.toString()
  const restText = JSON.stringify(rest)
  const search = useMemo<ProductSearchInput>(() => {
    const base = JSON.parse(restText) as Omit<ProductSearchInput, 'regionID'>
    const fromParams =
      paramsText === undefined ? {} : catalogSearchFromParams(new URLSearchParams(paramsText))
    return { ...base, ...fromParams, regionID: regionId }
  }, [restText, paramsText, regionId])
  const query = useQuery({
    ...productsQueryOptions(client, search),
    enabled,
    placeholderData: keepPreviousData,
  })
  const data = query.data
  const page = data?.pageInfo.page ?? search.page ?? 1
  const pageCount = data?.pageInfo.pageCount ?? 0
  return {
    products: data?.items ?? [],
    total: data?.total ?? 0,
    description: data?.description ?? null,
    ...pagedResult(query, page, pageCount),
  }
}
