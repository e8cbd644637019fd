// sessionMode 'server-held': the site's server keeps the tokens in HttpOnly cookies and proxies
// the calls; the client reads only the session marker, never sends, stores or refreshes a token,
// and follows what the server decided on logout and on a rejected call (SPEC §4).
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  CartDocument,
  type CookieStore,
  memoryCookies,
  requestCookies,
  type SessionEventType,
  sessionMarkerOf,
  sessionStateOfMarker,
} from '../src/index'
import { fakeApi, testClient, tokens } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const cartAnswer = { data: { cart: { groups: [] } } }

/** A client in server-held mode on cookies holding `marker` (and, to prove they are ignored, tokens). */
function heldClient(marker: string | null, extra: Record<string, string> = {}) {
  const cookies: CookieStore = memoryCookies({
    ...(marker === null ? {} : { session_marker: marker }),
    ...extra,
  })
  const onLogout = vi.fn()
  const onOperatorLogout = vi.fn()
  const made = testClient({ cookies, sessionMode: 'server-held', onLogout, onOperatorLogout })
  const events: SessionEventType[] = []
  made.client.session.subscribe((event) => events.push(event.type))
  return { ...made, events, onLogout, onOperatorLogout }
}

describe('server-held session: reads', () => {
  it('reads signed-in, operator and employee mode from the marker, not from token cookies', () => {
    const expired = tokens('anna', -60)
    const anonymous = heldClient(null, {
      access_token: expired.accessToken,
      refresh_token: expired.refreshToken,
    })
    expect(anonymous.client.session.isAuthenticated()).toBe(false)
    expect(anonymous.client.session.getState()).toMatchObject({ user: null, operator: null })

    const customer = heldClient('ue')
    expect(customer.client.session.isAuthenticated()).toBe(true)
    expect(customer.client.session.isEmployeeMode()).toBe(true)
    expect(customer.client.session.getState().operator).toBeNull()

    const acting = heldClient('uoa')
    expect(acting.client.session.getState().operator).not.toBeNull()
    expect(acting.client.session.isEmployeeMode()).toBe(false)
    // The state holds placeholders, never a token.
    expect(acting.client.session.getState().user?.accessToken).toBe('')
  })

  it('never sends a bearer nor refreshes, even with an expired token cookie readable', async () => {
    const expired = tokens('anna', -60)
    const api = fakeApi({ cart: () => cartAnswer })
    server.use(api.handler)
    const { client } = heldClient('u', {
      access_token: expired.accessToken,
      refresh_token: expired.refreshToken,
    })
    const result = await client.request(CartDocument, { regionID: '77' })
    expect(result.errors).toEqual([])
    expect(api.count('refreshToken')).toBe(0)
    expect(api.calls[0]!.headers.get('authorization')).toBeNull()
    expect(api.calls[0]!.headers.get('x-operator-authorization')).toBeNull()
  })

  it('signIn stores no token cookie and tells the listeners', () => {
    const { client, cookies, events } = heldClient(null)
    client.session.signIn({ user: tokens('anna'), operator: tokens('olga') })
    expect(cookies.get('access_token')).toBeNull()
    expect(cookies.get('refresh_token')).toBeNull()
    expect(cookies.get('operator_refresh_token')).toBeNull()
    expect(events).toEqual(['signed-in'])
  })
})

describe('server-held session: logout follows the server', () => {
  it('an operator acting for a customer is back in their own session when the server says so', async () => {
    const made = heldClient('uoa')
    made.storage.setItem('cart_id', 'c1')
    const api = fakeApi({
      logout: () => {
        // The server reverted to the operator's pair and rewrote the marker.
        made.cookies.set('session_marker', 'uo')
        return { data: { logout: { success: true, message: null } } }
      },
    })
    server.use(api.handler)
    const result = await made.client.session.logout()
    expect(api.count('logout')).toBe(1)
    expect(api.last('logout')!.headers.get('authorization')).toBeNull()
    expect(result).toEqual({ revertedToOperator: true })
    expect(made.events).toEqual(['operator-reverted'])
    expect(made.onLogout).not.toHaveBeenCalled()
    expect(made.client.session.getState().operator).not.toBeNull()
  })

  it('a customer is signed out: the cart id forgotten, the handlers run', async () => {
    const made = heldClient('u')
    made.storage.setItem('cart_id', 'c1')
    const api = fakeApi({
      logout: () => {
        made.cookies.remove('session_marker')
        return { data: { logout: { success: true, message: null } } }
      },
    })
    server.use(api.handler)
    const result = await made.client.session.logout()
    expect(result).toEqual({ revertedToOperator: false })
    expect(made.events).toEqual(['signed-out'])
    expect(made.storage.getItem('cart_id')).toBeNull()
    expect(made.onLogout).toHaveBeenCalledOnce()
    expect(made.client.session.isAuthenticated()).toBe(false)
  })
})

describe('server-held session: a rejected call', () => {
  const rejecting = (made: ReturnType<typeof heldClient>, markerAfter: string | null) =>
    fakeApi({
      cart: () => {
        if (markerAfter === null) made.cookies.remove('session_marker')
        else made.cookies.set('session_marker', markerAfter)
        return new HttpResponse(null, { status: 401 })
      },
    })

  it('is a forced logout when the server ended the session', async () => {
    const made = heldClient('uo')
    server.use(rejecting(made, null).handler)
    await made.client.request(CartDocument, { regionID: '77' })
    expect(made.events).toEqual(['forced-logout'])
    expect(made.onOperatorLogout).toHaveBeenCalledOnce()
    expect(made.onLogout).toHaveBeenCalledOnce()
  })

  it('reverts to the operator when the server kept the operator’s session', async () => {
    const made = heldClient('uoa')
    server.use(rejecting(made, 'uo').handler)
    await made.client.request(CartDocument, { regionID: '77' })
    expect(made.events).toEqual(['operator-reverted'])
    expect(made.onLogout).not.toHaveBeenCalled()
  })

  it('changes nothing when the server left the session as it was', async () => {
    const made = heldClient('u')
    server.use(rejecting(made, 'u').handler)
    await made.client.request(CartDocument, { regionID: '77' })
    expect(made.events).toEqual([])
    expect(made.onLogout).not.toHaveBeenCalled()
  })
})

describe('the session marker', () => {
  it('says whose session the server holds, and reads back the same', () => {
    const anna = tokens('anna', 300, { employee: true })
    const olga = tokens('olga')
    expect(sessionMarkerOf({ user: null, operator: null })).toBe('')
    expect(sessionMarkerOf({ user: anna, operator: null })).toBe('ue')
    expect(sessionMarkerOf({ user: olga, operator: olga })).toBe('uo')
    expect(sessionMarkerOf({ user: anna, operator: olga })).toBe('uoae')
    for (const marker of ['', 'u', 'uo', 'uoa', 'ue']) {
      expect(sessionMarkerOf(sessionStateOfMarker(marker)).replace('e', '')).toBe(
        marker.replace('e', ''),
      )
    }
  })
})

describe('a server holding the tokens writes them HttpOnly', () => {
  it('requestCookies marks the named cookies HttpOnly, the others not', () => {
    const cookies = requestCookies('', { secure: true, httpOnly: ['refresh_token'] })
    cookies.set('refresh_token', 'r1', { maxAge: 60 })
    cookies.set('session_marker', 'u')
    cookies.remove('refresh_token')
    const [refresh, marker] = cookies.setCookieHeaders()
    expect(refresh).toMatch(/^refresh_token=; .*Max-Age=0.*; Secure; HttpOnly; SameSite=Lax$/)
    expect(marker).not.toContain('HttpOnly')
  })
})
