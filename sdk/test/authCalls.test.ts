// The session calls without a framework (the core's `auth`, which useAuth only tracks): the
// phone in API form, requireAuth waiting for a login, and logout forgetting the customer.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FAVORITES_KEY } from '../src/index'
import { MOCK_SMS_CODE } from '../src/testing'
import { coreOnMockApi } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const PHONE = '+79161234567'

const start = () => coreOnMockApi(server)

describe('core.auth', () => {
  it('sends the code to the phone in API form', async () => {
    const { api, core } = start()
    await core.auth.getCode('8 (916) 123-45-67')
    expect(api.state.codeRequests).toEqual([PHONE])
  })

  it('requireAuth opens the auth modal, and runs the action once the shopper signs in', async () => {
    const { core } = start()
    const ran: string[] = []
    const waiting = core.auth.requireAuth(
      () => {
        ran.push('promo')
        return 'done'
      },
      { promoCode: true },
    )
    expect(core.authModal.getSnapshot()).toEqual({ isOpen: true, promoCode: true })
    expect(ran).toEqual([])
    await core.auth.login({ phone: '89161234567', code: MOCK_SMS_CODE })
    await expect(waiting).resolves.toBe('done')
    expect(core.authModal.getSnapshot().isOpen).toBe(false)
    // Signed in now: the next action runs at once.
    await expect(core.auth.requireAuth(() => 'again')).resolves.toBe('again')
  })

  it('closing the auth modal drops the action', async () => {
    const { core } = start()
    let ran = false
    const waiting = core.auth.requireAuth(() => {
      ran = true
    })
    core.auth.cancelLogin()
    await expect(waiting).resolves.toBeUndefined()
    expect(ran).toBe(false)
  })

  it('logout forgets the tokens and the favourites; signOut is the same call', async () => {
    const { client, core } = start()
    await core.auth.login({ phone: PHONE, code: MOCK_SMS_CODE })
    expect(client.session.isAuthenticated()).toBe(true)
    expect(await core.auth.logout()).toEqual({ revertedToOperator: false })
    expect(client.session.isAuthenticated()).toBe(false)
    expect(core.favoriteIds.getSnapshot()).toEqual([])
    expect(client.storage.getItem(FAVORITES_KEY)).toBeNull()
    expect(core.auth.signOut).toBe(core.auth.logout)
  })
})
