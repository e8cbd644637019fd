// What one StorefrontProvider shares with its hooks: the sdk's framework-free storefront core,
// with TanStack Query's cache plugged into its ports, so a cart query and the cart
// synchroniser read and write one value.
import {
  type CartCache,
  type CartData,
  type CartFlow,
  createStorefrontCore,
  type QueryCachePort,
  type StorefrontClient,
  type StorefrontConfig,
  type StorefrontCore,
  storefrontKeys,
} from '@apteka/sdk'
import type { QueryClient } from '@tanstack/react-query'

/** The core and the query cache the hooks share. */
export interface StorefrontRuntime extends StorefrontCore {
  readonly queryClient: QueryClient
  /** The query cache as the sdk's verbs write to it. */
  readonly queryCache: QueryCachePort
}

/** TanStack's QueryClient as the sdk's cache port. */
function queryCachePort(queryClient: QueryClient): QueryCachePort {
  return {
    set: (key, data) => {
      queryClient.setQueryData(key, data)
    },
    invalidate: (key, options) => {
      void queryClient.invalidateQueries({
        queryKey: key,
        ...(options?.refetch === false ? { refetchType: 'none' } : {}),
      })
    },
    remove: (key) => queryClient.removeQueries({ queryKey: key }),
  }
}

/** A cart kept in the query cache under its query key. */
function queryCartCache(queryClient: QueryClient, regionId: string, flow: CartFlow): CartCache {
  const key = storefrontKeys.cart(regionId, flow)
  const hash = JSON.stringify(key)
  return {
    getSnapshot: () => queryClient.getQueryData<CartData>(key),
    set: (cart) => {
      queryClient.setQueryData(key, cart)
    },
    subscribe: (listener) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (JSON.stringify(event.query.queryKey) === hash) listener()
      }),
  }
}

export function createRuntime(
  client: StorefrontClient,
  queryClient: QueryClient,
  config: StorefrontConfig,
): StorefrontRuntime {
  const core = createStorefrontCore(client, config, {
    cartCache: (regionId, flow) => queryCartCache(queryClient, regionId, flow),
    onRegionApplied: (region) => queryClient.setQueryData(storefrontKeys.region(region.id), region),
    onProfile: (profile) => queryClient.setQueryData(storefrontKeys.profile(), profile),
    onUserDataCleared: () => {
      void queryClient.resetQueries({ queryKey: storefrontKeys.user() })
      void queryClient.resetQueries({ queryKey: storefrontKeys.carts() })
    },
  })
  return Object.assign(core, { queryClient, queryCache: queryCachePort(queryClient) })
}
