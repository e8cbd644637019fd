// The analogues of a product (the product page's tab, /analogs/{alias}): other products of
// the same international non-proprietary name (MNN) sold in the region, page by page.

import type { ProductAnalogsQuery, StorefrontClient } from '@apteka/sdk'
import {
  ProductAnalogsDocument,
  type RegionKey,
  type RegionOption,
  regionOf,
  storefrontKeys,
} from '@apteka/sdk'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type PagedResult, pagedResult } from './pagedResult'
import { useRegionId, useStorefrontRuntime } from './provider/context'

/** A page of a product's analogues as the API answers it. */
export type ProductAnalogsPage = ProductAnalogsQuery['productAnalogs']

/** Analogues per page when none is asked. */
export const PRODUCT_ANALOGS_PAGE_SIZE = 20

/**
 * Query options of a page of a product's analogues.
 *
 * @example
 * queryClient.prefetchQuery(productAnalogsQueryOptions(client, { alias: 'nurofen-200mg', regionId: 'moscowregion' }))
 */
export function productAnalogsQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { alias: string; page?: number; limit?: number },
) {
  const { alias, page = 1, limit = PRODUCT_ANALOGS_PAGE_SIZE } = variables
  const regionId = regionOf(variables)
  const paginator = { page, limit }
  const slug = alias.replace(/\.html$/, '')
  return queryOptions({
    queryKey: storefrontKeys.productAnalogs(slug, regionId, paginator),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          ProductAnalogsDocument,
          { alias: slug, regionID: regionId, paginator },
          { signal },
        )
      ).productAnalogs,
    staleTime: 5 * 60_000,
  })
}

/** Options of {@link useProductAnalogs}. */
export interface UseProductAnalogsOptions extends RegionOption {
  /** The product's alias, without '.html'. Required. */
  alias: string
  /** From 1. Default: 1. */
  page?: number
  /** Analogues per page. Default: 20. */
  limit?: number
  /** Ask at all (e.g. only once the tab opens). Default: true. */
  enabled?: boolean
}

/** What {@link useProductAnalogs} returns. */
export interface UseProductAnalogsResult extends PagedResult {
  /** The analogues of the page (card fields); the previous page stays while the next one loads. */
  analogs: ProductAnalogsPage['items']
  /** Analogues in all pages. */
  total: number
}

/**
 * A product's analogues (same MNN, other products), page by page.
 *
 * @example
 * const { analogs, total, pageCount } = useProductAnalogs({ alias: 'nurofen-200mg', page })
 * analogs.map((analog) => <ProductCard key={analog.id} product={analog} />)
 */
export function useProductAnalogs(options: UseProductAnalogsOptions): UseProductAnalogsResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const page = options.page ?? 1
  const limit = options.limit ?? PRODUCT_ANALOGS_PAGE_SIZE
  const alias = options.alias.replace(/\.html$/, '')
  const query = useQuery({
    ...productAnalogsQueryOptions(client, { alias, regionId, page, limit }),
    enabled: (options.enabled ?? true) && alias !== '',
    placeholderData: keepPreviousData,
  })
  const total = query.data?.total ?? 0
  const pageCount = query.data?.pageInfo.pageCount ?? Math.ceil(total / limit)
  return {
    analogs: query.data?.items ?? [],
    total,
    ...pagedResult(query, page, pageCount),
  }
}
