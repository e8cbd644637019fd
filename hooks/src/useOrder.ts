// One order of the customer (/personal/history/[number], /checkout/success/[id]).
import type { OrderFieldsFragment, StorefrontClient } from '@apteka/sdk'
import { OrderDocument, storefrontKeys } from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useStorefrontRuntime } from './provider/context'

/**
 * Query options of an order by id.
 *
 * @example
 * queryClient.prefetchQuery(orderQueryOptions(client, { id: 'A-1024' }))
 */
export function orderQueryOptions(client: StorefrontClient, { id }: { id: string }) {
  return queryOptions({
    queryKey: storefrontKeys.order(id),
    queryFn: async ({ signal }) =>
      (await client.requestData(OrderDocument, { id }, { signal })).order,
  })
}

/** Options of {@link useOrder}. */
export interface UseOrderOptions {
  /** The order's id; '' asks nothing. Required. */
  id: string
  /** Re-ask every so many ms (e.g. while a payment is pending). Default: never. */
  refetchIntervalMs?: number
}

/** What {@link useOrder} returns. */
export interface UseOrderResult {
  order: OrderFieldsFragment | null | undefined
  isLoading: boolean
  error: Error | null
  /** The order may still be cancelled (SPEC §4: not once assembled or sent). */
  canCancel: boolean
  refetch: () => void
}

/**
 * One order.
 *
 * @example
 * const { order } = useOrder({ id })
 * <h1>Заказ {order?.number}: {order?.statusLabel}</h1>
 */
export function useOrder(options: UseOrderOptions): UseOrderResult {
  const { client } = useStorefrontRuntime()
  const query = useQuery({
    ...orderQueryOptions(client, { id: options.id }),
    enabled: options.id !== '',
    refetchInterval: options.refetchIntervalMs ?? false,
  })
  return {
    order: query.data,
    isLoading: query.isLoading,
    error: query.error,
    canCancel: query.data?.canBeCancel ?? false,
    refetch: () => void query.refetch(),
  }
}
