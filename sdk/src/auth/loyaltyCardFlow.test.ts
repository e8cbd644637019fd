import { describe, expect, it } from 'vitest'
import {
  LOYALTY_CARD_FLOW_INITIAL,
  type LoyaltyCardFlowEvent,
  loyaltyCardFlowReducer,
} from './loyaltyCardFlow'

const run = (...events: LoyaltyCardFlowEvent[]) =>
  events.reduce(loyaltyCardFlowReducer, LOYALTY_CARD_FLOW_INITIAL)
const codeSent: LoyaltyCardFlowEvent = { type: 'CODE_SENT', phone: '+79161234567' }

describe('loyaltyCardFlowReducer', () => {
  it('starts at STEP_1', () => {
    expect(LOYALTY_CARD_FLOW_INITIAL.step).toBe('STEP_1')
  })

  it('STEP_1 → STEP_2 when the code is sent, keeping the phone', () => {
    expect(run(codeSent)).toMatchObject({ step: 'STEP_2', phone: '+79161234567' })
  })

  it('a signed-in customer with a card sees it (CARD_IS_EXIST)', () => {
    const state = run(codeSent, { type: 'SIGNED_IN', isRegistered: true, cardNumber: '7000 1' })
    expect(state).toMatchObject({ step: 'CARD_IS_EXIST', cardNumber: '7000 1', isRegistered: true })
  })

  it('without a card, personal data comes next (STEP_3), then the card number', () => {
    const state = run(
      codeSent,
      { type: 'SIGNED_IN', isRegistered: false, cardNumber: null },
      { type: 'PROFILE_SAVED', name: 'Анна' },
    )
    expect(state).toMatchObject({ step: 'CARD_NUMBER', name: 'Анна', isRegistered: true })
  })

  it('the card check leads where the server says, and an unknown step is a status screen', () => {
    const atNumber = run(
      codeSent,
      { type: 'SIGNED_IN', isRegistered: true, cardNumber: null },
      { type: 'PROFILE_SAVED', name: 'А' },
    )
    for (const nextStep of ['CARD_IS_EXIST', 'CARD_STATUS', 'CARD_DETAIL'] as const) {
      expect(
        loyaltyCardFlowReducer(atNumber, {
          type: 'CARD_CHECKED',
          cardNumber: '1',
          status: 's',
          nextStep,
        }).step,
      ).toBe(nextStep)
    }
    expect(
      loyaltyCardFlowReducer(atNumber, {
        type: 'CARD_CHECKED',
        cardNumber: '1',
        status: 's',
        nextStep: 'STEP_1',
      }).step,
    ).toBe('CARD_STATUS')
  })

  it('a refused card can be re-entered (BACK) or replaced by a new one', () => {
    const refused = run(
      codeSent,
      { type: 'SIGNED_IN', isRegistered: true, cardNumber: null },
      { type: 'PROFILE_SAVED', name: 'А' },
      { type: 'CARD_CHECKED', cardNumber: '1', status: 'blocked', nextStep: 'CARD_STATUS' },
    )
    expect(refused).toMatchObject({ step: 'CARD_STATUS', cardStatus: 'blocked' })
    expect(loyaltyCardFlowReducer(refused, { type: 'BACK' })).toMatchObject({
      step: 'CARD_NUMBER',
      cardStatus: null,
    })
    expect(
      loyaltyCardFlowReducer(refused, { type: 'CARD_ISSUED', cardNumber: '7000 9' }),
    ).toMatchObject({
      step: 'CARD_DETAIL',
      cardNumber: '7000 9',
    })
  })

  it('a failed OAuth attempt leads to OAUTH_FAILED, and retry back to STEP_1', () => {
    const failed = run({ type: 'OAUTH_FAILED' })
    expect(failed.step).toBe('OAUTH_FAILED')
    expect(loyaltyCardFlowReducer(failed, { type: 'RETRY' }).step).toBe('STEP_1')
  })

  it('ignores events a step does not expect', () => {
    expect(run({ type: 'PROFILE_SAVED', name: 'А' })).toBe(LOYALTY_CARD_FLOW_INITIAL)
    expect(run({ type: 'CARD_ISSUED', cardNumber: '1' }).step).toBe('STEP_1')
    const done = run(codeSent, { type: 'SIGNED_IN', isRegistered: true, cardNumber: '1' })
    expect(loyaltyCardFlowReducer(done, { type: 'OAUTH_FAILED' })).toBe(done)
    expect(loyaltyCardFlowReducer(done, { type: 'BACK' })).toBe(done)
  })

  it('reset goes back to the start from anywhere', () => {
    const done = run(codeSent, { type: 'SIGNED_IN', isRegistered: true, cardNumber: '1' })
    expect(loyaltyCardFlowReducer(done, { type: 'RESET' })).toEqual(LOYALTY_CARD_FLOW_INITIAL)
  })
})
