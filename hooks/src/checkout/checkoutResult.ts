// What useCheckout takes and returns, field by field.
import type {
  CheckoutChanges,
  CheckoutStep,
  CheckoutStepNumber,
  CheckoutView,
  PreOrderChange,
  RegionOption,
} from '@apteka/sdk'
import type { Order, PreOrder } from './checkoutQueries'

/** Options of {@link useCheckout}. */
export interface UseCheckoutOptions extends RegionOption {
  /** The step to start at (the page's step). Default: 1 (cart). */
  step?: CheckoutStepNumber
}

/** What {@link useCheckout} returns. */
export interface UseCheckoutResult extends CheckoutView, CheckoutChanges {
  /** The step, 1 cart … 5 save. */
  step: CheckoutStepNumber
  /** Its name in the API. */
  stepName: CheckoutStep
  preOrder: PreOrder | undefined
  isLoading: boolean
  /** A change or the save is on its way. */
  isUpdating: boolean
  /** The last failure of a change or of the save (E_29 minimum sum, E_110 cart changed, …). */
  error: Error | null
  /** Its E_… code, or null. */
  errorCode: string | null
  /** Reads the pre-order again, e.g. after the cart changed under it. */
  refetch: () => Promise<PreOrder | undefined>
  setStep: (step: CheckoutStepNumber) => void
  next: () => void
  back: () => void
  /** Any pre-order change; the server's pre-order replaces the cached one. */
  update: (change: PreOrderChange) => Promise<PreOrder>
  /** Clears the pre-order (back to the cart). */
  clear: () => Promise<void>
  /**
   * Saves the order. The idempotency key is made once and kept (also in local storage)
   * until an order is saved, so a retry after a failure or a reload never orders twice.
   */
  saveOrder: () => Promise<Order>
  /** The saved order. */
  order: Order | null
}
