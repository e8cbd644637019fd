// Public surface of checkout/: steps, ways to receive an order and ways to pay, what a
// pre-order still lacks, and the days an order can be had.

export type {
  CheckoutChoice,
  CheckoutChoicesState,
  DeliveryDateOption,
  DeliveryIntervalOption,
  DeliverySlot,
  MissingCheckoutChoice,
} from './checkoutChoices'
export {
  CHECKOUT_CHOICE_TEXT,
  chosenDeliverySlot,
  missingCheckoutChoices,
  preferredDeliverySlot,
} from './checkoutChoices'
export type { CheckoutStepNumber } from './checkoutSteps'
export {
  CHECKOUT_STEP_ROUTES,
  CHECKOUT_STEPS,
  checkoutFailPath,
  checkoutStepName,
  checkoutStepRoute,
  checkoutSuccessPath,
  orderPaymentPath,
} from './checkoutSteps'
export type { CheckoutChanges, CheckoutView, PreOrderChange } from './checkoutView'
export { checkoutChanges, checkoutView } from './checkoutView'
export { datedDayLabel, dayAfter, readyDayText, receiveDayText } from './receiveDays'
export type { PaymentTypeCode, ReceiveTypeCode } from './receiveTypes'
export {
  isPaymentType,
  isReceiveType,
  PAYMENT_TYPES,
  paymentLabel,
  paymentTypesFor,
  RECEIVE_TYPE_LABELS,
  RECEIVE_TYPES,
  receiveTypeLabel,
} from './receiveTypes'
