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
  points: 8,
  expensePoints: 0,
  hasBookingOnlyPrices: false,
  needTotalPrefix: false,
  quantity: 3,
  courierPrice: null,
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
})
