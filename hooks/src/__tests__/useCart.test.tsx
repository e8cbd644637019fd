import { CartDocument, UpdateCartDocument } from '@apteka/sdk'
import { cartOf, fixtures, type MockCartLine } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, type Harness, HttpResponse, startMockServer } from '../../test/harness'
import { type CartData, storefrontKeys, useAddToCart, useCart, useNotifications } from '../index'

startMockServer()

const [nurofen, ingavirin] = fixtures.products as unknown as [
  (typeof fixtures.products)[number],
  (typeof fixtures.products)[number],
]

function gate() {
  let open!: () => void
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

const line = (productID: string, quantity: number): MockCartLine => ({
  productID,
  priceTypeID: 1,
  quantity,
  isChecked: true,
})

const productIds = (cart: CartData | undefined) =>
  (cart?.groups ?? []).flatMap((group) => group.items.map((item) => item.product.id))

/** Every cart the cache held for the region, in order. */
function watchCart(harness: Harness, regionID = 'moscowregion') {
  const seen: CartData[] = []
  const key = JSON.stringify(storefrontKeys.cart(regionID, 'legacy'))
  harness.queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      JSON.stringify(event.query.queryKey) === key &&
      event.query.state.data
    ) {
      seen.push(event.query.state.data as CartData)
    }
  })
  return seen
}

describe('useCart (legacy flow)', () => {
  it('loads the cart of the region with its totals', async () => {
    const harness = createHarness({ api: { state: { cart: [line(nurofen.id, 2)] } } })
    const { result } = harness.render(() => useCart())
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.flow).toBe('legacy')
    expect(result.current.lines.map((item) => [item.product.name, item.quantity])).toEqual([
      [nurofen.name, 2],
    ])
    expect(result.current.total?.totalAmount).toBe(518)
    expect(harness.calls('cart').map((call) => call.variables)).toEqual([
      { regionID: 'moscowregion' },
    ])
  })

  it('shows a quantity change at once and then the server cart', async () => {
    const harness = createHarness({ api: { state: { cart: [line(nurofen.id, 1)] } } })
    const { result } = harness.render(() => useCart())
    await waitFor(() => expect(result.current.lines).toHaveLength(1))
    let done!: Promise<CartData>
    act(() => {
      done = result.current.setQuantity(result.current.lines[0]!, 3)
    })
    expect(result.current.quantityOf(nurofen.id)).toBe(3)
    expect(result.current.total?.totalAmount).toBe(777)
    expect(result.current.isUpdating).toBe(true)
    await act(() => done)
    expect(harness.calls('updateCart')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      items: [{ productID: nurofen.id, priceTypeID: 1, quantity: 3, isChecked: true }],
    })
    expect(harness.mock.state.cart).toEqual([line(nurofen.id, 3)])
    expect(result.current.isUpdating).toBe(false)
    expect(result.current.total?.button.available).toBe(true)
  })

  it('rolls back and toasts when the server refuses a change', async () => {
    const harness = createHarness({
      api: { state: { cart: [line(nurofen.id, 1)] } },
      handlers: [
        api.mutation(UpdateCartDocument, () =>
          HttpResponse.json({
            data: null,
            errors: [{ message: 'Товар закончился', extensions: { code: 'E_34' } }],
          }),
        ),
      ],
    })
    const { result } = harness.render(() => ({ cart: useCart(), notices: useNotifications() }))
    await waitFor(() => expect(result.current.cart.lines).toHaveLength(1))
    let failure: unknown
    await act(async () => {
      await result.current.cart.setQuantity(result.current.cart.lines[0]!, 0).catch((error) => {
        failure = error
      })
    })
    expect(failure).toBeInstanceOf(Error)
    expect(result.current.cart.quantityOf(nurofen.id)).toBe(1)
    expect(result.current.notices.toasts.map((toast) => toast.props)).toEqual([
      { title: 'Ошибка при обновлении корзины', message: 'Товар закончился' },
    ])
  })

  it('an answer that arrives after the line was removed never brings it back', async () => {
    const firstAnswer = gate()
    let updates = 0
    const harness: Harness = createHarness({
      handlers: [
        api.mutation(UpdateCartDocument, async ({ variables }) => {
          updates += 1
          const mine = updates
          for (const item of [variables.items].flat()) {
            harness.mock.state.cart = harness.mock.state.cart.filter(
              (l) => l.productID !== String(item.productID),
            )
            if (item.quantity > 0)
              harness.mock.state.cart.push(line(String(item.productID), item.quantity))
          }
          const answer = cartOf(harness.mock.state.cart)
          if (mine === 1) await firstAnswer.promise
          return HttpResponse.json({ data: { updateCart: answer } })
        }),
      ],
    })
    const seen = watchCart(harness)
    const { result } = harness.render(() => ({
      cart: useCart(),
      add: useAddToCart({ suppressToast: true }),
    }))
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false))

    let added!: Promise<CartData>
    let removed!: Promise<CartData>
    act(() => {
      added = result.current.add.add(nurofen)
    })
    expect(result.current.cart.quantityOf(nurofen.id)).toBe(1)
    act(() => {
      removed = result.current.add.remove(nurofen)
    })
    const removedAt = seen.length
    expect(productIds(seen.at(-1))).toEqual([])
    await waitFor(() => expect(result.current.cart.quantityOf(nurofen.id)).toBe(0))

    // The first answer (with the line) arrives late, while the removal waits.
    firstAnswer.open()
    await act(() => Promise.all([added, removed]))
    expect(seen.slice(removedAt).every((cart) => !productIds(cart).includes(nurofen.id))).toBe(true)
    expect(result.current.cart.lines).toEqual([])
    expect(harness.mock.state.cart).toEqual([])
    expect(harness.calls('updateCart').map((call) => call.variables.items)).toEqual([
      [{ productID: nurofen.id, priceTypeID: 1, quantity: 1, isChecked: true }],
      [{ productID: nurofen.id, priceTypeID: 1, quantity: 0, isChecked: true }],
    ])
  })

  it('a cart fetch that started before a change is ignored when it lands after it', async () => {
    const fetchAnswer = gate()
    let fetches = 0
    const harness: Harness = createHarness({
      api: { state: { cart: [line(nurofen.id, 1), line(ingavirin.id, 1)] } },
      handlers: [
        api.query(CartDocument, async () => {
          fetches += 1
          const snapshot = cartOf(harness.mock.state.cart)
          if (fetches === 2) await fetchAnswer.promise
          return HttpResponse.json({ data: { cart: snapshot } })
        }),
      ],
    })
    const seen = watchCart(harness)
    const { result } = harness.render(() => useCart())
    await waitFor(() => expect(result.current.lines).toHaveLength(2))

    // A refetch leaves with both lines; the shopper removes one before it comes back.
    act(() => result.current.refetch())
    await waitFor(() => expect(fetches).toBe(2))
    await act(() => result.current.remove(result.current.lines[0]!))
    const removedAt = seen.length
    fetchAnswer.open()
    await waitFor(() => expect(result.current.isFetching).toBe(false))
    expect(seen.slice(removedAt).every((cart) => !productIds(cart).includes(nurofen.id))).toBe(true)
    expect(result.current.lines.map((item) => item.product.id)).toEqual([ingavirin.id])
  })

  it('empties the cart with clearCart', async () => {
    const harness = createHarness({
      api: { state: { cart: [line(nurofen.id, 1), line(ingavirin.id, 2)] } },
    })
    const { result } = harness.render(() => useCart())
    await waitFor(() => expect(result.current.lines).toHaveLength(2))
    await act(() => result.current.clear())
    expect(result.current.isEmpty).toBe(true)
    expect(harness.calls('clearCart')).toHaveLength(1)
    expect(harness.mock.state.cart).toEqual([])
  })

  it('unticking a line keeps its quantity', async () => {
    const harness = createHarness({ api: { state: { cart: [line(nurofen.id, 2)] } } })
    const { result } = harness.render(() => useCart())
    await waitFor(() => expect(result.current.lines).toHaveLength(1))
    await act(() => result.current.setChecked(result.current.lines[0]!, false))
    expect(harness.calls('updateCart')[0]?.variables.items).toEqual([
      { productID: nurofen.id, priceTypeID: 1, quantity: 2, isChecked: false },
    ])
    expect(result.current.lines[0]?.isChecked).toBe(false)
  })

  it('toasts every error of a failed cart fetch', async () => {
    const harness = createHarness({
      handlers: [
        api.query(CartDocument, () =>
          HttpResponse.json({
            data: null,
            errors: [
              { message: 'Регион не выбран', extensions: { code: 'E_14' } },
              { message: 'Корзина недоступна', extensions: { code: 'E_3' } },
            ],
          }),
        ),
      ],
    })
    const { result } = harness.render(() => ({ cart: useCart(), notices: useNotifications() }))
    await waitFor(() => expect(result.current.notices.toasts).toHaveLength(2))
    expect(result.current.notices.toasts.map((toast) => toast.props)).toEqual([
      { title: 'Ошибка при получении данных корзины', message: 'Регион не выбран' },
      { title: 'Ошибка при получении данных корзины', message: 'Корзина недоступна' },
    ])
  })
})

describe('useCart (mini flow, ex_cart_id)', () => {
  it('creates a mini cart on the first change, keeps its id in storage and reuses it', async () => {
    const harness = createHarness({
      config: { experiments: (name) => (name === 'ex_cart_id' ? '1' : null) },
    })
    const { result } = harness.render(() => ({
      cart: useCart(),
      add: useAddToCart({ suppressToast: true }),
    }))
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false))
    expect(result.current.cart.flow).toBe('mini')
    // No id yet: nothing to ask for.
    expect(harness.calls('cartMini')).toHaveLength(0)
    await act(() => result.current.add.add(nurofen))
    expect(harness.storage.getItem('cart_id')).toBe('mini-1')
    expect(result.current.cart.cartId).toBe('mini-1')
    await act(() => result.current.add.increment(nurofen))
    const inputs = harness.calls('updateCartMini').map((call) => call.variables.input)
    expect(inputs).toEqual([
      {
        regionId: 'moscowregion',
        items: [{ productID: nurofen.id, priceTypeID: 1, quantity: 1, isChecked: true }],
      },
      {
        id: 'mini-1',
        regionId: 'moscowregion',
        items: [{ productID: nurofen.id, priceTypeID: 1, quantity: 2, isChecked: true }],
      },
    ])
    expect(harness.mock.state.miniCarts.get('mini-1')?.lines).toEqual([line(nurofen.id, 2)])
  })

  it('loads the stored mini cart', async () => {
    const harness = createHarness({
      config: { experiments: () => true },
      storage: { cart_id: 'mini-7' },
      api: {
        state: {
          miniCarts: new Map([
            ['mini-7', { regionId: 'moscowregion', lines: [line(ingavirin.id, 4)] }],
          ]),
        },
      },
    })
    const { result } = harness.render(() => useCart())
    await waitFor(() => expect(result.current.lines).toHaveLength(1))
    expect(harness.calls('cartMini')[0]?.variables).toEqual({
      id: 'mini-7',
      regionId: 'moscowregion',
    })
    expect(result.current.quantity).toBe(4)
    expect(harness.calls('cart')).toHaveLength(0)
  })
})
