import {
  ApplyLoyaltyProgramDocument,
  LoginOAuthDocument,
  LoyaltiesDocument,
  type LoyaltyCardFlowStep,
  ValidateMindboxCardDocument,
} from '@apteka/sdk'
import { errorAnswer, fixtures } from '@apteka/sdk/testing'
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  api,
  createHarness,
  HttpResponse,
  MOCK_SMS_CODE,
  PHONE,
  startMockServer,
} from '../../test/harness'
import { useLoyaltyCardFlow } from '../index'

startMockServer()

const info = fixtures.loyalties!
const noCard = api.query(LoyaltiesDocument, () =>
  HttpResponse.json({ data: { loyalties: { ...info, cards: [] } } }),
)
const applyProgramme = api.mutation(ApplyLoyaltyProgramDocument, ({ variables }) =>
  HttpResponse.json({
    data: {
      applyLoyaltyProgram: {
        ...info,
        cards: [
          {
            type: variables.loyalty.cardNumber ? 'plastic' : 'virtual',
            status: 'active',
            number: variables.loyalty.cardNumber ?? '7000 0000 2002',
            loyalty: variables.loyalty.type,
            isMain: true,
          },
        ],
      },
    },
  }),
)
const validates = (status: string, nextStep: LoyaltyCardFlowStep) =>
  api.query(ValidateMindboxCardDocument, () =>
    HttpResponse.json({
      data: { validateMindboxCard: { isValid: nextStep === 'CARD_DETAIL', status, nextStep } },
    }),
  )

describe('useLoyaltyCardFlow', () => {
  it('a customer who already has a card sees it after the SMS code', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useLoyaltyCardFlow())
    expect(result.current.step).toBe('STEP_1')
    await act(() => result.current.sendCode('8 916 123-45-67'))
    expect(result.current).toMatchObject({ step: 'STEP_2', phone: PHONE })
    expect(result.current.timer.remaining).toBe(60)
    await act(() => result.current.confirmCode(MOCK_SMS_CODE))
    expect(result.current).toMatchObject({ step: 'CARD_IS_EXIST', cardNumber: '7000 0000 1001' })
  })

  it('links an existing plastic card: personal data, card number, validation, card detail', async () => {
    const harness = createHarness({
      handlers: [noCard, applyProgramme, validates('active', 'CARD_DETAIL')],
    })
    const { result } = harness.render(() => useLoyaltyCardFlow({ programType: 'apteka-club' }))
    await act(() => result.current.sendCode(PHONE))
    await act(() => result.current.confirmCode(MOCK_SMS_CODE))
    expect(result.current.step).toBe('STEP_3')
    await act(() => result.current.submitPersonalData({ name: 'Анна', birthday: '1990-04-12' }))
    expect(harness.calls('UpdateProfile')[0]?.variables).toEqual({
      update: { name: 'Анна', birthday: '1990-04-12' },
    })
    expect(result.current.step).toBe('CARD_NUMBER')
    await act(() => result.current.submitCardNumber('7000 0000 5555'))
    expect(harness.calls('validateMindboxCard')[0]?.variables).toEqual({ number: '700000005555' })
    expect(harness.calls('applyLoyaltyProgram')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      loyalty: { type: 'apteka-club', cardNumber: '700000005555' },
    })
    expect(result.current).toMatchObject({
      step: 'CARD_DETAIL',
      cardNumber: '700000005555',
      cardStatus: 'active',
    })
  })

  it('a blocked card shows its status; the shopper can take a new virtual card instead', async () => {
    const harness = createHarness({
      handlers: [noCard, applyProgramme, validates('blocked', 'CARD_STATUS')],
    })
    const { result } = harness.render(() => useLoyaltyCardFlow())
    await act(() => result.current.sendCode(PHONE))
    await act(() => result.current.confirmCode(MOCK_SMS_CODE))
    await act(() => result.current.submitPersonalData({ name: 'Анна' }))
    await act(() => result.current.submitCardNumber('1234'))
    expect(result.current).toMatchObject({ step: 'CARD_STATUS', cardStatus: 'blocked' })
    expect(harness.calls('applyLoyaltyProgram')).toHaveLength(0)
    await act(() => result.current.issueNewCard())
    expect(result.current).toMatchObject({ step: 'CARD_DETAIL', cardNumber: '7000 0000 2002' })
    expect(harness.calls('applyLoyaltyProgram')[0]?.variables.loyalty).toEqual({
      type: 'main',
      cardNumber: null,
    })
  })

  it('a refused OAuth attempt leads to OAUTH_FAILED and retry returns to the phone', async () => {
    const harness = createHarness({
      handlers: [api.mutation(LoginOAuthDocument, () => errorAnswer('E_7', ['loginOAuth']))],
    })
    const { result } = harness.render(() => useLoyaltyCardFlow())
    await act(() =>
      result.current.signInWithOAuth({ provider: 'yandex', token: 'bad' }).catch(() => undefined),
    )
    expect(result.current.step).toBe('OAUTH_FAILED')
    act(() => result.current.retry())
    expect(result.current.step).toBe('STEP_1')
  })

  it('a provider that answered with an error (the shopper refused) leads to OAUTH_FAILED', () => {
    const { result } = createHarness().render(() => useLoyaltyCardFlow())
    act(() => result.current.oauthFailed())
    expect(result.current.step).toBe('OAUTH_FAILED')
    act(() => result.current.retry())
    expect(result.current.step).toBe('STEP_1')
  })

  it('reset clears the flow and the timer', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useLoyaltyCardFlow())
    await act(() => result.current.sendCode(PHONE))
    act(() => result.current.reset())
    expect(result.current).toMatchObject({
      step: 'STEP_1',
      phone: '',
      cardNumber: null,
      error: null,
    })
    expect(result.current.timer.remaining).toBe(0)
  })

  it('a shopper already signed in goes on without a new code: to the card, or to step 3', async () => {
    const withCard = createHarness()
    await withCard.signIn()
    const first = withCard.render(() => useLoyaltyCardFlow())
    await act(() => first.result.current.continueSignedIn())
    expect(first.result.current).toMatchObject({
      step: 'CARD_IS_EXIST',
      cardNumber: '7000 0000 1001',
      isRegistered: true,
    })
    expect(withCard.calls('getCode')).toHaveLength(0)

    const withoutCard = createHarness({ handlers: [noCard] })
    await withoutCard.signIn()
    const second = withoutCard.render(() => useLoyaltyCardFlow())
    await act(() => second.result.current.continueSignedIn())
    expect(second.result.current.step).toBe('STEP_3')
  })

  it('continueSignedIn without a session stays at STEP_1 with an error', async () => {
    const harness = createHarness()
    const { result } = harness.render(() => useLoyaltyCardFlow())
    await act(() => result.current.continueSignedIn().catch(() => undefined))
    expect(result.current.step).toBe('STEP_1')
    expect(result.current.error).not.toBeNull()
  })
})
