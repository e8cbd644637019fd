// The React context that carries the provider's runtime to the hooks.

import type { Store, StorefrontCore } from '@apteka/sdk'
import { type RegionOption, regionOf } from '@apteka/sdk'
import { createContext, useContext, useSyncExternalStore } from 'react'
import type { StorefrontRuntime } from './runtime'

export const StorefrontContext = createContext<StorefrontRuntime | null>(null)

/**
 * The provider's `showExpiringPrices`, as a context of its own: the runtime is one object for
 * the provider's life, so a hook reading the flag from it would not render again when the
 * shop switches it (the employee's 'show expiring prices' control).
 */
export const ShowExpiringPricesContext = createContext(false)

/** The provider's runtime; throws outside StorefrontProvider. */
export function useStorefrontRuntime(): StorefrontRuntime {
  const runtime = useContext(StorefrontContext)
  if (!runtime) throw new Error('Storefront hooks must be used inside <StorefrontProvider>.')
  return runtime
}

/**
 * The provider's framework-free storefront core (the sdk's `createStorefrontCore`): its
 * stores and domain verbs, for what no hook covers.
 *
 * @example
 * const core = useStorefrontCore()
 * const regionId = useStoreValue(core.regionId)
 */
export function useStorefrontCore(): StorefrontCore {
  return useStorefrontRuntime()
}

/**
 * The current value of a core store.
 * @example
 * const core = useStorefrontCore()
 * const favorites = useStoreValue(core.favoriteIds) // re-renders when they change
 */
export function useStoreValue<T>(store: Pick<Store<T>, 'getSnapshot' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}

/** The region id the hooks ask for, unless a hook is given its own (an id or a hook's options). */
export function useRegionId(override?: string | null | RegionOption): string {
  const runtime = useStorefrontRuntime()
  const current = useStoreValue(runtime.regionId)
  const own = typeof override === 'object' && override !== null ? regionOf(override) : override
  return own || current
}

const subscribeNothing = () => () => {}

/** False during server rendering and hydration, true once mounted in the browser. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}
