// @vitest-environment node
// Server rendering: a product page's queries are prefetched into the request's QueryClient,
// the tree renders to HTML with the data, and the dehydrated state carries it to the browser.
import { createStorefrontClient, memoryCookies, memoryStorage } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createHarness, ENDPOINT, startMockServer } from '../../test/harness'
import {
  dehydrate,
  prefetchProduct,
  prefetchRegion,
  StorefrontProvider,
  storefrontKeys,
  useAddToCart,
  useCart,
  useProduct,
  useRegion,
  useRegionCheck,
  useViewport,
} from '../index'

startMockServer()

const alias = fixtures.productPage.product.alias

function ProductPage() {
  const { product, title } = useProduct({ alias })
  const { region } = useRegion()
  const { viewport } = useViewport({ ssrViewport: 'mobile' })
  const { isOpen } = useRegionCheck()
  const { quantity } = useCart()
  const { isInCart } = useAddToCart()
  return (
    <main data-viewport={viewport} data-region-modal={isOpen ? 'open' : 'closed'}>
      <title>{title}</title>
      <h1>{product?.name}</h1>
      <p>Цены для региона: {region?.names.r}</p>
      <p>В корзине: {quantity}</p>
      <button type="button">{product && isInCart(product) ? 'В корзине' : 'В корзину'}</button>
    </main>
  )
}

describe('server rendering', () => {
  it('renders a prefetched product page with its product and region', async () => {
    // The mock shop answers; one client and one QueryClient per request, as on a server.
    const harness = createHarness()
    const client = createStorefrontClient({
      endpoint: ENDPOINT,
      fetch: (...args) => globalThis.fetch(...args),
      cookies: memoryCookies('region=spb'),
      storage: memoryStorage(),
    })
    const queryClient = new QueryClient()
    await Promise.all([
      prefetchProduct(queryClient, client, { alias, regionID: 'spb' }),
      prefetchRegion(queryClient, client, { regionId: 'spb' }),
    ])
    const asked = harness.operations.length

    const html = renderToString(
      <StorefrontProvider client={client} queryClient={queryClient} regionId="spb">
        <ProductPage />
      </StorefrontProvider>,
    )

    expect(html).toContain(`<h1>${fixtures.productPage.product.name}</h1>`)
    expect(html).toContain('Цены для региона: <!-- -->Санкт-Петербурга')
    expect(html).toContain('data-viewport="mobile"')
    expect(html).toContain('data-region-modal="closed"')
    expect(html).toContain('В корзину')
    // Rendering asked the server nothing more.
    expect(harness.operations.length).toBe(asked)
    expect(harness.calls('ProductPage')[0]?.variables).toEqual({ alias, regionID: 'spb' })

    const state = dehydrate(queryClient)
    const keys = state.queries.map((query) => JSON.stringify(query.queryKey))
    expect(keys).toContain(JSON.stringify(storefrontKeys.product(alias, 'spb')))
    expect(keys).toContain(JSON.stringify(storefrontKeys.region('spb')))
    expect(JSON.stringify(state)).toContain(fixtures.productPage.product.name)
    await client.dispose()
  })
})
