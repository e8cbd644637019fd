import { SearchAutocompleteDocument } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, createHarness, delay, HttpResponse, startMockServer } from '../../test/harness'
import { useNotifications, useSearchAutocomplete } from '../index'

startMockServer()

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useSearchAutocomplete', () => {
  it('asks only after 300 ms without typing, and not for one letter', async () => {
    const harness = createHarness()
    const { result, rerender } = harness.render(
      (props: { query: string }) => useSearchAutocomplete(props),
      {
        initialProps: { query: 'н' },
      },
    )
    await act(() => vi.advanceTimersByTimeAsync(400))
    expect(harness.calls('searchAutocomplete')).toHaveLength(0)
    rerender({ query: 'нур' })
    await act(() => vi.advanceTimersByTimeAsync(100))
    rerender({ query: 'нуроф' })
    await act(() => vi.advanceTimersByTimeAsync(250))
    expect(harness.calls('searchAutocomplete')).toHaveLength(0)
    expect(result.current.isPending).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(50))
    await waitFor(() => expect(result.current.suggestions?.products.length).toBeGreaterThan(0))
    expect(harness.calls('searchAutocomplete').map((call) => call.variables)).toEqual([
      { regionID: 'moscowregion', query: 'нуроф' },
    ])
    expect(result.current.suggestions?.products[0]?.name).toBe(fixtures.product.name)
  })

  it('cancels the request of text that is no longer in the box', async () => {
    const aborted: string[] = []
    const harness = createHarness({
      handlers: [
        api.query(SearchAutocompleteDocument, async ({ request, variables }) => {
          request.signal.addEventListener('abort', () => aborted.push(variables.query))
          await delay(variables.query === 'нур' ? 2000 : 10)
          return HttpResponse.json({
            data: { searchAutocomplete: fixtures.searchAutocomplete(variables.query) },
          })
        }),
      ],
    })
    const { result, rerender } = harness.render(
      (props: { query: string }) => useSearchAutocomplete(props),
      {
        initialProps: { query: 'нур' },
      },
    )
    await act(() => vi.advanceTimersByTimeAsync(300))
    await waitFor(() => expect(harness.calls('searchAutocomplete')).toHaveLength(1))
    rerender({ query: 'ингавирин' })
    await act(() => vi.advanceTimersByTimeAsync(300))
    await waitFor(() => expect(result.current.requestedQuery).toBe('ингавирин'))
    await waitFor(() =>
      expect(result.current.suggestions?.products.map((p) => p.id)).toEqual(['20871']),
    )
    await waitFor(() => expect(aborted).toEqual(['нур']))
    // Even when the old answer's time comes, the box keeps the new one.
    await act(() => vi.advanceTimersByTimeAsync(2500))
    expect(result.current.suggestions?.products.map((p) => p.id)).toEqual(['20871'])
  })

  it('toasts "Ошибка запроса / Попробуйте позже" when suggestions fail', async () => {
    const harness = createHarness({
      handlers: [
        api.query(SearchAutocompleteDocument, () =>
          HttpResponse.json({ data: null, errors: [{ message: 'boom' }] }),
        ),
      ],
    })
    const { result } = harness.render(() => ({
      search: useSearchAutocomplete({ query: 'аспирин' }),
      notices: useNotifications(),
    }))
    await act(() => vi.advanceTimersByTimeAsync(300))
    await waitFor(() => expect(result.current.notices.toasts).toHaveLength(1))
    expect(result.current.notices.toasts[0]?.props).toEqual({
      title: 'Ошибка запроса',
      message: 'Попробуйте позже',
    })
  })
})
