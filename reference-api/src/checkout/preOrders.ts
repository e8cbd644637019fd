// The checkout in progress (pre_orders, one per cart): which cart it is and its row, where the
// shopper's choices are kept. The plan computed from them is checkoutPlan.ts; the PreOrder answer
// made from the plan is preOrderView.ts.
//
// The cart of a checkout is the mini cart named by the request header X-Cart-Id (ex_cart_id
// flow) when the caller may use it, else the caller's legacy cart (customer, or guest cookie).
import { CHECKOUT_STEPS } from '@apteka/sdk/rules'
import { eq } from 'drizzle-orm'
import { type CartRow, findOwnedCart, ownerOf, readableMiniCart } from '../cart/carts'
import type { DatabaseOrTransaction } from '../db'
import { preOrders } from '../db'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
export type PreOrderRow = Row<typeof preOrders>
export type CheckoutStepName = keyof typeof CHECKOUT_STEPS

export const stepNumber = (step: CheckoutStepName) => CHECKOUT_STEPS[step]
export const stepName = (step: number): CheckoutStepName =>
  (Object.entries(CHECKOUT_STEPS).find(([, value]) => value === step)?.[0] as
    | CheckoutStepName
    | undefined) ?? 'CART'

/** The request header naming the mini cart a checkout is for. */
export const CART_ID_HEADER = 'x-cart-id'

export interface Caller {
  userId: number | null
  guestId: string
  /** X-Cart-Id, if sent. */
  cartId: string | null
}

/** The cart this request's checkout is about, or null when the caller has none. */
export async function checkoutCart(
  db: DatabaseOrTransaction,
  caller: Caller,
): Promise<CartRow | null> {
  if (caller.cartId) {
    const mini = await readableMiniCart(db, caller.cartId, caller.userId)
    if (mini) return mini
  }
  return findOwnedCart(db, ownerOf({ userId: caller.userId }, caller.guestId))
}

export async function findPreOrder(
  db: DatabaseOrTransaction,
  cartId: string,
): Promise<PreOrderRow | null> {
  const [row] = await db.select().from(preOrders).where(eq(preOrders.cartId, cartId)).limit(1)
  return row ?? null
}

/** The cart's pre-order, created at step CART when missing; region and step follow the request. */
export async function ensurePreOrder(
  db: DatabaseOrTransaction,
  cart: CartRow,
  regionId: string,
  userId: number | null,
  now: Date,
  step?: number,
): Promise<PreOrderRow> {
  const [row] = await db
    .insert(preOrders)
    .values({ cartId: cart.id, userId, regionId, step: step ?? 1, updatedAt: now })
    .onConflictDoUpdate({
      target: preOrders.cartId,
      set: { regionId, userId, updatedAt: now, ...(step !== undefined ? { step } : {}) },
    })
    .returning()
  if (!row) throw new Error('pre-order upsert returned nothing')
  return row
}
