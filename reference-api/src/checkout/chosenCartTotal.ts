// The cart's total as far as the shopper has chosen the order (#32): once the cart has a pre-order,
// the cart shows the pre-order's total — its promo code, points and courier — so /cart and
// /checkout never disagree. Both take it from the same plan (planCheckout → cartTotal).
import type { CartRow } from '../cart/carts'
import type { CartView } from '../cart/cartView'
import type { DatabaseOrTransaction } from '../db'
import { planCheckout } from './checkoutPlan'
import { findPreOrder } from './preOrders'

/**
 * The cart view with the total of its pre-order, when the cart has one; without one (the shopper
 * has not begun the checkout, so nothing is applied) the view's own total of the goods stays. A
 * cart a write has just held says whether it has one (`hasPreOrder`): then no read when it has not.
 */
export async function withChosenTotal(
  db: DatabaseOrTransaction,
  cart: CartRow & { hasPreOrder?: boolean },
  view: CartView,
  regionId: string,
  userId: number | null,
  now: Date,
): Promise<CartView> {
  if (cart.hasPreOrder === false) return view
  const row = await findPreOrder(db, cart.id)
  if (!row) return view
  const plan = await planCheckout(db, cart, row, regionId, userId, now)
  return { ...view, total: plan.total }
}
