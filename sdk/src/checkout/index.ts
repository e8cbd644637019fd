// Public surface of checkout/: steps, ways to receive an order and ways to pay.

export type { CheckoutStepNumber } from './checkoutSteps'
export {
  CHECKOUT_STEP_ROUTES,
  CHECKOUT_STEPS,
  checkoutFailPath,
  checkoutStepRoute,
  checkoutSuccessPath,
  orderPaymentPath,
} from './checkoutSteps'
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
