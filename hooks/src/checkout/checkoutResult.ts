// What useCheckout takes and returns, field by field.
import type {
  CheckoutStep,
  CheckoutStepNumber,
  DeliveryAddressInput,
  MissingCheckoutChoice,
  PaymentType,
  PreOrderInput,
  PreOrderItemSelectionInput,
  ReceiveType,
} from '@apteka/sdk'
import type { RegionOption } from '../provider/regionOption'
import type { Order, PreOrder } from './checkoutQueries'

/** Options of {@link useCheckout}. */
export interface UseCheckoutOptions extends RegionOption {
  /** The step to start at (the page's step). Default: 1 (cart). */
  step?: CheckoutStepNumber
}

/** A pre-order change, without the region and step the hook adds. */
export type PreOrderChange = Omit<PreOrderInput, 'regionID' | 'step'>

/** What {@link useCheckout} returns. */
export interface UseCheckoutResult {
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
  receiveType: ReceiveType | null
  receiveTypes: PreOrder['receiveTypes']
  pharmacy: PreOrder['pharmacy'] | null
  addresses: PreOrder['availableOptions']['addresses']
  address: NonNullable<PreOrder['availableOptions']['addresses'][number]> | null
  deliveryDates: PreOrder['availableOptions']['deliveryDates']
  deliveryDate: PreOrder['availableOptions']['deliveryDates'][number] | null
  deliveryInterval:
    | PreOrder['availableOptions']['deliveryDates'][number]['intervals'][number]
    | null
  payments: PreOrder['availableOptions']['payments']
  payment: PaymentType | null
  /**
   * What the shopper still has to choose before the order can be saved, in the order the
   * checkout asks (receive type, pharmacy or address and delivery slot, payment), each with
   * its Russian message. A payment counts only when the pre-order marks it selected. Empty
   * until the pre-order has loaded.
   */
  missingChoices: MissingCheckoutChoice[]
  /** Points, balances and promo code the shopper may spend. */
  loyalty: PreOrder['loyalty'] | null
  total: PreOrder['total'] | undefined
  /** Reads the pre-order again, e.g. after the cart changed under it. */
  refetch: () => Promise<PreOrder | undefined>
  setStep: (step: CheckoutStepNumber) => void
  next: () => void
  back: () => void
  /** Any pre-order change; the server's pre-order replaces the cached one. */
  update: (change: PreOrderChange) => Promise<PreOrder>
  setReceiveType: (receiveType: ReceiveType) => Promise<PreOrder>
  selectPickupStore: (pharmacyID: string) => Promise<PreOrder>
  setDeliveryAddress: (address: DeliveryAddressInput) => Promise<PreOrder>
  setDeliveryDate: (dateId: string, intervalId?: string) => Promise<PreOrder>
  setPayment: (payment: PaymentType) => Promise<PreOrder>
  setReceiver: (receiver: { name: string; phone: string; email?: string }) => Promise<PreOrder>
  setComment: (comment: string) => Promise<PreOrder>
  selectItems: (items: PreOrderItemSelectionInput[]) => Promise<PreOrder>
  /** Spends points; 0 spends none. */
  spendPoints: (count: number) => Promise<PreOrder>
  /** Spends a balance. */
  spendBalance: (id: string, count: number) => Promise<PreOrder>
  applyPromoCode: (code: string) => Promise<PreOrder>
  removePromoCode: () => Promise<PreOrder>
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
