import { SuggestRegionDocument } from '@apteka/sdk'
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { useNotifications, useRegionSuggest } from '../index'

startMockServer()

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useRegionSuggest', () => {
  it('asks once with an empty query at start, whatever is typed', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useRegionSuggest({ query: 'Каз' }))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(harness.calls('suggestRegion').map((call) => call.variables.query)).toEqual([''])
    // Filtered in the browser at once, before the server is asked about 'Каз'.
    expect(result.current.regions.map((region) => region.name)).toEqual([])
  })

  it('filters the list in the browser by case-insensitive substring, tidying spaces', async () => {
    const harness = createHarness()
    const { result, rerender } = harness.render(
      (props: { query: string }) => useRegionSuggest(props),
      {
        initialProps: { query: '' },
      },
    )
    await waitFor(() => expect(result.current.regions).toHaveLength(3))
    rerender({ query: '  санкт-  ' })
    expect(result.current.query).toBe('санкт-')
    expect(result.current.regions.map((region) => region.name)).toEqual(['Санкт-Петербург'])
  })

  it('asks the server only after 600 ms without typing', async () => {
    const harness = createHarness()
    const { result, rerender } = harness.render(
      (props: { query: string }) => useRegionSuggest(props),
      {
        initialProps: { query: '' },
      },
    )
    await waitFor(() => expect(harness.calls('suggestRegion')).toHaveLength(1))
    rerender({ query: 'Т' })
    await act(() => vi.advanceTimersByTimeAsync(300))
    rerender({ query: 'Тат' })
    await act(() => vi.advanceTimersByTimeAsync(550))
    expect(harness.calls('suggestRegion')).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(50))
    await waitFor(() => expect(harness.calls('suggestRegion')).toHaveLength(2))
    expect(harness.calls('suggestRegion')[1]?.variables.query).toBe('Тат')
    await waitFor(() => expect(result.current.requestedQuery).toBe('Тат'))
  })

  it('says nothing was found once the server was asked about the text', async () => {
    const harness = createHarness()
    const { result, rerender } = harness.render(
      (props: { query: string }) => useRegionSuggest(props),
      {
        initialProps: { query: '' },
      },
    )
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    rerender({ query: 'Якутск' })
    expect(result.current.notFound).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(600))
    await waitFor(() => expect(result.current.notFound).toBe(true))
    expect(result.current.notFoundText).toBe(
      'По вашему запросу ничего не найдено. Проверьте корректность ввода или введите другой регион',
    )
  })

  it('toasts the server error message when suggestions fail', async () => {
    const harness = createHarness({
      handlers: [
        api.query(SuggestRegionDocument, () =>
          HttpResponse.json({
            data: null,
            errors: [{ message: 'Сервис регионов недоступен', extensions: { code: 'E_3' } }],
          }),
        ),
      ],
    })
    const { result } = harness.render(() => ({
      suggest: useRegionSuggest(),
      notices: useNotifications(),
    }))
    await waitFor(() => expect(result.current.notices.toasts).toHaveLength(1))
    expect(result.current.notices.toasts[0]?.props).toEqual({
      title: 'Ошибка при получении регионов',
      message: 'Сервис регионов недоступен',
    })
  })
})
