// Signing in and out (SPEC §4, §6): SMS code, OAuth, registration, operators acting for
// customers, and `requireAuth`, which opens the auth flow instead of running an action
// and runs it once the shopper has signed in.
import type {
  AuthPayloadFieldsFragment,
  GetCodeMutation,
  OAuthProvider,
  RegisterByOperatorData,
  RegisterData,
} from '@apteka/sdk'
import {
  type AuthModalState,
  applyRegion,
  cancelLogin,
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
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useStorefrontRuntime, useStoreValue } from './provider/context'
import { useHasOperator, useIsAuthenticated } from './provider/session'
import { storefrontKeys } from './storefrontKeys'
import { profileQueryOptions } from './useProfile'

// The API form when the text is a phone number; otherwise as typed, for the server to refuse.
const phoneOf = (phone: string) => normalizePhone(phone) ?? phone

/** The answer of every login: whether the phone is registered, and the session. */
export type AuthPayload = AuthPayloadFieldsFragment

/** Options of `requireAuth`. */
export interface RequireAuthOptions {
  /** The promo-code modal asks: the auth modal opens in its promo-code form. Default: false. */
  promoCode?: boolean
}

/** What {@link useAuth} returns. */
export interface UseAuthResult {
  /** Signed in (an anonymous visitor with a refresh token counts, SPEC §6). */
  isAuthenticated: boolean
  /** Employee mode: the profile says so, or without a profile the token's claim. */
  isEmployeeMode: boolean
  /** An operator is signed in. */
  isOperator: boolean
  /** Sends an SMS code to the phone (normalised to +7XXXXXXXXXX when it can be). */
  getCode: (phone: string) => Promise<GetCodeMutation['getCode']>
  /** Signs in with the SMS code; `isRegistered` false means registration must follow. */
  login: (input: { phone: string; code: string }) => Promise<AuthPayload>
  /** Signs in with an OAuth provider's token. */
  loginOAuth: (input: {
    provider: OAuthProvider
    token: string
    referrerCode?: string
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
   * Runs the action when signed in. Otherwise opens the auth modal (the provider's
   * `openAuthModal` and `authModal` below) and runs the action after login; resolves
   * with its result, or undefined when the modal is closed first.
   */
  requireAuth: <T>(
    action: () => T | Promise<T>,
    options?: RequireAuthOptions,
  ) => Promise<T | undefined>
  /** The auth modal `requireAuth` asked for. */
  authModal: AuthModalState
  /** The shopper closed the auth modal: the waiting action is dropped. */
  closeAuthModal: () => void
  /** An auth call is on its way. */
  isPending: boolean
  /** The last auth call's error (E_259 wrong code, E_258 attempts exhausted, …). */
  error: Error | null
}

/**
 * The session and every way into and out of it.
 *
 * @example
 * const { isAuthenticated, getCode, login, requireAuth } = useAuth()
 * await getCode('8 916 123-45-67')
 * await login({ phone: '8 916 123-45-67', code: '1234' })
 * requireAuth(() => openPromoCodes(), { promoCode: true })
 */
export function useAuth(): UseAuthResult {
  const runtime = useStorefrontRuntime()
  const { client } = runtime
  const isAuthenticated = useIsAuthenticated()
  const isOperator = useHasOperator()
  const authModal = useStoreValue(runtime.authModal)
  const profile = useQuery({ ...profileQueryOptions(client), enabled: isAuthenticated }).data
  const [pending, setPending] = useState(0)
  const [error, setError] = useState<Error | null>(null)

  const track = useCallback(async <T>(call: () => Promise<T>): Promise<T> => {
    setPending((count) => count + 1)
    setError(null)
    try {
      return await call()
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)))
      throw caught
    } finally {
      setPending((count) => count - 1)
    }
  }, [])

  const getCode = useCallback<UseAuthResult['getCode']>(
    (phone) =>
      track(
        async () => (await client.requestData(GetCodeDocument, { phone: phoneOf(phone) })).getCode,
      ),
    [client, track],
  )

  const login = useCallback<UseAuthResult['login']>(
    ({ phone, code }) =>
      track(async () => {
        const payload = (await client.requestData(LoginDocument, { phone: phoneOf(phone), code }))
          .login
        signInWith(runtime, payload)
        return payload
      }),
    [runtime, client, track],
  )

  const loginOAuth = useCallback<UseAuthResult['loginOAuth']>(
    ({ provider, token, referrerCode }) =>
      track(async () => {
        const payload = (
          await client.requestData(LoginOAuthDocument, {
            oauthProvider: provider,
            token,
            referrerCode: referrerCode ?? null,
          })
        ).loginOAuth
        signInWith(runtime, payload)
        return payload
      }),
    [runtime, client, track],
  )

  const register = useCallback<UseAuthResult['register']>(
    (data) =>
      track(async () => {
        const payload = (
          await client.requestData(RegisterClientDocument, {
            data: { ...data, phone: phoneOf(data.phone) },
          })
        ).registerClient
        signInWith(runtime, payload)
        return payload
      }),
    [runtime, client, track],
  )

  const logout = useCallback<UseAuthResult['logout']>(
    () =>
      track(async () => {
        const result = await client.session.logout()
        if (result.revertedToOperator) {
          void runtime.queryClient.invalidateQueries({ queryKey: storefrontKeys.user() })
          resetRegion(runtime)
        } else {
          clearUserData(runtime)
        }
        return result
      }),
    [runtime, client, track],
  )

  const operatorLogin = useCallback<UseAuthResult['operatorLogin']>(
    ({ phone, code }) =>
      track(async () => {
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
      }),
    [runtime, client, track],
  )

  const actFor = useCallback(
    async (payload: AuthPayload) => {
      signInWith(runtime, payload)
      const regionID = payload.regionID ?? payload.session?.regionID
      if (regionID)
        applyRegion(runtime, await resolveRegion(runtime, { id: regionID, name: regionID }))
      return payload
    },
    [runtime],
  )

  const loginAsUser = useCallback<UseAuthResult['loginAsUser']>(
    ({ phone }) =>
      track(async () =>
        actFor(
          (
            await client.requestData(LoginUserByOperatorDocument, {
              input: { phone: phoneOf(phone) },
            })
          ).loginUserByOperator,
        ),
      ),
    [client, track, actFor],
  )

  const registerClient = useCallback<UseAuthResult['registerClient']>(
    (data) =>
      track(async () =>
        actFor(
          (
            await client.requestData(RegisterClientByOperatorDocument, {
              data: { ...data, phone: phoneOf(data.phone) },
            })
          ).registerClientByOperator,
        ),
      ),
    [client, track, actFor],
  )

  const requireAuth = useCallback<UseAuthResult['requireAuth']>(
    async (action, options = {}) => {
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
    [runtime, client],
  )

  const closeAuthModal = useCallback(() => cancelLogin(runtime), [runtime])

  return {
    isAuthenticated,
    isEmployeeMode: client.session.isEmployeeMode(profile ?? null),
    isOperator,
    getCode,
    login,
    loginOAuth,
    register,
    logout,
    operatorLogin,
    loginAsUser,
    registerClient,
    requireAuth,
    authModal,
    closeAuthModal,
    isPending: pending > 0,
    error,
  }
}
