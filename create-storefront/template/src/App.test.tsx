// The skin against the sdk's mock shop: no server, the same contract. Search, buy, and the badge
// counts the product.
import { StorefrontProvider } from '@apteka/hooks'
import { createStorefrontClient } from '@apteka/sdk'
import { createMockApi } from '@apteka/sdk/testing'
import { QueryClient } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { App } from './App'

const api = createMockApi()
const server = setupServer(...api.handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

it('finds products and puts one in the cart', async () => {
  const client = createStorefrontClient({ endpoint: 'http://shop.test/graphql' })
  render(
    <StorefrontProvider client={client} queryClient={new QueryClient()}>
      <App />
    </StorefrontProvider>,
  )
  const [buy] = await screen.findAllByRole('button', { name: 'В корзину' })
  if (!buy) throw new Error('no product to buy')
  fireEvent.click(buy)
  await waitFor(() => expect(screen.getByLabelText('Товаров в корзине').textContent).toBe('1'))
  expect(api.state.cart.length + api.state.miniCarts.size).toBeGreaterThan(0)
})
