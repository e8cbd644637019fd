// The cart verbs without a framework: one meaning of add (in once, with the toast), increment
// for one more, absolute quantities clamped to the product's maximum, the line verbs of the
// cart page, and the units a cart holds.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ADDED_TO_CART_TOAST,
  type CartData,
  cartLineVerbs,
  productCartVerbs,
  productQuantity,
} from '../src/index'
import { fixtures } from '../src/testing'
import { coreOnMockApi } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function start() {
  const { api, core } = coreOnMockApi(server)
  const verbs = productCartVerbs({ state: core, sync: core.cart.of() })
  return { api, core, verbs }
}

const nurofen = fixtures.products[0]!
const input = { id: nurofen.id, name: nurofen.name, price: nurofen.price, priceTypeID: 1 }

describe('cart add', () => {
  it('a second add changes nothing, in the core and in the product verbs alike', async () => {
    const { api, core, verbs } = start()
    await core.cart.add(input)
    await core.cart.add(input)
    await verbs.add(input)
    expect(api.state.cart).toEqual([
      expect.objectContaining({ productID: nurofen.id, priceTypeID: 1, quantity: 1 }),
    ])
  })

  it('shows the toast "{name} добавлен в Корзину" once, unless suppressed', async () => {
    const { core } = start()
    await core.cart.add(input)
    await core.cart.add(input)
    const toasts = core.notifications
      .getSnapshot()
      .filter((notice) => notice.component === ADDED_TO_CART_TOAST)
    expect(toasts.map((notice) => notice.props.title)).toEqual([
      `${nurofen.name} добавлен в Корзину`,
    ])
    const quiet = start()
    await quiet.core.cart.add(input, { suppressToast: true })
    expect(quiet.core.notifications.getSnapshot()).toEqual([])
  })

  it('increment adds one more on top of the core’s add', async () => {
    const { api, core, verbs } = start()
    await core.cart.add(input)
    await verbs.increment(input)
    await verbs.increment(input)
    expect(api.state.cart[0]?.quantity).toBe(3)
  })

  it('quantities stay within 0 and the product maximum; decrementing the last unit removes it', async () => {
    const { api, verbs } = start()
    await verbs.setQuantity({ ...input, maxQuantity: 2 }, 5)
    expect(api.state.cart[0]?.quantity).toBe(2)
    await verbs.setQuantity(input, 1)
    await verbs.decrement(input)
    expect(api.state.cart).toEqual([])
  })
})

describe('cart line verbs', () => {
  it('setChecked keeps the quantity; setQuantity by product id and price type', async () => {
    const { api, core } = start()
    const lines = cartLineVerbs(core.cart.of())
    await lines.setQuantity({ productID: nurofen.id, priceTypeID: 1 }, 3.7)
    await lines.setChecked({ productID: nurofen.id, priceTypeID: 1 }, false)
    expect(api.state.cart).toEqual([
      expect.objectContaining({ productID: nurofen.id, quantity: 3, isChecked: false }),
    ])
    await lines.clear()
    expect(api.state.cart).toEqual([])
  })
})

describe('productQuantity', () => {
  const line = (priceTypeID: number, quantity: number) => ({
    product: { id: '42' },
    priceTypeID,
    quantity,
  })
  const cart = { groups: [{ items: [line(1, 2), line(4, 1)] }] } as unknown as CartData

  it('sums every price type unless one is given; 0 when absent', () => {
    expect(productQuantity(cart, '42')).toBe(3)
    expect(productQuantity(cart, '42', 4)).toBe(1)
    expect(productQuantity(cart, '7')).toBe(0)
    expect(productQuantity(undefined, '42')).toBe(0)
  })
})
