// The loyalty card issue flow (/vypusk-karty-loyalnosti) as a pure reducer. The spec names
// the steps but not the transitions; these are the transitions of a real card issue
// (docs/hooks.md has them as a table). An event a step does not expect changes nothing.
import type { LoyaltyCardFlowStep } from '../generated/graphql'

/** The state of the loyalty card flow. */
export interface LoyaltyCardFlowState {
  readonly step: LoyaltyCardFlowStep
  /** The phone in API form once a code was sent. */
  readonly phone: string
  /** The customer's name once known. */
  readonly name: string
  /** Whether the phone belongs to a customer already; null until signed in. */
  readonly isRegistered: boolean | null
  /** The card: the customer's existing one, the one entered, or the one issued. */
  readonly cardNumber: string | null
  /** What validateMindboxCard said about the entered card: 'active', 'blocked', … */
  readonly cardStatus: string | null
}

/** What moves the flow. */
export type LoyaltyCardFlowEvent =
  /** An SMS code was sent (or sent again) to the phone. */
  | { readonly type: 'CODE_SENT'; readonly phone: string }
  /** Signed in by code or OAuth; `cardNumber` is the customer's existing card, if any. */
  | {
      readonly type: 'SIGNED_IN'
      readonly isRegistered: boolean
      readonly name?: string | null
      readonly cardNumber: string | null
    }
  /** The OAuth provider or the server refused the OAuth sign-in. */
  | { readonly type: 'OAUTH_FAILED' }
  /** The personal data was saved (registration or profile update). */
  | { readonly type: 'PROFILE_SAVED'; readonly name: string }
  /** validateMindboxCard answered for the entered card. */
  | {
      readonly type: 'CARD_CHECKED'
      readonly cardNumber: string
      readonly status: string
      readonly nextStep: LoyaltyCardFlowStep
    }
  /** A new (virtual) card was issued. */
  | { readonly type: 'CARD_ISSUED'; readonly cardNumber: string }
  | { readonly type: 'BACK' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'RESET' }

/** The flow before anything happened. */
export const LOYALTY_CARD_FLOW_INITIAL: LoyaltyCardFlowState = {
  step: 'STEP_1',
  phone: '',
  name: '',
  isRegistered: null,
  cardNumber: null,
  cardStatus: null,
}

// Where CARD_CHECKED may lead; anything else the server says is treated as a status screen.
const CARD_CHECK_RESULTS: readonly LoyaltyCardFlowStep[] = [
  'CARD_IS_EXIST',
  'CARD_STATUS',
  'CARD_DETAIL',
]

const BACK: Partial<Record<LoyaltyCardFlowStep, LoyaltyCardFlowStep>> = {
  STEP_2: 'STEP_1',
  CARD_NUMBER: 'STEP_3',
  CARD_STATUS: 'CARD_NUMBER',
}

/**
 * The next state of the loyalty card flow.
 *
 * @example
 * let state = LOYALTY_CARD_FLOW_INITIAL
 * state = loyaltyCardFlowReducer(state, { type: 'CODE_SENT', phone: '+79161234567' }) // STEP_2
 * state = loyaltyCardFlowReducer(state, { type: 'SIGNED_IN', isRegistered: true, cardNumber: null }) // STEP_3
 */
export function loyaltyCardFlowReducer(
  state: LoyaltyCardFlowState,
  event: LoyaltyCardFlowEvent,
): LoyaltyCardFlowState {
  switch (event.type) {
    case 'RESET':
      return LOYALTY_CARD_FLOW_INITIAL
    case 'CODE_SENT':
      return state.step === 'STEP_1' || state.step === 'STEP_2'
        ? { ...state, step: 'STEP_2', phone: event.phone }
        : state
    case 'SIGNED_IN':
      if (state.step !== 'STEP_1' && state.step !== 'STEP_2') return state
      return {
        ...state,
        step: event.cardNumber ? 'CARD_IS_EXIST' : 'STEP_3',
        isRegistered: event.isRegistered,
        name: event.name ?? state.name,
        cardNumber: event.cardNumber,
      }
    case 'OAUTH_FAILED':
      return state.step === 'STEP_1' || state.step === 'STEP_2'
        ? { ...state, step: 'OAUTH_FAILED' }
        : state
    case 'RETRY':
      return state.step === 'OAUTH_FAILED' ? { ...state, step: 'STEP_1' } : state
    case 'PROFILE_SAVED':
      return state.step === 'STEP_3'
        ? { ...state, step: 'CARD_NUMBER', name: event.name, isRegistered: true }
        : state
    case 'CARD_CHECKED':
      if (state.step !== 'CARD_NUMBER') return state
      return {
        ...state,
        step: CARD_CHECK_RESULTS.includes(event.nextStep) ? event.nextStep : 'CARD_STATUS',
        cardNumber: event.cardNumber,
        cardStatus: event.status,
      }
    case 'CARD_ISSUED':
      return state.step === 'CARD_NUMBER' || state.step === 'CARD_STATUS'
        ? { ...state, step: 'CARD_DETAIL', cardNumber: event.cardNumber, cardStatus: 'active' }
        : state
    case 'BACK': {
      const previous = BACK[state.step]
      return previous ? { ...state, step: previous, cardStatus: null } : state
    }
  }
}
