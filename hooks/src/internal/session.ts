// Reading the session reactively, and signing in with the answer of a login mutation.
import type { AuthPayloadFieldsFragment } from '@apteka/sdk'
import { useSyncExternalStore } from 'react'
import { storefrontKeys } from '../storefrontKeys'
import { useStorefrontRuntime } from './context'
import { completeLogin, type StorefrontRuntime, setFavoriteIds } from './runtime'

/** Whether the shopper counts as signed in; re-renders on every session event. */
export function useIsAuthenticated(): boolean {
  const { client } = useStorefrontRuntime()
  const read = () => client.session.isAuthenticated()
  return useSyncExternalStore(client.session.subscribe, read, read)
}

/** Whether an operator is signed in (acting for a customer or not). */
export function useHasOperator(): boolean {
  const { client } = useStorefrontRuntime()
  const read = () => client.session.getState().operator !== null
  return useSyncExternalStore(client.session.subscribe, read, read)
}

/**
 * Signs in with the tokens of a login answer, puts its profile in the cache and runs the
 * action that waited for login. False when the answer carries no tokens (not registered).
 */
export function signInWith(
  runtime: StorefrontRuntime,
  payload: AuthPayloadFieldsFragment,
): boolean {
  const session = payload.session
  if (!session?.user && !session?.operator) return false
  runtime.client.session.signIn({
    ...(session.user ? { user: session.user } : {}),
    ...(session.operator ? { operator: session.operator } : {}),
  })
  if (session.profile) {
    runtime.queryClient.setQueryData(storefrontKeys.profile(), session.profile)
    setFavoriteIds(runtime, session.profile.favoriteProducts.items)
  }
  completeLogin(runtime)
  return true
}
