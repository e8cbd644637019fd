import { describe, expect, it } from 'vitest'
import { storefrontKeys } from './storefrontKeys'

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix)

describe('storefrontKeys', () => {
  it('nests the customer’s data under user(), every cart under carts(), everything under all()', () => {
    expect(startsWith(storefrontKeys.profile(), storefrontKeys.user())).toBe(true)
    expect(startsWith(storefrontKeys.favorites('spb'), storefrontKeys.user())).toBe(true)
    expect(startsWith(storefrontKeys.cart('spb', 'mini'), storefrontKeys.carts())).toBe(true)
    expect(startsWith(storefrontKeys.cart('spb', 'mini'), storefrontKeys.user())).toBe(false)
    expect(startsWith(storefrontKeys.pharmacy('7'), storefrontKeys.pharmacy())).toBe(true)
    expect(startsWith(storefrontKeys.user(), storefrontKeys.all())).toBe(true)
  })

  it('keys differ by what they name: region, flow, paginator', () => {
    expect(storefrontKeys.cart('spb', 'mini')).not.toEqual(storefrontKeys.cart('spb', 'legacy'))
    expect(storefrontKeys.product('nurofen', 'spb')).not.toEqual(
      storefrontKeys.product('nurofen', 'moscowregion'),
    )
    expect(storefrontKeys.ordersHistory()).toEqual(storefrontKeys.ordersHistory({}))
  })
})
