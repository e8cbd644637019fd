// Sign-in and registration by SMS code as one flow (SPEC §3 "Registration or loyalty-card
// flow state"): step 1 phone, 2 code, 3 name for a new customer, 4 done with the new card
// number. The resend timer runs from the moment a code is sent; reset clears everything.
import { IsRegisteredDocument, LoyaltiesDocument, normalizePhone } from '@apteka/sdk'
import { useCallback, useRef, useState } from 'react'
import { useStorefrontRuntime } from './provider/context'
import { useFlowCalls } from './provider/useFlowCalls'
import { useAuth } from './useAuth'
import { type UseResendTimerResult, useResendTimer } from './useResendTimer'

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

/** What {@link useRegistrationFlow} returns. */
export interface UseRegistrationFlowResult extends RegistrationFlowState {
  /** Step 1: sends the code to the phone and moves to step 2. */
  submitPhone: (phone: string) => Promise<void>
  /** Step 2: sends the code again once the timer allows. */
  resendCode: () => Promise<void>
  /** Step 2: signs in a known customer (step 4), or asks a new one for a name (step 3). */
  submitCode: (code: string) => Promise<void>
  /** Step 3: registers the customer and moves to step 4 with the new card number. */
  submitName: (data: RegistrationData) => Promise<void>
  /** One step back (the code step returns to the phone). */
  back: () => void
  /** Clears the whole flow, timer included. */
  reset: () => void
  /** The resend countdown. */
  timer: UseResendTimerResult
  isPending: boolean
  /** The last error (E_259 wrong code, E_260 too early, …). */
  error: Error | null
}

const INITIAL: RegistrationFlowState = {
  step: REGISTRATION_STEPS.PHONE,
  phone: '',
  name: '',
  isRegistered: null,
  cardNumber: null,
}

/**
 * The registration flow by SMS code.
 *
 * @example
 * const flow = useRegistrationFlow()
 * if (flow.step === 1) return <PhoneForm onSubmit={flow.submitPhone} />
 * if (flow.step === 2) return <CodeForm onSubmit={flow.submitCode} timer={flow.timer} />
 */
export function useRegistrationFlow(): UseRegistrationFlowResult {
  const { client } = useStorefrontRuntime()
  const auth = useAuth()
  const timer = useResendTimer()
  const [state, setState] = useState(INITIAL)
  const code = useRef('')
  // A reset while a call travels must not let the call's answer move the flow on.
  const [calls, { isPending, error }] = useFlowCalls()
  const { run } = calls

  const { getCode, login, register } = auth
  const { start: startTimer, reset: resetTimer, canResend } = timer

  const submitPhone = useCallback(
    (typed: string) =>
      run(async (isCurrent) => {
        const phone = normalizePhone(typed) ?? typed
        const [registered] = await Promise.all([
          client.requestData(IsRegisteredDocument, { phone }),
          getCode(phone),
        ])
        if (!isCurrent()) return
        startTimer()
        setState((current) => ({
          ...current,
          phone,
          isRegistered: registered.isRegistered.isRegistered,
          step: REGISTRATION_STEPS.CODE,
        }))
      }),
    [run, client, getCode, startTimer],
  )

  const resendCode = useCallback(
    () =>
      run(async (isCurrent) => {
        if (!canResend) return
        await getCode(state.phone)
        if (isCurrent()) startTimer()
      }),
    [run, canResend, getCode, state.phone, startTimer],
  )

  const submitCode = useCallback(
    (typed: string) =>
      run(async (isCurrent) => {
        const payload = await login({ phone: state.phone, code: typed })
        if (!isCurrent()) return
        code.current = typed
        const signedIn = payload.session?.user != null
        setState((current) => ({
          ...current,
          isRegistered: payload.isRegistered,
          name: payload.session?.profile?.name ?? current.name,
          step: signedIn ? REGISTRATION_STEPS.DONE : REGISTRATION_STEPS.NAME,
        }))
        if (signedIn) resetTimer()
      }),
    [run, login, state.phone, resetTimer],
  )

  const submitName = useCallback(
    (data: RegistrationData) =>
      run(async (isCurrent) => {
        await register({ ...data, phone: state.phone, code: code.current })
        // The card is issued with the account; its number comes with the loyalty info.
        const loyalty = await client.requestData(LoyaltiesDocument).catch(() => null)
        if (!isCurrent()) return
        const cards = loyalty?.loyalties?.cards ?? []
        const card = cards.find((candidate) => candidate.isMain) ?? cards[0]
        resetTimer()
        setState((current) => ({
          ...current,
          name: data.name,
          isRegistered: true,
          cardNumber: card?.number ?? null,
          step: REGISTRATION_STEPS.DONE,
        }))
      }),
    [run, register, client, state.phone, resetTimer],
  )

  const back = useCallback(() => {
    calls.clearError()
    setState((current) =>
      current.step === REGISTRATION_STEPS.CODE
        ? { ...current, step: REGISTRATION_STEPS.PHONE }
        : current.step === REGISTRATION_STEPS.NAME
          ? { ...current, step: REGISTRATION_STEPS.CODE }
          : current,
    )
  }, [calls])

  const reset = useCallback(() => {
    calls.reset()
    code.current = ''
    resetTimer()
    setState(INITIAL)
  }, [calls, resetTimer])

  return {
    ...state,
    submitPhone,
    resendCode,
    submitCode,
    submitName,
    back,
    reset,
    timer,
    isPending,
    error,
  }
}
