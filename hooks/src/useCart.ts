// The cart (SPEC §3, §4): the legacy flow or the mini flow of the ex_cart_id experiment,
// kept in the cache, changed optimistically with absolute quantities, and replaced by the
// server's groups after every change.
import type { StorefrontClient } from '@apteka/sdk'
import {
  type CartData,
  type CartGroup,
  type CartLine,
  type CartLineChange,
  type CartTotal,
  cartFlowOf,
  cartLines,
  errorText,
  fetchCart,
  findLine,
  getCartSync,
  graphQLErrorsOf,
  isAbortError,
  showErrorToast,
  TOASTS,
} from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo } from 'react'
import { useRegionId, useStorefrontRuntime, useStoreValue } from './provider/context'
import { type CartFlow, storefrontKeys } from './storefrontKeys'

/**
 * Query options of the cart of a region in a flow (for prefetching; `useCart` adds the
 * guard that ignores answers older than the shopper's last change).
 *
 * @example
 * await queryClient.prefetchQuery(cartQueryOptions(client, { regionID: 'moscowregion', flow: 'legacy' }))
 */
export function cartQueryOptions(
  client: StorefrontClient,
  { regionID, flow }: { regionID: string; flow: CartFlow },
) {
  return queryOptions({
    queryKey: storefrontKeys.cart(regionID, flow),
    queryFn: ({ signal }) => fetchCart(client, regionID, flow, signal),
    staleTime: 30_000,
  })
}

/** Options of {@link useCart}. */
export interface UseCartOptions {
  /** The region of the cart. Default: the current region. */
  regionID?: string
  /** Load the cart at all. Default: true. */
  enabled?: boolean
}

/** A line to change: a cart line, or a product id with its price type. */
export type CartLineRef = CartLine | { productID: string; priceTypeID: number }

/** What {@link useCart} returns. */
export interface UseCartResult {
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
  /** Sets a line's quantity (absolute; 0 removes). */
  setQuantity: (line: CartLineRef, quantity: number) => Promise<CartData>
  /** Removes a line. */
  remove: (line: CartLineRef) => Promise<CartData>
  /** Ticks or unticks a line for checkout. */
  setChecked: (line: CartLineRef, isChecked: boolean) => Promise<CartData>
  /** Sets several lines at once (absolute quantities). */
  setLines: (changes: readonly CartLineChange[]) => Promise<CartData>
  /** Empties the cart. */
  clear: () => Promise<CartData>
  refetch: () => void
}

function refOf(line: CartLineRef): { productID: string; priceTypeID: number } {
  return 'product' in line ? { productID: line.product.id, priceTypeID: line.priceTypeID } : line
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
  const regionID = useRegionId(options.regionID)
  const flow = cartFlowOf(runtime)
  const sync = getCartSync(runtime, regionID, flow)
  const query = useQuery({
    ...cartQueryOptions(runtime.client, { regionID, flow }),
    queryFn: ({ signal }) => sync.fetch(signal),
    enabled: options.enabled ?? true,
  })
  const isUpdating = useStoreValue(sync.busy)

  useEffect(() => {
    if (!query.error || isAbortError(query.error)) return
    const errors = graphQLErrorsOf(query.error)
    if (errors.length === 0) showErrorToast(runtime, TOASTS.cartFetchFailed, TOASTS.retryLater)
    for (const error of errors) showErrorToast(runtime, TOASTS.cartFetchFailed, errorText(error))
  }, [runtime, query.error])

  const cart = query.data
  const lines = useMemo(() => cartLines(cart), [cart])

  const setLines = useCallback(
    (changes: readonly CartLineChange[]) => sync.setLines(changes),
    [sync],
  )
  const setQuantity = useCallback(
    (line: CartLineRef, quantity: number) =>
      sync.setLines([{ ...refOf(line), quantity: Math.max(0, Math.floor(quantity)) }]),
    [sync],
  )
  const remove = useCallback(
    (line: CartLineRef) => sync.setLines([{ ...refOf(line), quantity: 0 }]),
    [sync],
  )
  const setChecked = useCallback(
    (line: CartLineRef, isChecked: boolean) => {
      const ref = refOf(line)
      const current = findLine(sync.current(), ref.productID, ref.priceTypeID)
      return sync.setLines([{ ...ref, quantity: current?.quantity ?? 0, isChecked }])
    },
    [sync],
  )
  const quantityOf = useCallback(
    (productID: string, priceTypeID?: number) =>
      cartLines(cart)
        .filter(
          (line) =>
            line.product.id === productID &&
            (priceTypeID === undefined || line.priceTypeID === priceTypeID),
        )
        .reduce((sum, line) => sum + line.quantity, 0),
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
    setQuantity,
    remove,
    setChecked,
    setLines,
    clear: useCallback(() => sync.clear(), [sync]),
    refetch: useCallback(() => void query.refetch(), [query.refetch]),
  }
}
