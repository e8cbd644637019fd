import { UpdateCartDocument } from '@apteka/sdk'
import { cartOf, fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  api,
  createHarness,
  delay,
  type Harness,
  HttpResponse,
  startMockServer,
} from '../../test/harness'
import {
  type AnalyticsEvent,
  type CartData,
  useAddToCart,
  useCart,
  useNotifications,
  useStorefrontCore,
} from '../index'

startMockServer()

afterEach(() => {
  vi.useRealTimers()
})

const nurofen = fixtures.products[0]!
const ingavirin = fixtures.products[1]!

/** updateCart answering after `ms`, applied to the mock's cart like the real one. */
function slowUpdateCart(getHarness: () => Harness, ms: number) {
  return api.mutation(UpdateCartDocument, async ({ variables }) => {
    const harness = getHarness()
    for (const item of [variables.items].flat()) {
      harness.mock.state.cart = harness.mock.state.cart.filter(
        (l) => l.productID !== String(item.productID),
      )
      if (item.quantity > 0) {
        harness.mock.state.cart.push({
          productID: String(item.productID),
          priceTypeID: item.priceTypeID,
          quantity: item.quantity,
          isChecked: item.isChecked ?? true,
        })
      }
    }
    const answer = cartOf(harness.mock.state.cart)
    await delay(ms)
    return HttpResponse.json({ data: { updateCart: answer } })
  })
}

describe('useAddToCart', () => {
  it('adds with the toast "{name} добавлен в Корзину" linking to the cart', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => ({ add: useAddToCart(), notices: useNotifications() }))
    await act(() => result.current.add.add(nurofen))
    expect(harness.mock.state.cart).toEqual([
      { productID: nurofen.id, priceTypeID: 1, quantity: 1, isChecked: true },
    ])
    expect(result.current.notices.toasts).toHaveLength(1)
    expect(result.current.notices.toasts[0]).toMatchObject({
      component: 'added-to-cart',
      props: { title: `${nurofen.name} добавлен в Корзину`, href: '/cart', productId: nurofen.id },
    })
  })

  it('adds without a toast when suppressed', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => ({ add: useAddToCart(), notices: useNotifications() }))
    await act(() => result.current.add.add(nurofen, { suppressToast: true }))
    expect(harness.mock.state.cart).toHaveLength(1)
    expect(result.current.notices.toasts).toEqual([])
  })

  it('a double click on "add" puts one unit in, not two', async () => {
    let harness!: Harness
    harness = createHarness({ handlers: [slowUpdateCart(() => harness, 30)] })
    const { result } = harness.render(() => ({
      add: useAddToCart({ suppressToast: true }),
      cart: useCart(),
    }))
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false))
    let first!: Promise<CartData>
    let second!: Promise<CartData>
    act(() => {
      first = result.current.add.add(nurofen)
      second = result.current.add.add(nurofen)
    })
    await act(() => Promise.all([first, second]))
    expect(harness.calls('updateCart')).toHaveLength(1)
    expect(harness.mock.state.cart[0]?.quantity).toBe(1)
    expect(result.current.cart.quantityOf(nurofen.id)).toBe(1)
  })

  it('add has one meaning in the hook and the core: in once; increment is one more', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => ({
      add: useAddToCart({ suppressToast: true }),
      core: useStorefrontCore(),
      cart: useCart(),
    }))
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false))
    await act(() => result.current.add.add(nurofen))
    await act(() => result.current.core.cart.add(nurofen, { suppressToast: true }))
    expect(harness.mock.state.cart[0]?.quantity).toBe(1)
    await act(() => result.current.add.increment(nurofen))
    expect(harness.mock.state.cart[0]?.quantity).toBe(2)
    expect(result.current.cart.quantityOf(nurofen.id)).toBe(2)
  })

  it('quick repeated "+" clicks count each click once, coalesced into absolute quantities', async () => {
    let harness!: Harness
    harness = createHarness({
      api: {
        state: { cart: [{ productID: nurofen.id, priceTypeID: 1, quantity: 1, isChecked: true }] },
      },
      handlers: [slowUpdateCart(() => harness, 30)],
    })
    const { result } = harness.render(() => ({ add: useAddToCart(), cart: useCart() }))
    await waitFor(() => expect(result.current.cart.lines).toHaveLength(1))
    const clicks: Promise<CartData>[] = []
    act(() => {
      clicks.push(result.current.add.increment(nurofen))
      clicks.push(result.current.add.increment(nurofen))
      clicks.push(result.current.add.increment(nurofen))
    })
    await waitFor(() => expect(result.current.cart.quantityOf(nurofen.id)).toBe(4))
    await act(() => Promise.all(clicks))
    // One request in flight at a time; the clicks made meanwhile travel together.
    expect(
      harness
        .calls('updateCart')
        .map((call) => (call.variables.items as { quantity: number }[])[0]?.quantity),
    ).toEqual([2, 4])
    expect(harness.mock.state.cart[0]?.quantity).toBe(4)
    expect(result.current.cart.quantityOf(nurofen.id)).toBe(4)
  })

  it('never goes above the product maximum nor below zero', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => ({
      add: useAddToCart({ suppressToast: true }),
      cart: useCart(),
    }))
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false))
    await act(() => result.current.add.setQuantity({ ...nurofen, maxQuantity: 3 }, 10))
    expect(harness.mock.state.cart[0]?.quantity).toBe(3)
    await act(() => result.current.add.setQuantity(nurofen, 0))
    await act(() => result.current.add.decrement(nurofen))
    expect(harness.calls('updateCart').at(-1)?.variables.items).toEqual([
      { productID: nurofen.id, priceTypeID: 1, quantity: 0, isChecked: true },
    ])
  })

  it('closes the toast by itself when the product leaves the cart', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => ({
      add: useAddToCart(),
      cart: useCart(),
      notices: useNotifications(),
    }))
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false))
    await act(() => result.current.add.add(nurofen))
    await act(() => result.current.add.add(ingavirin))
    await waitFor(() => expect(result.current.notices.toasts).toHaveLength(2))
    await act(() => result.current.cart.remove({ productID: nurofen.id, priceTypeID: 1 }))
    await waitFor(() =>
      expect(result.current.notices.toasts.map((toast) => toast.props.productId)).toEqual([
        ingavirin.id,
      ]),
    )
  })

  it('reports one analytics event per product after 1000 ms of quiet, with its direction', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const events: AnalyticsEvent[] = []
    const harness = createHarness({ config: { onAnalyticsEvent: (event) => events.push(event) } })
    const { result } = harness.render(() => ({
      add: useAddToCart({ suppressToast: true }),
      cart: useCart(),
    }))
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false))
    await act(() => result.current.add.add(nurofen))
    await act(() => result.current.add.increment(nurofen))
    await act(() => result.current.add.increment(nurofen))
    await act(() => vi.advanceTimersByTimeAsync(900))
    expect(events.filter((event) => event.type.startsWith('cart_'))).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(events).toEqual([
      {
        type: 'cart_add',
        productId: nurofen.id,
        priceTypeID: 1,
        quantity: 3,
        name: nurofen.name,
        price: nurofen.price,
      },
    ])
    await act(() => result.current.add.decrement(nurofen))
    await act(() => result.current.add.decrement(nurofen))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(events.at(-1)).toMatchObject({ type: 'cart_remove', productId: nurofen.id, quantity: 2 })
  })

  it('keeps events until a sink is given, and sends pending ones when the page hides', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const harness = createHarness()
    const { result, rerender } = harness.render(() => ({
      add: useAddToCart({ suppressToast: true }),
      cart: useCart(),
    }))
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false))
    await act(() => result.current.add.add(nurofen))
    // The page hides before the debounce ends: the event leaves now, into the queue.
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    const events: AnalyticsEvent[] = []
    harness.setConfig({ onAnalyticsEvent: (event) => events.push(event) })
    rerender()
    expect(events).toEqual([
      {
        type: 'cart_add',
        productId: nurofen.id,
        priceTypeID: 1,
        quantity: 1,
        name: nurofen.name,
        price: nurofen.price,
      },
    ])
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(events).toHaveLength(1)
  })

  it('sends pending events when the provider unmounts', async () => {
    const events: AnalyticsEvent[] = []
    const harness = createHarness({ config: { onAnalyticsEvent: (event) => events.push(event) } })
    const { result, unmount } = harness.render(() => useAddToCart({ suppressToast: true }))
    await act(() => result.current.add(nurofen, { quantity: 2 }))
    expect(events).toEqual([])
    unmount()
    expect(events).toMatchObject([{ type: 'cart_add', productId: nurofen.id, quantity: 2 }])
  })
})
