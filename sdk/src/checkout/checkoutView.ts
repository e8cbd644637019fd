// What the checkout screen reads off a pre-order (the chosen receive type, address, slot and
// payment, what is still missing) and the named pre-order changes; pure, so a framework only
// memoises them.
import type {
  DeliveryAddressInput,
  PaymentType,
  PreOrderFieldsFragment,
  PreOrderInput,
  PreOrderItemSelectionInput,
  ReceiveType,
} from '../generated/graphql'
import { type MissingCheckoutChoice, missingCheckoutChoices } from './checkoutChoices'

type PreOrder = PreOrderFieldsFragment

/** A pre-order change, without the region and step the caller adds. */
export type PreOrderChange = Omit<PreOrderInput, 'regionID' | 'step'>

/** The checkout's choices as the pre-order holds them. */
export interface CheckoutView {
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
}

/**
 * The checkout's choices as the pre-order holds them (empty lists until it has loaded).
 *
 * @example
 * const view = checkoutView(preOrder)
 * view.missingChoices.map((gap) => gap.message) // ['Выберите способ оплаты']
 */
export function checkoutView(preOrder: PreOrder | undefined): CheckoutView {
  const addresses = preOrder?.availableOptions.addresses ?? []
  const deliveryDates = preOrder?.availableOptions.deliveryDates ?? []
  const deliveryDate = deliveryDates.find((date) => date.selected) ?? null
  const payments = preOrder?.availableOptions.payments ?? []
  const receiveType = preOrder?.receiveType ?? null
  const delivery = preOrder?.options.delivery
  return {
    receiveType,
    receiveTypes: preOrder?.receiveTypes ?? [],
    pharmacy: preOrder?.pharmacy ?? null,
    addresses,
    address: delivery?.address ?? addresses.find((address) => address.isSelected) ?? null,
    deliveryDates,
    deliveryDate,
    deliveryInterval: deliveryDate?.intervals.find((interval) => interval.selected) ?? null,
    payments,
    payment:
      payments.find((payment) => payment.selected)?.type ??
      (receiveType === 'courier' ? delivery?.payment : preOrder?.options.pickup?.payment) ??
      null,
    missingChoices: preOrder
      ? missingCheckoutChoices({
          receiveType,
          pharmacy: preOrder.pharmacy ?? null,
          address: delivery?.address ?? null,
          addressError: delivery?.addressError ?? null,
          deliveryDates,
          payments,
        })
      : [],
    loyalty: preOrder?.loyalty ?? null,
    total: preOrder?.total,
  }
}

/** The named pre-order changes, each one update. */
export interface CheckoutChanges {
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
}

/**
 * Each named change as the pre-order update it stands for.
 *
 * @example
 * const changes = checkoutChanges((change) => updatePreOrder({ ...change, regionID, step }))
 * await changes.applyPromoCode(' SALE ') // update({ loyalty: { promoCode: 'SALE' } })
 */
export function checkoutChanges(
  update: (change: PreOrderChange) => Promise<PreOrder>,
): CheckoutChanges {
  return {
    setReceiveType: (receiveType) => update({ receiveType }),
    selectPickupStore: (pharmacyID) => update({ pharmacyID }),
    setDeliveryAddress: (address) => update({ address }),
    setDeliveryDate: (dateId, intervalId) => update({ dateId, intervalId: intervalId ?? null }),
    setPayment: (payment) => update({ payment }),
    setReceiver: (receiver) => update({ receiver }),
    setComment: (comment) => update({ comment }),
    selectItems: (items) => update({ items }),
    spendPoints: (count) => update({ loyalty: { points: count } }),
    spendBalance: (id, count) => update({ loyalty: { balances: [{ id, count }] } }),
    applyPromoCode: (code) => update({ loyalty: { promoCode: code.trim() } }),
    removePromoCode: () => update({ loyalty: { promoCode: '' } }),
  }
}
