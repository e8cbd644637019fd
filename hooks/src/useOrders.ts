// The customer's order history (/personal/history), page by page.
import type { OrdersHistoryQuery, PaginatorInput, StorefrontClient } from '@apteka/sdk'
import { OrdersHistoryDocument, storefrontKeys } from '@apteka/sdk'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { countedPagedResult, type PagedResult } from './pagedResult'
import { useStorefrontRuntime } from './provider/context'
import { useIsAuthenticated } from './provider/session'

/** Orders per page when none is asked. */
export const ORDERS_PAGE_SIZE = 10

/**
 * Query options of a page of the order history.
 *
 * @example
 * queryClient.prefetchQuery(ordersQueryOptions(client, { page: 1, limit: 10 }))
 */
export function ordersQueryOptions(client: StorefrontClient, paginator: PaginatorInput) {
  return queryOptions({
    queryKey: storefrontKeys.ordersHistory(paginator),
    queryFn: async ({ signal }) =>
      (await client.requestData(OrdersHistoryDocument, { paginator }, { signal })).ordersHistory,
  })
}

/** Options of {@link useOrders}. */
export interface UseOrdersOptions {
  /** The page, from 1. Default: 1. */
  page?: number
  /** Orders per page. Default: 10. */
  limit?: number
}

/** What {@link useOrders} returns. */
export interface UseOrdersResult extends PagedResult {
  orders: OrdersHistoryQuery['ordersHistory']['orders']
  total: number
}

/**
 * The order history, one page at a time (the previous page stays while the next loads).
 *
 * @example
 * const [page, setPage] = useState(1)
 * const { orders, hasNextPage } = useOrders({ page })
 */
export function useOrders(options: UseOrdersOptions = {}): UseOrdersResult {
  const { page = 1, limit = ORDERS_PAGE_SIZE } = options
  const { client } = useStorefrontRuntime()
  const isAuthenticated = useIsAuthenticated()
  const query = useQuery({
    ...ordersQueryOptions(client, { page, limit }),
    enabled: isAuthenticated,
    placeholderData: keepPreviousData,
  })
  return { orders: query.data?.orders ?? [], ...countedPagedResult(query, page, limit) }
}
