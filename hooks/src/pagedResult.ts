// The paged-result shape seven list hooks share (products, group analogues, orders,
// pharmacies, a product's pharmacies, product analogues, the catalogue page), built in one
// place from the query; countedPagedResult for the lists whose answer counts items, not pages.
import type { UseQueryResult } from '@tanstack/react-query'

/** Where a paged list stands. */
export interface PagedResult {
  /** The page shown, from 1. */
  page: number
  /** How many pages the list has; 0 until known. */
  pageCount: number
  /** Whether a page follows the one shown. */
  hasNextPage: boolean
  /** The first page is loading (nothing to show yet). */
  isLoading: boolean
  /** A page is loading; the previous one stays shown. */
  isFetching: boolean
  /** The failure of the last load, or null. */
  error: Error | null
}

/** The paged part of a list hook's result. */
export function pagedResult(
  query: Pick<UseQueryResult<unknown, Error>, 'isLoading' | 'isFetching' | 'error'>,
  page: number,
  pageCount: number,
): PagedResult {
  return {
    page,
    pageCount,
    hasNextPage: page < pageCount,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
  }
}

/**
 * The paged part of a list whose answer counts its items but not its pages (orders, pharmacies,
 * a product's pharmacies), with that count: the page count follows from it and the page size.
 */
export function countedPagedResult(
  query: Pick<UseQueryResult<unknown, Error>, 'isLoading' | 'isFetching' | 'error'> & {
    readonly data?: { readonly total: number } | undefined
  },
  page: number,
  limit: number,
): PagedResult & { total: number } {
  const total = query.data?.total ?? 0
  return { total, ...pagedResult(query, page, Math.ceil(total / limit)) }
}
