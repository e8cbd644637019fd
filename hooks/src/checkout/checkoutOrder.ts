// The checkout's writes to the API and the query cache: a pre-order change, clearing the
// pre-order, saving the order with an idempotency key kept until it is saved, and reloading
// the cart when the API says it went stale.
import type { PreOrderChange, StorefrontClient } from '@apteka/sdk'
import {
  ClearPreOrderDocument,
  errorCodeOf,
  SaveOrderDocument,
  storefrontKeys,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import type { QueryClient } from '@tanstack/react-query'
import {
  CHECKOUT_IDEMPOTENCY_KEY,
  newIdempotencyKey,
  type Order,
  type PreOrder,
  STALE_CART_CODES,
} from './checkoutQueries'

/** After a refusal that means the cart changed (stock ran out, …), the cart and pre-orders reload. */
export function reloadIfCartStale(queryClient: QueryClient, caught: unknown): void {
  if (!STALE_CART_CODES.includes(errorCodeOf(caught))) return
  void queryClient.invalidateQueries({ queryKey: storefrontKeys.carts() })
  void queryClient.invalidateQueries({ queryKey: storefrontKeys.preOrders() })
}

/**
 * Sends pre-order changes one at a time and writes only the latest answer to the cache, so a
 * slow earlier answer never overwrites a later choice.
 */
export function createPreOrderUpdates(client: StorefrontClient, queryClient: QueryClient) {
  let chain: Promise<unknown> = Promise.resolve()
  let sequence = 0
  return {
    /** Resolves once every change sent so far has been answered. */
    settled: () => chain,
    async update(regionId: string, step: PreOrder['step'], change: PreOrderChange) {
      sequence += 1
      const mine = sequence
      const request = chain.then(() =>
        client.requestData(UpdatePreOrderDocument, {
          input: { ...change, regionID: regionId, step },
        }),
      )
      chain = request.catch(() => undefined)
      const preOrder = (await request).updatePreOrder
      if (mine === sequence)
        queryClient.setQueryData(storefrontKeys.preOrder(regionId, step), preOrder)
      // The cart is priced as far as the checkout has chosen (promo code, points, courier): the
      // next cart screen reads it afresh rather than from before this choice (#32).
      void queryClient.invalidateQueries({ queryKey: storefrontKeys.carts(), refetchType: 'none' })
      return preOrder
    },
  }
}

/** Clears the region's pre-order and forgets the idempotency key. */
export async function clearPreOrder(
  client: StorefrontClient,
  queryClient: QueryClient,
  regionId: string,
): Promise<void> {
  await client.requestData(ClearPreOrderDocument, { regionID: regionId })
  client.storage.removeItem(CHECKOUT_IDEMPOTENCY_KEY)
  queryClient.removeQueries({ queryKey: storefrontKeys.preOrders() })
}

/**
 * Saves the order. The idempotency key is made once and kept in storage until an order is
 * saved, so a retry after a failure or a reload never orders twice.
 */
export async function saveCheckoutOrder(
  client: StorefrontClient,
  queryClient: QueryClient,
  regionId: string,
): Promise<Order> {
  let idempotencyKey = client.storage.getItem(CHECKOUT_IDEMPOTENCY_KEY)
  if (!idempotencyKey) {
    idempotencyKey = newIdempotencyKey()
    client.storage.setItem(CHECKOUT_IDEMPOTENCY_KEY, idempotencyKey)
  }
  const saved = (
    await client.requestData(SaveOrderDocument, { regionID: regionId, idempotencyKey })
  ).saveOrder
  client.storage.removeItem(CHECKOUT_IDEMPOTENCY_KEY)
  queryClient.setQueryData(storefrontKeys.order(saved.id), saved)
  void queryClient.invalidateQueries({ queryKey: storefrontKeys.carts() })
  void queryClient.invalidateQueries({ queryKey: storefrontKeys.orders(), refetchType: 'none' })
  queryClient.removeQueries({ queryKey: storefrontKeys.preOrders() })
  return saved
}
