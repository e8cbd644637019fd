// One spelling of the region (issue #14): hooks and query-options factories take `regionId`;
// the contract's `regionID` still works as a deprecated alias, and `regionId` wins over it.

import { fixtures } from '@apteka/sdk/testing'
import type { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createHarness, startMockServer } from '../../test/harness'
import { productQueryOptions, storefrontKeys, useCart } from '../index'

startMockServer()

const cachedCartRegions = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: storefrontKeys.carts() })
    .map((query) => query.queryKey[2])

describe('the region option', () => {
  it('useCart({ regionId }) and the deprecated useCart({ regionID }) load that region’s cart', async () => {
    const harness = createHarness()
    harness.render(() => useCart({ regionId: 'spb' }))
    await waitFor(() => expect(cachedCartRegions(harness.queryClient)).toEqual(['spb']))
    const old = createHarness()
    old.render(() => useCart({ regionID: 'spb' }))
    await waitFor(() => expect(cachedCartRegions(old.queryClient)).toEqual(['spb']))
  })

  it('a query-options factory keys the same entry for either spelling', () => {
    const client = createHarness().client
    const alias = fixtures.product.alias
    expect(productQueryOptions(client, { alias, regionId: 'spb' }).queryKey).toEqual(
      productQueryOptions(client, { alias, regionID: 'spb' }).queryKey,
    )
    expect(productQueryOptions(client, { alias, regionId: 'spb' }).queryKey).toEqual(
      storefrontKeys.product(alias, 'spb'),
    )
  })
})
