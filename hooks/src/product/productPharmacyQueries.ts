// The pharmacies that have a product (SPEC §5): their type, paging, timing and query-options factory.

import type { ProductPharmaciesQuery, StorefrontClient } from '@apteka/sdk'
import { ProductPharmaciesDocument, type RegionKey, regionOf, storefrontKeys } from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** A pharmacy that has the product: the pharmacy, quantity, price and pickup date. */
export type ProductPharmacy = NonNullable<
  ProductPharmaciesQuery['productPage']
>['product']['pharmacies']['items'][number]

/** Pharmacies per page when none is asked. */
export const PRODUCT_PHARMACIES_PAGE_SIZE = 20

/** Wait after the last keystroke in the search field, ms. */
export const PRODUCT_PHARMACIES_SEARCH_DEBOUNCE_MS = 300

/**
 * Query options of a page of the pharmacies that have a product.
 *
 * @example
 * queryClient.prefetchQuery(productPharmaciesQueryOptions(client, { alias: 'nurofen-200mg', regionId: 'moscowregion' }))
 */
export function productPharmaciesQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { alias: string; page?: number; limit?: number; search?: string },
) {
  const { alias, page = 1, limit = PRODUCT_PHARMACIES_PAGE_SIZE, search = '' } = variables
  const regionId = regionOf(variables)
  const paginator = { page, limit }
  const slug = alias.replace(/\.html$/, '')
  return queryOptions({
    queryKey: storefrontKeys.productPharmacies(slug, regionId, paginator, search),
    queryFn: async ({ signal }) =>
      (
        await client.requestData(
          ProductPharmaciesDocument,
          { alias: slug, regionID: regionId, paginator, ...(search ? { search } : {}) },
          { signal },
        )
      ).productPage?.product.pharmacies ?? { items: [], total: 0 },
    staleTime: 60_000,
  })
}
