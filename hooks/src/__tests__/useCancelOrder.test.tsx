import { CancelOrderDocument, OrdersHistoryDocument } from '@apteka/sdk'
import { errorAnswer, fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { storefrontKeys, useCancelOrder, useOrders } from '../index'

startMockServer()

const open = { ...fixtures.order, id: 'o-1', canBeCancel: true, status: fixtures.order.status }
const sent = { ...fixtures.order, id: 'o-2', canBeCancel: false }

describe('useCancelOrder', () => {
  it('cancels, and the server order replaces the cached one and its line in the history', async () => {
    const cancelled = { ...open, canBeCancel: false, statusLabel: 'Отменён' }
    const harness = createHarness({
      handlers: [
        api.query(OrdersHistoryDocument, () =>
          HttpResponse.json({
            data: { ordersHistory: { marketplaceId: null, total: 2, orders: [open, sent] } },
          }),
        ),
        api.mutation(CancelOrderDocument, () =>
          HttpResponse.json({ data: { cancelOrder: cancelled } }),
        ),
      ],
    })
    await harness.signIn()
    const { result } = harness.render(() => ({ cancel: useCancelOrder(), orders: useOrders() }))
    await waitFor(() => expect(result.current.orders.orders).toHaveLength(2))
    await act(() => result.current.cancel.cancel({ id: 'o-1', reason: 'Передумал' }))
    expect(harness.calls('cancelOrder')[0]?.variables).toEqual({ id: 'o-1', reason: 'Передумал' })
    expect(harness.queryClient.getQueryData(storefrontKeys.order('o-1'))).toMatchObject({
      statusLabel: 'Отменён',
    })
    await waitFor(() => expect(result.current.orders.orders[0]?.statusLabel).toBe('Отменён'))
    expect(result.current.orders.orders[1]?.id).toBe('o-2')
  })

  it('an order already assembled or sent cannot be cancelled (E_39)', async () => {
    const harness = createHarness({
      handlers: [api.mutation(CancelOrderDocument, () => errorAnswer('E_39', ['cancelOrder']))],
    })
    await harness.signIn()
    const { result } = harness.render(() => useCancelOrder())
    await act(() => result.current.cancel({ id: 'o-2' }).catch(() => undefined))
    await waitFor(() => expect(result.current.errorCode).toBe('E_39'))
    expect(result.current.errorText).toMatch(/собран|отправлен/i)
  })
})
