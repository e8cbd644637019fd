// Every way into and out of the session (SMS code, OAuth, registration, operators acting for
// customers, requireAuth) as plain async calls on the storefront state; a framework only
// tracks them (React: useAuth).
import {
  GetCodeDocument,
  LoginDocument,
  LoginOAuthDocument,
  LoginOperatorAsUserDocument,
  LoginUserByOperatorDocument,
  RegisterClientByOperatorDocument,
  RegisterClientDocument,
} from '#documents'
import type {
  AuthPayloadFieldsFragment,
  GetCodeMutation,
  OAuthProvider,
  RegisterByOperatorData,
  RegisterData,
} from '../generated/graphql'
import { normalizePhone } from '../phone'
import { applyRegion, resetRegion, resolveRegion } from './region'
import { clearUserData, requestLogin, type StorefrontState, signInWith } from './storefrontState'

/** The answer of every login: whether the phone is registered, and the session. */
export type AuthPayload = AuthPayloadFieldsFragment

/** Options of `requireAuth`. */
export interface RequireAuthOptions {
  /** The promo-code modal asks: the auth modal opens in its promo-code form. Default: false. */
  promoCode?: boolean
}

/** The session calls of a storefront. */
export interface AuthCalls {
  /** Sends an SMS code to the phone (normalised to +7XXXXXXXXXX when it can be). */
  getCode: (phone: string) => Promise<GetCodeMutation['getCode']>
  /** Signs in with the SMS code; `isRegistered` false means registration must follow. */
  login: (input: { phone: string; code: string }) => Promise<AuthPayload>
  /**
   * Signs in with an OAuth provider's token. `state` is the state the provider sent back with it:
   * the API signs in only when it is the one /oauth/start bound to this browser (else E_12).
   */
  loginOAuth: (input: {
    provider: OAuthProvider
    token: string
    referrerCode?: string
    state?: string
  }) => Promise<AuthPayload>
  /** Registers a new customer (with the SMS code) and signs them in. */
  register: (data: RegisterData) => Promise<AuthPayload>
  /**
   * Signs out. An operator acting for a customer goes back to their own session (the
   * profile is re-fetched, the region reset); otherwise tokens, cart id and favourites go.
   */
  logout: () => Promise<{ revertedToOperator: boolean }>
  /** An operator signs in with their own phone and SMS code. */
  operatorLogin: (input: { phone: string; code: string }) => Promise<AuthPayload>
  /** The signed-in operator acts for the customer with this phone (their region too). */
  loginAsUser: (input: { phone: string }) => Promise<AuthPayload>
  /** The signed-in operator registers a customer and acts for them. */
  registerClient: (data: RegisterByOperatorData) => Promise<AuthPayload>
  /**
   * Runs the action when signed in. Otherwise opens the auth modal (the store `authModal`)
   * and runs the action after login; resolves with its result, or undefined when the modal
   * is closed first.
   */
  requireAuth: <T>(
    action: () => T | Promise<T>,
    options?: RequireAuthOptions,
  ) => Promise<T | undefined>
}

/**
 * SPEC §4 logout: an operator acting for a customer returns to their own session and the default
 * region (the session's 'operator-reverted' event tells a host to reload their data); anyone
 * else's data is forgotten. The core's `auth.logout` and {@link AuthCalls.logout} are this call.
 */
export async function logout(state: StorefrontState): Promise<{ revertedToOperator: boolean }> {
  const result = await state.client.session.logout()
  if (result.revertedToOperator) resetRegion(state)
  else clearUserData(state)
  return result
}

// The API form when the text is a phone number; otherwise as typed, for the server to refuse.
const phoneOf = (phone: string) => normalizePhone(phone) ?? phone

/**
 * The session calls on one storefront's state.
 *
 * @example
 * const auth = createAuthCalls(state)
 * await auth.getCode('8 916 123-45-67')
 * const { isRegistered } = await auth.login({ phone: '8 916 123-45-67', code: '1234' })
 */
export function createAuthCalls(state: StorefrontState): AuthCalls {
  const { client } = state
  const signIn = (payload: AuthPayload) => {
    signInWith(state, payload)
    return payload
  }
  // An operator acting for a customer takes the customer's session and region.
  const actFor = async (payload: AuthPayload) => {
    signInWith(state, payload)
    const regionId = payload.regionID ?? payload.session?.regionID
    if (regionId) applyRegion(state, await resolveRegion(state, { id: regionId, name: regionId }))
    return payload
  }
  return {
    getCode: async (phone) =>
      (await client.requestData(GetCodeDocument, { phone: phoneOf(phone) })).getCode,
    login: async ({ phone, code }) =>
      signIn((await client.requestData(LoginDocument, { phone: phoneOf(phone), code })).login),
    loginOAuth: async ({ provider, token, referrerCode, state: oauthState }) =>
      signIn(
        (
          await client.requestData(LoginOAuthDocument, {
            oauthProvider: provider,
            token,
            referrerCode: referrerCode ?? null,
            state: oauthState ?? null,
          })
        ).loginOAuth,
      ),
    register: async (data) =>
      signIn(
        (
          await client.requestData(RegisterClientDocument, {
            data: { ...data, phone: phoneOf(data.phone) },
          })
        ).registerClient,
      ),
    logout: () => logout(state),
    async operatorLogin({ phone, code }) {
      const payload = (
        await client.requestData(LoginOperatorAsUserDocument, {
          input: { phone: phoneOf(phone), code },
        })
      ).loginOperatorAsUser
      // The operator's own session holds the operator's pair under both names (the sdk keeps
      // them one on refresh, and reverts to it after acting for a customer): the operator is
      // signed in, and their profile loads, before they choose a customer.
      const session = payload.session
      signInWith(
        state,
        session?.operator && !session.user
          ? { ...payload, session: { ...session, user: session.operator } }
          : payload,
      )
      return payload
    },
    loginAsUser: async ({ phone }) =>
      actFor(
        (
          await client.requestData(LoginUserByOperatorDocument, {
            input: { phone: phoneOf(phone) },
          })
        ).loginUserByOperator,
      ),
    registerClient: async (data) =>
      actFor(
        (
          await client.requestData(RegisterClientByOperatorDocument, {
            data: { ...data, phone: phoneOf(data.phone) },
          })
        ).registerClientByOperator,
      ),
    async requireAuth(action, options = {}) {
      if (client.session.isAuthenticated()) return action()
      return new Promise((resolve, reject) => {
        requestLogin(
          state,
          {
            run: () => {
              Promise.resolve().then(action).then(resolve, reject)
            },
            cancel: () => resolve(undefined),
          },
          options.promoCode === true,
        )
      })
    },
  }
}
