// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../../../test/renderInRouter'
import type { CartTotalFieldsFragment } from '../../shop'
import { MONEY_TERMS_TEXT } from '../MoneyTerms/MoneyTerms'
import { CART_SUMMARY_TEXT, CartSummary } from './CartSummary'

afterEach(cleanup)

const total: CartTotalFieldsFragment = {
  amount: 870,
  totalAmount: 870,
  productsAmount: 870,
  productsCount: 1,
  discount: 0,
  priceDiscount: 0,
  promoDiscount: 0,
  promoCode: null,
  points: 8,
  expensePoints: 0,
  hasBookingOnlyPrices: false,
  needTotalPrefix: false,
  quantity: 3,
  courierPrice: null,
  deliveryIncluded: false,
  minSum: 0,
  button: { available: true, message: null },
  hasPrescripted: false,
}

describe('CartSummary', () => {
  it('counts packs, not lines: one line of three packs is "3 упаковки"', () => {
    render(<CartSummary total={total} onCheckout={() => {}} />)
    expect(document.querySelector('dt')?.textContent).toBe('Товары, 3 упаковки')
  })

  it('says packs with the Russian plural', () => {
    expect([1, 2, 5, 11, 21, 22].map(MONEY_TERMS_TEXT.products)).toEqual([
      'Товары, 1 упаковка',
      'Товары, 2 упаковки',
      'Товары, 5 упаковок',
      'Товары, 11 упаковок',
      'Товары, 21 упаковка',
      'Товары, 22 упаковки',
    ])
  })

  it('on the cart, says its total is before the promo code and points', () => {
    render(<CartSummary total={total} onCheckout={() => {}} beforeLoyalty />)
    expect(document.querySelector('[data-testid="cart-before-loyalty"]')?.textContent).toBe(
      CART_SUMMARY_TEXT.beforeLoyalty,
    )
  })

  it('at the checkout, where they are chosen, does not', () => {
    render(<CartSummary total={total} onCheckout={() => {}} />)
    expect(document.querySelector('[data-testid="cart-before-loyalty"]')).toBeNull()
  })

  it('on the cart with a promo code and points chosen, shows their rows and no "before" note', () => {
    const chosen = {
      ...total,
      totalAmount: 776,
      promoDiscount: 87,
      promoCode: 'ZDOROVYE10',
      expensePoints: 7,
      points: 7,
      discount: 87,
    }
    render(<CartSummary total={chosen} onCheckout={() => {}} beforeLoyalty />)
    expect(document.querySelector('[data-testid="cart-before-loyalty"]')).toBeNull()
    expect(document.querySelector('[data-term="promo"] dt')?.textContent).toBe(
      MONEY_TERMS_TEXT.promo('ZDOROVYE10'),
    )
    expect(document.querySelector('[data-term="points"]')).not.toBeNull()
    expect(document.body.textContent).toContain(CART_SUMMARY_TEXT.points(7))
  })

  it('shows the delivery row only when the courier price is part of the total', () => {
    const courier = { ...total, courierPrice: 299, totalAmount: 1169, deliveryIncluded: true }
    render(<CartSummary total={courier} onCheckout={() => {}} beforeLoyalty />)
    expect(document.querySelector('[data-term="delivery"]')).not.toBeNull()
    expect(document.querySelector('[data-testid="cart-before-loyalty"]')).toBeNull()
    cleanup()
    render(<CartSummary total={{ ...total, courierPrice: 299 }} onCheckout={() => {}} />)
    expect(document.querySelector('[data-term="delivery"]')).toBeNull()
  })
})
