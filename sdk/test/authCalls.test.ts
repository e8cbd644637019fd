// The session calls without a framework (createAuthCalls, which useAuth only tracks): the phone
// in API form, requireAuth waiting for a login, and logout (the core's too) forgetting the customer.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAuthCalls, FAVORITES_KEY } from '../src/index'
import { MOCK_SMS_CODE } from '../src/testing'
import { coreOnMockApi } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const PHONE = '+79161234567'

function start() {
  const shop = coreOnMockApi(server)
  return { ...shop, auth: createAuthCalls(shop.core) }
}

describe('createAuthCalls', () => {
  it('sends the code to the phone in API form', async () => {
    const { api, auth } = start()
    await auth.getCode('8 (916) 123-45-67')
    expect(api.state.codeRequests).toEqual([PHONE])
  })

  it('requireAuth opens the auth modal, and runs the action once the shopper signs in', async () => {
    const { auth, core } = start()
    const ran: string[] = []
    const waiting = auth.requireAuth(
      () => {
        ran.push('promo')
        return 'done'
      },
      { promoCode: true },
    )
    expect(core.authModal.getSnapshot()).toEqual({ isOpen: true, promoCode: true })
    expect(ran).toEqual([])
    await auth.login({ phone: '89161234567', code: MOCK_SMS_CODE })
    await expect(waiting).resolves.toBe('done')
    expect(core.authModal.getSnapshot().isOpen).toBe(false)
    // Signed in now: the next action runs at once.
    await expect(auth.requireAuth(() => 'again')).resolves.toBe('again')
  })

  it('closing the auth modal drops the action', async () => {
    const { auth, core } = start()
    let ran = false
    const waiting = auth.requireAuth(() => {
      ran = true
    })
    core.auth.cancelLogin()
    await expect(waiting).resolves.toBeUndefined()
    expect(ran).toBe(false)
  })

  it('logout forgets the tokens and the favourites; the core’s signOut is the same logout', async () => {
    const { auth, client, core } = start()
    await auth.login({ phone: PHONE, code: MOCK_SMS_CODE })
    expect(client.session.isAuthenticated()).toBe(true)
    expect(await auth.logout()).toEqual({ revertedToOperator: false })
    expect(client.session.isAuthenticated()).toBe(false)
    expect(core.favoriteIds.getSnapshot()).toEqual([])
    expect(client.storage.getItem(FAVORITES_KEY)).toBeNull()
    await auth.login({ phone: PHONE, code: MOCK_SMS_CODE })
    expect(await core.auth.signOut()).toEqual({ revertedToOperator: false })
    expect(client.session.isAuthenticated()).toBe(false)
  })
})
