// Reading the session reactively: whether the shopper is signed in, whether an operator is.
import type { StorefrontClient } from '@apteka/sdk'
import { useSyncExternalStore } from 'react'
import { useStorefrontRuntime } from './context'

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
