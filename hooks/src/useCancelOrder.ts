// Cancelling an order (SPEC §4): refused with E_39 once assembled or sent. The server's
// order replaces the cached one and its line in every history page.
import type { OrderFieldsFragment, OrdersHistoryQuery } from '@apteka/sdk'
import { CancelOrderDocument, errorCodeOf, errorMessageOf, storefrontKeys } from '@apteka/sdk'
import { ERROR_CODES, errorMessage } from '@apteka/sdk/errors'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useStorefrontRuntime } from './provider/context'

/** What {@link useCancelOrder} returns. */
export interface UseCancelOrderResult {
  /** Cancels the order, with an optional reason. */
  cancel: (input: { id: string; reason?: string }) => Promise<OrderFieldsFragment>
  isPending: boolean
  error: Error | null
  /** The failure's code: E_39 already assembled or sent, E_38 could not be cancelled, … */
  errorCode: string | null
  /** The failure's text for the shopper. */
  errorText: string | null
  reset: () => void
}

/**
 * Cancels orders.
 *
 * @example
 * const { cancel, errorText } = useCancelOrder()
 * <button onClick={() => cancel({ id: order.id, reason: 'Передумал' })}>Отменить заказ</button>
 */
export function useCancelOrder(): UseCancelOrderResult {
  const { client } = useStorefrontRuntime()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason?: string }) =>
      (await client.requestData(CancelOrderDocument, { id, reason: reason ?? null })).cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(storefrontKeys.order(order.id), order)
      queryClient.setQueriesData<OrdersHistoryQuery['ordersHistory']>(
        { queryKey: [...storefrontKeys.orders(), 'history'] },
        (page) =>
          page && {
            ...page,
            orders: page.orders.map((candidate) =>
              candidate.id === order.id ? { ...candidate, ...order } : candidate,
            ),
          },
      )
    },
  })
  const code = mutation.error ? errorCodeOf(mutation.error) : null
  return {
    cancel: mutation.mutateAsync,
    isPending: mutation.isPending,
    error: mutation.error,
    errorCode: code,
    errorText: mutation.error
      ? code === ERROR_CODES.ORDER_ALREADY_ASSEMBLED
        ? errorMessage(code)
        : errorMessageOf(mutation.error)
      : null,
    reset: mutation.reset,
  }
}
