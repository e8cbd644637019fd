import { RegionQueryDocument } from '@apteka/sdk'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { storefrontKeys, useNotifications, useRegion } from '../index'

startMockServer()

const DAYS_300 = 300 * 24 * 3600

describe('useRegion', () => {
  it('starts in the default region and shows it before anything loads', () => {
    const harness = createHarness()
    const { result } = harness.render(() => useRegion())
    expect(result.current.regionId).toBe('moscowregion')
    expect(result.current.isDefault).toBe(true)
    expect(result.current.region?.names.i).toBe('Москва и область')
  })

  it('starts in the region of the cookie and loads it', async () => {
    const harness = createHarness({ cookies: { region: 'spb' } })
    const { result } = harness.render(() => useRegion())
    expect(result.current.regionId).toBe('spb')
    expect(result.current.region).toBeNull()
    await waitFor(() => expect(result.current.region?.name).toBe('Санкт-Петербург'))
    expect(harness.calls('RegionQuery').map((call) => call.variables)).toEqual([
      { regionId: 'spb' },
    ])
  })

  it('choosing a city stores region, number, city cookie and city name for 300 days', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useRegion())
    let url: string | undefined
    await act(async () => {
      ;({ url } = await result.current.setRegion(
        { id: 'kazan', code: 'kazan', name: 'Казань', type: '2' },
        { url: '/catalog/vitaminy/?f_brand=solgar' },
      ))
    })
    expect(result.current.regionId).toBe('kazan')
    expect(result.current.region?.name).toBe('Республика Татарстан')
    expect(url).toBe('/catalog/vitaminy/r_kazan/?f_brand=solgar&region=kazan')
    expect(harness.cookies.writes.map(({ name, value }) => [name, value])).toEqual([
      ['region', 'kazan'],
      ['region_num', '16'],
      ['city_id', 'kazan'],
      ['need_check_region', '0'],
    ])
    expect(harness.cookies.writes.every((write) => write.options?.maxAge === DAYS_300)).toBe(true)
    expect(harness.storage.getItem('city_name')).toBe('Казань')
  })

  it('choosing a region that is not a city clears the city cookie and name', async () => {
    const harness = createHarness({
      cookies: { city_id: 'kazan' },
      storage: { city_name: 'Казань' },
    })
    const { result } = harness.render(() => useRegion())
    await act(() =>
      result.current.setRegion({ id: 'spb', code: 'spb', name: 'Санкт-Петербург', type: '1' }),
    )
    expect(harness.cookies.get('city_id')).toBeNull()
    expect(harness.storage.getItem('city_name')).toBeNull()
    expect(harness.cookies.get('region')).toBe('spb')
  })

  it('a place the server cannot resolve falls back to itself and toasts', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => ({ region: useRegion(), notices: useNotifications() }))
    await act(() =>
      result.current.region.setRegion({ id: 'atlantis', name: 'Атлантида', type: '1' }),
    )
    expect(result.current.region.regionId).toBe('atlantis')
    expect(result.current.region.region?.name).toBe('Атлантида')
    expect(result.current.notices.toasts.map((toast) => toast.props)).toEqual([
      {
        title: 'Ошибка при получении региона',
        message: 'Не удалось получить данные о регионе для Атлантида(atlantis)',
      },
    ])
  })

  it('every hook re-asks in the new region', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useRegion())
    await act(() => result.current.setRegion({ id: 'spb', name: 'Санкт-Петербург' }))
    expect(harness.queryClient.getQueryData(storefrontKeys.region('spb'))).toMatchObject({
      num: 78,
    })
    expect(result.current.regionUrl('/catalog/')).toBe('/catalog/r_spb/?region=spb')
  })

  it('reset returns to the default region and its plain addresses', async () => {
    const harness = createHarness({ cookies: { region: 'spb' } })
    const { result } = harness.render(() => useRegion())
    let url: string | undefined
    act(() => {
      ;({ url } = result.current.resetRegion({ url: '/catalog/r_spb/?region=spb' }))
    })
    expect(result.current.regionId).toBe('moscowregion')
    expect(url).toBe('/catalog/')
    expect(harness.cookies.get('region')).toBe('moscowregion')
  })

  it('works against its own handlers too (the default region is known without the server)', async () => {
    const harness = createHarness({
      handlers: [
        api.query(RegionQueryDocument, () => HttpResponse.json({ data: { region: null } })),
      ],
    })
    const { result } = harness.render(() => useRegion())
    await waitFor(() => expect(harness.calls('RegionQuery')).toHaveLength(1))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.region?.id).toBe('moscowregion')
  })
})
