// The sign-in providers the shop offers (Query.oauthProviders) and where each sign-in starts: the
// development stand-in's own page for every name while DEV_OAUTH is on, Yandex ID's authorize
// page when it is configured. VK ID signs in by code with PKCE only, which the implicit-grant
// return of the storefront does not carry, so a configured VK ID is accepted by loginOAuth but
// not offered as a button.
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

/** The offers of a configuration, in the contract's order of providers. */
export function oauthOffersFor(config: OAuthConfig): OAuthProviderOffer[] {
  const standIn = config.devOAuth && !config.production
  return OAUTH_PROVIDER_NAMES.flatMap((provider): OAuthProviderOffer[] => {
    const name = OAUTH_PROVIDER_TITLES[provider]
    if (provider === 'yandex' && config.oauth.yandex) {
      const query = new URLSearchParams({
        response_type: 'token',
        client_id: config.oauth.yandex.clientId,
      })
      return [{ provider, name, authorizeUrl: `${YANDEX_AUTHORIZE_URL}?${query}` }]
    }
    if (standIn && !(provider === 'vk' && config.oauth.vk)) {
      return [{ provider, name, authorizeUrl: `${OAUTH_STAND_IN_PATH}?provider=${provider}` }]
    }
    return []
  })
}
