// The 'cancel card request v1' cookie: the shopper declined the card issue offer (SPEC §2).
// While it is set the page opens with the refusal and a way to start again; 'v1' names this
// version of the offer, so a new offer (a new name) asks everyone again.
import type { CookieStore } from '@apteka/sdk'

/** The cookie's name. */
export const CANCEL_CARD_REQUEST_COOKIE = 'cancel_card_request_v1'

/** How long the refusal is remembered: 30 days, in seconds. */
export const CANCEL_CARD_REQUEST_MAX_AGE = 30 * 24 * 60 * 60

/** Whether a Cookie header (or document.cookie) carries the refusal. */
export function hasCancelledCardRequest(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim() === `${CANCEL_CARD_REQUEST_COOKIE}=1`)
}

/** Records the refusal for 30 days, or (cancelled false) forgets it. */
export function rememberCardRequestCancelled(cookies: CookieStore, cancelled: boolean): void {
  if (cancelled) {
    cookies.set(CANCEL_CARD_REQUEST_COOKIE, '1', {
      maxAge: CANCEL_CARD_REQUEST_MAX_AGE,
      path: '/',
    })
  } else {
    cookies.remove(CANCEL_CARD_REQUEST_COOKIE, { path: '/' })
  }
}
