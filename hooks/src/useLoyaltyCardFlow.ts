// The loyalty card issue flow (SPEC §2): the pure reducer of loyaltyCardFlow.ts driven by
// the calls each step makes: SMS code, login or OAuth, personal data, card validation and
// joining the programme.
import type { LoyaltyInfoFieldsFragment, OAuthProvider } from '@apteka/sdk'
import {
  ApplyLoyaltyProgramDocument,
  LOYALTY_CARD_FLOW_INITIAL,
  LoyaltiesDocument,
  type LoyaltyCardFlowState,
  loyaltyCardFlowReducer,
  normalizePhone,
  UpdateProfileDocument,
  ValidateMindboxCardDocument,
} from '@apteka/sdk'
import { useCallback, useReducer, useRef } from 'react'
import { useRegionId, useStorefrontRuntime } from './provider/context'
import { useFlowCalls } from './provider/useFlowCalls'
import { storefrontKeys } from './storefrontKeys'
import { useAuth } from './useAuth'
import { profileQueryOptions } from './useProfile'
import { type UseResendTimerResult, useResendTimer } from './useResendTimer'

/** Options of {@link useLoyaltyCardFlow}. */
export interface UseLoyaltyCardFlowOptions {
  /** The loyalty programme the card belongs to (`LoyaltyInput.type`). Default: 'main'. */
  programType?: string
}

/** Personal data of the card holder (step 3). */
export interface CardHolderData {
  name: string
  surname?: string
  email?: string
  /** API form, YYYY-MM-DD. */
  birthday?: string
}

/** What {@link useLoyaltyCardFlow} returns. */
export interface UseLoyaltyCardFlowResult extends LoyaltyCardFlowState {
  /** STEP_1: sends the SMS code (STEP_2). */
  sendCode: (phone: string) => Promise<void>
  /** STEP_2: sends the code again once the timer allows. */
  resendCode: () => Promise<void>
  /**
   * STEP_1, already signed in: goes on without a new SMS code, to the shopper's card
   * (CARD_IS_EXIST) or to the personal data (STEP_3).
   */
  continueSignedIn: () => Promise<void>
  /** STEP_2: signs in; a customer with a card sees it (CARD_IS_EXIST), others go to STEP_3. */
  confirmCode: (code: string) => Promise<void>
  /** STEP_1/2: signs in with OAuth; a refusal leads to OAUTH_FAILED. */
  signInWithOAuth: (input: { provider: OAuthProvider; token: string }) => Promise<void>
  /** STEP_1/2: the provider itself answered with an error (the shopper refused): OAUTH_FAILED. */
  oauthFailed: () => void
  /** STEP_3: registers a new customer or updates the profile, then CARD_NUMBER. */
  submitPersonalData: (data: CardHolderData) => Promise<void>
  /** CARD_NUMBER: checks the card; a valid one is linked (CARD_DETAIL). */
  submitCardNumber: (number: string) => Promise<void>
  /** CARD_NUMBER / CARD_STATUS: no card at hand, issue a virtual one (CARD_DETAIL). */
  issueNewCard: () => Promise<void>
  /** OAUTH_FAILED: back to STEP_1. */
  retry: () => void
  back: () => void
  /** Clears the whole flow, timer included. */
  reset: () => void
  timer: UseResendTimerResult
  isPending: boolean
  error: Error | null
}

function mainCardNumber(info: LoyaltyInfoFieldsFragment | null | undefined): string | null {
  const cards = info?.cards ?? []
  return (cards.find((card) => card.isMain) ?? cards[0])?.number ?? null
}

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
  const runtime = useStorefrontRuntime()
  const { client, queryClient } = runtime
  const regionID = useRegionId()
  const { getCode, login, loginOAuth, register } = useAuth()
  const timer = useResendTimer()
  const [state, dispatch] = useReducer(loyaltyCardFlowReducer, LOYALTY_CARD_FLOW_INITIAL)
  const code = useRef('')
  // A reset while a call travels must not let the call's answer move the flow on.
  const [calls, { isPending, error }] = useFlowCalls()
  const { run } = calls

  const { start: startTimer, reset: resetTimer, canResend } = timer

  const existingCard = useCallback(async () => {
    const data = await client.requestData(LoyaltiesDocument).catch(() => null)
    if (data?.loyalties) queryClient.setQueryData(storefrontKeys.loyalties(), data.loyalties)
    return mainCardNumber(data?.loyalties)
  }, [client, queryClient])

  const join = useCallback(
    async (cardNumber?: string) => {
      const info = (
        await client.requestData(ApplyLoyaltyProgramDocument, {
          regionID,
          loyalty: { type: programType, cardNumber: cardNumber ?? null },
        })
      ).applyLoyaltyProgram
      queryClient.setQueryData(storefrontKeys.loyalties(), info)
      return info
    },
    [client, queryClient, regionID, programType],
  )

  const sendCode = useCallback(
    (typed: string) =>
      run(async (isCurrent) => {
        const phone = normalizePhone(typed) ?? typed
        await getCode(phone)
        if (!isCurrent()) return
        startTimer()
        dispatch({ type: 'CODE_SENT', phone })
      }),
    [run, getCode, startTimer],
  )

  const resendCode = useCallback(
    () =>
      run(async (isCurrent) => {
        if (!canResend) return
        await getCode(state.phone)
        if (!isCurrent()) return
        startTimer()
        dispatch({ type: 'CODE_SENT', phone: state.phone })
      }),
    [run, canResend, getCode, state.phone, startTimer],
  )

  const confirmCode = useCallback(
    (typed: string) =>
      run(async (isCurrent) => {
        const payload = await login({ phone: state.phone, code: typed })
        code.current = typed
        const signedIn = payload.session?.user != null
        const cardNumber = signedIn ? await existingCard() : null
        if (!isCurrent()) return
        resetTimer()
        dispatch({
          type: 'SIGNED_IN',
          isRegistered: payload.isRegistered,
          name: payload.session?.profile?.name ?? null,
          cardNumber,
        })
      }),
    [run, login, state.phone, existingCard, resetTimer],
  )

  const continueSignedIn = useCallback(
    () =>
      run(async (isCurrent) => {
        const profile = await queryClient.fetchQuery(profileQueryOptions(client))
        if (!profile) throw new Error('Войдите, чтобы продолжить')
        const cardNumber = await existingCard()
        if (!isCurrent()) return
        dispatch({ type: 'SIGNED_IN', isRegistered: true, name: profile.name, cardNumber })
      }),
    [run, queryClient, client, existingCard],
  )

  const signInWithOAuth = useCallback<UseLoyaltyCardFlowResult['signInWithOAuth']>(
    ({ provider, token }) =>
      run(async (isCurrent) => {
        let payload: Awaited<ReturnType<typeof loginOAuth>>
        try {
          payload = await loginOAuth({ provider, token })
        } catch (caught) {
          if (isCurrent()) dispatch({ type: 'OAUTH_FAILED' })
          throw caught
        }
        if (!payload.session?.user) {
          if (isCurrent()) dispatch({ type: 'OAUTH_FAILED' })
          return
        }
        const cardNumber = await existingCard()
        if (!isCurrent()) return
        dispatch({
          type: 'SIGNED_IN',
          isRegistered: payload.isRegistered,
          name: payload.session.profile?.name ?? null,
          cardNumber,
        })
      }),
    [run, loginOAuth, existingCard],
  )

  const submitPersonalData = useCallback(
    (data: CardHolderData) =>
      run(async (isCurrent) => {
        if (state.isRegistered) {
          const profile = (await client.requestData(UpdateProfileDocument, { update: data }))
            .updateProfile
          queryClient.setQueryData(storefrontKeys.profile(), profile)
        } else {
          await register({ ...data, phone: state.phone, code: code.current })
        }
        if (isCurrent()) dispatch({ type: 'PROFILE_SAVED', name: data.name })
      }),
    [run, state.isRegistered, state.phone, client, queryClient, register],
  )

  const submitCardNumber = useCallback(
    (typed: string) =>
      run(async (isCurrent) => {
        const number = typed.replace(/\s+/g, '')
        const check = (await client.requestData(ValidateMindboxCardDocument, { number }))
          .validateMindboxCard
        if (check.nextStep === 'CARD_DETAIL') await join(number)
        if (isCurrent()) {
          dispatch({
            type: 'CARD_CHECKED',
            cardNumber: number,
            status: check.status,
            nextStep: check.nextStep,
          })
        }
      }),
    [run, client, join],
  )

  const issueNewCard = useCallback(
    () =>
      run(async (isCurrent) => {
        const info = await join()
        const cardNumber = mainCardNumber(info)
        if (isCurrent() && cardNumber) dispatch({ type: 'CARD_ISSUED', cardNumber })
      }),
    [run, join],
  )

  const reset = useCallback(() => {
    calls.reset()
    code.current = ''
    resetTimer()
    dispatch({ type: 'RESET' })
  }, [calls, resetTimer])

  return {
    ...state,
    sendCode,
    resendCode,
    continueSignedIn,
    confirmCode,
    signInWithOAuth,
    submitPersonalData,
    submitCardNumber,
    issueNewCard,
    oauthFailed: useCallback(() => dispatch({ type: 'OAUTH_FAILED' }), []),
    retry: useCallback(() => dispatch({ type: 'RETRY' }), []),
    back: useCallback(() => dispatch({ type: 'BACK' }), []),
    reset,
    timer,
    isPending,
    error,
  }
}
