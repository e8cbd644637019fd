// The browser half of server rendering: the server's HTML hydrates with the dehydrated
// state inside HydrationBoundary, and the prefetched queries are not asked again.
import { fixtures } from '@apteka/sdk/testing'
import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createHarness, startMockServer } from '../../test/harness'
import {
  dehydrate,
  HydrationBoundary,
  prefetchProduct,
  prefetchRegion,
  StorefrontProvider,
  useProduct,
  useRegion,
} from '../index'

startMockServer()

const alias = fixtures.productPage.product.alias

function ProductTitle() {
  const { product } = useProduct({ alias })
  const { region } = useRegion()
  return (
    <h1>
      {product?.name} — {region?.name}
    </h1>
  )
}

describe('hydration', () => {
  it('hydrates the server HTML from the dehydrated state without asking again', async () => {
    const harness = createHarness()
    const serverCache = new QueryClient()
    await prefetchProduct(serverCache, harness.client, { alias, regionID: 'moscowregion' })
    await prefetchRegion(serverCache, harness.client, { regionId: 'moscowregion' })
    const state = JSON.parse(JSON.stringify(dehydrate(serverCache)))
    const tree = (queryClient: QueryClient) => (
      <StorefrontProvider client={harness.client} queryClient={queryClient} regionId="moscowregion">
        <HydrationBoundary state={state}>
          <ProductTitle />
        </HydrationBoundary>
      </StorefrontProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree(new QueryClient()))
    document.body.append(container)
    const asked = harness.operations.length

    render(tree(new QueryClient()), { container, hydrate: true })
    expect(screen.getByRole('heading').textContent).toBe(
      `${fixtures.productPage.product.name} — Московская область`,
    )
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(
      harness.operations.slice(asked).map((operation) => operation.operationName),
    ).not.toContain('ProductPage')
  })
})
