// What a pre-order still lacks before it can be saved (the sdk rule over the pre-order).
import { missingCheckoutChoices, type PreOrderFieldsFragment } from '../shop'

/** What a pre-order still lacks, as the sdk rule reads it from the pre-order itself. */
export function missingIn(preOrder: PreOrderFieldsFragment) {
  return missingCheckoutChoices({
    receiveType: preOrder.receiveType ?? null,
    pharmacy: preOrder.pharmacy ?? null,
    address: preOrder.options.delivery?.address ?? null,
    addressError: preOrder.options.delivery?.addressError ?? null,
    deliveryDates: preOrder.availableOptions.deliveryDates,
    payments: preOrder.availableOptions.payments,
  })
}
