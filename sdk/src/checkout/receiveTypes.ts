// How an order reaches the shopper, and how each way can be paid for (SPEC §4). The lists
// are the contract's enums: `satisfies` rejects a code the contract lacks, and
// receiveTypes.test-d.ts fails when the contract gains one the lists do not name.
import type { PaymentType, ReceiveType } from '../generated/graphql'

/** The ways to receive an order: pick up a paid order, book and pay in the pharmacy, or courier. */
export const RECEIVE_TYPES = [
  'pickup',
  'booking',
  'courier',
] as const satisfies readonly ReceiveType[]

/** A way to receive an order. */
export type ReceiveTypeCode = (typeof RECEIVE_TYPES)[number]

/** The shopper-facing names of the ways to receive an order. */
export const RECEIVE_TYPE_LABELS: Readonly<Record<ReceiveTypeCode, string>> = {
  pickup: 'Самовывоз',
  booking: 'Бронирование',
  courier: 'Доставка курьером',
}

/** The ways to pay. */
export const PAYMENT_TYPES = [
  'online',
  'card',
  'cash',
  'pharmacy',
  'yandex_bnpl',
] as const satisfies readonly PaymentType[]

/** A way to pay. */
export type PaymentTypeCode = (typeof PAYMENT_TYPES)[number]

// Card and cash are handed to whoever brings the order: the courier, or the pharmacist.
const PAYMENT_LABELS: Readonly<Record<PaymentTypeCode, Readonly<Record<ReceiveTypeCode, string>>>> =
  {
    online: { courier: 'Онлайн на сайте', pickup: 'Онлайн на сайте', booking: 'Онлайн на сайте' },
    card: { courier: 'Картой курьеру', pickup: 'Картой в аптеке', booking: 'Картой в аптеке' },
    cash: {
      courier: 'Наличными курьеру',
      pickup: 'Наличными в аптеке',
      booking: 'Наличными в аптеке',
    },
    pharmacy: { courier: 'Оплата в аптеке', pickup: 'Оплата в аптеке', booking: 'Оплата в аптеке' },
    yandex_bnpl: { courier: 'Яндекс Сплит', pickup: 'Яндекс Сплит', booking: 'Яндекс Сплит' },
  }

const PAYMENT_TYPES_BY_RECEIVE_TYPE: Readonly<Record<ReceiveTypeCode, readonly PaymentTypeCode[]>> =
  {
    courier: ['online', 'card', 'cash', 'yandex_bnpl'],
    pickup: ['online', 'pharmacy', 'yandex_bnpl'],
    booking: ['pharmacy'],
  }

/**
 * Whether a string is a known receive type.
 *
 * @example
 * isReceiveType('courier') // true
 */
export function isReceiveType(value: string): value is ReceiveTypeCode {
  return (RECEIVE_TYPES as readonly string[]).includes(value)
}

/**
 * Whether a string is a known payment type.
 *
 * @example
 * isPaymentType('yandex_bnpl') // true
 */
export function isPaymentType(value: string): value is PaymentTypeCode {
  return (PAYMENT_TYPES as readonly string[]).includes(value)
}

/**
 * The name of a way to receive an order.
 *
 * @example
 * receiveTypeLabel('courier') // 'Доставка курьером'
 */
export function receiveTypeLabel(receiveType: ReceiveTypeCode): string {
  return RECEIVE_TYPE_LABELS[receiveType]
}

/**
 * The name of a way to pay, which depends on how the order is received.
 *
 * @example
 * paymentLabel('card', 'courier') // 'Картой курьеру'
 * paymentLabel('card', 'pickup') // 'Картой в аптеке'
 */
export function paymentLabel(type: PaymentTypeCode, receiveType: ReceiveTypeCode): string {
  return PAYMENT_LABELS[type][receiveType]
}

/**
 * The ways to pay offered for a way of receiving, in the order they are listed.
 *
 * @example
 * paymentTypesFor('booking') // ['pharmacy']
 */
export function paymentTypesFor(receiveType: ReceiveTypeCode): readonly PaymentTypeCode[] {
  return PAYMENT_TYPES_BY_RECEIVE_TYPE[receiveType]
}
