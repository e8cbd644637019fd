import { GetProfileDocument, UpdateProfileDocument } from '@apteka/sdk'
import { errorAnswer } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { storefrontKeys, useAuth, useFavorites, useProfile } from '../index'

startMockServer()

describe('useProfile', () => {
  it('asks nothing while signed out', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useProfile())
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(result.current.profile).toBeNull()
    expect(harness.calls('getProfile')).toHaveLength(0)
  })

  it('loads the profile and syncs the favourites from it', async () => {
    const harness = createHarness()
    harness.mock.state.favorites = ['10345', '40412']
    await harness.signIn()
    const { result } = harness.render(() => ({ profile: useProfile(), favorites: useFavorites() }))
    await waitFor(() => expect(result.current.profile.profile?.name).toBe('Анна'))
    await waitFor(() => expect(result.current.favorites.ids).toEqual(['10345', '40412']))
    expect(harness.storage.getItem('favorites')).toBe('["10345","40412"]')
  })

  it('writes the server profile after an update', async () => {
    const harness = createHarness()
    await harness.signIn()
    const { result } = harness.render(() => useProfile())
    await waitFor(() => expect(result.current.profile).toBeTruthy())
    await act(() => result.current.update({ surname: 'Петрова' }))
    expect(harness.calls('UpdateProfile')[0]?.variables).toEqual({ update: { surname: 'Петрова' } })
    expect(result.current.profile?.surname).toBe('Петрова')
    expect(harness.queryClient.getQueryData(storefrontKeys.profile())).toMatchObject({
      surname: 'Петрова',
    })
  })

  it('names the field a refused update is about', async () => {
    const harness = createHarness({
      handlers: [
        api.mutation(UpdateProfileDocument, () =>
          HttpResponse.json({
            data: null,
            errors: [
              {
                message: 'Некорректный Email',
                path: ['updateProfile', 'email'],
                extensions: { code: 'E_5' },
              },
            ],
          }),
        ),
      ],
    })
    await harness.signIn()
    const { result } = harness.render(() => useProfile())
    await act(async () => {
      await result.current.update({ email: 'anna@' }).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.fieldError('email')).toBe('Некорректный Email'))
    expect(result.current.fieldError('name')).toBeNull()
  })

  it('the auth error E_12 clears the profile and the session instead of showing an error', async () => {
    const harness = createHarness({
      handlers: [api.query(GetProfileDocument, () => errorAnswer('E_12', ['profile']))],
    })
    await harness.signIn()
    const { result } = harness.render(() => ({ profile: useProfile(), auth: useAuth() }))
    expect(result.current.auth.isAuthenticated).toBe(true)
    await waitFor(() => expect(result.current.auth.isAuthenticated).toBe(false))
    expect(result.current.profile.profile).toBeNull()
    expect(result.current.profile.error).toBeNull()
  })
})
