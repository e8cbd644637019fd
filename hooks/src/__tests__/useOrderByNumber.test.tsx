import { OrderByNumberDocument } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { useOrderByNumber } from '../index'

startMockServer()

const handler = api.query(OrderByNumberDocument, ({ variables }) =>
  HttpResponse.json({
    data: {
      orderByNumber:
        variables.number === '1024' && variables.phone === '+79161234567'
          ? { ...fixtures.order, number: '1024' }
          : null,
    },
  }),
)

describe('useOrderByNumber', () => {
  it('finds an order by number and the phone in API form', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() =>
      useOrderByNumber({ number: ' 1024 ', phone: '+7 916 123 45 67' }),
    )
    await waitFor(() => expect(result.current.order?.number).toBe('1024'))
    expect(harness.calls('OrderByNumber')[0]?.variables).toEqual({
      number: '1024',
      phone: '+79161234567',
    })
  })

  it('answers null when nothing matches', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() =>
      useOrderByNumber({ number: '9', phone: '+7 916 123 45 67' }),
    )
    await waitFor(() => expect(result.current.order).toBeNull())
  })

  it("says 'Заказ не найден' (E_33) when nothing matches", async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() =>
      useOrderByNumber({ number: '9', phone: '+7 916 123 45 67' }),
    )
    await waitFor(() => expect(result.current.notFound).toBe(true))
    expect(result.current.errorText).toBe('Заказ не найден')
  })

  it("reads the API's E_33 refusal as not found too", async () => {
    const refusing = api.query(OrderByNumberDocument, () =>
      HttpResponse.json({
        data: null,
        errors: [{ message: 'Заказ не найден', extensions: { code: 'E_33' } }],
      }),
    )
    const harness = createHarness({ handlers: [refusing] })
    const { result } = harness.render(() =>
      useOrderByNumber({ number: '1024', phone: '+7 916 123 45 67' }),
    )
    await waitFor(() => expect(result.current.notFound).toBe(true))
    expect(result.current.errorText).toBe('Заказ не найден')
  })

  it('asks nothing until both are given', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() => useOrderByNumber({ number: '1024', phone: '+7 916' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.order).toBeUndefined()
    expect(result.current.notFound).toBe(false)
    expect(result.current.errorText).toBeNull()
    expect(harness.calls('OrderByNumber')).toHaveLength(0)
  })
})
