import { FavoriteProductsDocument, UpdateFavoriteProductsDocument } from '@apteka/sdk'
import { errorAnswer, fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  api,
  createHarness,
  delay,
  HttpResponse,
  MOCK_SMS_CODE,
  PHONE,
  startMockServer,
} from '../../test/harness'
import { useAuth, useFavorites, useNotifications } from '../index'

startMockServer()

describe('useFavorites', () => {
  it('adds at once and keeps the server answer', async () => {
    const harness = createHarness()
    await harness.signIn()
    const { result } = harness.render(() => useFavorites())
    let done!: Promise<void>
    act(() => {
      done = result.current.toggle('10345')
    })
    expect(result.current.isFavorite('10345')).toBe(true)
    await act(() => done)
    expect(harness.mock.state.favorites).toEqual(['10345'])
    expect(harness.calls('updateFavoriteProducts')[0]?.variables).toEqual({
      mode: 'update',
      productID: '10345',
      regionID: 'moscowregion',
    })
    act(() => {
      done = result.current.toggle('10345')
    })
    expect(result.current.isFavorite('10345')).toBe(false)
    await act(() => done)
    expect(harness.mock.state.favorites).toEqual([])
  })

  it('rolls back and toasts when the server refuses', async () => {
    const harness = createHarness({
      handlers: [
        api.mutation(UpdateFavoriteProductsDocument, async () => {
          await delay(20)
          return errorAnswer('E_20', ['updateFavoriteProducts'])
        }),
      ],
    })
    await harness.signIn()
    const { result } = harness.render(() => ({
      favorites: useFavorites(),
      notices: useNotifications(),
    }))
    let done!: Promise<void>
    act(() => {
      done = result.current.favorites.add('10345')
    })
    expect(result.current.favorites.isFavorite('10345')).toBe(true)
    await act(() => done.catch(() => undefined))
    expect(result.current.favorites.isFavorite('10345')).toBe(false)
    expect(result.current.notices.toasts[0]?.props.title).toBe('Ошибка')
  })

  it('quick toggles end as the last click left them, whatever order answers come in', async () => {
    let calls = 0
    const harness = createHarness({
      handlers: [
        api.mutation(UpdateFavoriteProductsDocument, async ({ variables }) => {
          calls += 1
          // The first answer is the slowest.
          await delay(calls === 1 ? 60 : 5)
          const id = String(variables.productID)
          harness.mock.state.favorites = harness.mock.state.favorites.filter((f) => f !== id)
          if (variables.mode === 'update') harness.mock.state.favorites.push(id)
          const items = harness.mock.state.favorites.map((f) => ({ id: f, name: f, alias: f }))
          return HttpResponse.json({
            data: { updateFavoriteProducts: { items, total: items.length } },
          })
        }),
      ],
    })
    await harness.signIn()
    const { result } = harness.render(() => useFavorites())
    const clicks: Promise<void>[] = []
    act(() => {
      clicks.push(result.current.toggle('10345'))
    })
    act(() => {
      clicks.push(result.current.toggle('10345'))
    })
    act(() => {
      clicks.push(result.current.toggle('10345'))
    })
    expect(result.current.isFavorite('10345')).toBe(true)
    await act(() => Promise.all(clicks))
    expect(result.current.isFavorite('10345')).toBe(true)
    expect(harness.mock.state.favorites).toEqual(['10345'])
  })

  it('asks a signed-out shopper to log in, then adds the product (SPEC §4)', async () => {
    const openAuthModal = vi.fn()
    const harness = createHarness({ config: { openAuthModal } })
    const { result } = harness.render(() => ({ favorites: useFavorites(), auth: useAuth() }))
    let pending!: Promise<void>
    act(() => {
      pending = result.current.favorites.toggle('10345')
    })
    expect(openAuthModal).toHaveBeenCalledWith({ promoCode: false })
    expect(result.current.favorites.isFavorite('10345')).toBe(false)
    expect(harness.calls('updateFavoriteProducts')).toHaveLength(0)
    await act(() => result.current.auth.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    await act(() => pending)
    expect(harness.mock.state.favorites).toEqual(['10345'])
  })

  it('signed out, a product the profile already has stays a favourite after sign-in', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => ({ favorites: useFavorites(), auth: useAuth() }))
    let pending!: Promise<void>
    act(() => {
      pending = result.current.favorites.add('10345')
    })
    // The account already holds it (added on another device).
    harness.mock.state.favorites.push('10345')
    await act(() => result.current.auth.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    await act(() => pending)
    await waitFor(() => expect(result.current.favorites.isFavorite('10345')).toBe(true))
    expect(
      harness.calls('updateFavoriteProducts').map((call) => call.variables.mode),
    ).not.toContain('delete')
  })

  it('from the marketing widget, adds the product after login', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => ({ favorites: useFavorites(), auth: useAuth() }))
    let pending!: Promise<void>
    act(() => {
      pending = result.current.favorites.addFromWidget('20871')
    })
    expect(result.current.auth.authModal.isOpen).toBe(true)
    expect(harness.calls('updateFavoriteProducts')).toHaveLength(0)
    await act(() => result.current.auth.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    await act(() => pending)
    expect(harness.mock.state.favorites).toEqual(['20871'])
    await waitFor(() => expect(result.current.favorites.ids).toEqual(['20871']))
  })

  it('lists the favourite products on the favourites page', async () => {
    const harness = createHarness({
      handlers: [
        api.query(FavoriteProductsDocument, () =>
          HttpResponse.json({
            data: { favoriteProducts: { items: [fixtures.product], total: 1 } },
          }),
        ),
      ],
    })
    await harness.signIn()
    const { result } = harness.render(() => useFavorites({ withProducts: true }))
    await waitFor(() =>
      expect(result.current.products.map((p) => p.name)).toEqual([fixtures.product.name]),
    )
    expect(harness.calls('FavoriteProducts')[0]?.variables).toEqual({ regionID: 'moscowregion' })
  })
})
