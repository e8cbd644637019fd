// The address an OAuth provider sends the shopper back to: the card issue page with the token in
// the fragment, so it never reaches a server log. Two forms: the OAuth 2.0 implicit-grant return
// of a provider started from the page ('#access_token=…&state={provider}.{nonce}', or
// '#error=access_denied&state=…' when sign-in failed or was refused), and the short
// '#oauth={provider}&token=…' of a link made by hand (the development stand-in only). The state
// goes back to loginOAuth, which signs in only when the API bound it to this browser.
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

/** A provider's answer: a token to sign in with, or the error it reported. */
export type OAuthReturn =
  | { readonly provider: OAuthProvider; readonly token: string; readonly state?: string }
  | { readonly provider: OAuthProvider; readonly error: string }

/** The provider's answer in a return address's fragment, or null when it has none. */
export function oauthReturnOf(hash: string): OAuthReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const state = params.get('state')
  // The API's state is '{provider}.{nonce}': the provider is its first part.
  const provider = (params.get('oauth') ?? state?.split('.')[0]) as OAuthProvider | null
  if (!provider || !PROVIDERS.includes(provider)) return null
  const token = params.get('token') ?? params.get('access_token')
  if (token) return state ? { provider, token, state } : { provider, token }
  const error = params.get('error')
  return error ? { provider, error } : null
}
