// Every way into and out of the session as plain async calls on the storefront runtime (SMS
// code, OAuth, registration, operators acting for customers, requireAuth); useAuth only tracks
// them as React state.
import {
  applyRegion,
  clearUserData,
  GetCodeDocument,
  LoginDocument,
  LoginOAuthDocument,
  LoginOperatorAsUserDocument,
  LoginUserByOperatorDocument,
  normalizePhone,
  RegisterClientByOperatorDocument,
  RegisterClientDocument,
  requestLogin,
  resetRegion,
  resolveRegion,
  signInWith,
} from '@apteka/sdk'
import type { StorefrontRuntime } from '../provider/runtime'
import { storefrontKeys } from '../storefrontKeys'
import type { AuthPayload, UseAuthResult } from './authResult'

// The API form when the text is a phone number; otherwise as typed, for the server to refuse.
const phoneOf = (phone: string) => normalizePhone(phone) ?? phone

/** The calls of {@link UseAuthResult}, untracked. */
export type AuthCalls = Pick<
  UseAuthResult,
  | 'getCode'
  | 'login'
  | 'loginOAuth'
  | 'register'
  | 'logout'
  | 'operatorLogin'
  | 'loginAsUser'
  | 'registerClient'
  | 'requireAuth'
>

/** The auth calls of one runtime. */
export function createAuthCalls(runtime: StorefrontRuntime): AuthCalls {
  const { client } = runtime
  const signIn = (payload: AuthPayload) => {
    signInWith(runtime, payload)
    return payload
  }
  // An operator acting for a customer takes the customer's session and region.
  const actFor = async (payload: AuthPayload) => {
    signInWith(runtime, payload)
    const regionId = payload.regionID ?? payload.session?.regionID
    if (regionId)
      applyRegion(runtime, await resolveRegion(runtime, { id: regionId, name: regionId }))
    return payload
  }
  return {
    getCode: async (phone) =>
      (await client.requestData(GetCodeDocument, { phone: phoneOf(phone) })).getCode,
    login: async ({ phone, code }) =>
      signIn((await client.requestData(LoginDocument, { phone: phoneOf(phone), code })).login),
    loginOAuth: async ({ provider, token, referrerCode, state }) =>
      signIn(
        (
          await client.requestData(LoginOAuthDocument, {
            oauthProvider: provider,
            token,
            referrerCode: referrerCode ?? null,
            state: state ?? null,
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
    async logout() {
      const result = await client.session.logout()
      if (result.revertedToOperator) {
        void runtime.queryClient.invalidateQueries({ queryKey: storefrontKeys.user() })
        resetRegion(runtime)
      } else {
        clearUserData(runtime)
      }
      return result
    },
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
        runtime,
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
          runtime,
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
