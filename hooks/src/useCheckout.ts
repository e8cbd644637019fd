// The checkout (SPEC §2, §4): steps 1–5, a pre-order per step that every choice updates
// (receive type, pickup store, address, date and interval, payment, points, balances,
// promo code), what the shopper still has to choose, and saving the order with an
// idempotency key kept across retries.
import type { CheckoutStepNumber, PreOrderChange } from '@apteka/sdk'
import {
  CHECKOUT_STEPS,
  checkoutChanges,
  checkoutStepName,
  checkoutView,
  createCheckoutOrder,
  errorCodeOf,
} from '@apteka/sdk'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { type Order, preOrderQueryOptions } from './checkout/checkoutQueries'
import type { UseCheckoutOptions, UseCheckoutResult } from './checkout/checkoutResult'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useIsAuthenticated } from './provider/session'
import { useTrackedCalls } from './provider/useTrackedCalls'

/**
 * The checkout of the current cart.
 *
 * @example
 * const checkout = useCheckout({ step: 2 })
 * <PickupList onSelect={(id) => checkout.selectPickupStore(id)} />
 * <button onClick={async () => navigate(`/checkout/success/${(await checkout.saveOrder()).id}`)}>
 *   Оформить
 * </button>
 */
export function useCheckout(options: UseCheckoutOptions = {}): UseCheckoutResult {
  const { client, queryCache } = useStorefrontRuntime()
  const regionId = useRegionId(options)
  const isAuthenticated = useIsAuthenticated()
  const [step, setStepState] = useState<CheckoutStepNumber>(options.step ?? CHECKOUT_STEPS.CART)
  const stepName = checkoutStepName(step)
  const query = useQuery({
    ...preOrderQueryOptions(client, { regionId, step: stepName }),
    enabled: isAuthenticated,
  })
  const [order, setOrder] = useState<Order | null>(null)
  // One writer per checkout: it keeps the order of pre-order changes and the idempotency key.
  const [writes] = useState(() => createCheckoutOrder(client, queryCache))
  const { track, isPending, error } = useTrackedCalls(writes.reloadIfCartStale)

  const update = useCallback(
    (change: PreOrderChange) => track(() => writes.update(regionId, stepName, change)),
    [track, writes, regionId, stepName],
  )
  const clear = useCallback(
    () =>
      track(async () => {
        await writes.clear(regionId)
        setStepState(CHECKOUT_STEPS.CART)
      }),
    [track, writes, regionId],
  )
  const saveOrder = useCallback(
    () =>
      track(async () => {
        const saved = await writes.save(regionId)
        setOrder(saved)
        setStepState(CHECKOUT_STEPS.SAVE)
        return saved
      }),
    [track, writes, regionId],
  )

  const preOrder = query.data
  const view = useMemo(() => checkoutView(preOrder), [preOrder])
  const choices = useMemo(() => checkoutChanges(update), [update])
  return {
    step,
    stepName,
    preOrder,
    isLoading: query.isLoading,
    isUpdating: isPending,
    error,
    errorCode: error ? errorCodeOf(error) : null,
    ...view,
    refetch: useCallback(async () => (await query.refetch()).data, [query.refetch]),
    setStep: useCallback((next: CheckoutStepNumber) => setStepState(next), []),
    next: useCallback(
      () => setStepState((current) => Math.min(current + 1, 5) as CheckoutStepNumber),
      [],
    ),
    back: useCallback(
      () => setStepState((current) => Math.max(current - 1, 1) as CheckoutStepNumber),
      [],
    ),
    update,
    ...choices,
    clear,
    saveOrder,
    order,
  }
}
