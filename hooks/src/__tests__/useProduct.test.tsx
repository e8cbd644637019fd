import { ProductPageDocument } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { describe, expect, it } from 'vitest'
import {
  api,
  createHarness,
  HttpResponse,
  MOCK_SMS_CODE,
  PHONE,
  startMockServer,
} from '../../test/harness'
import {
  type AnalyticsEvent,
  productQueryOptions,
  StorefrontProvider,
  useAuth,
  useBrowsingHistory,
  useProduct,
  visiblePrices,
} from '../index'

startMockServer()

const page = fixtures.productPage
const prices = [
  { ...page.product.prices[0]!, priceTypeID: 1, price: 259, isExpirating: false },
  { ...page.product.prices[0]!, priceTypeID: 4, price: 199, isExpirating: true },
  { ...page.product.prices[0]!, priceTypeID: 2, price: 0, isExpirating: false },
  { ...page.product.prices[0]!, priceTypeID: 3, price: 240, isExpirating: false },
]
const product = { ...page.product, priceTypeID: 1, price: 259, prices }

describe('visiblePrices', () => {
  it('shows a shopper the current price only', () => {
    expect(
      visiblePrices(product, { isEmployeeMode: false, showExpiringPrices: true }).map(
        (p) => p.priceTypeID,
      ),
    ).toEqual([1])
  })

  it('shows an employee every price above 0, expiring ones only with the flag', () => {
    expect(
      visiblePrices(product, { isEmployeeMode: true, showExpiringPrices: false }).map(
        (p) => p.priceTypeID,
      ),
    ).toEqual([1, 3])
    expect(
      visiblePrices(product, { isEmployeeMode: true, showExpiringPrices: true }).map(
        (p) => p.priceTypeID,
      ),
    ).toEqual([1, 4, 3])
  })
})

describe('useProduct', () => {
  it('loads the product page and records the view in the history and analytics', async () => {
    const events: AnalyticsEvent[] = []
    const harness = createHarness({ config: { onAnalyticsEvent: (event) => events.push(event) } })
    const { result } = harness.render(() => useProduct({ alias: page.product.alias }))
    await waitFor(() => expect(result.current.product?.name).toBe(page.product.name))
    expect(harness.calls('ProductPage')[0]?.variables).toEqual({
      alias: page.product.alias,
      regionID: 'moscowregion',
    })
    expect(result.current.title).toBe(page.metaInformation.title || page.product.name)
    expect(result.current.prices.length).toBeLessThanOrEqual(1)
    await waitFor(() =>
      expect(harness.storage.getItem('view_history')).toBe(JSON.stringify([page.product.id])),
    )
    // With its name and price: the vendor measurement and the counters' ecommerce need them (#34).
    expect(events).toEqual([
      {
        type: 'product_view',
        productId: page.product.id,
        name: page.product.name,
        ...(page.product.price != null ? { price: page.product.price } : {}),
      },
    ])
  })

  it('a page rendered with its product keeps the history of earlier visits', async () => {
    // The server sent the product, so the view is recorded on the first effect — before the
    // provider has read local storage; the earlier views must survive.
    const harness = createHarness({ storage: { view_history: '["p-1","p-2"]' } })
    await harness.queryClient.prefetchQuery(
      productQueryOptions(harness.client, { alias: page.product.alias, regionID: 'moscowregion' }),
    )
    const { result } = harness.render(() => ({
      product: useProduct({ alias: page.product.alias }),
      history: useBrowsingHistory(),
    }))
    expect(result.current.product.product?.id).toBe(page.product.id)
    await waitFor(() => expect(result.current.history.ids).toEqual([page.product.id, 'p-1', 'p-2']))
    expect(JSON.parse(harness.storage.getItem('view_history') ?? '[]')).toEqual([
      page.product.id,
      'p-1',
      'p-2',
    ])
  })

  it('says when no product has the alias', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useProduct({ alias: 'net-takogo' }))
    await waitFor(() => expect(result.current.notFound).toBe(true))
    expect(result.current.product).toBeNull()
  })

  it('an employee in employee mode sees every price above 0, expiring ones with the flag', async () => {
    const harness = createHarness({
      config: { showExpiringPrices: true },
      handlers: [
        api.query(ProductPageDocument, () =>
          HttpResponse.json({ data: { productPage: { ...page, product } } }),
        ),
      ],
    })
    harness.mock.state.profile = {
      ...harness.mock.state.profile,
      isEmployee: true,
      isEmployeeModeEnable: true,
    }
    const { result } = harness.render(() => ({
      product: useProduct({ alias: page.product.alias }),
      auth: useAuth(),
    }))
    await waitFor(() => expect(result.current.product.product).toBeTruthy())
    expect(result.current.product.prices.map((price) => price.priceTypeID)).toEqual([1])
    await act(() => result.current.auth.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    await waitFor(() => expect(result.current.auth.isEmployeeMode).toBe(true))
    expect(result.current.product.prices.map((price) => price.priceTypeID)).toEqual([1, 4, 3])
  })

  it('follows the provider’s showExpiringPrices when the shop switches it, without a render of its own', async () => {
    const harness = createHarness({
      handlers: [
        api.query(ProductPageDocument, () =>
          HttpResponse.json({ data: { productPage: { ...page, product } } }),
        ),
      ],
    })
    harness.mock.state.profile = {
      ...harness.mock.state.profile,
      isEmployee: true,
      isEmployeeModeEnable: true,
    }
    await harness.signIn()
    // The shop keeps the flag in its own state above the provider (the employee's control);
    // switching it renders the shop, and the hook's component is the same element below.
    let show: (value: boolean) => void = () => undefined
    function Shop({ children }: { children?: ReactNode }) {
      const [shown, setShown] = useState(false)
      show = setShown
      return (
        <StorefrontProvider
          client={harness.client}
          queryClient={harness.queryClient}
          showExpiringPrices={shown}
        >
          {children}
        </StorefrontProvider>
      )
    }
    const { result } = renderHook(
      () => ({ product: useProduct({ alias: page.product.alias }), auth: useAuth() }),
      { wrapper: Shop },
    )
    await waitFor(() => expect(result.current.auth.isEmployeeMode).toBe(true))
    await waitFor(() =>
      expect(result.current.product.prices.map((price) => price.priceTypeID)).toEqual([1, 3]),
    )
    act(() => show(true))
    expect(result.current.product.prices.map((price) => price.priceTypeID)).toEqual([1, 4, 3])
    act(() => show(false))
    expect(result.current.product.prices.map((price) => price.priceTypeID)).toEqual([1, 3])
  })
})
