// The storefront client whose runtime (the request core: transport, token refresh, logout)
// arrives by dynamic import on the first call (issue #18). A page rendered on the server
// hydrates from dehydrated queries, so its first paint needs the session read from the cookies
// and nothing more: those reads are here, on the same token jar the runtime uses once it has
// arrived.

import type { StorefrontClient, StorefrontClientOptions } from '../client'
import { cartIdIn, clientParts, sessionReadsOn } from '../client'

/**
 * Creates a storefront client with the interface of `createStorefrontClient`, whose runtime is
 * loaded on the first `request`, `requestData`, `logout` or `forceLogout` (a chunk of its own
 * where the bundler splits dynamic imports: Vite, Rollup, esbuild with `splitting`). Until then `lastTraceId()` is null; the session's
 * reads, `signIn`, `subscribe`, the cookies, the storage and the cart id work at once.
 *
 * @example
 * const client = createLazyStorefrontClient({ endpoint: '/graphql' })
 * client.session.isAuthenticated() // no runtime loaded yet
 * const { data } = await client.request(CartDocument, { regionID: '77' }) // loads it
 */
export function createLazyStorefrontClient(
  options: StorefrontClientOptions = {},
): StorefrontClient {
  const parts = clientParts(options)
  const { cookies, storage, tokens } = parts
  const reads = sessionReadsOn(tokens)
  let loaded: StorefrontClient | null = null
  let loading: Promise<StorefrontClient> | null = null
  let disposed = false

  /** The full client on the same parts, loaded once. */
  const runtime = (): Promise<StorefrontClient> => {
    loading ??= import('./runtime').then(({ storefrontClientOn }) => {
      const client = storefrontClientOn(parts, options)
      // A client disposed while its runtime travelled fails every call, as a disposed one does.
      if (disposed) void client.dispose()
      loaded = client
      return client
    })
    return loading
  }

  return {
    request: (document, ...rest) => runtime().then((client) => client.request(document, ...rest)),
    requestData: (document, ...rest) =>
      runtime().then((client) => client.requestData(document, ...rest)),
    session: {
      ...reads,
      logout: () => runtime().then((client) => client.session.logout()),
      forceLogout: () => {
        if (loaded) loaded.session.forceLogout()
        else void runtime().then((client) => client.session.forceLogout())
      },
    },
    cookies,
    storage,
    cartId: cartIdIn(storage),
    lastTraceId: () => loaded?.lastTraceId() ?? null,
    dispose: async () => {
      disposed = true
      if (loaded) await loaded.dispose()
      else tokens.close()
    },
  }
}
