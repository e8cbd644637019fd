import { OrdersHistoryDocument } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, delay, HttpResponse, startMockServer } from '../../test/harness'
import { useOrders } from '../index'

startMockServer()

const orders = Array.from({ length: 25 }, (_, index) => ({
  ...fixtures.order,
  id: `o-${index + 1}`,
}))
const history = api.query(OrdersHistoryDocument, async ({ variables }) => {
  const page = variables.paginator?.page ?? 1
  const limit = variables.paginator?.limit ?? 10
  await delay(10)
  return HttpResponse.json({
    data: {
      ordersHistory: {
        marketplaceId: null,
        total: orders.length,
        orders: orders.slice((page - 1) * limit, page * limit),
      },
    },
  })
})

describe('useOrders', () => {
  it('pages through the history, keeping the previous page while the next loads', async () => {
    const harness = createHarness({ handlers: [history] })
    await harness.signIn()
    const { result, rerender } = harness.render((props: { page: number }) => useOrders(props), {
      initialProps: { page: 1 },
    })
    await waitFor(() => expect(result.current.orders).toHaveLength(10))
    expect(result.current).toMatchObject({ total: 25, pageCount: 3, hasNextPage: true })
    rerender({ page: 3 })
    expect(result.current.orders[0]?.id).toBe('o-1')
    await waitFor(() =>
      expect(result.current.orders.map((order) => order.id)).toEqual([
        'o-21',
        'o-22',
        'o-23',
        'o-24',
        'o-25',
      ]),
    )
    expect(result.current.hasNextPage).toBe(false)
    expect(harness.calls('OrdersHistory').map((call) => call.variables)).toEqual([
      { paginator: { page: 1, limit: 10 } },
      { paginator: { page: 3, limit: 10 } },
    ])
  })

  it('asks nothing while signed out', async () => {
    const harness = createHarness({ handlers: [history] })
    const { result } = harness.render(() => useOrders())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.orders).toEqual([])
    expect(harness.calls('OrdersHistory')).toHaveLength(0)
  })
})
