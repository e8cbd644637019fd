// The cart of a visitor who has not signed in (/guest-cart). Checkout needs an account:
// going on opens the auth flow, and after login the guest's lines are carried into the
// customer's cart (the larger quantity of each line wins) before the shopper goes on.

import type { CartLine } from '@apteka/sdk'
import { cartFlowOf, findLine, getCartSync, storefrontKeys } from '@apteka/sdk'
import { useCallback, useState } from 'react'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useIsAuthenticated } from './provider/session'
import { useAuth } from './useAuth'
import { type UseCartResult, useCart } from './useCart'

/** What {@link useGuestCart} returns. */
export interface UseGuestCartResult extends UseCartResult {
  /** The visitor has not signed in. */
  isGuest: boolean
  /**
   * Goes on to checkout: at once when signed in; otherwise after login, once the guest's
   * lines are in the customer's cart. Resolves true when `onProceed` ran.
   */
  proceedToCheckout: (onProceed?: () => void) => Promise<boolean>
  /** The guest's lines are being carried into the customer's cart. */
  isMerging: boolean
}

/**
 * The guest cart page.
 *
 * @example
 * const { lines, isGuest, proceedToCheckout } = useGuestCart()
 * <button onClick={() => proceedToCheckout(() => navigate('/cart/pickup'))}>Оформить заказ</button>
 */
export function useGuestCart(): UseGuestCartResult {
  const runtime = useStorefrontRuntime()
  const regionId = useRegionId()
  const cart = useCart()
  const isAuthenticated = useIsAuthenticated()
  const { requireAuth } = useAuth()
  const [isMerging, setMerging] = useState(false)

  const proceedToCheckout = useCallback(
    async (onProceed?: () => void) => {
      if (runtime.client.session.isAuthenticated()) {
        onProceed?.()
        return true
      }
      const guestLines: CartLine[] = cart.lines.map((line) => ({ ...line }))
      const result = await requireAuth(async () => {
        setMerging(true)
        try {
          const sync = getCartSync(runtime, regionId, cartFlowOf(runtime))
          const customerCart = await runtime.queryClient.fetchQuery({
            queryKey: storefrontKeys.cart(sync.regionId, sync.flow),
            queryFn: ({ signal }) => sync.fetch(signal),
          })
          const changes = guestLines
            .map((line) => {
              const existing =
                findLine(customerCart, line.product.id, line.priceTypeID)?.quantity ?? 0
              return {
                productID: line.product.id,
                priceTypeID: line.priceTypeID,
                quantity: Math.max(existing, line.quantity),
                isChecked: line.isChecked,
                product: line.product,
                existing,
              }
            })
            .filter((change) => change.quantity !== change.existing)
            .map(({ existing: _existing, ...change }) => change)
          if (changes.length > 0) await sync.setLines(changes)
        } finally {
          setMerging(false)
        }
        onProceed?.()
        return true
      })
      return result === true
    },
    [runtime, regionId, cart.lines, requireAuth],
  )

  return { ...cart, isGuest: !isAuthenticated, proceedToCheckout, isMerging }
}
