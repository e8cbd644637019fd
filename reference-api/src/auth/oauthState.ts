// OAuth login CSRF protection: a sign-in starts at the API (/oauth/start), which makes a random
// state, binds it to the browser in an HttpOnly cookie and sends it to the provider; loginOAuth
// accepts the state the provider sent back only if it is that browser's cookie. A link carrying
// someone else's token ('#access_token=ATTACKER&state=yandex') then signs nobody in.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { OAuthProvider as OAuthProviderName } from '../generated/resolvers'

/** The cookie holding the state of the sign-in this browser started. */
export const OAUTH_STATE_COOKIE = 'oauth_state'
/** How long a started sign-in may take to come back, seconds. */
export const OAUTH_STATE_TTL_SECONDS = 600

/**
 * A new state: the provider's name (the storefront's return page reads which provider answered)
 * and 192 random bits.
 */
export const newOAuthState = (provider: OAuthProviderName) =>
  `${provider}.${randomBytes(24).toString('base64url')}`

/** The provider a state names, as newOAuthState wrote it. */
export const providerOfState = (state: string) => state.split('.')[0] ?? ''

const cookieAttributes = (secure: boolean) =>
  `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`

/** Set-Cookie binding a state to the browser (Lax: it comes back with the provider's redirect). */
export const stateCookie = (state: string, secure: boolean) =>
  `${OAUTH_STATE_COOKIE}=${state}; Max-Age=${OAUTH_STATE_TTL_SECONDS}; ${cookieAttributes(secure)}`

/** Set-Cookie ending the binding: a state is good for one sign-in. */
export const clearedStateCookie = (secure: boolean) =>
  `${OAUTH_STATE_COOKIE}=; Max-Age=0; ${cookieAttributes(secure)}`

/** The state cookie of a request's Cookie header, or null. */
export function stateOfCookies(header: string | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === OAUTH_STATE_COOKIE) {
      return part.slice(at + 1).trim() || null
    }
  }
  return null
}

/** Whether the returned state is the one bound to this browser (compared in constant time). */
export function stateMatches(returned: string, bound: string | null): boolean {
  if (!bound) return false
  const a = Buffer.from(returned)
  const b = Buffer.from(bound)
  return a.length === b.length && timingSafeEqual(a, b)
}
