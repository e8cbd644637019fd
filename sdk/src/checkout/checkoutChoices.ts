// What a pre-order still lacks before it can become an order, said as the shopper is asked
// for it, and the delivery slot a checkout may choose for the shopper in plain sight.
import type { ReceiveTypeCode } from './receiveTypes'

/** A choice the shopper makes before the order can be saved. */
export type CheckoutChoice = 'receiveType' | 'pharmacy' | 'address' | 'deliverySlot' | 'payment'

/** How each missing choice is asked for. */
export const CHECKOUT_CHOICE_TEXT: Readonly<Record<CheckoutChoice, string>> = {
  receiveType: 'Выберите способ получения',
  pharmacy: 'Выберите аптеку',
  address: 'Укажите адрес доставки',
  deliverySlot: 'Выберите день и время доставки',
  payment: 'Выберите способ оплаты',
}

/** A missing choice and what to tell the shopper about it. */
export interface MissingCheckoutChoice {
  readonly choice: CheckoutChoice
  readonly message: string
}

/** A courier interval as the pre-order offers it. */
export interface DeliveryIntervalOption {
  readonly id: string
  readonly isExpress: boolean
  readonly selected: boolean
}

/** A courier day as the pre-order offers it, with its intervals. */
export interface DeliveryDateOption<I extends DeliveryIntervalOption = DeliveryIntervalOption> {
  readonly id: string
  readonly selected: boolean
  readonly intervals: readonly I[]
}

/** A day and one of its intervals. */
export interface DeliverySlot<D extends DeliveryDateOption = DeliveryDateOption> {
  readonly date: D
  readonly interval: D['intervals'][number]
}

/** The parts of a pre-order that say whether it can be saved. */
export interface CheckoutChoicesState {
  readonly receiveType: ReceiveTypeCode | null
  readonly pharmacy: { readonly id: string } | null
  /** The courier address of the pre-order, and why it cannot be delivered to, if so. */
  readonly address: { readonly formattedAddress: string } | null
  readonly addressError?: string | null
  readonly deliveryDates: readonly DeliveryDateOption[]
  readonly payments: readonly { readonly type: string; readonly selected: boolean }[]
}

/**
 * The day and interval the pre-order has chosen: both marked selected. A day chosen
 * without an interval is no slot.
 *
 * @example
 * chosenDeliverySlot(preOrder.availableOptions.deliveryDates) // { date, interval } or null
 */
export function chosenDeliverySlot<D extends DeliveryDateOption>(
  dates: readonly D[],
): DeliverySlot<D> | null {
  const date = dates.find((entry) => entry.selected)
  const interval = date?.intervals.find((entry) => entry.selected)
  return date && interval ? { date, interval } : null
}

/**
 * The slot to choose for the shopper when none is chosen: a regular interval of the chosen
 * day, else the first regular interval of the earliest day that has one. Express costs more,
 * so it is taken only when nothing else is offered.
 *
 * @example
 * // today offers only express, tomorrow 09:00–13:00 and later
 * preferredDeliverySlot(dates) // { date: tomorrow, interval: 09:00–13:00 }
 */
export function preferredDeliverySlot<D extends DeliveryDateOption>(
  dates: readonly D[],
): DeliverySlot<D> | null {
  const regular = (date: D) => date.intervals.find((interval) => !interval.isExpress)
  const chosenDay = dates.find((date) => date.selected)
  const candidates = chosenDay ? [chosenDay, ...dates] : dates
  for (const date of candidates) {
    const interval = regular(date)
    if (interval) return { date, interval }
  }
  const first = dates.find((date) => date.intervals.length > 0)
  const interval = first?.intervals[0]
  return first && interval ? { date: first, interval } : null
}

/**
 * What the shopper still has to choose, in the order the checkout asks: the way to receive,
 * then the pharmacy (pickup, booking) or the address and the delivery slot (courier), then
 * the payment. A payment counts only when the pre-order marks it selected, so nothing is
 * saved that the shopper did not see chosen.
 *
 * @example
 * missingCheckoutChoices({ receiveType: 'pickup', pharmacy: { id: '12' }, address: null,
 *   deliveryDates: [], payments: [{ type: 'online', selected: false }] })
 * // [{ choice: 'payment', message: 'Выберите способ оплаты' }]
 */
export function missingCheckoutChoices(state: CheckoutChoicesState): MissingCheckoutChoice[] {
  const missing: MissingCheckoutChoice[] = []
  const ask = (choice: CheckoutChoice, message: string = CHECKOUT_CHOICE_TEXT[choice]) =>
    missing.push({ choice, message })
  if (!state.receiveType) ask('receiveType')
  else if (state.receiveType === 'courier') {
    if (!state.address) ask('address')
    else if (state.addressError) ask('address', state.addressError)
    if (!chosenDeliverySlot(state.deliveryDates)) ask('deliverySlot')
  } else if (!state.pharmacy) ask('pharmacy')
  if (!state.payments.some((payment) => payment.selected)) ask('payment')
  return missing
}
