// The loyalty card issue flow (SPEC §2): the sdk's pure loyaltyCardFlowReducer driven by the
// sdk's loyalty card steps (SMS code, login or OAuth, personal data, card validation and
// joining the programme), with the state, timer and pending calls kept in React.
import {
  createLoyaltyCardSteps,
  LOYALTY_CARD_FLOW_INITIAL,
  type LoyaltyCardStepsHost,
  loyaltyCardFlowReducer,
} from '@apteka/sdk'
import { useCallback, useMemo, useReducer, useRef } from 'react'
import type {
  UseLoyaltyCardFlowOptions,
  UseLoyaltyCardFlowResult,
} from './loyalty/loyaltyCardFlowResult'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useFlowCalls } from './provider/useFlowCalls'
import { useAuth } from './useAuth'
import { profileQueryOptions } from './useProfile'
import { useResendTimer } from './useResendTimer'

/**
 * The loyalty card issue flow.
 *
 * @example
 * const flow = useLoyaltyCardFlow()
 * switch (flow.step) {
 *   case 'STEP_1': return <PhoneForm onSubmit={flow.sendCode} />
 *   case 'CARD_DETAIL': return <Card number={flow.cardNumber} />
 * }
 */
export function useLoyaltyCardFlow(
  options: UseLoyaltyCardFlowOptions = {},
): UseLoyaltyCardFlowResult {
  const { programType = 'main' } = options
  const { client, queryClient, queryCache } = useStorefrontRuntime()
  const regionId = useRegionId()
  const { getCode, login, loginOAuth, register } = useAuth()
  const timer = useResendTimer()
  const { start: startTimer, reset: resetTimer, canResend } = timer
  const [state, dispatch] = useReducer(loyaltyCardFlowReducer, LOYALTY_CARD_FLOW_INITIAL)
  // A reset while a call travels must not let the call's answer move the flow on.
  const [calls, { isPending, error }] = useFlowCalls()
  // The steps read the flow as last rendered, so they stay the same functions between renders.
  const code = useRef('')
  const latest = useRef<ReturnType<LoyaltyCardStepsHost['now']>>(undefined as never)
  latest.current = { state, canResend, regionId, programType }
  const steps = useMemo(
    () =>
      createLoyaltyCardSteps({
        client,
        cache: queryCache,
        calls,
        auth: { getCode, login, loginOAuth, register },
        profile: () => queryClient.fetchQuery(profileQueryOptions(client)),
        dispatch,
        startTimer,
        resetTimer,
        code,
        now: () => latest.current,
      }),
    [
      client,
      queryClient,
      queryCache,
      calls,
      getCode,
      login,
      loginOAuth,
      register,
      startTimer,
      resetTimer,
    ],
  )

  const reset = useCallback(() => {
    calls.reset()
    code.current = ''
    resetTimer()
    dispatch({ type: 'RESET' })
  }, [calls, resetTimer])

  return {
    ...state,
    ...steps,
    oauthFailed: useCallback(() => dispatch({ type: 'OAUTH_FAILED' }), []),
    retry: useCallback(() => dispatch({ type: 'RETRY' }), []),
    back: useCallback(() => dispatch({ type: 'BACK' }), []),
    reset,
    timer,
    isPending,
    error,
  }
}
