import { describe, expect, it } from 'vitest'
import {
  REGISTRATION_FLOW_INITIAL,
  REGISTRATION_STEPS,
  registrationCodeConfirmed,
  registrationCodeSent,
  registrationDone,
  registrationStepBack,
} from './registrationFlow'

describe('the registration flow', () => {
  it('a known customer goes phone → code → done', () => {
    const sent = registrationCodeSent('+79161234567', true)(REGISTRATION_FLOW_INITIAL)
    expect(sent).toMatchObject({ step: REGISTRATION_STEPS.CODE, phone: '+79161234567' })
    const done = registrationCodeConfirmed({ isRegistered: true, signedIn: true, name: 'Анна' })(
      sent,
    )
    expect(done).toMatchObject({ step: REGISTRATION_STEPS.DONE, name: 'Анна' })
  })

  it('a new customer is asked for a name, then gets the card issued with the account', () => {
    const sent = registrationCodeSent('+79161234567', false)(REGISTRATION_FLOW_INITIAL)
    const named = registrationCodeConfirmed({ isRegistered: false, signedIn: false, name: null })(
      sent,
    )
    expect(named).toMatchObject({ step: REGISTRATION_STEPS.NAME, name: '' })
    expect(registrationDone('Анна', '7700123')(named)).toMatchObject({
      step: REGISTRATION_STEPS.DONE,
      isRegistered: true,
      cardNumber: '7700123',
    })
  })

  it('back: the code step returns to the phone, the name step to the code, others stay', () => {
    const at = (step: (typeof REGISTRATION_STEPS)[keyof typeof REGISTRATION_STEPS]) => ({
      ...REGISTRATION_FLOW_INITIAL,
      step,
    })
    expect(registrationStepBack(at(REGISTRATION_STEPS.CODE)).step).toBe(REGISTRATION_STEPS.PHONE)
    expect(registrationStepBack(at(REGISTRATION_STEPS.NAME)).step).toBe(REGISTRATION_STEPS.CODE)
    expect(registrationStepBack(at(REGISTRATION_STEPS.PHONE)).step).toBe(REGISTRATION_STEPS.PHONE)
    expect(registrationStepBack(at(REGISTRATION_STEPS.DONE)).step).toBe(REGISTRATION_STEPS.DONE)
  })
})
