// The session rules of SPEC §4–§6: sign-in, logout (and the operator's way back), forced
// logout, who counts as authenticated, and employee mode.
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeToken } from '../src/testing/tokens'
import { fakeApi, NOW, testClient, tokens } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const loggedOut = { data: { logout: { success: true, message: null } } }

describe('signIn', () => {
  it('stores the tokens in their cookies and tells the listeners', () => {
    const { client, cookies } = testClient()
    const events: string[] = []
    client.session.subscribe((event) => events.push(event.type))
    const customer = tokens('customer')
    const operator = tokens('operator')

    client.session.signIn({ user: customer, operator })

    expect(cookies.get('access_token')).toBe(customer.accessToken)
    expect(cookies.get('refresh_token')).toBe(customer.refreshToken)
    expect(cookies.get('operator_access_token')).toBe(operator.accessToken)
    expect(cookies.get('operator_refresh_token')).toBe(operator.refreshToken)
    expect(client.session.getState()).toEqual({ user: customer, operator })
    expect(events).toEqual(['signed-in'])
  })

  it('keeps a kind that is left out and removes one given as null', () => {
    const { client } = testClient()
    const operator = tokens('operator')
    client.session.signIn({ user: tokens('customer'), operator })
    client.session.signIn({ user: null })
    expect(client.session.getState()).toEqual({ user: null, operator })
  })

  it('an unsubscribed listener hears nothing more', () => {
    const { client } = testClient()
    const listener = vi.fn()
    const stop = client.session.subscribe(listener)
    stop()
    client.session.signIn({ user: tokens('customer') })
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('logout', () => {
  it('clears all tokens, the cart id and the favourites, emits signed-out and runs onLogout', async () => {
    const api = fakeApi({ logout: () => loggedOut })
    server.use(api.handler)
    const onLogout = vi.fn()
    const { client, cookies, storage } = testClient({ onLogout })
    const customer = tokens('customer')
    client.session.signIn({ user: customer })
    client.cartId.set('cart-42')
    storage.setItem('favorites', '["p1"]')
    storage.setItem('region', '77')
    const events: string[] = []
    client.session.subscribe((event) => events.push(event.type))

    await expect(client.session.logout()).resolves.toEqual({ revertedToOperator: false })

    expect(api.last('logout')!.headers.get('authorization')).toBe(`Bearer ${customer.accessToken}`)
    expect(client.session.getState()).toEqual({ user: null, operator: null })
    expect(cookies.get('refresh_token')).toBeNull()
    expect(client.cartId.get()).toBeNull()
    expect(storage.getItem('favorites')).toBeNull()
    expect(storage.getItem('region')).toBe('77')
    expect(events).toEqual(['signed-out'])
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('an operator acting for a customer goes back to the operator session', async () => {
    const api = fakeApi({ logout: () => loggedOut })
    server.use(api.handler)
    const onLogout = vi.fn()
    const { client } = testClient({ onLogout })
    const customer = tokens('customer')
    const operator = tokens('operator')
    client.session.signIn({ user: customer, operator })
    client.cartId.set('cart-of-customer')
    const events: string[] = []
    client.session.subscribe((event) => events.push(event.type))

    await expect(client.session.logout()).resolves.toEqual({ revertedToOperator: true })

    expect(api.count('logout')).toBe(1)
    expect(api.last('logout')!.headers.get('authorization')).toBe(`Bearer ${customer.accessToken}`)
    expect(client.session.getState()).toEqual({ user: operator, operator })
    expect(events).toEqual(['operator-reverted'])
    expect(onLogout).not.toHaveBeenCalled()
  })

  it('an operator logging out of their own session clears the operator cookies too', async () => {
    server.use(fakeApi({ logout: () => loggedOut }).handler)
    const order: string[] = []
    const { client, cookies } = testClient({
      onOperatorLogout: () => {
        order.push('operator')
      },
      onLogout: () => {
        order.push('user')
      },
    })
    const own = tokens('operator')
    client.session.signIn({ user: own, operator: own })

    await expect(client.session.logout()).resolves.toEqual({ revertedToOperator: false })

    expect(cookies.get('operator_access_token')).toBeNull()
    expect(cookies.get('operator_refresh_token')).toBeNull()
    expect(client.session.getState()).toEqual({ user: null, operator: null })
    expect(order).toEqual(['operator', 'user'])
  })

  it('logs out even when the logout mutation cannot be sent', async () => {
    server.use(fakeApi({ logout: () => HttpResponse.error() }).handler)
    const { client } = testClient()
    client.session.signIn({ user: tokens('customer') })
    await client.session.logout()
    expect(client.session.getState().user).toBeNull()
  })

  it('an anonymous logout sends nothing', async () => {
    const api = fakeApi({ logout: () => loggedOut })
    server.use(api.handler)
    const { client } = testClient()
    await client.session.logout()
    expect(api.calls).toEqual([])
  })
})

describe('forceLogout', () => {
  it('goes anonymous and emits forced-logout', () => {
    const onLogout = vi.fn()
    const { client } = testClient({ onLogout })
    const events: string[] = []
    client.session.signIn({ user: tokens('customer') })
    client.session.subscribe((event) => events.push(event.type))

    client.session.forceLogout()

    expect(client.session.getState()).toEqual({ user: null, operator: null })
    expect(events).toEqual(['forced-logout'])
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('goes back to the operator token when an operator acts for a customer', () => {
    const { client } = testClient()
    const operator = tokens('operator')
    client.session.signIn({ user: tokens('customer'), operator })
    client.session.forceLogout()
    expect(client.session.getState()).toEqual({ user: operator, operator })
  })
})

describe('isAuthenticated (SPEC §6)', () => {
  it('is true only when a refresh token exists', () => {
    const { client, cookies } = testClient()
    expect(client.session.isAuthenticated()).toBe(false)
    cookies.set('access_token', tokens('customer').accessToken)
    expect(client.session.isAuthenticated()).toBe(false)
    cookies.set('refresh_token', tokens('customer').refreshToken)
    expect(client.session.isAuthenticated()).toBe(true)
    cookies.remove('access_token')
    expect(client.session.isAuthenticated()).toBe(true)
  })
})

describe('isEmployeeMode (SPEC §5)', () => {
  it('follows the profile: employee with the mode enabled', () => {
    const { client } = testClient()
    client.session.signIn({ user: tokens('customer', 300, { employee: true }) })
    expect(client.session.isEmployeeMode({ isEmployee: true, isEmployeeModeEnable: true })).toBe(
      true,
    )
    expect(client.session.isEmployeeMode({ isEmployee: true, isEmployeeModeEnable: false })).toBe(
      false,
    )
    expect(client.session.isEmployeeMode({ isEmployee: false, isEmployeeModeEnable: true })).toBe(
      false,
    )
  })

  it("without a profile, reads the access token's employee claim", () => {
    const { client } = testClient()
    expect(client.session.isEmployeeMode()).toBe(false)
    client.session.signIn({ user: tokens('employee', 300, { employee: true }) })
    expect(client.session.isEmployeeMode(null)).toBe(true)
    client.session.signIn({ user: tokens('customer', 300, { employee: false }) })
    expect(client.session.isEmployeeMode()).toBe(false)
    client.session.signIn({
      user: {
        accessToken: makeToken({ exp: NOW / 1000 + 60, ['employee' as string]: 'yes' }),
        refreshToken: 'r',
      },
    })
    expect(client.session.isEmployeeMode()).toBe(false)
  })
})
