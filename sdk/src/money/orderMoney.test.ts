// The money model: its terms always add up to its total, to the kopeck, and points are earned on
// what is actually paid for goods (SPEC §9).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { orderMoney, promoDiscountFor, toKopecks } from './orderMoney'

const kopecks = (max: number) => fc.integer({ min: 0, max }).map((value) => value / 100)

const line = fc.record({
  price: kopecks(5_000_00),
  markup: kopecks(1_000_00),
  quantity: fc.integer({ min: 0, max: 20 }),
  bookingOnly: fc.boolean(),
})

const order = fc.record({
  lines: fc.array(line, { maxLength: 12 }),
  promo: fc.oneof(
    fc.constant(null),
    fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ kind: fc.constant('amount' as const), value: kopecks(3_000_00) }),
  ),
  points: fc.integer({ min: 0, max: 100_000 }),
  delivery: kopecks(1_000_00),
})

describe('orderMoney', () => {
  it('the terms add up to the total to the kopeck over 1,000 random orders', () => {
    fc.assert(
      fc.property(order, ({ lines, promo, points, delivery }) => {
        const moneyLines = lines.map((entry) => ({
          price: entry.price,
          listPrice: entry.price + entry.markup,
          quantity: entry.quantity,
          bookingOnly: entry.bookingOnly,
        }))
        const goods = orderMoney(moneyLines).goodsAmount
        const promoDiscount = promo ? promoDiscountFor(promo, goods) : 0
        const money = orderMoney(moneyLines, { promoDiscount, pointsSpent: points, delivery })
        const k = toKopecks
        // Lines, term by term.
        const listSum = moneyLines.reduce((sum, l) => sum + k(l.listPrice) * l.quantity, 0)
        const goodsSum = moneyLines.reduce((sum, l) => sum + k(l.price) * l.quantity, 0)
        expect(k(money.amount)).toBe(listSum)
        expect(k(money.goodsAmount)).toBe(goodsSum)
        expect(k(money.amount) - k(money.priceDiscount)).toBe(k(money.goodsAmount))
        expect(
          k(money.goodsAmount) - k(money.promoDiscount) - k(money.pointsSpent) + k(money.delivery),
        ).toBe(k(money.total))
        expect(
          k(money.amount) -
            money.discounts.reduce((sum, term) => sum + k(term.amount), 0) +
            k(money.delivery),
        ).toBe(k(money.total))
        expect(k(money.discount)).toBe(
          k(money.priceDiscount) + k(money.promoDiscount) + k(money.pointsSpent),
        )
        // Nothing is negative, and the goods are never paid below zero.
        expect(money.total).toBeGreaterThanOrEqual(money.delivery)
        expect(money.promoDiscount).toBeLessThanOrEqual(money.goodsAmount)
        expect(money.pointsSpent).toBeLessThanOrEqual(points)
        // Points: at most floor(paid for goods / 100); exactly that when no line is booking-only.
        const paidGoods = k(money.total) - k(money.delivery)
        expect(money.pointsToEarn).toBeLessThanOrEqual(Math.floor(paidGoods / 10_000))
        if (!moneyLines.some((l) => l.bookingOnly && l.quantity > 0))
          expect(money.pointsToEarn).toBe(Math.floor(paidGoods / 10_000))
      }),
      { numRuns: 1_000 },
    )
  })

  it('points are earned on the total after the promo: 1 136 ₽ − 10% earns 10, not 11', () => {
    const lines = [{ price: 568, quantity: 2 }]
    const promoDiscount = promoDiscountFor({ kind: 'percent', value: 10 }, 1136)
    const money = orderMoney(lines, { promoDiscount })
    expect(money.promoDiscount).toBe(113.6)
    expect(money.total).toBe(1022.4)
    expect(money.pointsToEarn).toBe(10)
  })

  it('delivery and points spent earn nothing', () => {
    const money = orderMoney([{ price: 804, quantity: 1 }], { pointsSpent: 5, delivery: 299 })
    expect(money.total).toBe(1098)
    expect(money.pointsToEarn).toBe(7)
  })

  it('booking-only lines earn nothing, and bear their share of the discounts', () => {
    const lines = [
      { price: 500, quantity: 1 },
      { price: 500, quantity: 1, bookingOnly: true },
    ]
    expect(orderMoney(lines).pointsToEarn).toBe(5)
    expect(orderMoney(lines, { promoDiscount: 200 }).pointsToEarn).toBe(4)
  })

  it('a promo larger than the goods and points beyond what is left are capped', () => {
    const money = orderMoney([{ price: 100, quantity: 1 }], {
      promoDiscount: 80,
      pointsSpent: 50,
      delivery: 10,
    })
    expect(money.promoDiscount).toBe(80)
    expect(money.pointsSpent).toBe(20)
    expect(money.total).toBe(10)
  })

  it('lists the discounts by kind, leaving out the empty ones', () => {
    const money = orderMoney([{ price: 90, listPrice: 100, quantity: 2 }], { pointsSpent: 30 })
    expect(money.discounts).toEqual([
      { kind: 'priceType', amount: 20 },
      { kind: 'points', amount: 30 },
    ])
  })

  it('a percent promo is rounded to the kopeck; a fixed one never exceeds the goods', () => {
    expect(promoDiscountFor({ kind: 'percent', value: 15 }, 333.33)).toBe(50)
    expect(promoDiscountFor({ kind: 'amount', value: 300 }, 250)).toBe(250)
  })
})
