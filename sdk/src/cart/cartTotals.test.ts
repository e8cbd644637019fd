// Behaviour of the cart summary: what counts, discounts, points.
import { describe, expect, it } from 'vitest'
import { type CartTotalsItem, cartTotals } from './index'

const orderable = (item: Partial<CartTotalsItem> & { price: number }): CartTotalsItem => ({
  quantity: 1,
  availableForOrder: true,
  ...item,
})

describe('cartTotals', () => {
  it('sums amounts before and after discounts', () => {
    const totals = cartTotals([
      orderable({ price: 90, listPrice: 100, quantity: 2 }),
      orderable({ price: 150 }),
    ])
    expect(totals).toMatchObject({
      amount: 350,
      totalAmount: 330,
      discount: 20,
      productsCount: 2,
      quantity: 3,
      points: 3,
      showOldTotal: true,
    })
  })

  it('leaves out items available neither for order nor for booking', () => {
    const totals = cartTotals([
      orderable({ price: 100 }),
      { price: 500, quantity: 2, availableForOrder: false, availableForBooking: false },
      { price: 700, quantity: 1 },
    ])
    expect(totals).toMatchObject({ totalAmount: 100, productsCount: 1, quantity: 1, points: 1 })
  })

  it('counts items available only for booking', () => {
    const totals = cartTotals([
      { price: 300, quantity: 1, availableForOrder: false, availableForBooking: true },
    ])
    expect(totals.totalAmount).toBe(300)
    expect(totals.productsCount).toBe(1)
  })

  it('leaves out unticked items', () => {
    const totals = cartTotals([
      orderable({ price: 100 }),
      orderable({ price: 200, isChecked: false }),
    ])
    expect(totals.totalAmount).toBe(100)
    expect(totals.productsCount).toBe(1)
  })

  it('shows the old total only when there is a discount', () => {
    expect(cartTotals([orderable({ price: 100, listPrice: 100 })]).showOldTotal).toBe(false)
    expect(cartTotals([orderable({ price: 100 })]).discount).toBe(0)
    expect(cartTotals([orderable({ price: 100, listPrice: 90 })]).showOldTotal).toBe(false)
  })

  it('gives no points for booking-only items but still counts their sum', () => {
    const totals = cartTotals([
      orderable({ price: 500, hasOnlyBookingPrices: true }),
      orderable({ price: 120 }),
    ])
    expect(totals.totalAmount).toBe(620)
    expect(totals.points).toBe(1)
    expect(totals.hasBookingOnlyPrices).toBe(true)
  })

  it('keeps kopecks exact', () => {
    const totals = cartTotals([orderable({ price: 0.1 }), orderable({ price: 0.2 })])
    expect(totals.totalAmount).toBe(0.3)
  })

  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      amount: 0,
      totalAmount: 0,
      discount: 0,
      productsCount: 0,
      quantity: 0,
      points: 0,
      hasBookingOnlyPrices: false,
      showOldTotal: false,
    })
  })
})
