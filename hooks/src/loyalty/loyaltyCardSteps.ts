// The calls behind each step of the loyalty card flow (SPEC §2): SMS code, login or OAuth,
// personal data, card validation and joining the programme. Plain functions of what the hook
// hands in; they move the flow on only through `dispatch`, and only while the call is current.
import type {
  FlowCalls,
  LoyaltyCardFlowEvent,
  LoyaltyCardFlowState,
  LoyaltyInfoFieldsFragment,
  StorefrontClient,
} from '@apteka/sdk'
import {
  ApplyLoyaltyProgramDocument,
  LoyaltiesDocument,
  normalizePhone,
  storefrontKeys,
  UpdateProfileDocument,
  ValidateMindboxCardDocument,
} from '@apteka/sdk'
import type { QueryClient } from '@tanstack/react-query'
import type { UseAuthResult } from '../auth/authResult'
import { profileQueryOptions } from '../useProfile'
import type { UseLoyaltyCardFlowResult } from './loyaltyCardFlowResult'

/** What the steps work with; `now()` reads the flow and timer as the component last rendered. */
export interface LoyaltyCardStepsHost {
  client: StorefrontClient
  queryClient: QueryClient
  calls: FlowCalls
  auth: Pick<UseAuthResult, 'getCode' | 'login' | 'loginOAuth' | 'register'>
  dispatch: (event: LoyaltyCardFlowEvent) => void
  startTimer: () => void
  resetTimer: () => void
  /** The confirmed SMS code, sent again when a new customer registers at step 3. */
  code: { current: string }
  now: () => {
    state: LoyaltyCardFlowState
    canResend: boolean
    regionId: string
    programType: string
  }
}

/** The steps of {@link UseLoyaltyCardFlowResult} that call the API. */
export type LoyaltyCardSteps = Pick<
  UseLoyaltyCardFlowResult,
  | 'sendCode'
  | 'resendCode'
  | 'continueSignedIn'
  | 'confirmCode'
  | 'signInWithOAuth'
  | 'submitPersonalData'
  | 'submitCardNumber'
  | 'issueNewCard'
>

/** The number of the shopper's main card (or first card), or null. */
export function mainCardNumber(info: LoyaltyInfoFieldsFragment | null | undefined): string | null {
  const cards = info?.cards ?? []
  return (cards.find((card) => card.isMain) ?? cards[0])?.number ?? null
}

/** The steps of one flow. */
export function createLoyaltyCardSteps(host: LoyaltyCardStepsHost): LoyaltyCardSteps {
  const { client, queryClient, calls, auth, dispatch, now, code } = host

  const existingCard = async () => {
    const data = await client.requestData(LoyaltiesDocument).catch(() => null)
    if (data?.loyalties) queryClient.setQueryData(storefrontKeys.loyalties(), data.loyalties)
    return mainCardNumber(data?.loyalties)
  }
  const join = async (cardNumber?: string) => {
    const { regionId, programType } = now()
    const info = (
      await client.requestData(ApplyLoyaltyProgramDocument, {
        regionID: regionId,
        loyalty: { type: programType, cardNumber: cardNumber ?? null },
      })
    ).applyLoyaltyProgram
    queryClient.setQueryData(storefrontKeys.loyalties(), info)
    return info
  }
  const signedIn = (isRegistered: boolean, name: string | null, cardNumber: string | null) =>
    dispatch({ type: 'SIGNED_IN', isRegistered, name, cardNumber })

  return {
    sendCode: (typed) =>
      calls.run(async (isCurrent) => {
        const phone = normalizePhone(typed) ?? typed
        await auth.getCode(phone)
        if (!isCurrent()) return
        host.startTimer()
        dispatch({ type: 'CODE_SENT', phone })
      }),
    resendCode: () =>
      calls.run(async (isCurrent) => {
        const { canResend, state } = now()
        if (!canResend) return
        await auth.getCode(state.phone)
        if (!isCurrent()) return
        host.startTimer()
        dispatch({ type: 'CODE_SENT', phone: state.phone })
      }),
    confirmCode: (typed) =>
      calls.run(async (isCurrent) => {
        const payload = await auth.login({ phone: now().state.phone, code: typed })
        code.current = typed
        const cardNumber = payload.session?.user != null ? await existingCard() : null
        if (!isCurrent()) return
        host.resetTimer()
        signedIn(payload.isRegistered, payload.session?.profile?.name ?? null, cardNumber)
      }),
    continueSignedIn: () =>
      calls.run(async (isCurrent) => {
        const profile = await queryClient.fetchQuery(profileQueryOptions(client))
        if (!profile) throw new Error('Войдите, чтобы продолжить')
        const cardNumber = await existingCard()
        if (isCurrent()) signedIn(true, profile.name, cardNumber)
      }),
    signInWithOAuth: ({ provider, token, state }) =>
      calls.run(async (isCurrent) => {
        let payload: Awaited<ReturnType<UseAuthResult['loginOAuth']>>
        try {
          payload = await auth.loginOAuth({ provider, token, ...(state ? { state } : {}) })
        } catch (caught) {
          if (isCurrent()) dispatch({ type: 'OAUTH_FAILED' })
          throw caught
        }
        if (!payload.session?.user) {
          if (isCurrent()) dispatch({ type: 'OAUTH_FAILED' })
          return
        }
        const cardNumber = await existingCard()
        if (isCurrent())
          signedIn(payload.isRegistered, payload.session.profile?.name ?? null, cardNumber)
      }),
    submitPersonalData: (data) =>
      calls.run(async (isCurrent) => {
        const { state } = now()
        if (state.isRegistered) {
          const profile = (await client.requestData(UpdateProfileDocument, { update: data }))
            .updateProfile
          queryClient.setQueryData(storefrontKeys.profile(), profile)
        } else {
          await auth.register({ ...data, phone: state.phone, code: code.current })
        }
        if (isCurrent()) dispatch({ type: 'PROFILE_SAVED', name: data.name })
      }),
    submitCardNumber: (typed) =>
      calls.run(async (isCurrent) => {
        const number = typed.replace(/\s+/g, '')
        const check = (await client.requestData(ValidateMindboxCardDocument, { number }))
          .validateMindboxCard
        if (check.nextStep === 'CARD_DETAIL') await join(number)
        if (isCurrent())
          dispatch({
            type: 'CARD_CHECKED',
            cardNumber: number,
            status: check.status,
            nextStep: check.nextStep,
          })
      }),
    issueNewCard: () =>
      calls.run(async (isCurrent) => {
        const cardNumber = mainCardNumber(await join())
        if (isCurrent() && cardNumber) dispatch({ type: 'CARD_ISSUED', cardNumber })
      }),
  }
}
