import { fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createHarness, MOCK_SMS_CODE, PHONE, startMockServer } from '../../test/harness'
import { useAddToCart, useAuth, useGuestCart } from '../index'

startMockServer()

const nurofen = fixtures.products[0]!
const ingavirin = fixtures.products[1]!

describe('useGuestCart', () => {
  it('is the cart of a visitor who has not signed in', async () => {
    const harness = createHarness({
      api: {
        state: { cart: [{ productID: nurofen.id, priceTypeID: 1, quantity: 2, isChecked: true }] },
      },
    })
    const { result } = harness.render(() => useGuestCart())
    await waitFor(() => expect(result.current.lines).toHaveLength(1))
    expect(result.current.isGuest).toBe(true)
  })

  it('checkout asks to log in first, then carries the guest lines into the account cart and goes on', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => ({
      guest: useGuestCart(),
      add: useAddToCart({ suppressToast: true }),
      auth: useAuth(),
    }))
    await waitFor(() => expect(result.current.guest.isLoading).toBe(false))
    await act(() => result.current.add.add(nurofen, { quantity: 2 }))
    await waitFor(() => expect(result.current.guest.lines).toHaveLength(1))

    // The account's cart on the server differs from the guest's.
    const onProceed = vi.fn()
    let proceeded!: Promise<boolean>
    act(() => {
      proceeded = result.current.guest.proceedToCheckout(onProceed)
    })
    expect(result.current.auth.authModal.isOpen).toBe(true)
    expect(onProceed).not.toHaveBeenCalled()
    harness.mock.state.cart = [
      { productID: ingavirin.id, priceTypeID: 1, quantity: 1, isChecked: true },
    ]

    await act(() => result.current.auth.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    await act(async () => {
      await expect(proceeded).resolves.toBe(true)
    })
    expect(onProceed).toHaveBeenCalledTimes(1)
    expect(harness.mock.state.cart.map((line) => [line.productID, line.quantity])).toEqual([
      [ingavirin.id, 1],
      [nurofen.id, 2],
    ])
    await waitFor(() => expect(result.current.guest.isGuest).toBe(false))
    await waitFor(() => expect(result.current.guest.lines).toHaveLength(2))
  })

  it('a signed-in shopper goes straight on', async () => {
    const harness = createHarness()
    await harness.signIn()
    const { result } = harness.render(() => useGuestCart())
    const onProceed = vi.fn()
    await act(async () => {
      await result.current.proceedToCheckout(onProceed)
    })
    expect(onProceed).toHaveBeenCalledTimes(1)
    expect(harness.calls('updateCart')).toHaveLength(0)
  })
})
