import { fixtures } from '@apteka/sdk/testing'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createHarness, startMockServer } from '../../test/harness'
import { useOrder } from '../index'

startMockServer()

describe('useOrder', () => {
  it('loads one order by id', async () => {
    const harness = createHarness({
      api: { state: { orders: [{ ...fixtures.order, id: 'o-7', canBeCancel: true }] } },
    })
    await harness.signIn()
    const { result } = harness.render(() => useOrder({ id: 'o-7' }))
    await waitFor(() => expect(result.current.order?.id).toBe('o-7'))
    expect(result.current.canCancel).toBe(true)
    expect(harness.calls('order')[0]?.variables).toEqual({ id: 'o-7' })
  })

  it('answers null for an order that does not exist', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useOrder({ id: 'nope' }))
    await waitFor(() => expect(result.current.order).toBeNull())
    expect(result.current.canCancel).toBe(false)
  })

  it('asks nothing without an id', async () => {
    const harness = createHarness()
    harness.render(() => useOrder({ id: '' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(harness.calls('order')).toHaveLength(0)
  })
})
