// The browser half of server rendering: the server's HTML hydrates with the dehydrated
// state inside HydrationBoundary, and the prefetched queries are not asked again; the
// session the server saw (serverSession) makes the first browser render match its HTML.
import { createStorefrontClient, memoryCookies } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { QueryClient } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createHarness, startMockServer } from '../../test/harness'
import {
  dehydrate,
  HydrationBoundary,
  prefetchProduct,
  prefetchRegion,
  type SessionSnapshot,
  StorefrontProvider,
  sessionSnapshotOf,
  useAuth,
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

  it("an employee's page hydrates in employee mode when the server hands over its session", async () => {
    // The browser holds a signed-in employee's tokens; the server reads the same cookies from
    // the request, but renders with a client of its own that has none (as the reference
    // storefront does), so it must be told the session.
    const browser = createHarness()
    browser.mock.state.profile = {
      ...browser.mock.state.profile,
      isEmployee: true,
      isEmployeeModeEnable: true,
    }
    await browser.signIn()
    const serverSession: SessionSnapshot = sessionSnapshotOf(browser.client)
    expect(serverSession).toEqual({
      isAuthenticated: true,
      hasOperator: false,
      isEmployeeMode: true,
    })
    function Mode() {
      const { isEmployeeMode, isAuthenticated } = useAuth()
      return (
        <p>{`${isEmployeeMode ? 'сотрудник' : 'покупатель'}, ${isAuthenticated ? 'вошёл' : 'гость'}`}</p>
      )
    }
    const renderClient = createStorefrontClient({
      endpoint: 'http://localhost/graphql',
      cookies: memoryCookies(),
      tabSync: false,
    })
    const html = renderToString(
      <StorefrontProvider
        client={renderClient}
        queryClient={new QueryClient()}
        serverSession={serverSession}
      >
        <Mode />
      </StorefrontProvider>,
    )
    expect(html).toContain('сотрудник, вошёл')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(
        container,
        <StorefrontProvider
          client={browser.client}
          queryClient={new QueryClient()}
          serverSession={serverSession}
        >
          <Mode />
        </StorefrontProvider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      )
    })
    expect(mismatches).toEqual([])
    expect(container.textContent).toBe('сотрудник, вошёл')
  })
})
