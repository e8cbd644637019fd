// The checkout's queries and names (SPEC §2, §4): the pre-order of a step, step names, the
// idempotency key of the order being saved and the cart codes that make the cart stale.
import type {
  CheckoutStep,
  CheckoutStepNumber,
  OrderFieldsFragment,
  PreOrderFieldsFragment,
  StorefrontClient,
} from '@apteka/sdk'
import {
  CHECKOUT_STEPS,
  PreOrderDocument,
  type RegionKey,
  regionOf,
  storefrontKeys,
} from '@apteka/sdk'
import { queryOptions } from '@tanstack/react-query'

/** The pre-order of a checkout step. */
export type PreOrder = PreOrderFieldsFragment
/** A saved order. */
export type Order = OrderFieldsFragment

/** Local-storage key of the idempotency key of the order being saved. */
export const CHECKOUT_IDEMPOTENCY_KEY = 'checkout_idempotency_key'

/** Codes after which the cart and pre-order are reloaded: the cart changed, stock ran out. */
export const STALE_CART_CODES = ['E_110', 'E_34', 'E_100']

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
 * Query options of the pre-order of a step.
 *
 * @example
 * queryClient.prefetchQuery(preOrderQueryOptions(client, { regionId: 'moscowregion', step: 'PICKUP' }))
 */
export function preOrderQueryOptions(
  client: StorefrontClient,
  variables: RegionKey & { step: CheckoutStep },
) {
  const regionId = regionOf(variables)
  const { step } = variables
  return queryOptions({
    queryKey: storefrontKeys.preOrder(regionId, step),
    queryFn: async ({ signal }) =>
      (await client.requestData(PreOrderDocument, { regionID: regionId, step }, { signal }))
        .preOrder,
  })
}

export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}
