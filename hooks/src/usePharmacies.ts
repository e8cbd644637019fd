// The pharmacy list (/pharmacies, list view): search by address, metro or name, page by page.

import type {
  PharmacyFilterInput,
  RegionOption,
  SearchPharmacyQuery,
  SearchPharmacyQueryVariables,
  StorefrontClient,
} from '@apteka/sdk'
import { SearchPharmacyDocument, storefrontKeys } from '@apteka/sdk'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { countedPagedResult, type PagedResult } from './pagedResult'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useDebouncedValue } from './provider/useDebouncedValue'

/** A pharmacy. */
export type Pharmacy = SearchPharmacyQuery['searchPharmacy']['items'][number]

/** Pharmacies per page when none is asked. */
export const PHARMACIES_PAGE_SIZE = 20

/** Wait after the last keystroke in the search field, ms. */
export const PHARMACY_SEARCH_DEBOUNCE_MS = 300

/**
 * Query options of a page of the pharmacy search.
 *
 * @example
 * queryClient.prefetchQuery(pharmaciesQueryOptions(client, { regionId: 'moscowregion', paginator: { page: 1, limit: 20 } }))
 */
export function pharmaciesQueryOptions(
  client: StorefrontClient,
  variables: SearchPharmacyQueryVariables,
) {
  return queryOptions({
    queryKey: storefrontKeys.pharmacies(variables),
    queryFn: async ({ signal }) =>
      (await client.requestData(SearchPharmacyDocument, variables, { signal })).searchPharmacy,
    staleTime: 5 * 60_000,
  })
}

/** The filters set to true, or undefined when none is (one cache entry for 'no filter'). */
function activeFilters(filters: PharmacyFilterInput | undefined): PharmacyFilterInput | undefined {
  if (!filters) return undefined
  const on = Object.fromEntries(Object.entries(filters).filter(([, value]) => value === true))
  return Object.keys(on).length ? on : undefined
}

/** Options of {@link usePharmacies}. */
export interface UsePharmaciesOptions extends RegionOption {
  /** Address, metro or name typed by the shopper. Default: ''. */
  search?: string
  /** Search by the pharmacy's name rather than its address. Default: false. */
  searchByName?: boolean
  /** Only these pharmacies. Default: all. */
  pharmacyIds?: string[]
  /**
   * Filters given as true narrow the list: 24 hours, pickup today, card payment, the
   * customer's favourites (signed out, the favourite filter is refused with E_12). Default: none.
   */
  filters?: PharmacyFilterInput
  /** From 1. Default: 1. */
  page?: number
  /** Default: 20. */
  limit?: number
  /** Wait after the last keystroke, ms. Default: 300. */
  debounceMs?: number
}

/** What {@link usePharmacies} returns. */
export interface UsePharmaciesResult extends PagedResult {
  pharmacies: Pharmacy[]
  total: number
}

/**
 * The pharmacy list with search and pages.
 *
 * @example
 * const { pharmacies, hasNextPage } = usePharmacies({ search: text, page })
 */
export function usePharmacies(options: UsePharmaciesOptions = {}): UsePharmaciesResult {
  const { client } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const page = options.page ?? 1
  const limit = options.limit ?? PHARMACIES_PAGE_SIZE
  const search = useDebouncedValue(
    (options.search ?? '').trim(),
    options.debounceMs ?? PHARMACY_SEARCH_DEBOUNCE_MS,
  )
  const query = useQuery({
    ...pharmaciesQueryOptions(client, {
      regionID: regionId,
      paginator: { page, limit },
      ...(search ? { search } : {}),
      ...(options.searchByName ? { searchByName: true } : {}),
      ...(options.pharmacyIds ? { pharmacyIds: options.pharmacyIds } : {}),
      ...(activeFilters(options.filters) ? { filters: activeFilters(options.filters) } : {}),
    }),
    placeholderData: keepPreviousData,
  })
  return { pharmacies: query.data?.items ?? [], ...countedPagedResult(query, page, limit) }
}
