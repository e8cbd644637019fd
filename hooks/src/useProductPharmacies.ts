// The pharmacies tab of the product page: the region's pharmacies that have the product in
// stock, each with the quantity, the price and the pickup date; searched by address, metro or
// name after the shopper stops typing, page by page.

import type { RegionOption } from '@apteka/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { countedPagedResult, type PagedResult } from './pagedResult'
import type { ProductPharmacy } from './product/productPharmacyQueries'
import {
  PRODUCT_PHARMACIES_PAGE_SIZE,
  PRODUCT_PHARMACIES_SEARCH_DEBOUNCE_MS,
  productPharmaciesQueryOptions,
} from './product/productPharmacyQueries'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useDebouncedValue } from './provider/useDebouncedValue'

/** Options of {@link useProductPharmacies}. */
export interface UseProductPharmaciesOptions extends RegionOption {
  /** The product's alias, without '.html'. Required. */
  alias: string
  /** Address, metro or name typed by the shopper. Default: ''. */
  search?: string
  /** From 1. Default: 1. */
  page?: number
  /** Default: 20. */
  limit?: number
  /** Wait after the last keystroke, ms. Default: 300. */
  debounceMs?: number
  /** Ask at all (e.g. only once the tab opens). Default: true. */
  enabled?: boolean
}

/** What {@link useProductPharmacies} returns. */
export interface UseProductPharmaciesResult extends PagedResult {
  /** The pharmacies of the page; the previous answer stays while the next one loads. */
  pharmacies: ProductPharmacy[]
  total: number
  /** The search text the list answers (the typed text once it settles). */
  search: string
}

/**
 * The pharmacies of the region that have a product, with search and pages.
 *
 * @example
 * const [text, setText] = useState('')
 * const { pharmacies } = useProductPharmacies({ alias: 'nurofen-200mg', search: text })
 * pharmacies.map(({ pharmacy, price, quantity, pickupDate }) => …)
 */
export function useProductPharmacies(
  options: UseProductPharmaciesOptions,
): UseProductPharmaciesResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const page = options.page ?? 1
  const limit = options.limit ?? PRODUCT_PHARMACIES_PAGE_SIZE
  const alias = options.alias.replace(/\.html$/, '')
  const search = useDebouncedValue(
    (options.search ?? '').trim(),
    options.debounceMs ?? PRODUCT_PHARMACIES_SEARCH_DEBOUNCE_MS,
  )
  const query = useQuery({
    ...productPharmaciesQueryOptions(client, { alias, regionId, page, limit, search }),
    enabled: (options.enabled ?? true) && alias !== '',
    placeholderData: keepPreviousData,
  })
  return {
    pharmacies: query.data?.items ?? [],
    search,
    ...countedPagedResult(query, page, limit),
  }
}
