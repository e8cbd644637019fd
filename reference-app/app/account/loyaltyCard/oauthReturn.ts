// The address an OAuth provider sends the shopper back to: the card issue page with
// '#oauth={provider}&token={token}' — in the fragment, so the token never reaches a server log.
import type { OAuthProvider } from '@apteka/sdk'

const PROVIDERS: readonly OAuthProvider[] = ['vk', 'yandex', 'sber', 'google', 'apple']

/** How the shopper knows each provider. */
export const OAUTH_PROVIDER_NAMES: Record<OAuthProvider, string> = {
  vk: 'VK ID',
  yandex: 'Яндекс ID',
  sber: 'Сбер ID',
  google: 'Google',
  apple: 'Apple ID',
}

/** The provider and token of a return address's fragment, or null when it has none. */
export function oauthReturnOf(hash: string): { provider: OAuthProvider; token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const provider = params.get('oauth') as OAuthProvider | null
  const token = params.get('token')
  if (!provider || !token || !PROVIDERS.includes(provider)) return null
  return { provider, token }
}
