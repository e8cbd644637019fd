// The steps of the checkout by number (SPEC §2), their names in the API and the page each
// one lives on.
import type { CheckoutStep } from '../generated/graphql'

/** Checkout steps by number. */
export const CHECKOUT_STEPS = { CART: 1, PICKUP: 2, DELIVERY: 3, CHECKOUT: 4, SAVE: 5 } as const

/** A checkout step number, 1 to 5. */
export type CheckoutStepNumber = (typeof CHECKOUT_STEPS)[keyof typeof CHECKOUT_STEPS]

const STEP_NAMES = Object.fromEntries(
  Object.entries(CHECKOUT_STEPS).map(([name, number]) => [number, name]),
) as Record<CheckoutStepNumber, CheckoutStep>

/**
 * The step's name in the API ('CART', 'PICKUP', …) from its number.
 *
 * @example
 * checkoutStepName(3) // 'DELIVERY'
 */
export function checkoutStepName(step: CheckoutStepNumber): CheckoutStep {
  return STEP_NAMES[step]
}

/**
 * The page of each step. Saving has no page of its own: it happens from the checkout
 * page, which then moves on to the success or failure page of the order.
 */
export const CHECKOUT_STEP_ROUTES: Readonly<Record<CheckoutStepNumber, string>> = {
  1: '/cart',
  2: '/cart/pickup',
  3: '/cart/delivery',
  4: '/checkout',
  5: '/checkout',
}

/**
 * The page of a checkout step.
 *
 * @example
 * checkoutStepRoute(CHECKOUT_STEPS.DELIVERY) // '/cart/delivery'
 */
export function checkoutStepRoute(step: CheckoutStepNumber): string {
  return CHECKOUT_STEP_ROUTES[step]
}

/**
 * The page after a saved order.
 *
 * @example
 * checkoutSuccessPath('A-1024') // '/checkout/success/A-1024'
 */
export function checkoutSuccessPath(orderId: string | number): string {
  return `/checkout/success/${encodeURIComponent(String(orderId))}`
}

/**
 * The page after an order that could not be completed.
 *
 * @example
 * checkoutFailPath('A-1024') // '/checkout/fail/A-1024'
 */
export function checkoutFailPath(orderId: string | number): string {
  return `/checkout/fail/${encodeURIComponent(String(orderId))}`
}

/**
 * The page that pays for an order online.
 *
 * @example
 * orderPaymentPath('A-1024') // '/cart/pay/A-1024'
 */
export function orderPaymentPath(orderId: string | number): string {
  return `/cart/pay/${encodeURIComponent(String(orderId))}`
}
