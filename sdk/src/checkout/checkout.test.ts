// Behaviour of checkout steps, receive types and payment labels.
import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_STEPS,
  checkoutStepRoute,
  checkoutSuccessPath,
  isPaymentType,
  isReceiveType,
  PAYMENT_TYPES,
  paymentLabel,
  paymentTypesFor,
  RECEIVE_TYPES,
  receiveTypeLabel,
} from './index'

describe('receive types', () => {
  it('are pickup, booking and courier with their Russian names', () => {
    expect(RECEIVE_TYPES).toEqual(['pickup', 'booking', 'courier'])
    expect(receiveTypeLabel('pickup')).toBe('Самовывоз')
    expect(receiveTypeLabel('booking')).toBe('Бронирование')
    expect(receiveTypeLabel('courier')).toBe('Доставка курьером')
  })

  it('recognise their codes', () => {
    expect(isReceiveType('courier')).toBe(true)
    expect(isReceiveType('post')).toBe(false)
  })
})

describe('payment types', () => {
  it('are the five of the spec', () => {
    expect(PAYMENT_TYPES).toEqual(['online', 'card', 'cash', 'pharmacy', 'yandex_bnpl'])
    expect(isPaymentType('yandex_bnpl')).toBe(true)
    expect(isPaymentType('crypto')).toBe(false)
  })

  it('name card and cash payment by who receives the money', () => {
    expect(paymentLabel('card', 'courier')).toBe('Картой курьеру')
    expect(paymentLabel('card', 'pickup')).toBe('Картой в аптеке')
    expect(paymentLabel('card', 'booking')).toBe('Картой в аптеке')
    expect(paymentLabel('cash', 'courier')).toBe('Наличными курьеру')
    expect(paymentLabel('cash', 'pickup')).toBe('Наличными в аптеке')
    expect(paymentLabel('cash', 'booking')).toBe('Наличными в аптеке')
  })

  it('name online, pharmacy and Yandex Split payment alike for every receive type', () => {
    for (const receiveType of RECEIVE_TYPES) {
      expect(paymentLabel('online', receiveType)).toBe('Онлайн на сайте')
      expect(paymentLabel('pharmacy', receiveType)).toBe('Оплата в аптеке')
      expect(paymentLabel('yandex_bnpl', receiveType)).toBe('Яндекс Сплит')
    }
  })

  it('offer for each receive type the ways it can be paid', () => {
    expect(paymentTypesFor('courier')).toEqual(['online', 'card', 'cash', 'yandex_bnpl'])
    expect(paymentTypesFor('pickup')).toEqual(['online', 'pharmacy', 'yandex_bnpl'])
    expect(paymentTypesFor('booking')).toEqual(['pharmacy'])
  })
})

describe('checkout steps', () => {
  it('are numbered 1 cart to 5 save', () => {
    expect(CHECKOUT_STEPS).toEqual({ CART: 1, PICKUP: 2, DELIVERY: 3, CHECKOUT: 4, SAVE: 5 })
  })

  it('each live on their page', () => {
    expect(checkoutStepRoute(CHECKOUT_STEPS.CART)).toBe('/cart')
    expect(checkoutStepRoute(CHECKOUT_STEPS.PICKUP)).toBe('/cart/pickup')
    expect(checkoutStepRoute(CHECKOUT_STEPS.DELIVERY)).toBe('/cart/delivery')
    expect(checkoutStepRoute(CHECKOUT_STEPS.CHECKOUT)).toBe('/checkout')
    expect(checkoutStepRoute(CHECKOUT_STEPS.SAVE)).toBe('/checkout')
  })

  it('lead to the success page of the order', () => {
    expect(checkoutSuccessPath(1024)).toBe('/checkout/success/1024')
  })
})
