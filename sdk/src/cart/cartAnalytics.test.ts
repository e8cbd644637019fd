// Behaviour of cart analytics direction and the add-to-cart toast.
import { describe, expect, it } from 'vitest'
import { addedToCartToast, CART_ANALYTICS_DEBOUNCE_MS, cartAnalyticsDirection } from './index'

describe('cartAnalyticsDirection', () => {
  it('adds the new quantity when there was none', () => {
    expect(cartAnalyticsDirection(undefined, 3)).toEqual({ action: 'add', quantity: 3 })
  })

  it('reports nothing when there was none and the new quantity is 0', () => {
    expect(cartAnalyticsDirection(undefined, 0)).toBeNull()
  })

  it('removes the difference when the previous quantity was larger', () => {
    expect(cartAnalyticsDirection(5, 3)).toEqual({ action: 'remove', quantity: 2 })
    expect(cartAnalyticsDirection(2, 0)).toEqual({ action: 'remove', quantity: 2 })
  })

  it('adds the difference when the previous quantity was smaller', () => {
    expect(cartAnalyticsDirection(1, 4)).toEqual({ action: 'add', quantity: 3 })
  })

  it('reports nothing when the quantity did not change', () => {
    expect(cartAnalyticsDirection(2, 2)).toBeNull()
  })

  it('is debounced for 1000 ms', () => {
    expect(CART_ANALYTICS_DEBOUNCE_MS).toBe(1000)
  })
})

describe('addedToCartToast', () => {
  it('names the product added to the cart', () => {
    expect(addedToCartToast('Нурофен 200 мг')).toBe('Нурофен 200 мг добавлен в Корзину')
  })
})
