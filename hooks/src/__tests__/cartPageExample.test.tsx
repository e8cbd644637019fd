// The example skin of docs/examples/cart-page.tsx renders on the hooks and works.
import { fixtures } from '@apteka/sdk/testing'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CartPage } from '../../../docs/examples/cart-page'
import { createHarness, startMockServer } from '../../test/harness'

startMockServer()

const nurofen = fixtures.products[0]!

describe('docs/examples/cart-page.tsx', () => {
  it('draws the cart and changes it through the hooks', async () => {
    const harness = createHarness({
      api: {
        state: { cart: [{ productID: nurofen.id, priceTypeID: 1, quantity: 2, isChecked: true }] },
      },
    })
    const onCheckout = vi.fn()
    render(<CartPage onCheckout={onCheckout} />, { wrapper: harness.wrapper })
    await screen.findByText(nurofen.name)
    expect(screen.getByLabelText('Количество').textContent).toBe('2')
    expect(screen.getByText(/2 товара на/)).toBeTruthy()

    fireEvent.click(screen.getByLabelText('Больше'))
    await waitFor(() => expect(screen.getByLabelText('Количество').textContent).toBe('3'))
    await waitFor(() => expect(harness.mock.state.cart[0]?.quantity).toBe(3))

    fireEvent.click(screen.getByText('Оформить заказ'))
    expect(onCheckout).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByText('Удалить'))
    await screen.findByText('Корзина пуста')
    await waitFor(() => expect(harness.mock.state.cart).toEqual([]))
  })
})
