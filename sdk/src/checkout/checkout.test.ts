// Behaviour of checkout steps, receive types and payment labels, the choices a pre-order still
// lacks, the delivery slot chosen for the shopper, and receive days as dates in Russian.
import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_STEPS,
  checkoutStepRoute,
  checkoutSuccessPath,
  chosenDeliverySlot,
  datedDayLabel,
  dayAfter,
  isPaymentType,
  isReceiveType,
  missingCheckoutChoices,
  PAYMENT_TYPES,
  paymentLabel,
  paymentTypesFor,
  preferredDeliverySlot,
  RECEIVE_TYPES,
  readyDayText,
  receiveDayText,
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

const interval = (id: string, { isExpress = false, selected = false } = {}) => ({
  id,
  isExpress,
  selected,
})
const day = (id: string, intervals: ReturnType<typeof interval>[], selected = false) => ({
  id,
  selected,
  intervals,
})
// Today only the express interval is left; tomorrow and later have the regular three.
const expressToday = () => [
  day('2026-11-24', [interval('express', { isExpress: true })]),
  day('2026-11-25', [interval('09-13'), interval('13-17'), interval('17-21')]),
  day('2026-11-26', [interval('09-13'), interval('13-17'), interval('17-21')]),
]

describe('delivery slots', () => {
  it('a chosen slot needs both the day and its interval selected', () => {
    const dates = expressToday()
    expect(chosenDeliverySlot(dates)).toBeNull()
    const dayOnly = dates.map((date, index) => ({ ...date, selected: index === 1 }))
    expect(chosenDeliverySlot(dayOnly)).toBeNull()
    const both = dayOnly.map((date, index) =>
      index === 1
        ? { ...date, intervals: [interval('09-13'), interval('13-17', { selected: true })] }
        : date,
    )
    expect(chosenDeliverySlot(both)).toMatchObject({
      date: { id: '2026-11-25' },
      interval: { id: '13-17' },
    })
  })

  it('the preferred slot is the first regular interval, not the dearer express one', () => {
    expect(preferredDeliverySlot(expressToday())).toMatchObject({
      date: { id: '2026-11-25' },
      interval: { id: '09-13' },
    })
  })

  it('the preferred slot keeps the day the shopper chose when it has a regular interval', () => {
    const dates = expressToday().map((date, index) => ({ ...date, selected: index === 2 }))
    expect(preferredDeliverySlot(dates)).toMatchObject({
      date: { id: '2026-11-26' },
      interval: { id: '09-13' },
    })
  })

  it('express is preferred only when nothing else is offered, and nothing from nothing', () => {
    expect(preferredDeliverySlot([expressToday()[0]!])).toMatchObject({
      interval: { id: 'express' },
    })
    expect(preferredDeliverySlot([])).toBeNull()
  })
})

describe('missing checkout choices', () => {
  const payments = [
    { type: 'online', selected: false },
    { type: 'pharmacy', selected: false },
  ]
  const base = {
    receiveType: null,
    pharmacy: null,
    address: null,
    deliveryDates: [],
    payments: [],
  } as const

  it('asks for the way to receive first', () => {
    expect(missingCheckoutChoices(base).map((gap) => gap.choice)).toEqual([
      'receiveType',
      'payment',
    ])
  })

  it('pickup and booking need a pharmacy and a payment the pre-order marks selected', () => {
    for (const receiveType of ['pickup', 'booking'] as const) {
      expect(missingCheckoutChoices({ ...base, receiveType, payments })).toEqual([
        { choice: 'pharmacy', message: 'Выберите аптеку' },
        { choice: 'payment', message: 'Выберите способ оплаты' },
      ])
    }
    expect(
      missingCheckoutChoices({
        ...base,
        receiveType: 'booking',
        pharmacy: { id: '12' },
        payments: [{ type: 'pharmacy', selected: true }],
      }),
    ).toEqual([])
  })

  it('courier needs an address it can deliver to and a chosen day with its interval', () => {
    const address = { formattedAddress: 'г. Москва, ул. Тверская, дом 5' }
    expect(
      missingCheckoutChoices({
        ...base,
        receiveType: 'courier',
        address,
        deliveryDates: expressToday(),
        payments: [{ type: 'card', selected: true }],
      }),
    ).toEqual([{ choice: 'deliverySlot', message: 'Выберите день и время доставки' }])
    expect(
      missingCheckoutChoices({
        ...base,
        receiveType: 'courier',
        address,
        addressError: 'Доставка курьером недоступна',
        deliveryDates: [day('2026-11-25', [interval('09-13', { selected: true })], true)],
        payments,
      }),
    ).toEqual([
      { choice: 'address', message: 'Доставка курьером недоступна' },
      { choice: 'payment', message: 'Выберите способ оплаты' },
    ])
    expect(
      missingCheckoutChoices({ ...base, receiveType: 'courier', payments }).map(
        (gap) => gap.choice,
      ),
    ).toEqual(['address', 'deliverySlot', 'payment'])
  })
})

describe('receive days', () => {
  const today = new Date(2026, 10, 24, 18, 30)

  it('name today and tomorrow with their date, later days by weekday and date', () => {
    expect(readyDayText(today, 0)).toBe('Сегодня, 24 ноября')
    expect(readyDayText(today, 1)).toBe('Завтра, 25 ноября')
    expect(readyDayText(today, 3)).toBe('Пт, 27 ноября')
    expect(receiveDayText(new Date(2026, 11, 1), today)).toBe('Вт, 1 декабря')
  })

  it('give the API’s day labels their date', () => {
    expect(datedDayLabel('Сегодня', today)).toBe('Сегодня, 24 ноября')
    expect(datedDayLabel('Завтра', today)).toBe('Завтра, 25 ноября')
    expect(datedDayLabel('Пт, 27 ноября', today)).toBe('Пт, 27 ноября')
  })

  it('count terms by the calendar, across a month end', () => {
    const day = dayAfter(new Date(2026, 10, 30, 23, 59), 1)
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 11, 1])
    expect(dayAfter(today, -2).getDate()).toBe(24)
  })
})
