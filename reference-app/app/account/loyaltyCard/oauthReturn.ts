// The address an OAuth provider sends the shopper back to: the card issue page. Two forms: the
// authorization code return of a provider started from the page ('?code=…&state={provider}.{nonce}',
// or '?error=access_denied&state=…' when sign-in failed or was refused), and the short
// '#oauth={provider}&token=…' of a link made by hand (the development stand-in only). The code and
// the state go back to loginOAuth, which signs in only when the API bound the state to this
// browser and the provider redeems the code with this browser's PKCE verifier (kept by the API
// in an HttpOnly cookie): a code read from the address is worthless anywhere else.
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

/** A provider's answer: a code (or a hand-made link's token) to sign in with, or its error. */
export type OAuthReturn =
  | { readonly provider: OAuthProvider; readonly token: string; readonly state?: string }
  | { readonly provider: OAuthProvider; readonly error: string }

/** The query parameters of a provider's answer, dropped from the address once read. */
export const OAUTH_RETURN_PARAMS = ['code', 'state', 'error'] as const

/** The provider's answer in a return address's query or fragment, or null when it has none. */
export function oauthReturnOf(search: string, hash = ''): OAuthReturn | null {
  const query = new URLSearchParams(search.replace(/^\?/, ''))
  const state = query.get('state')
  if (state) {
    // The API's state is '{provider}.{nonce}': the provider is its first part.
    const provider = state.split('.')[0] as OAuthProvider
    if (!PROVIDERS.includes(provider)) return null
    const code = query.get('code')
    if (code) return { provider, token: code, state }
    const error = query.get('error')
    return error ? { provider, error } : null
  }
  const link = new URLSearchParams(hash.replace(/^#/, ''))
  const provider = link.get('oauth') as OAuthProvider | null
  const token = link.get('token')
  return provider && PROVIDERS.includes(provider) && token ? { provider, token } : null
}
