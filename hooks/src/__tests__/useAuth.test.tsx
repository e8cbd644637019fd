import {
  LoginOAuthDocument,
  LoginOperatorAsUserDocument,
  LoginUserByOperatorDocument,
  RegisterClientDocument,
} from '@apteka/sdk'
import { errorAnswer, fixtures, makeToken } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  api,
  createHarness,
  HttpResponse,
  MOCK_SMS_CODE,
  PHONE,
  startMockServer,
} from '../../test/harness'
import { storefrontKeys, useAuth, useFavorites, useRegion } from '../index'

startMockServer()

const tokens = (kind: 'user' | 'operator', id: string) => ({
  accessToken: makeToken({ sub: id, kind, exp: 4_000_000_000, jti: `${kind}-a-${id}` }),
  refreshToken: makeToken({ sub: id, kind, exp: 4_000_000_000, jti: `${kind}-r-${id}` }),
})

type Tokens = { accessToken: string; refreshToken: string }

const payload = (
  session: { user?: Tokens | null; operator?: Tokens | null },
  regionID: string | null = null,
) => ({
  isRegistered: true,
  regionID,
  session: {
    regionID,
    user: session.user ?? null,
    operator: session.operator ?? null,
    profile: { ...fixtures.profile, favoriteProducts: { items: ['20871'], total: 1 } },
  },
})

describe('useAuth', () => {
  it('sends the code to the phone in API form', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useAuth())
    await act(() => result.current.getCode('8 (916) 123-45-67'))
    expect(harness.mock.state.codeRequests).toEqual([PHONE])
  })

  it('signs in with the code: session, profile and favourites from the answer', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => ({ auth: useAuth(), favorites: useFavorites() }))
    expect(result.current.auth.isAuthenticated).toBe(false)
    await act(() => result.current.auth.login({ phone: '89161234567', code: MOCK_SMS_CODE }))
    expect(result.current.auth.isAuthenticated).toBe(true)
    expect(harness.queryClient.getQueryData(storefrontKeys.profile())).toMatchObject({
      name: 'Анна',
    })
    expect(harness.calls('login')[0]?.variables).toEqual({ phone: PHONE, code: MOCK_SMS_CODE })
  })

  it('a wrong code fails with E_259 and keeps the shopper signed out', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useAuth())
    let failure: { code?: string } | undefined
    await act(async () => {
      await result.current.login({ phone: PHONE, code: '0000' }).catch((error) => {
        failure = error
      })
    })
    expect(failure?.code).toBe('E_259')
    expect(result.current.error).toBe(failure)
    expect(result.current.isAuthenticated).toBe(false)
  })

  it('requireAuth runs the action at once for a signed-in shopper', async () => {
    const harness = createHarness()
    await harness.signIn()
    const openAuthModal = vi.fn()
    harness.setConfig({ openAuthModal })
    const { result } = harness.render(() => useAuth())
    let value: number | undefined
    await act(async () => {
      value = await result.current.requireAuth(() => 42)
    })
    expect(value).toBe(42)
    expect(openAuthModal).not.toHaveBeenCalled()
  })

  it('requireAuth opens the auth modal instead, and runs the action after login', async () => {
    const openAuthModal = vi.fn()
    const harness = createHarness({ config: { openAuthModal } })
    const { result } = harness.render(() => useAuth())
    const action = vi.fn(() => 'done')
    let pending!: Promise<string | undefined>
    act(() => {
      pending = result.current.requireAuth(action)
    })
    expect(action).not.toHaveBeenCalled()
    expect(openAuthModal).toHaveBeenCalledWith({ promoCode: false })
    expect(result.current.authModal).toEqual({ isOpen: true, promoCode: false })
    await act(() => result.current.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    await expect(pending).resolves.toBe('done')
    expect(action).toHaveBeenCalledTimes(1)
    expect(result.current.authModal.isOpen).toBe(false)
  })

  it('the promo-code modal asks for login with promoCode true', async () => {
    const openAuthModal = vi.fn()
    const harness = createHarness({ config: { openAuthModal } })
    const { result } = harness.render(() => useAuth())
    act(() => {
      void result.current.requireAuth(() => undefined, { promoCode: true })
    })
    expect(openAuthModal).toHaveBeenCalledWith({ promoCode: true })
    expect(result.current.authModal).toEqual({ isOpen: true, promoCode: true })
  })

  it('closing the auth modal drops the action', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useAuth())
    const action = vi.fn()
    let pending!: Promise<unknown>
    act(() => {
      pending = result.current.requireAuth(action)
    })
    act(() => result.current.closeAuthModal())
    await expect(pending).resolves.toBeUndefined()
    await act(() => result.current.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    expect(action).not.toHaveBeenCalled()
  })

  it('logout clears tokens, the cart id, the profile and the favourites', async () => {
    const harness = createHarness({ storage: { cart_id: 'mini-3' } })
    harness.mock.state.favorites = ['20871']
    harness.mock.state.profile = {
      ...harness.mock.state.profile,
      favoriteProducts: { items: ['20871'], total: 1 },
    }
    const { result } = harness.render(() => ({ auth: useAuth(), favorites: useFavorites() }))
    await act(() => result.current.auth.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    await waitFor(() => expect(result.current.favorites.ids).toEqual(['20871']))
    let outcome: { revertedToOperator: boolean } | undefined
    await act(async () => {
      outcome = await result.current.auth.logout()
    })
    expect(outcome).toEqual({ revertedToOperator: false })
    expect(result.current.auth.isAuthenticated).toBe(false)
    expect(harness.storage.getItem('cart_id')).toBeNull()
    expect(harness.queryClient.getQueryData(storefrontKeys.profile())).toBeUndefined()
    expect(result.current.favorites.ids).toEqual([])
    expect(harness.mock.state.logoutCalls).toBe(1)
  })

  it('reads the session once per session event, not once per render', async () => {
    const harness = createHarness()
    const reads = vi.spyOn(harness.client.session, 'isAuthenticated')
    const { result, rerender } = harness.render(() => useAuth())
    for (let i = 0; i < 20; i++) rerender()
    const readsBeforeLogin = reads.mock.calls.length
    expect(readsBeforeLogin).toBeLessThanOrEqual(2)
    await act(() => result.current.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    expect(result.current.isAuthenticated).toBe(true)
    for (let i = 0; i < 20; i++) rerender()
    expect(reads.mock.calls.length - readsBeforeLogin).toBeLessThanOrEqual(3)
    await act(async () => {
      await result.current.logout()
    })
    expect(result.current.isAuthenticated).toBe(false)
  })

  it('an operator acts for a customer in their region, and logout returns to the operator', async () => {
    const operator = tokens('operator', 'op-1')
    const customer = tokens('user', 'u-2002')
    const harness = createHarness({
      handlers: [
        api.mutation(LoginOperatorAsUserDocument, () =>
          HttpResponse.json({ data: { loginOperatorAsUser: payload({ operator }) } }),
        ),
        api.mutation(LoginUserByOperatorDocument, ({ variables }) =>
          variables.input.phone === PHONE
            ? HttpResponse.json({
                data: { loginUserByOperator: payload({ user: customer }, 'spb') },
              })
            : errorAnswer('E_7', ['loginUserByOperator']),
        ),
      ],
    })
    // The shop knows both sessions, so the profile re-fetched after the revert is answered.
    harness.mock.state.accessTokens.add(operator.accessToken)
    harness.mock.state.accessTokens.add(customer.accessToken)
    const { result } = harness.render(() => ({ auth: useAuth(), region: useRegion() }))
    await act(() =>
      result.current.auth.operatorLogin({ phone: '+79990000000', code: MOCK_SMS_CODE }),
    )
    expect(result.current.auth.isOperator).toBe(true)
    // The operator's own session: the operator's pair under both names, so the operator is
    // signed in (their profile loads) before acting for anyone.
    expect(result.current.auth.isAuthenticated).toBe(true)
    expect(harness.client.session.getState().user?.accessToken).toBe(operator.accessToken)
    await act(() => result.current.auth.loginAsUser({ phone: '8 916 123 45 67' }))
    expect(result.current.auth.isAuthenticated).toBe(true)
    expect(result.current.region.regionId).toBe('spb')
    expect(harness.client.session.getState().user?.accessToken).toBe(customer.accessToken)

    let outcome: { revertedToOperator: boolean } | undefined
    await act(async () => {
      outcome = await result.current.auth.logout()
    })
    expect(outcome).toEqual({ revertedToOperator: true })
    expect(harness.client.session.getState().user?.accessToken).toBe(operator.accessToken)
    expect(result.current.region.regionId).toBe('moscowregion')
    await waitFor(() => expect(harness.calls('getProfile').length).toBeGreaterThan(0))
    expect(harness.calls('getProfile').at(-1)?.headers.get('authorization')).toBe(
      `Bearer ${operator.accessToken}`,
    )
  })

  it('signs in with OAuth and registers new customers', async () => {
    const harness = createHarness({
      handlers: [
        api.mutation(LoginOAuthDocument, ({ variables }) =>
          HttpResponse.json({
            data: {
              loginOAuth: payload(
                variables.token === 'vk-token' ? { user: tokens('user', 'vk') } : {},
              ),
            },
          }),
        ),
        api.mutation(RegisterClientDocument, ({ variables }) =>
          variables.data.code === MOCK_SMS_CODE
            ? HttpResponse.json({
                data: { registerClient: payload({ user: tokens('user', 'new') }) },
              })
            : errorAnswer('E_259', ['registerClient']),
        ),
      ],
    })
    const { result } = harness.render(() => useAuth())
    await act(() =>
      result.current.loginOAuth({ provider: 'vk', token: 'vk-token', state: 'vk.n0nce' }),
    )
    expect(result.current.isAuthenticated).toBe(true)
    expect(harness.calls('loginOAuth')[0]?.variables).toEqual({
      oauthProvider: 'vk',
      token: 'vk-token',
      referrerCode: null,
      // The state the provider sent back goes to the API, which checks it against the browser.
      state: 'vk.n0nce',
    })
    await act(() => result.current.logout())
    await act(() =>
      result.current.register({ phone: '8 916 123-45-67', code: MOCK_SMS_CODE, name: 'Анна' }),
    )
    expect(result.current.isAuthenticated).toBe(true)
    expect(harness.calls('registerClient')[0]?.variables.data).toMatchObject({
      phone: PHONE,
      name: 'Анна',
    })
  })

  it('employee mode follows the profile flags', async () => {
    const harness = createHarness()
    harness.mock.state.profile = {
      ...harness.mock.state.profile,
      isEmployee: true,
      isEmployeeModeEnable: true,
    }
    const { result } = harness.render(() => useAuth())
    expect(result.current.isEmployeeMode).toBe(false)
    await act(() => result.current.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    await waitFor(() => expect(result.current.isEmployeeMode).toBe(true))
  })
})
