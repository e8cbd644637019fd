// OAuth login CSRF protection and PKCE (RFC 7636): a sign-in starts at the API (/oauth/start),
// which makes a random state and a PKCE code_verifier, keeps both (and the return page) in an
// HttpOnly cookie of the browser, and sends the provider the state and the verifier's S256
// challenge. loginOAuth accepts the state the provider sent back only if it is that browser's
// cookie, and redeems the provider's code with the cookie's verifier: a link carrying someone
// else's token or code ('#access_token=ATTACKER&state=yandex') signs nobody in, and a code caught
// on its way back (a log, a Referer) is worthless without the verifier no page script can read.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { OAuthProvider as OAuthProviderName } from '../generated/resolvers'

/** The cookie holding the sign-in this browser started. */
export const OAUTH_STATE_COOKIE = 'oauth_state'
/** How long a started sign-in may take to come back, seconds. */
export const OAUTH_STATE_TTL_SECONDS = 600

/** A sign-in this browser started: what its cookie keeps. Never sent to the provider but `state`. */
export interface StartedSignIn {
  /** '{provider}.{192 random bits}': the storefront's return page reads which provider answered. */
  state: string
  /** The PKCE code_verifier: 256 random bits, 43 base64url characters (RFC 7636 §4.1). */
  verifier: string
  /** The whole return address given to the provider; the code is redeemed with the same. */
  redirectUri: string
}

/** A new sign-in of a provider, returning to `redirectUri`. */
export const newSignIn = (provider: OAuthProviderName, redirectUri: string): StartedSignIn => ({
  state: newOAuthState(provider),
  verifier: randomBytes(32).toString('base64url'),
  redirectUri,
})

/** A new state: the provider's name and 192 random bits. */
export const newOAuthState = (provider: OAuthProviderName) =>
  `${provider}.${randomBytes(24).toString('base64url')}`

/** The PKCE code_challenge of a verifier, method S256: base64url(SHA-256(verifier)). */
export const codeChallengeOf = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url')

/** The provider a state names, as newOAuthState wrote it. */
export const providerOfState = (state: string) => state.split('.')[0] ?? ''

const cookieAttributes = (secure: boolean) =>
  `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`

/** The cookie's value of a started sign-in: its fields as base64url JSON. */
export const signInCookieValue = (signIn: StartedSignIn) =>
  Buffer.from(JSON.stringify(signIn)).toString('base64url')

/** Set-Cookie binding a sign-in to the browser (Lax: it comes back with the provider's redirect). */
export const stateCookie = (signIn: StartedSignIn, secure: boolean) =>
  `${OAUTH_STATE_COOKIE}=${signInCookieValue(signIn)}; Max-Age=${OAUTH_STATE_TTL_SECONDS}; ${cookieAttributes(secure)}`

/** Set-Cookie ending the binding: a state is good for one sign-in. */
export const clearedStateCookie = (secure: boolean) =>
  `${OAUTH_STATE_COOKIE}=; Max-Age=0; ${cookieAttributes(secure)}`

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** The sign-in this browser started, from a request's Cookie header, or null. */
export function startedSignInOf(header: string | null): StartedSignIn | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at <= 0 || part.slice(0, at).trim() !== OAUTH_STATE_COOKIE) continue
    try {
      const fields = JSON.parse(Buffer.from(part.slice(at + 1).trim(), 'base64url').toString())
      const { state, verifier, redirectUri } = fields ?? {}
      return isText(state) && isText(verifier) && isText(redirectUri)
        ? { state, verifier, redirectUri }
        : null
    } catch {
      return null
    }
  }
  return null
}

/** Whether the returned state is the one bound to this browser (compared in constant time). */
export function stateMatches(returned: string, bound: string | null | undefined): boolean {
  if (!bound) return false
  const a = Buffer.from(returned)
  const b = Buffer.from(bound)
  return a.length === b.length && timingSafeEqual(a, b)
}
