// Signing in and out (SPEC §4, §6): SMS code, OAuth, registration, operators acting for
// customers, and `requireAuth`, which opens the auth flow instead of running an action
// and runs it once the shopper has signed in.
import { createAuthCalls } from '@apteka/sdk'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { UseAuthResult } from './auth/authResult'
import { useStorefrontRuntime, useStoreValue } from './provider/context'
import { useHasOperator, useIsAuthenticated } from './provider/session'
import { useTrackedCalls } from './provider/useTrackedCalls'
import { profileQueryOptions } from './useProfile'

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
  const { track, isPending, error } = useTrackedCalls()
  const calls = useMemo(() => {
    const auth = createAuthCalls(runtime)
    return {
      getCode: (phone: string) => track(() => auth.getCode(phone)),
      login: (input: Parameters<typeof auth.login>[0]) => track(() => auth.login(input)),
      loginOAuth: (input: Parameters<typeof auth.loginOAuth>[0]) =>
        track(() => auth.loginOAuth(input)),
      register: (data: Parameters<typeof auth.register>[0]) => track(() => auth.register(data)),
      logout: () => track(auth.logout),
      operatorLogin: (input: Parameters<typeof auth.operatorLogin>[0]) =>
        track(() => auth.operatorLogin(input)),
      loginAsUser: (input: Parameters<typeof auth.loginAsUser>[0]) =>
        track(() => auth.loginAsUser(input)),
      registerClient: (data: Parameters<typeof auth.registerClient>[0]) =>
        track(() => auth.registerClient(data)),
      // Not tracked: it waits on the shopper, not on the API.
      requireAuth: auth.requireAuth,
    }
  }, [runtime, track])

  return {
    isAuthenticated,
    isEmployeeMode: client.session.isEmployeeMode(profile ?? null),
    isOperator,
    ...calls,
    authModal,
    closeAuthModal: useCallback(() => runtime.auth.cancelLogin(), [runtime]),
    isPending,
    error,
  }
}
