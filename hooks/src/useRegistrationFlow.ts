// Sign-in and registration by SMS code as one flow (SPEC §3 "Registration or loyalty-card
// flow state"): step 1 phone, 2 code, 3 name for a new customer, 4 done with the new card
// number. The resend timer runs from the moment a code is sent; reset clears everything.
import type { RegistrationData } from '@apteka/sdk'
import {
  IsRegisteredDocument,
  LoyaltiesDocument,
  mainCardNumber,
  normalizePhone,
  REGISTRATION_FLOW_INITIAL,
  registrationCodeConfirmed,
  registrationCodeSent,
  registrationDone,
  registrationStepBack,
} from '@apteka/sdk'
import { useCallback, useRef, useState } from 'react'
import type { UseRegistrationFlowResult } from './auth/registrationFlowResult'
import { useStorefrontRuntime } from './provider/context'
import { useFlowCalls } from './provider/useFlowCalls'
import { useAuth } from './useAuth'
import { useResendTimer } from './useResendTimer'

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
  const { getCode, login, register } = useAuth()
  const timer = useResendTimer()
  const [state, setState] = useState(REGISTRATION_FLOW_INITIAL)
  const code = useRef('')
  // A reset while a call travels must not let the call's answer move the flow on.
  const [calls, { isPending, error }] = useFlowCalls()
  const { run } = calls
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
        setState(registrationCodeSent(phone, registered.isRegistered.isRegistered))
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
        const name = payload.session?.profile?.name ?? null
        setState(registrationCodeConfirmed({ isRegistered: payload.isRegistered, signedIn, name }))
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
        resetTimer()
        setState(registrationDone(data.name, mainCardNumber(loyalty?.loyalties)))
      }),
    [run, register, client, state.phone, resetTimer],
  )

  const back = useCallback(() => {
    calls.clearError()
    setState(registrationStepBack)
  }, [calls])

  const reset = useCallback(() => {
    calls.reset()
    code.current = ''
    resetTimer()
    setState(REGISTRATION_FLOW_INITIAL)
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
