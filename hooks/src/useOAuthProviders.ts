// The sign-in providers the shop offers (Query.oauthProviders) and the address that starts one:
// the API's /oauth/start with the storefront's page to come back to. The API binds a random state
// to the browser and hands it to the provider; the return ('#access_token=…&state=vk.{nonce}')
// says which provider answered, and the state goes back to loginOAuth.
import type { OauthProvidersQuery, StorefrontClient } from '@apteka/sdk'
import { OauthProvidersDocument, storefrontKeys } from '@apteka/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useStorefrontRuntime } from './provider/context'

/** One provider offered for sign-in. */
export type OAuthProviderOffer = OauthProvidersQuery['oauthProviders'][number]

/**
 * Query options of the offered providers (they change only with the API's configuration).
 *
 * @example
 * queryClient.prefetchQuery(oauthProvidersQueryOptions(client))
 */
export function oauthProvidersQueryOptions(client: StorefrontClient) {
  return queryOptions({
    queryKey: storefrontKeys.oauthProviders(),
    queryFn: async ({ signal }) =>
      (await client.requestData(OauthProvidersDocument, undefined, { signal })).oauthProviders,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * Where to send the shopper to sign in with a provider: its start address with `redirect_uri`
 * (the page to come back to, a path or an address of the shop's public origin). The state is the
 * API's to choose and bind to the browser, never the page's.
 *
 * @example
 * window.location.assign(oauthStartUrl(offer, '/vypusk-karty-loyalnosti'))
 */
export function oauthStartUrl(offer: OAuthProviderOffer, redirectUri: string): string {
  const separator = offer.authorizeUrl.includes('?') ? '&' : '?'
  const query = new URLSearchParams({ redirect_uri: redirectUri })
  return `${offer.authorizeUrl}${separator}${query}`
}

/** What {@link useOAuthProviders} returns. */
export interface UseOAuthProvidersResult {
  /** The offered providers; empty while loading or when the shop offers none. */
  providers: readonly OAuthProviderOffer[]
  isLoading: boolean
}

/**
 * The sign-in providers the shop offers.
 *
 * @example
 * const { providers } = useOAuthProviders()
 * providers.map((offer) => <a href={oauthStartUrl(offer, '/vypusk-karty-loyalnosti')}>{offer.name}</a>)
 */
export function useOAuthProviders(): UseOAuthProvidersResult {
  const { client } = useStorefrontRuntime()
  const query = useQuery(oauthProvidersQueryOptions(client))
  return { providers: query.data ?? [], isLoading: query.isLoading }
}
