// The calls behind each step of the loyalty card flow (SPEC §2): SMS code, login or OAuth,
// personal data, card validation and joining the programme. They move the flow on only through
// `dispatch`, and only while the call is current; a framework keeps the flow's state and timer.
import {
  ApplyLoyaltyProgramDocument,
  LoyaltiesDocument,
  UpdateProfileDocument,
  ValidateMindboxCardDocument,
} from '#documents'
import type { LoyaltyCardFlowEvent, LoyaltyCardFlowState } from '../auth'
import type { StorefrontClient } from '../client'
import type {
  LoyaltyInfoFieldsFragment,
  OAuthProvider,
  ProfileFieldsFragment,
} from '../generated/graphql'
import { normalizePhone } from '../phone'
import type { AuthCalls } from './authCalls'
import type { FlowCalls } from './flowCalls'
import type { QueryCachePort } from './queryCache'
import { storefrontKeys } from './storefrontKeys'

/** Personal data of the card holder (step 3). */
export interface CardHolderData {
  name: string
  surname?: string
  email?: string
  /** API form, YYYY-MM-DD. */
  birthday?: string
}

/** The steps of the flow that call the API. */
export interface LoyaltyCardSteps {
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
  /**
   * STEP_1/2: signs in with OAuth (the provider's token and the state it sent back); a refusal
   * leads to OAUTH_FAILED.
   */
  signInWithOAuth: (input: {
    provider: OAuthProvider
    token: string
    state?: string
  }) => Promise<void>
  /** STEP_3: registers a new customer or updates the profile, then CARD_NUMBER. */
  submitPersonalData: (data: CardHolderData) => Promise<void>
  /** CARD_NUMBER: checks the card; a valid one is linked (CARD_DETAIL). */
  submitCardNumber: (number: string) => Promise<void>
  /** CARD_NUMBER / CARD_STATUS: no card at hand, issue a virtual one (CARD_DETAIL). */
  issueNewCard: () => Promise<void>
}

/** What the steps work with; `now()` reads the flow and timer as the host last showed them. */
export interface LoyaltyCardStepsHost {
  client: StorefrontClient
  /** Where the loyalty info and the profile the steps read are kept. */
  cache: QueryCachePort
  calls: FlowCalls
  auth: Pick<AuthCalls, 'getCode' | 'login' | 'loginOAuth' | 'register'>
  /** The signed-in shopper's profile (from the host's cache when it has it), or null. */
  profile: () => Promise<ProfileFieldsFragment | null>
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

/**
 * The number of the shopper's main card (or first card), or null.
 * @example
 * mainCardNumber({ cards: [{ number: '1', isMain: false }, { number: '2', isMain: true }] }) // '2'
 */
export function mainCardNumber(
  info: Pick<LoyaltyInfoFieldsFragment, 'cards'> | null | undefined,
): string | null {
  const cards = info?.cards ?? []
  return (cards.find((card) => card.isMain) ?? cards[0])?.number ?? null
}

/**
 * The steps of one flow.
 * @example
 * const steps = createLoyaltyCardSteps({ client, cache: noQueryCache, calls: createFlowCalls(), … })
 * await steps.sendCode('8 916 123-45-67') // dispatches CODE_SENT
 */
export function createLoyaltyCardSteps(host: LoyaltyCardStepsHost): LoyaltyCardSteps {
  const { client, cache, calls, auth, dispatch, now, code } = host

  const existingCard = async () => {
    const data = await client.requestData(LoyaltiesDocument).catch(() => null)
    if (data?.loyalties) cache.set(storefrontKeys.loyalties(), data.loyalties)
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
    cache.set(storefrontKeys.loyalties(), info)
    return info
  }
  const signedIn = (isRegistered: boolean, name: string | null, cardNumber: string | null) =>
    dispatch({ type: 'SIGNED_IN', isRegistered, name, cardNumber })
  const codeSent = (phone: string) => {
    host.startTimer()
    dispatch({ type: 'CODE_SENT', phone })
  }

  return {
    sendCode: (typed) =>
      calls.run(async (isCurrent) => {
        const phone = normalizePhone(typed) ?? typed
        await auth.getCode(phone)
        if (isCurrent()) codeSent(phone)
      }),
    resendCode: () =>
      calls.run(async (isCurrent) => {
        const { canResend, state } = now()
        if (!canResend) return
        await auth.getCode(state.phone)
        if (isCurrent()) codeSent(state.phone)
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
        const profile = await host.profile()
        if (!profile) throw new Error('Войдите, чтобы продолжить')
        const cardNumber = await existingCard()
        if (isCurrent()) signedIn(true, profile.name, cardNumber)
      }),
    signInWithOAuth: ({ provider, token, state }) =>
      calls.run(async (isCurrent) => {
        let payload: Awaited<ReturnType<AuthCalls['loginOAuth']>>
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
          cache.set(storefrontKeys.profile(), profile)
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
