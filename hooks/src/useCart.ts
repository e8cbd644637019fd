// The cart (SPEC §3, §4): the legacy flow or the mini flow of the ex_cart_id experiment,
// kept in the cache, changed optimistically with absolute quantities, and replaced by the
// server's groups after every change.

import type {
  CartData,
  CartFlow,
  CartGroup,
  CartLine,
  CartLineVerbs,
  CartTotal,
  RegionOption,
} from '@apteka/sdk'
import { cartFlowOf, cartLines, cartLineVerbs, getCartSync, productQuantity } from '@apteka/sdk'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo } from 'react'
import { cartQueryOptions, showCartFetchErrors } from './cart/cartQueries'
import { useRegionId, useStorefrontRuntime, useStoreValue } from './provider/context'

/** Options of {@link useCart}. */
export interface UseCartOptions extends RegionOption {
  /** Load the cart at all. Default: true. */
  enabled?: boolean
}

/** What {@link useCart} returns. */
export interface UseCartResult extends CartLineVerbs {
  /** The cart as the shopper sees it (optimistic while a change travels). */
  cart: CartData | undefined
  groups: readonly CartGroup[]
  /** Every line, group after group. */
  lines: CartLine[]
  /** The server's totals (recomputed locally while a change travels). */
  total: CartTotal | undefined
  /** Units in the cart. */
  quantity: number
  isEmpty: boolean
  /** 'mini' when the ex_cart_id experiment is on, else 'legacy'. */
  flow: CartFlow
  /** The mini cart's id (local storage); null in the legacy flow. */
  cartId: string | null
  isLoading: boolean
  isFetching: boolean
  /** A change is waiting or travelling. */
  isUpdating: boolean
  error: Error | null
  /** Units of a product in the cart (any price type unless given); 0 when absent. */
  quantityOf: (productID: string, priceTypeID?: number) => number
  refetch: () => void
}

/**
 * The shopper's cart and the actions that change it.
 *
 * @example
 * const { lines, total, setQuantity, remove } = useCart()
 * lines.map((line) => (
 *   <Stepper key={line.product.id} value={line.quantity} onChange={(q) => setQuantity(line, q)} />
 * ))
 */
export function useCart(options: UseCartOptions = {}): UseCartResult {
  const runtime = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const flow = cartFlowOf(runtime)
  const sync = getCartSync(runtime, regionId, flow)
  const query = useQuery({
    ...cartQueryOptions(runtime.client, { regionId, flow }),
    queryFn: ({ signal }) => sync.fetch(signal),
    enabled: options.enabled ?? true,
  })
  const isUpdating = useStoreValue(sync.busy)

  useEffect(() => void showCartFetchErrors(runtime, query.error), [runtime, query.error])

  const cart = query.data
  const lines = useMemo(() => cartLines(cart), [cart])

  const verbs = useMemo(() => cartLineVerbs(sync), [sync])
  const quantityOf = useCallback(
    (productID: string, priceTypeID?: number) => productQuantity(cart, productID, priceTypeID),
    [cart],
  )

  return {
    cart,
    groups: cart?.groups ?? [],
    lines,
    total: cart?.total,
    quantity: cart?.total.quantity ?? 0,
    isEmpty: lines.length === 0,
    flow,
    cartId: flow === 'mini' ? (cart?.id ?? null) : null,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isUpdating,
    error: query.error,
    quantityOf,
    ...verbs,
    refetch: useCallback(() => void query.refetch(), [query.refetch]),
  }
}
