// The checkout (SPEC §2, §4): steps 1–5, a pre-order per step that every choice updates
// (receive type, pickup store, address, date and interval, payment, points, balances,
// promo code), what the shopper still has to choose, and saving the order with an
// idempotency key kept across retries.
import type {
  CheckoutStep,
  CheckoutStepNumber,
  DeliveryAddressInput,
  MissingCheckoutChoice,
  OrderFieldsFragment,
  PaymentType,
  PreOrderFieldsFragment,
  PreOrderInput,
  PreOrderItemSelectionInput,
  ReceiveType,
  StorefrontClient,
} from '@apteka/sdk'
import {
  CHECKOUT_STEPS,
  ClearPreOrderDocument,
  errorCodeOf,
  missingCheckoutChoices,
  PreOrderDocument,
  SaveOrderDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useIsAuthenticated } from './provider/session'
import { storefrontKeys } from './storefrontKeys'

/** The pre-order of a checkout step. */
export type PreOrder = PreOrderFieldsFragment
/** A saved order. */
export type Order = OrderFieldsFragment

/** Local-storage key of the idempotency key of the order being saved. */
export const CHECKOUT_IDEMPOTENCY_KEY = 'checkout_idempotency_key'

/** Codes after which the cart and pre-order are reloaded: the cart changed, stock ran out. */
const STALE_CART_CODES = ['E_110', 'E_34', 'E_100']

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
 * queryClient.prefetchQuery(preOrderQueryOptions(client, { regionID: 'moscowregion', step: 'PICKUP' }))
 */
export function preOrderQueryOptions(
  client: StorefrontClient,
  { regionID, step }: { regionID: string; step: CheckoutStep },
) {
  return queryOptions({
    queryKey: storefrontKeys.preOrder(regionID, step),
    queryFn: async ({ signal }) =>
      (await client.requestData(PreOrderDocument, { regionID, step }, { signal })).preOrder,
  })
}

function newIdempotencyKey(): string {
  const crypto = globalThis.crypto
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** Options of {@link useCheckout}. */
export interface UseCheckoutOptions {
  /** The step to start at (the page's step). Default: 1 (cart). */
  step?: CheckoutStepNumber
  /** The region of the order. Default: the current region. */
  regionID?: string
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
  const runtime = useStorefrontRuntime()
  const { client, queryClient } = runtime
  const regionID = useRegionId(options.regionID)
  const isAuthenticated = useIsAuthenticated()
  const [step, setStepState] = useState<CheckoutStepNumber>(options.step ?? CHECKOUT_STEPS.CART)
  const stepName = checkoutStepName(step)
  const query = useQuery({
    ...preOrderQueryOptions(client, { regionID, step: stepName }),
    enabled: isAuthenticated,
  })
  const [pending, setPending] = useState(0)
  const [error, setError] = useState<Error | null>(null)
  const [order, setOrder] = useState<Order | null>(null)
  // Changes go one at a time; only the latest answer is written, so a slow earlier
  // answer never overwrites a later choice.
  const chain = useRef<Promise<unknown>>(Promise.resolve())
  const sequence = useRef(0)

  const track = useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      setPending((count) => count + 1)
      setError(null)
      try {
        return await call()
      } catch (caught) {
        setError(caught as Error)
        if (STALE_CART_CODES.includes(errorCodeOf(caught))) {
          void queryClient.invalidateQueries({ queryKey: storefrontKeys.carts() })
          void queryClient.invalidateQueries({ queryKey: storefrontKeys.preOrders() })
        }
        throw caught
      } finally {
        setPending((count) => count - 1)
      }
    },
    [queryClient],
  )

  const update = useCallback(
    (change: PreOrderChange) =>
      track(async () => {
        sequence.current += 1
        const mine = sequence.current
        const request = chain.current.then(() =>
          client.requestData(UpdatePreOrderDocument, {
            input: { ...change, regionID, step: stepName },
          }),
        )
        chain.current = request.catch(() => undefined)
        const preOrder = (await request).updatePreOrder
        if (mine === sequence.current) {
          queryClient.setQueryData(storefrontKeys.preOrder(regionID, stepName), preOrder)
        }
        return preOrder
      }),
    [track, client, queryClient, regionID, stepName],
  )

  const setStep = useCallback((next: CheckoutStepNumber) => setStepState(next), [])

  const clear = useCallback(
    () =>
      track(async () => {
        await client.requestData(ClearPreOrderDocument, { regionID })
        client.storage.removeItem(CHECKOUT_IDEMPOTENCY_KEY)
        queryClient.removeQueries({ queryKey: storefrontKeys.preOrders() })
        setStepState(CHECKOUT_STEPS.CART)
      }),
    [track, client, queryClient, regionID],
  )

  const saveOrder = useCallback(
    () =>
      track(async () => {
        let idempotencyKey = client.storage.getItem(CHECKOUT_IDEMPOTENCY_KEY)
        if (!idempotencyKey) {
          idempotencyKey = newIdempotencyKey()
          client.storage.setItem(CHECKOUT_IDEMPOTENCY_KEY, idempotencyKey)
        }
        await chain.current
        const saved = (await client.requestData(SaveOrderDocument, { regionID, idempotencyKey }))
          .saveOrder
        client.storage.removeItem(CHECKOUT_IDEMPOTENCY_KEY)
        queryClient.setQueryData(storefrontKeys.order(saved.id), saved)
        void queryClient.invalidateQueries({ queryKey: storefrontKeys.carts() })
        void queryClient.invalidateQueries({
          queryKey: storefrontKeys.orders(),
          refetchType: 'none',
        })
        queryClient.removeQueries({ queryKey: storefrontKeys.preOrders() })
        setOrder(saved)
        setStepState(CHECKOUT_STEPS.SAVE)
        return saved
      }),
    [track, client, queryClient, regionID],
  )

  const preOrder = query.data
  const addresses = preOrder?.availableOptions.addresses ?? []
  const deliveryDates = preOrder?.availableOptions.deliveryDates ?? []
  const deliveryDate = deliveryDates.find((date) => date.selected) ?? null
  const payments = preOrder?.availableOptions.payments ?? []
  const receiveType = preOrder?.receiveType ?? null
  const courierAddress = preOrder?.options.delivery?.address ?? null
  const missingChoices = useMemo(
    () =>
      preOrder
        ? missingCheckoutChoices({
            receiveType,
            pharmacy: preOrder.pharmacy ?? null,
            address: courierAddress,
            addressError: preOrder.options.delivery?.addressError ?? null,
            deliveryDates,
            payments,
          })
        : [],
    [preOrder, receiveType, courierAddress, deliveryDates, payments],
  )

  return {
    step,
    stepName,
    preOrder,
    isLoading: query.isLoading,
    isUpdating: pending > 0,
    error,
    errorCode: error ? errorCodeOf(error) : null,
    receiveType,
    receiveTypes: preOrder?.receiveTypes ?? [],
    pharmacy: preOrder?.pharmacy ?? null,
    addresses,
    address:
      preOrder?.options.delivery?.address ??
      addresses.find((address) => address.isSelected) ??
      null,
    deliveryDates,
    deliveryDate,
    deliveryInterval: deliveryDate?.intervals.find((interval) => interval.selected) ?? null,
    payments,
    payment:
      payments.find((payment) => payment.selected)?.type ??
      (receiveType === 'courier'
        ? preOrder?.options.delivery?.payment
        : preOrder?.options.pickup?.payment) ??
      null,
    missingChoices,
    loyalty: preOrder?.loyalty ?? null,
    total: preOrder?.total,
    refetch: useCallback(async () => (await query.refetch()).data, [query.refetch]),
    setStep,
    next: useCallback(
      () => setStepState((current) => Math.min(current + 1, 5) as CheckoutStepNumber),
      [],
    ),
    back: useCallback(
      () => setStepState((current) => Math.max(current - 1, 1) as CheckoutStepNumber),
      [],
    ),
    update,
    setReceiveType: useCallback((value: ReceiveType) => update({ receiveType: value }), [update]),
    selectPickupStore: useCallback((pharmacyID: string) => update({ pharmacyID }), [update]),
    setDeliveryAddress: useCallback(
      (address: DeliveryAddressInput) => update({ address }),
      [update],
    ),
    setDeliveryDate: useCallback(
      (dateId: string, intervalId?: string) => update({ dateId, intervalId: intervalId ?? null }),
      [update],
    ),
    setPayment: useCallback((payment: PaymentType) => update({ payment }), [update]),
    setReceiver: useCallback(
      (receiver: { name: string; phone: string; email?: string }) => update({ receiver }),
      [update],
    ),
    setComment: useCallback((comment: string) => update({ comment }), [update]),
    selectItems: useCallback((items: PreOrderItemSelectionInput[]) => update({ items }), [update]),
    spendPoints: useCallback((count: number) => update({ loyalty: { points: count } }), [update]),
    spendBalance: useCallback(
      (id: string, count: number) => update({ loyalty: { balances: [{ id, count }] } }),
      [update],
    ),
    applyPromoCode: useCallback(
      (code: string) => update({ loyalty: { promoCode: code.trim() } }),
      [update],
    ),
    removePromoCode: useCallback(() => update({ loyalty: { promoCode: '' } }), [update]),
    clear,
    saveOrder,
    order,
  }
}
