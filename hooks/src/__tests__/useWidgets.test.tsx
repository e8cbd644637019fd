import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createHarness, startMockServer } from '../../test/harness'
import { useWidgets } from '../index'

startMockServer()

describe('useWidgets', () => {
  it('loads the widgets asked for', async () => {
    const harness = createHarness()
    const { result } = harness.render(() =>
      useWidgets({ aliases: ['popular'], productID: '10345' }),
    )
    await waitFor(() => expect(result.current.widgets).toHaveLength(1))
    expect(result.current.widget('popular')?.title).toBe('Популярные товары')
    expect(result.current.widget('viewed')).toBeNull()
    expect(harness.calls('widgets')[0]?.variables).toEqual({
      input: { items: ['popular'], regionID: 'moscowregion', productID: '10345' },
    })
  })

  it('is skipped in employee mode', async () => {
    const harness = createHarness()
    harness.mock.state.profile = {
      ...harness.mock.state.profile,
      isEmployee: true,
      isEmployeeModeEnable: true,
    }
    await harness.signIn()
    const { result } = harness.render(() => useWidgets({ aliases: ['popular'] }))
    await waitFor(() => expect(result.current.isSkipped).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(result.current.widgets).toEqual([])
    expect(harness.calls('widgets')).toHaveLength(0)
  })
})
