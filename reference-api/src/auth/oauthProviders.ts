// Sign-in through an OAuth provider: a provider redeems the authorization code the storefront got
// back (with the PKCE verifier) for a token, and turns a token into the phone it has verified for
// that person, or refuses. Real providers ask their token and token-info endpoints; the
// development stand-in believes 'test:{phone}' and exists only when DEV_OAUTH is on outside
// production. With no provider for a name, loginOAuth answers E_2.
import type { OAuthProvider as OAuthProviderName } from '../generated/resolvers'

import type { OAuthSettings } from './oauthSettings'
import { redeemStandInCode } from './oauthStandInCodes'

export type { OAuthProviderName, OAuthSettings }

export interface OAuthProvider {
  /**
   * The phone the provider vouches for ('+7XXXXXXXXXX' or any form normalizePhone accepts), or
   * null when the token is not good (expired, forged, issued to another app, no verified phone).
   * Throws only when the provider cannot be asked (network, 5xx): that is E_3, not a refusal.
   */
  verify(token: string): Promise<string | null>
  /**
   * The authorization code flow with PKCE: the access token the provider's token endpoint gives
   * for the code, the sign-in's code_verifier and the redirect_uri the code was issued for, or
   * null when it refuses (a wrong verifier, a used or foreign code). A provider without it signs
   * in only with a token obtained elsewhere (VK ID today, see oauthOffers.ts).
   */
  exchange?(code: string, codeVerifier: string, redirectUri: string): Promise<string | null>
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
  // The stand-in's token endpoint is in this process (auth/oauthStandInCodes.ts).
  async exchange(code, codeVerifier, redirectUri) {
    return redeemStandInCode(code, codeVerifier, redirectUri)
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
  // 4xx: the provider does not know the token or the code (expired, revoked, forged, used).
  if (response.status >= 400 && response.status < 500) return null
  if (!response.ok) throw new Error(`${name} token check answered ${response.status}`)
  return response.json()
}

/**
 * Yandex ID: the code is redeemed by a form POST to the token endpoint (oauth.yandex.ru/token:
 * grant_type=authorization_code, code, code_verifier, client_id, and client_secret when set);
 * a refused code is 400. Then GET the info endpoint with `Authorization: OAuth <token>`. The
 * answer names the app the token was issued to (`client_id`): a token of another app is refused,
 * or anyone's token for any app using Yandex ID would sign in here. The phone is
 * `default_phone.number`, present when the app was granted login:default_phone.
 */
export function yandexIdProvider(settings: NonNullable<OAuthSettings['yandex']>): OAuthProvider {
  return {
    async exchange(code, codeVerifier) {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        client_id: settings.clientId,
      })
      if (settings.clientSecret) form.set('client_secret', settings.clientSecret)
      const answer = (await askProvider('Yandex ID', settings.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      })) as { access_token?: unknown } | null
      return typeof answer?.access_token === 'string' && answer.access_token
        ? answer.access_token
        : null
    },
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
export function vkIdProvider(settings: NonNullable<OAuthSettings['vk']>): OAuthProvider {
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
