// The sign-in providers the shop offers (Query.oauthProviders) and where each sign-in starts: the
// API's /oauth/start (http/oauthStart.ts binds a state and a PKCE verifier to the browser), which
// moves on to the development stand-in's own page for every name while DEV_OAUTH is on, or Yandex
// ID's authorize page when it is configured — every offered provider answers with a code
// (response_type=code) redeemed with PKCE S256. VK ID's code must be redeemed with the device_id
// it comes back with, which loginOAuth has no argument for, so a configured VK ID is accepted by
// loginOAuth with a token only (obtained by a partner's own VK ID SDK) and not offered as a button.
import type { OAuthProvider as OAuthProviderName } from '../generated/resolvers'
import { OAUTH_PROVIDER_NAMES, type OAuthConfig } from './oauthProviders'

/** How shoppers know each provider. */
export const OAUTH_PROVIDER_TITLES: Record<OAuthProviderName, string> = {
  vk: 'VK ID',
  yandex: 'Яндекс ID',
  sber: 'Сбер ID',
  google: 'Google',
  apple: 'Apple ID',
}

/** The stand-in's sign-in page, served by http/oauthStandIn.ts. */
export const OAUTH_STAND_IN_PATH = '/oauth/stand-in/authorize'

const YANDEX_AUTHORIZE_URL = 'https://oauth.yandex.ru/authorize'

export interface OAuthProviderOffer {
  provider: OAuthProviderName
  name: string
  authorizeUrl: string
}

/** Where sign-in starts for every offered provider: the API binds a state, then moves on. */
export const OAUTH_START_PATH = '/oauth/start'

/**
 * The provider's own sign-in page /oauth/start sends the shopper on to (`external` when it is on
 * another site), or null when the provider is not offered.
 */
export function providerSignInPage(
  config: OAuthConfig,
  provider: OAuthProviderName,
): { url: string; external: boolean } | null {
  if (provider === 'yandex' && config.oauth.yandex) {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: config.oauth.yandex.clientId,
    })
    return { url: `${YANDEX_AUTHORIZE_URL}?${query}`, external: true }
  }
  const standIn = config.devOAuth && !config.production
  if (
    standIn &&
    OAUTH_PROVIDER_NAMES.includes(provider) &&
    !(provider === 'vk' && config.oauth.vk)
  ) {
    return { url: `${OAUTH_STAND_IN_PATH}?provider=${provider}`, external: false }
  }
  return null
}

/** The offers of a configuration, in the contract's order of providers. */
export function oauthOffersFor(config: OAuthConfig): OAuthProviderOffer[] {
  return OAUTH_PROVIDER_NAMES.flatMap((provider): OAuthProviderOffer[] =>
    providerSignInPage(config, provider)
      ? [
          {
            provider,
            name: OAUTH_PROVIDER_TITLES[provider],
            authorizeUrl: `${OAUTH_START_PATH}?provider=${provider}`,
          },
        ]
      : [],
  )
}
