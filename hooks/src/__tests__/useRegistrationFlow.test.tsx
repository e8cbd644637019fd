import { IsRegisteredDocument, LoginDocument, RegisterClientDocument } from '@apteka/sdk'
import { errorAnswer, fixtures, makeToken } from '@apteka/sdk/testing'
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  api,
  createHarness,
  HttpResponse,
  MOCK_SMS_CODE,
  PHONE,
  startMockServer,
} from '../../test/harness'
import { REGISTRATION_STEPS, useAuth, useRegistrationFlow } from '../index'

startMockServer()

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

const isRegistered = (value: boolean) =>
  api.query(IsRegisteredDocument, () =>
    HttpResponse.json({ data: { isRegistered: { isRegistered: value } } }),
  )

const newCustomer = [
  isRegistered(false),
  // A new phone: the code is right, but there is no account to sign in to yet.
  api.mutation(LoginDocument, ({ variables }) =>
    variables.code === MOCK_SMS_CODE
      ? HttpResponse.json({
          data: { login: { isRegistered: false, regionID: null, session: null } },
        })
      : errorAnswer('E_259', ['login']),
  ),
]

describe('useRegistrationFlow', () => {
  it('starts at step 1 with nothing known', () => {
    const harness = createHarness()
    const { result } = harness.render(() => useRegistrationFlow())
    expect(result.current).toMatchObject({
      step: 1,
      phone: '',
      name: '',
      isRegistered: null,
      cardNumber: null,
    })
    expect(result.current.timer.remaining).toBe(0)
  })

  it('a known customer goes phone → code → done, signed in', async () => {
    const harness = createHarness({ handlers: [isRegistered(true)] })
    const { result } = harness.render(() => ({ flow: useRegistrationFlow(), auth: useAuth() }))
    await act(() => result.current.flow.submitPhone('8 916 123-45-67'))
    expect(result.current.flow).toMatchObject({
      step: REGISTRATION_STEPS.CODE,
      phone: PHONE,
      isRegistered: true,
    })
    expect(result.current.flow.timer.remaining).toBe(60)
    await act(() => result.current.flow.submitCode(MOCK_SMS_CODE))
    expect(result.current.flow.step).toBe(REGISTRATION_STEPS.DONE)
    expect(result.current.auth.isAuthenticated).toBe(true)
  })

  it('a new customer gives a name, is registered and gets a card number', async () => {
    const harness = createHarness({
      handlers: [
        ...newCustomer,
        api.mutation(RegisterClientDocument, ({ variables }) =>
          HttpResponse.json({
            data: {
              registerClient: {
                isRegistered: true,
                regionID: null,
                session: {
                  regionID: null,
                  operator: null,
                  profile: { ...fixtures.profile, name: variables.data.name },
                  user: (() => {
                    const accessToken = makeToken({ sub: 'u-new', exp: 4_000_000_000 })
                    harness.mock.state.accessTokens.add(accessToken)
                    return { accessToken, refreshToken: makeToken({ sub: 'u-new', jti: 'r' }) }
                  })(),
                },
              },
            },
          }),
        ),
      ],
    })
    const { result } = harness.render(() => useRegistrationFlow())
    await act(() => result.current.submitPhone(PHONE))
    await act(() => result.current.submitCode(MOCK_SMS_CODE))
    expect(result.current).toMatchObject({ step: REGISTRATION_STEPS.NAME, isRegistered: false })
    await act(() => result.current.submitName({ name: 'Ольга', surname: 'Смирнова' }))
    expect(harness.calls('registerClient')[0]?.variables.data).toEqual({
      name: 'Ольга',
      surname: 'Смирнова',
      phone: PHONE,
      code: MOCK_SMS_CODE,
    })
    const mainCard = fixtures.loyalties?.cards.find((card) => card.isMain)
    expect(result.current).toMatchObject({
      step: REGISTRATION_STEPS.DONE,
      name: 'Ольга',
      isRegistered: true,
      cardNumber: mainCard?.number,
    })
  })

  it('resends the code only when the timer allows', async () => {
    const harness = createHarness({ handlers: [isRegistered(true)] })
    const { result } = harness.render(() => useRegistrationFlow())
    await act(() => result.current.submitPhone(PHONE))
    await act(() => result.current.resendCode())
    expect(harness.mock.state.codeRequests).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    await act(() => result.current.resendCode())
    expect(harness.mock.state.codeRequests).toHaveLength(2)
    expect(result.current.timer.remaining).toBe(60)
  })

  it('a wrong code stays on step 2 with the error', async () => {
    const harness = createHarness({ handlers: [isRegistered(true)] })
    const { result } = harness.render(() => useRegistrationFlow())
    await act(() => result.current.submitPhone(PHONE))
    await act(() => result.current.submitCode('0000').catch(() => undefined))
    expect(result.current.step).toBe(REGISTRATION_STEPS.CODE)
    expect((result.current.error as { code?: string } | null)?.code).toBe('E_259')
  })

  it('reset clears everything, the timer included', async () => {
    const harness = createHarness({ handlers: [isRegistered(true)] })
    const { result } = harness.render(() => useRegistrationFlow())
    await act(() => result.current.submitPhone(PHONE))
    act(() => result.current.reset())
    expect(result.current).toMatchObject({
      step: 1,
      phone: '',
      name: '',
      isRegistered: null,
      cardNumber: null,
      error: null,
    })
    expect(result.current.timer.remaining).toBe(0)
  })
})
