// The loyalty card steps without a framework (createLoyaltyCardSteps, which useLoyaltyCardFlow
// drives): what each step sends, what it tells the flow, and that a call answered after a
// reset moves nothing on.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type AuthPayload,
  createFlowCalls,
  createLoyaltyCardSteps,
  LOYALTY_CARD_FLOW_INITIAL,
  type LoyaltyCardFlowEvent,
  type LoyaltyCardStepsHost,
  mainCardNumber,
  noQueryCache,
  type QueryCachePort,
  storefrontKeys,
} from '../src/index'
import { fakeApi, testClient } from './support'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const CARDS = [
  { type: 'virtual', status: 'ACTIVE', number: '1111', loyalty: 'main', isMain: false },
  { type: 'plastic', status: 'ACTIVE', number: '2222', loyalty: 'main', isMain: true },
]
const signedIn = (isRegistered: boolean) =>
  ({
    isRegistered,
    session: { user: { id: 'u1' }, profile: { name: 'Анна' } },
  }) as unknown as AuthPayload

/** Steps on the fake API with a host that records what the flow heard. */
function start(overrides: Partial<LoyaltyCardStepsHost> = {}) {
  const heard: Array<LoyaltyCardFlowEvent | 'timer started' | 'timer reset'> = []
  const sentCodes: string[] = []
  const calls = createFlowCalls()
  const host: LoyaltyCardStepsHost = {
    client: testClient().client,
    cache: noQueryCache,
    calls,
    auth: {
      getCode: async (phone) => {
        sentCodes.push(phone)
        return { success: true } as never
      },
      login: async () => signedIn(true),
      loginOAuth: async () => signedIn(true),
      register: async () => signedIn(true),
    },
    profile: async () => null,
    dispatch: (event) => heard.push(event),
    startTimer: () => heard.push('timer started'),
    resetTimer: () => heard.push('timer reset'),
    code: { current: '' },
    now: () => ({
      state: { ...LOYALTY_CARD_FLOW_INITIAL, phone: '+79161234567' },
      canResend: true,
      regionId: 'moscowregion',
      programType: 'main',
    }),
    ...overrides,
  }
  return { steps: createLoyaltyCardSteps(host), heard, sentCodes, calls }
}

describe('createLoyaltyCardSteps', () => {
  it('sends the code to the phone in API form, starts the timer and moves to the code', async () => {
    const { steps, heard, sentCodes } = start()
    await steps.sendCode('8 (916) 123-45-67')
    expect(sentCodes).toEqual(['+79161234567'])
    expect(heard).toEqual(['timer started', { type: 'CODE_SENT', phone: '+79161234567' }])
  })

  it('a code answered after the flow was reset moves nothing on', async () => {
    let answer!: () => void
    const { steps, heard, calls } = start({
      auth: {
        getCode: () => new Promise((resolve) => (answer = () => resolve({} as never))),
        login: async () => signedIn(true),
        loginOAuth: async () => signedIn(true),
        register: async () => signedIn(true),
      },
    })
    const sending = steps.sendCode('+79161234567')
    calls.reset()
    answer()
    await sending
    expect(heard).toEqual([])
  })

  it('a signed-in customer with cards sees the main card, and the loyalty info is cached', async () => {
    server.use(
      fakeApi({ loyalties: () => ({ data: { loyalties: { type: 'main', cards: CARDS } } }) })
        .handler,
    )
    const written: unknown[] = []
    const cache: QueryCachePort = { ...noQueryCache, set: (key, data) => written.push(key, data) }
    const { steps, heard } = start({ cache })
    await steps.confirmCode('1234')
    expect(heard).toEqual([
      'timer reset',
      { type: 'SIGNED_IN', isRegistered: true, name: 'Анна', cardNumber: '2222' },
    ])
    expect(written).toEqual([storefrontKeys.loyalties(), { type: 'main', cards: CARDS }])
  })

  it('a card number is sent without spaces, and a valid one joins the programme', async () => {
    const api = fakeApi({
      validateMindboxCard: () => ({
        data: { validateMindboxCard: { isValid: true, status: 'ACTIVE', nextStep: 'CARD_DETAIL' } },
      }),
      applyLoyaltyProgram: () => ({ data: { applyLoyaltyProgram: { type: 'main', cards: [] } } }),
    })
    server.use(api.handler)
    const { steps, heard } = start()
    await steps.submitCardNumber('1234 5678 9012')
    expect(api.last('validateMindboxCard')?.variables).toEqual({ number: '123456789012' })
    expect(api.last('applyLoyaltyProgram')?.variables).toEqual({
      regionID: 'moscowregion',
      loyalty: { type: 'main', cardNumber: '123456789012' },
    })
    expect(heard).toEqual([
      {
        type: 'CARD_CHECKED',
        cardNumber: '123456789012',
        status: 'ACTIVE',
        nextStep: 'CARD_DETAIL',
      },
    ])
  })

  it('continuing signed in without a profile fails with the reason, and the flow keeps it', async () => {
    const { steps, heard, calls } = start()
    await expect(steps.continueSignedIn()).rejects.toThrow('Войдите, чтобы продолжить')
    expect(calls.getSnapshot().error?.message).toBe('Войдите, чтобы продолжить')
    expect(heard).toEqual([])
  })

  it('an OAuth sign-in without a session leads to OAUTH_FAILED', async () => {
    const { steps, heard } = start({
      auth: {
        getCode: async () => ({}) as never,
        login: async () => signedIn(true),
        loginOAuth: async () => ({ isRegistered: false, session: null }) as unknown as AuthPayload,
        register: async () => signedIn(true),
      },
    })
    await steps.signInWithOAuth({ provider: 'VK' as never, token: 't' })
    expect(heard).toEqual([{ type: 'OAUTH_FAILED' }])
  })
})

describe('mainCardNumber', () => {
  it('is the main card, else the first, else null', () => {
    expect(mainCardNumber({ cards: CARDS })).toBe('2222')
    expect(mainCardNumber({ cards: CARDS.map((card) => ({ ...card, isMain: false })) })).toBe(
      '1111',
    )
    expect(mainCardNumber({ cards: [] })).toBeNull()
    expect(mainCardNumber(null)).toBeNull()
  })
})
