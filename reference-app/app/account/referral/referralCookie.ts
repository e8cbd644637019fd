// The referral code a new shopper arrived with ('?REF_CODE=', SPEC §9) is kept in a cookie
// until they sign up, so it reaches registerClient even after they browsed other pages.
import { REF_CODE_PARAM } from '@apteka/sdk'

/** The cookie holding the REF_CODE of the link the shopper came by. */
export const REFERRAL_COOKIE = 'ref_code'

/** How long a referral is remembered: 30 days. */
const REFERRAL_COOKIE_SECONDS = 30 * 24 * 3600

// Codes are short letters and digits (the API writes them so); anything else is not kept.
const CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/

/** The REF_CODE of a query string, when it looks like a code. */
export function referralCodeFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get(REF_CODE_PARAM)?.trim() ?? ''
  return CODE_PATTERN.test(code) ? code : null
}

/** The remembered code in a cookie header ('a=1; ref_code=ANNA2025'), or null. */
export function referralCodeFromCookies(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === REFERRAL_COOKIE) {
      const code = decodeURIComponent(value.join('='))
      return CODE_PATTERN.test(code) ? code : null
    }
  }
  return null
}

/** The Set-Cookie text that remembers the code (path /, 30 days, Lax). */
export const referralCookieText = (code: string) =>
  `${REFERRAL_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${REFERRAL_COOKIE_SECONDS}; SameSite=Lax`

/** In the browser: remembers the address's REF_CODE, if it has one. */
export function rememberReferralCode(search: string): void {
  const code = referralCodeFromSearch(search)
  if (!code) return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; one plain cookie is enough here
  document.cookie = referralCookieText(code)
}

/** In the browser: the remembered code, or null. */
export const rememberedReferralCode = (): string | null =>
  typeof document === 'undefined' ? null : referralCodeFromCookies(document.cookie)

/** In the browser: forgets the code once it has been used at registration. */
export function forgetReferralCode(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as in rememberReferralCode
  document.cookie = `${REFERRAL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}
