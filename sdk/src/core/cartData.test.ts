// The optimistic cart: while a change travels, the terms chosen at the checkout (promo code,
// points, courier) stay in the total and are taken off the new goods by the money model (#32).
import { describe, expect, it } from 'vitest'
import { applyCartChanges, type CartData, emptyCart } from './cartData'

const product = { id: '10345', name: 'Нурофен', price: 568 }
const oneLine = (): CartData =>
  applyCartChanges(emptyCart('moscowregion'), [
    { productID: product.id, priceTypeID: 1, quantity: 2, product },
  ])

describe('applyCartChanges', () => {
  it('without chosen terms, the total is the goods', () => {
    const cart = oneLine()
    expect(cart.total.totalAmount).toBe(1136)
    expect(cart.total.points).toBe(11)
  })

  it('keeps the promo code, the points and the courier in the total while a change travels', () => {
    const chosen: CartData = {
      ...oneLine(),
      total: {
        ...oneLine().total,
        promoDiscount: 113.6,
        promoCode: 'ZDOROVYE10',
        expensePoints: 7,
        courierPrice: 299,
        deliveryIncluded: true,
      },
    }
    const changed = applyCartChanges(chosen, [
      { productID: product.id, priceTypeID: 1, quantity: 3 },
    ])
    // 3 × 568 = 1704 goods − 113.60 promo − 7 points + 299 courier.
    expect(changed.total.productsAmount).toBe(1704)
    expect(changed.total.totalAmount).toBe(1882.4)
    expect(changed.total.promoCode).toBe('ZDOROVYE10')
    expect(changed.total.expensePoints).toBe(7)
    // Points are earned on what is paid for goods: floor(1583.40 / 100).
    expect(changed.total.points).toBe(15)
  })
})
