// Sign-in through an OAuth provider: a provider turns the token the storefront got from it into
// the phone it has verified for that person, or refuses. Real providers ask their token-info
// endpoint; the development stand-in believes 'test:{phone}' and exists only when DEV_OAUTH is
// on outside production. With no provider for a name, loginOAuth answers E_2.
import type { OAuthProvider as OAuthProviderName } from '../generated/resolvers'

import type { OAuthSettings } from './oauthSettings'

export type { OAuthProviderName, OAuthSettings }

export interface OAuthProvider {
  /**
   * The phone the provider vouches for ('+7XXXXXXXXXX' or any form normalizePhone accepts), or
   * null when the token is not good (expired, forged, issued to another app, no verified phone).
   * Throws only when the provider cannot be asked (network, 5xx): that is E_3, not a refusal.
   */
  verify(token: string): Promise<string | null>
}

/** The providers sign-in may use, by the contract's OAuthProvider name. */
export type OAuthProviders = Partial<Record<OAuthProviderName, OAuthProvider>>

/** How long a provider's token-info endpoint may take. */
const PROVIDER_TIMEOUT_MS = 5000

/** Every provider name of the contract. */
export const OAUTH_PROVIDER_NAMES: readonly OAuthProviderName[] = [
  'vk',
  'yandex',
  'sber',
  'google',
  'apple',
]

/** The stand-in's tokens: 'test:' and the phone. */
export const DEV_OAUTH_PREFIX = 'test:'

/** The development stand-in: 'test:+79990000001' is that phone, anything else is refused. */
export const devOAuthStandIn: OAuthProvider = {
  async verify(token) {
    return token.startsWith(DEV_OAUTH_PREFIX) ? token.slice(DEV_OAUTH_PREFIX.length) : null
  },
}

/** A phone as providers send it ('79991234567', '+7 999 …'): '+' added to an 11-digit 7… number. */
const providerPhone = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value.trim()) return null
  const digits = value.replace(/[\s()-]/g, '')
  return /^7\d{10}$/.test(digits) ? `+${digits}` : digits
}

async function askProvider(name: string, url: string, init: RequestInit): Promise<unknown | null> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
  // 4xx: the provider does not know the token (expired, revoked, forged).
  if (response.status >= 400 && response.status < 500) return null
  if (!response.ok) throw new Error(`${name} token check answered ${response.status}`)
  return response.json()
}

/**
 * Yandex ID: GET the info endpoint with `Authorization: OAuth <token>`. The answer names the app
 * the token was issued to (`client_id`): a token of another app is refused, or anyone's token for
 * any app using Yandex ID would sign in here. The phone is `default_phone.number`, present when
 * the app was granted login:default_phone.
 */
export function yandexIdProvider(settings: { clientId: string; infoUrl: string }): OAuthProvider {
  return {
    async verify(token) {
      const info = (await askProvider('Yandex ID', settings.infoUrl, {
        headers: { authorization: `OAuth ${token}` },
      })) as { client_id?: unknown; default_phone?: { number?: unknown } } | null
      if (!info || info.client_id !== settings.clientId) return null
      return providerPhone(info.default_phone?.number)
    },
  }
}

/**
 * VK ID: POST the user-info endpoint with the app's `client_id` and the `access_token` (a form
 * body); VK ID answers only for tokens issued to that app. The phone is `user.phone`, present
 * when the app was granted the phone scope.
 */
export function vkIdProvider(settings: { clientId: string; infoUrl: string }): OAuthProvider {
  return {
    async verify(token) {
      const info = (await askProvider('VK ID', settings.infoUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: settings.clientId, access_token: token }).toString(),
      })) as { user?: { phone?: unknown }; error?: unknown } | null
      if (!info || info.error !== undefined) return null
      return providerPhone(info.user?.phone)
    },
  }
}

/** What the provider registry is built from: the switches of ApiConfig it reads. */
export interface OAuthConfig {
  production: boolean
  devOAuth: boolean
  oauth: OAuthSettings
}

/**
 * The providers of a configuration. The stand-in answers for every name only with DEV_OAUTH on
 * and never in production mode; a configured real provider takes its own name over the stand-in.
 * To add another provider (Sber ID, Google, Apple): write an OAuthProvider that asks its
 * token-info endpoint, add its settings to OAuthSettings and config.ts, and register it here.
 */
export function oauthProvidersFor(config: OAuthConfig): OAuthProviders {
  const providers: OAuthProviders = {}
  if (config.devOAuth && !config.production) {
    for (const name of OAUTH_PROVIDER_NAMES) providers[name] = devOAuthStandIn
  }
  if (config.oauth.yandex) providers.yandex = yandexIdProvider(config.oauth.yandex)
  if (config.oauth.vk) providers.vk = vkIdProvider(config.oauth.vk)
  return providers
}
