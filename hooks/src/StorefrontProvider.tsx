// The root of the hooks: gives them the sdk client, the QueryClient and the shop's
// configuration, and reacts to session events (login runs the action that waited for it,
// logout forgets the customer's data).
import type { StorefrontClient } from '@apteka/sdk'
import {
  ADDED_TO_CART_TOAST,
  type CartData,
  cartLines,
  clearUserData,
  closeNotification,
  completeLogin,
  lineKey,
  loadFavoriteIds,
  loadViewHistory,
  resetRegion,
  type StorefrontConfig,
  setFavoriteIds,
  storefrontKeys,
} from '@apteka/sdk'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { ShowExpiringPricesContext, StorefrontContext } from './provider/context'
import { createRuntime } from './provider/runtime'
import type { Profile } from './useProfile'

/** Props of {@link StorefrontProvider}. */
export interface StorefrontProviderProps extends StorefrontConfig {
  /** The sdk client every hook calls; kept for the provider's life. */
  client: StorefrontClient
  /** The query cache; one per request on the server, one per page in the browser. */
  queryClient: QueryClient
  children?: ReactNode
}

/**
 * Provides the sdk client, the query cache and the shop's configuration to every hook.
 *
 * @example
 * const client = createStorefrontClient()
 * const queryClient = new QueryClient()
 * root.render(
 *   <StorefrontProvider client={client} queryClient={queryClient} onAnalyticsEvent={send}>
 *     <App />
 *   </StorefrontProvider>,
 * )
 */
export function StorefrontProvider({
  client,
  queryClient,
  children,
  ...config
}: StorefrontProviderProps) {
  const [runtime] = useState(() => createRuntime(client, queryClient, config))
  // Latest configuration for callbacks; reading it never re-renders anything.
  runtime.config = config

  const { onAnalyticsEvent } = config
  useEffect(() => {
    runtime.analytics.setSink(onAnalyticsEvent)
  }, [runtime, onAnalyticsEvent])

  useEffect(() => {
    // Debounced analytics must leave before the page does.
    const flush = () => runtime.analytics.flushPending()
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [runtime])

  useEffect(() => {
    // Local storage exists only in the browser; reading it after mount keeps hydration exact.
    loadViewHistory(runtime)
    loadFavoriteIds(runtime)
    // Favourites follow the profile whenever it arrives (fetch, login answer, update).
    const profileKey = JSON.stringify(storefrontKeys.profile())
    const syncFavorites = (profile: Profile | null | undefined) => {
      if (profile) setFavoriteIds(runtime, profile.favoriteProducts.items)
    }
    syncFavorites(queryClient.getQueryData<Profile | null>(storefrontKeys.profile()))
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return
      if (JSON.stringify(event.query.queryKey) !== profileKey) return
      syncFavorites(event.query.state.data as Profile | null | undefined)
    })
  }, [runtime, queryClient])

  useEffect(() => {
    // The "added to cart" toast closes by itself when its product leaves the cart (SPEC §4).
    const cartPrefix = JSON.stringify(storefrontKeys.carts()).slice(0, -1)
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return
      if (!JSON.stringify(event.query.queryKey).startsWith(cartPrefix)) return
      const cart = event.query.state.data as CartData | undefined
      if (!cart) return
      const present = new Set(
        cartLines(cart).map((line) => lineKey(line.product.id, line.priceTypeID)),
      )
      for (const notification of runtime.notifications.getSnapshot()) {
        const { productId, priceTypeID, regionId } = notification.props
        if (notification.component !== ADDED_TO_CART_TOAST || regionId !== cart.regionId) continue
        if (!present.has(lineKey(String(productId), Number(priceTypeID)))) {
          closeNotification(runtime, notification.id)
        }
      }
    })
  }, [runtime, queryClient])

  useEffect(
    () =>
      client.session.subscribe((event) => {
        switch (event.type) {
          case 'signed-in':
            completeLogin(runtime)
            void queryClient.invalidateQueries({ queryKey: storefrontKeys.user() })
            void queryClient.invalidateQueries({ queryKey: storefrontKeys.carts() })
            break
          case 'operator-reverted':
            // Back to the operator's own session: their profile, and the default region.
            void queryClient.invalidateQueries({ queryKey: storefrontKeys.user() })
            resetRegion(runtime)
            break
          case 'signed-out':
          case 'forced-logout':
          case 'refresh-failed':
            clearUserData(runtime)
            break
          case 'refreshed':
            break
        }
      }),
    [runtime, client, queryClient],
  )

  return (
    <QueryClientProvider client={queryClient}>
      <StorefrontContext.Provider value={runtime}>
        <ShowExpiringPricesContext.Provider value={config.showExpiringPrices ?? false}>
          {children}
        </ShowExpiringPricesContext.Provider>
      </StorefrontContext.Provider>
    </QueryClientProvider>
  )
}
