// Reading the session reactively, and signing in with the answer of a login mutation.
import type { AuthPayloadFieldsFragment, StorefrontClient } from '@apteka/sdk'
import { useSyncExternalStore } from 'react'
import { storefrontKeys } from '../storefrontKeys'
import { useStorefrontRuntime } from './context'
import { completeLogin, type StorefrontRuntime, setFavoriteIds } from './runtime'

/** What components read of the session; one read per session event, not per render. */
interface SessionSnapshot {
  readonly isAuthenticated: boolean
  readonly hasOperator: boolean
}

// Reading the session parses document.cookie and runs an Effect; a page of product cards
// asks on every render, so the answer is kept per client until the session changes. The
// forgetting listener is the client's first, so every later listener (React's) reads anew.
const snapshots = new WeakMap<StorefrontClient, SessionSnapshot>()
const watched = new WeakSet<StorefrontClient>()

function sessionSnapshot(client: StorefrontClient): SessionSnapshot {
  const known = snapshots.get(client)
  if (known) return known
  if (!watched.has(client)) {
    watched.add(client)
    client.session.subscribe(() => snapshots.delete(client))
  }
  const snapshot: SessionSnapshot = {
    isAuthenticated: client.session.isAuthenticated(),
    hasOperator: client.session.getState().operator !== null,
  }
  snapshots.set(client, snapshot)
  return snapshot
}

function useSessionSnapshot<T>(pick: (snapshot: SessionSnapshot) => T): T {
  const { client } = useStorefrontRuntime()
  const read = () => pick(sessionSnapshot(client))
  return useSyncExternalStore(client.session.subscribe, read, read)
}

/** Whether the shopper counts as signed in; re-renders on every session event. */
export function useIsAuthenticated(): boolean {
  return useSessionSnapshot((snapshot) => snapshot.isAuthenticated)
}

/** Whether an operator is signed in (acting for a customer or not). */
export function useHasOperator(): boolean {
  return useSessionSnapshot((snapshot) => snapshot.hasOperator)
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
