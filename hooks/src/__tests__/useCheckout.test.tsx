import { SaveOrderDocument, UpdatePreOrderDocument } from '@apteka/sdk'
import { errorAnswer, fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, delay, HttpResponse, startMockServer } from '../../test/harness'
import { CHECKOUT_IDEMPOTENCY_KEY, storefrontKeys, useCart, useCheckout } from '../index'

startMockServer()

const nurofen = fixtures.products[0]!
const inCart = { cart: [{ productID: nurofen.id, priceTypeID: 1, quantity: 3, isChecked: true }] }

describe('useCheckout', () => {
  it('loads the pre-order of its step', async () => {
    const harness = createHarness({ api: { state: inCart } })
    await harness.signIn()
    const { result } = harness.render(() => useCheckout({ step: 2 }))
    await waitFor(() => expect(result.current.preOrder).toBeDefined())
    expect(result.current.stepName).toBe('PICKUP')
    expect(harness.calls('preOrder')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      step: 'PICKUP',
    })
    expect(result.current.total?.totalAmount).toBe(777)
    expect(result.current.payment).toBe('pharmacy')
  })

  it('asks nothing for a signed-out shopper', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useCheckout())
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(result.current.preOrder).toBeUndefined()
    expect(harness.calls('preOrder')).toHaveLength(0)
  })

  it('each choice updates the pre-order of the step and caches the answer', async () => {
    const harness = createHarness({ api: { state: inCart } })
    await harness.signIn()
    const { result } = harness.render(() => useCheckout({ step: 2 }))
    await waitFor(() => expect(result.current.preOrder).toBeDefined())
    await act(() => result.current.selectPickupStore('ph-12'))
    await act(() => result.current.setReceiveType('booking'))
    await act(() => result.current.setPayment('online'))
    await act(() => result.current.setDeliveryDate('d-1', 'i-2'))
    await act(() => result.current.spendPoints(100))
    await act(() => result.current.applyPromoCode(' ZIMA '))
    expect(harness.calls('updatePreOrder').map((call) => call.variables.input)).toEqual([
      { regionID: 'moscowregion', step: 'PICKUP', pharmacyID: 'ph-12' },
      { regionID: 'moscowregion', step: 'PICKUP', receiveType: 'booking' },
      { regionID: 'moscowregion', step: 'PICKUP', payment: 'online' },
      { regionID: 'moscowregion', step: 'PICKUP', dateId: 'd-1', intervalId: 'i-2' },
      { regionID: 'moscowregion', step: 'PICKUP', loyalty: { points: 100 } },
      { regionID: 'moscowregion', step: 'PICKUP', loyalty: { promoCode: 'ZIMA' } },
    ])
    expect(result.current.receiveType).toBe('booking')
    expect(result.current.payment).toBe('online')
    expect(
      harness.queryClient.getQueryData(storefrontKeys.preOrder('moscowregion', 'PICKUP')),
    ).toMatchObject({
      receiveType: 'booking',
    })
  })

  it('a choice marks the cached cart stale: the next cart screen reads the total as chosen', async () => {
    const harness = createHarness({ api: { state: inCart } })
    await harness.signIn()
    const { result } = harness.render(() => ({
      checkout: useCheckout({ step: 2 }),
      cart: useCart(),
    }))
    await waitFor(() => expect(result.current.checkout.preOrder).toBeDefined())
    await waitFor(() => expect(result.current.cart.cart).toBeDefined())
    const cartKey = storefrontKeys.cart('moscowregion', result.current.cart.flow)
    expect(harness.queryClient.getQueryState(cartKey)?.isInvalidated).toBe(false)
    await act(() => result.current.checkout.applyPromoCode('ZIMA'))
    expect(harness.queryClient.getQueryState(cartKey)?.isInvalidated).toBe(true)
  })

  it('names what is still to choose; a payment counts only once the pre-order marks it selected', async () => {
    const unchosen = {
      ...fixtures.preOrder,
      options: { delivery: null, pickup: { payment: null } },
      availableOptions: {
        ...fixtures.preOrder.availableOptions,
        payments: fixtures.preOrder.availableOptions.payments.map((payment) => ({
          ...payment,
          selected: false,
        })),
      },
    }
    const harness = createHarness({ api: { state: { ...inCart, preOrder: unchosen } } })
    await harness.signIn()
    const { result } = harness.render(() => useCheckout({ step: 4 }))
    await waitFor(() => expect(result.current.preOrder).toBeDefined())
    expect(result.current.payment).toBeNull()
    expect(result.current.missingChoices).toEqual([
      { choice: 'payment', message: 'Выберите способ оплаты' },
    ])
    await act(() => result.current.setPayment('pharmacy'))
    expect(result.current.missingChoices).toEqual([])
  })

  it('a courier pre-order lacks the day and interval until both are chosen', async () => {
    const dates = [
      {
        id: '2026-11-24',
        text: '24 ноября',
        label: 'Сегодня',
        selected: true,
        intervals: [
          {
            id: 'express',
            text: 'Экспресс за 2 часа',
            price: 499,
            isFree: false,
            isExpress: true,
            selected: false,
            tariffId: 'express',
          },
        ],
      },
    ]
    const courier = {
      ...fixtures.preOrder,
      receiveType: 'courier' as const,
      pharmacy: null,
      options: {
        delivery: {
          date: '2026-11-24',
          interval: null,
          payment: 'card' as const,
          address: {
            id: 'new',
            isSelected: true,
            formattedAddress: 'г. Москва, ул. Тверская, дом 5',
            entrance: null,
            office: null,
            floor: null,
            comment: null,
            lat: 55.76,
            long: 37.61,
          },
          addressError: null,
        },
        pickup: null,
      },
      availableOptions: {
        payments: [
          {
            type: 'card' as const,
            selected: true,
            label: 'Картой курьеру',
            email: null,
            merchantId: null,
          },
        ],
        deliveryDates: dates,
        addresses: [],
      },
    }
    const harness = createHarness({ api: { state: { ...inCart, preOrder: courier } } })
    await harness.signIn()
    const { result } = harness.render(() => useCheckout({ step: 3 }))
    await waitFor(() => expect(result.current.preOrder).toBeDefined())
    expect(result.current.deliveryDate?.id).toBe('2026-11-24')
    expect(result.current.deliveryInterval).toBeNull()
    expect(result.current.missingChoices.map((gap) => gap.choice)).toEqual(['deliverySlot'])
  })

  it('refetch reads the pre-order again after the cart changed under it', async () => {
    const harness = createHarness({ api: { state: inCart } })
    await harness.signIn()
    const { result } = harness.render(() => useCheckout({ step: 1 }))
    await waitFor(() => expect(result.current.total?.totalAmount).toBe(777))
    harness.mock.state.cart = [{ ...inCart.cart[0]!, quantity: 1 }]
    await act(async () => {
      expect((await result.current.refetch())?.total.totalAmount).toBe(259)
    })
    expect(harness.calls('preOrder')).toHaveLength(2)
    await waitFor(() => expect(result.current.total?.totalAmount).toBe(259))
  })

  it('a slow earlier answer never overwrites a later choice', async () => {
    let calls = 0
    const harness = createHarness({
      api: { state: inCart },
      handlers: [
        api.mutation(UpdatePreOrderDocument, async ({ variables }) => {
          calls += 1
          await delay(calls === 1 ? 50 : 1)
          return HttpResponse.json({
            data: {
              updatePreOrder: {
                ...fixtures.preOrder,
                receiveType: variables.input.receiveType ?? null,
              },
            },
          })
        }),
      ],
    })
    await harness.signIn()
    const { result } = harness.render(() => useCheckout({ step: 4 }))
    await waitFor(() => expect(result.current.preOrder).toBeDefined())
    await act(() =>
      Promise.all([
        result.current.setReceiveType('courier'),
        result.current.setReceiveType('pickup'),
      ]),
    )
    expect(result.current.receiveType).toBe('pickup')
  })

  it('saving keeps one idempotency key across retries, and a new order gets a new one', async () => {
    const keys: (string | null | undefined)[] = []
    let attempts = 0
    const harness = createHarness({
      api: { state: inCart },
      handlers: [
        api.mutation(SaveOrderDocument, ({ variables }) => {
          keys.push(variables.idempotencyKey)
          attempts += 1
          if (attempts === 1) return errorAnswer('E_130', ['saveOrder'])
          return HttpResponse.json({
            data: { saveOrder: { ...fixtures.order, id: `o-${attempts}` } },
          })
        }),
      ],
    })
    await harness.signIn()
    const { result } = harness.render(() => ({
      checkout: useCheckout({ step: 4 }),
      cart: useCart(),
    }))
    await waitFor(() => expect(result.current.checkout.preOrder).toBeDefined())
    await act(() => result.current.checkout.saveOrder().catch(() => undefined))
    expect(result.current.checkout.errorCode).toBe('E_130')
    expect(harness.storage.getItem(CHECKOUT_IDEMPOTENCY_KEY)).toBe(keys[0])
    await act(() => result.current.checkout.saveOrder())
    expect(keys[1]).toBe(keys[0])
    expect(result.current.checkout.order?.id).toBe('o-2')
    expect(result.current.checkout.step).toBe(5)
    expect(harness.queryClient.getQueryData(storefrontKeys.order('o-2'))).toMatchObject({
      id: 'o-2',
    })
    expect(harness.storage.getItem(CHECKOUT_IDEMPOTENCY_KEY)).toBeNull()
    await act(() => result.current.checkout.saveOrder())
    expect(keys[2]).not.toBe(keys[0])
  })

  it('names the minimum-sum refusal', async () => {
    const harness = createHarness({
      api: {
        state: { cart: [{ productID: nurofen.id, priceTypeID: 1, quantity: 1, isChecked: true }] },
      },
    })
    await harness.signIn()
    const { result } = harness.render(() => useCheckout({ step: 4 }))
    await act(() => result.current.saveOrder().catch(() => undefined))
    expect(result.current.errorCode).toBe('E_29')
    expect(result.current.error?.message).toContain('500')
  })

  it('moves between steps 1 and 5', () => {
    const harness = createHarness()
    const { result } = harness.render(() => useCheckout())
    expect(result.current.step).toBe(1)
    act(() => result.current.next())
    act(() => result.current.next())
    expect(result.current.stepName).toBe('DELIVERY')
    act(() => result.current.back())
    expect(result.current.step).toBe(2)
    act(() => result.current.setStep(5))
    act(() => result.current.next())
    expect(result.current.step).toBe(5)
  })
})
