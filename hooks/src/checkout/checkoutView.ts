// What the checkout screen reads off a pre-order (the chosen receive type, address, slot and
// payment, what is still missing) and the named pre-order changes; pure, so useCheckout only
// memoises them.
import type {
  DeliveryAddressInput,
  PaymentType,
  PreOrderItemSelectionInput,
  ReceiveType,
} from '@apteka/sdk'
import { missingCheckoutChoices } from '@apteka/sdk'
import type { PreOrder } from './checkoutQueries'
import type { PreOrderChange, UseCheckoutResult } from './checkoutResult'

/** The fields of {@link UseCheckoutResult} read off the pre-order. */
export type CheckoutView = Pick<
  UseCheckoutResult,
  | 'receiveType'
  | 'receiveTypes'
  | 'pharmacy'
  | 'addresses'
  | 'address'
  | 'deliveryDates'
  | 'deliveryDate'
  | 'deliveryInterval'
  | 'payments'
  | 'payment'
  | 'missingChoices'
  | 'loyalty'
  | 'total'
>

/** The checkout's choices as the pre-order holds them (empty lists until it has loaded). */
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

/** The named changes of {@link UseCheckoutResult}, each one pre-order update. */
export type CheckoutChoices = Pick<
  UseCheckoutResult,
  | 'setReceiveType'
  | 'selectPickupStore'
  | 'setDeliveryAddress'
  | 'setDeliveryDate'
  | 'setPayment'
  | 'setReceiver'
  | 'setComment'
  | 'selectItems'
  | 'spendPoints'
  | 'spendBalance'
  | 'applyPromoCode'
  | 'removePromoCode'
>

/** Each named change as the pre-order update it stands for. */
export function checkoutChoices(update: (change: PreOrderChange) => Promise<PreOrder>) {
  return {
    setReceiveType: (receiveType: ReceiveType) => update({ receiveType }),
    selectPickupStore: (pharmacyID: string) => update({ pharmacyID }),
    setDeliveryAddress: (address: DeliveryAddressInput) => update({ address }),
    setDeliveryDate: (dateId: string, intervalId?: string) =>
      update({ dateId, intervalId: intervalId ?? null }),
    setPayment: (payment: PaymentType) => update({ payment }),
    setReceiver: (receiver: { name: string; phone: string; email?: string }) =>
      update({ receiver }),
    setComment: (comment: string) => update({ comment }),
    selectItems: (items: PreOrderItemSelectionInput[]) => update({ items }),
    spendPoints: (count: number) => update({ loyalty: { points: count } }),
    spendBalance: (id: string, count: number) => update({ loyalty: { balances: [{ id, count }] } }),
    applyPromoCode: (code: string) => update({ loyalty: { promoCode: code.trim() } }),
    removePromoCode: () => update({ loyalty: { promoCode: '' } }),
  } satisfies CheckoutChoices
}
