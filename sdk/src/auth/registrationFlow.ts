// The registration flow's steps and state (SPEC §3 "Registration or loyalty-card flow state")
// and each step's pure change of it; a framework keeps the state and runs the calls.

/** The steps of the registration flow. */
export const REGISTRATION_STEPS = { PHONE: 1, CODE: 2, NAME: 3, DONE: 4 } as const

/** A step of the registration flow. */
export type RegistrationStep = (typeof REGISTRATION_STEPS)[keyof typeof REGISTRATION_STEPS]

/** The flow's state. */
export interface RegistrationFlowState {
  /** Starts at 1. */
  step: RegistrationStep
  /** The phone in API form (+7XXXXXXXXXX) once given. */
  phone: string
  /** The name given at step 3. */
  name: string
  /** Whether the phone belongs to a customer already; null until known. */
  isRegistered: boolean | null
  /** The loyalty card issued at registration, once known. */
  cardNumber: string | null
}

/** Personal data asked at step 3. */
export interface RegistrationData {
  name: string
  surname?: string
  email?: string
  /** API form, YYYY-MM-DD. */
  birthday?: string
  adsAgreement?: boolean
  referrerCode?: string
}

/** The flow before the phone is given. */
export const REGISTRATION_FLOW_INITIAL: RegistrationFlowState = {
  step: REGISTRATION_STEPS.PHONE,
  phone: '',
  name: '',
  isRegistered: null,
  cardNumber: null,
}

/**
 * One step back: the code step returns to the phone, the name step to the code.
 * @example
 * registrationStepBack({ ...REGISTRATION_FLOW_INITIAL, step: REGISTRATION_STEPS.CODE }).step // 1
 */
export function registrationStepBack(state: RegistrationFlowState): RegistrationFlowState {
  if (state.step === REGISTRATION_STEPS.CODE) return { ...state, step: REGISTRATION_STEPS.PHONE }
  if (state.step === REGISTRATION_STEPS.NAME) return { ...state, step: REGISTRATION_STEPS.CODE }
  return state
}

/**
 * Step 1 done: the code went to the phone; the flow asks for it.
 *
 * @example
 * const flow = registrationCodeSent('+79161234567', false)(REGISTRATION_FLOW_INITIAL)
 * flow.step === REGISTRATION_STEPS.CODE // true
 */
export const registrationCodeSent =
  (phone: string, isRegistered: boolean) =>
  (state: RegistrationFlowState): RegistrationFlowState => ({
    ...state,
    phone,
    isRegistered,
    step: REGISTRATION_STEPS.CODE,
  })

/**
 * Step 2 done: a signed-in customer is done, a new one is asked for a name.
 *
 * @example
 * const next = registrationCodeConfirmed({ isRegistered: false, signedIn: false, name: null })(flow)
 * next.step === REGISTRATION_STEPS.NAME // true
 */
export const registrationCodeConfirmed =
  (answer: { isRegistered: boolean; signedIn: boolean; name: string | null }) =>
  (state: RegistrationFlowState): RegistrationFlowState => ({
    ...state,
    isRegistered: answer.isRegistered,
    name: answer.name ?? state.name,
    step: answer.signedIn ? REGISTRATION_STEPS.DONE : REGISTRATION_STEPS.NAME,
  })

/**
 * Step 3 done: registered, with the card issued with the account.
 *
 * @example
 * registrationDone('Анна', '7700123')(flow).cardNumber // '7700123'
 */
export const registrationDone =
  (name: string, cardNumber: string | null) =>
  (state: RegistrationFlowState): RegistrationFlowState => ({
    ...state,
    name,
    isRegistered: true,
    cardNumber,
    step: REGISTRATION_STEPS.DONE,
  })
