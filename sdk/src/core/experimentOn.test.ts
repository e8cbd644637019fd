// Which cart flow the experiments choose (SPEC §4): the provider's reader decides; a cookie set
// by hand no longer does (issue #34: ex_cart_id comes from the visitor's assignments).
import { describe, expect, it } from 'vitest'
import { createStorefrontClient } from '../client'
import { experimentReader } from '../experiments'
import { memoryCookies, memoryStorage } from '../session'
import { cartFlowOf, createStorefrontState, experimentOn } from './storefrontState'

function stateWith(config: Parameters<typeof createStorefrontState>[1]) {
  const cookies = memoryCookies()
  cookies.set('ex_cart_id', '1')
  const client = createStorefrontClient({
    endpoint: 'http://shop.test/graphql',
    cookies,
    storage: memoryStorage(),
    tabSync: false,
  })
  return createStorefrontState(client, config)
}

describe('the cart flow of the ex_cart_id experiment', () => {
  it('is mini when the visitor is assigned ex_cart_id 1', () => {
    expect(cartFlowOf(stateWith({ experiments: experimentReader({ ex_cart_id: '1' }) }))).toBe(
      'mini',
    )
  })

  it('is legacy in the control, and without a reader even with an ex_cart_id cookie', () => {
    expect(cartFlowOf(stateWith({ experiments: experimentReader({ ex_cart_id: '0' }) }))).toBe(
      'legacy',
    )
    expect(cartFlowOf(stateWith({}))).toBe('legacy')
  })

  it('counts true and any string but "", "0" and "false" as on', () => {
    expect([true, '1', 'b', '0', 'false', '', false, null, undefined].map(experimentOn)).toEqual([
      '1',
      '1',
      'b',
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
