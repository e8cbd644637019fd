// Behaviour of loyalty points earned by an order.
import { describe, expect, it } from 'vitest'
import { loyaltyPoints } from './index'

describe('loyaltyPoints', () => {
  it('gives one point per full 100 roubles of the sum', () => {
    expect(loyaltyPoints([{ totalAmount: 250 }, { totalAmount: 60 }])).toBe(3)
    expect(loyaltyPoints([{ totalAmount: 99.99 }])).toBe(0)
    expect(loyaltyPoints([{ totalAmount: 100 }])).toBe(1)
  })

  it('leaves out items with only booking prices', () => {
    expect(
      loyaltyPoints([{ totalAmount: 900, hasOnlyBookingPrices: true }, { totalAmount: 150 }]),
    ).toBe(1)
  })

  it('does not lose a point to floating-point sums', () => {
    // 33.3 + 49.9 + 16.8 is 99.99999999999999 in floating point.
    expect(
      loyaltyPoints([{ totalAmount: 33.3 }, { totalAmount: 49.9 }, { totalAmount: 16.8 }]),
    ).toBe(1)
  })

  it('gives nothing for an empty cart', () => {
    expect(loyaltyPoints([])).toBe(0)
  })
})
