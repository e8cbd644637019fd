// A click on "В корзину" is never lost to a hard navigation (#32). Three holes closed here:
// - a new guest's cart is keyed by the API's `guest_id` cookie, which used to arrive only with the
//   answer to the first write — an answer a page load cancels, so the next page knew no cart. The
//   storefront now gives the guest that cookie with the first page;
// - the '/graphql' proxy carries a write through to the API even when the page that sent it goes
//   away (graphqlProxy.server.ts);
// - a page rendered while the same shopper's write is still on its way waits for it first, so the
//   server never reads the cart a moment before the line lands in it.
// The writes are known to this process only: several storefront instances need sticky sessions
// (or a shared store) for the last rule.
import { randomUUID } from 'node:crypto'
import { type ResponseCookieStore, requestCookies } from '@apteka/sdk'

/** The API's guest cookie (HttpOnly: only the servers read it): a guest's cart is keyed by it. */
export const GUEST_COOKIE = 'guest_id'
/** As long as the API keeps it (reference-api/src/server.ts). */
const GUEST_COOKIE_MAX_AGE = 180 * 24 * 3600
/** How long a page waits at most for the shopper's writes before it renders anyway. */
export const WRITE_WAIT_MS = 5_000

const GUEST_ID = /^[A-Za-z0-9-]{1,64}$/

/** The guest id a request carries, or null. */
export function guestIdOf(request: Request): string | null {
  const value = requestCookies(request.headers.get('cookie')).get(GUEST_COOKIE)
  return value && GUEST_ID.test(value) ? value : null
}

/**
 * The request's guest id; a first visit gets one, written HttpOnly to the response and added to
 * `apiHeaders` (the render's own calls), so the page's first cart write and any page loaded after
 * it name the same guest whether or not the write's answer ever reaches the browser.
 */
export function ensureGuestId(
  request: Request,
  cookies: ResponseCookieStore,
  apiHeaders: Headers,
): string {
  const known = guestIdOf(request)
  if (known) return known
  const guestId = randomUUID()
  cookies.set(GUEST_COOKIE, guestId, { maxAge: GUEST_COOKIE_MAX_AGE, httpOnly: true })
  const sent = apiHeaders.get('cookie')
  apiHeaders.set('cookie', [sent, `${GUEST_COOKIE}=${guestId}`].filter(Boolean).join('; '))
  return guestId
}

/** The writes on their way to the API, by guest id. */
const inFlight = new Map<string, Set<Promise<unknown>>>()

/** Remembers a shopper's write until it settles, for the pages rendered meanwhile to wait for. */
export function trackWrite<T>(request: Request, write: Promise<T>): Promise<T> {
  const guestId = guestIdOf(request)
  if (!guestId) return write
  const writes = inFlight.get(guestId) ?? new Set()
  inFlight.set(guestId, writes)
  const settled = write.then(
    () => undefined,
    () => undefined,
  )
  writes.add(settled)
  void settled.then(() => {
    writes.delete(settled)
    if (writes.size === 0 && inFlight.get(guestId) === writes) inFlight.delete(guestId)
  })
  return write
}

/** Resolves once the shopper's writes now on their way have settled, or after `WRITE_WAIT_MS`. */
export async function writesSettled(request: Request, waitMs = WRITE_WAIT_MS): Promise<void> {
  const guestId = guestIdOf(request)
  const writes = guestId ? inFlight.get(guestId) : undefined
  if (!writes || writes.size === 0) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.all(writes),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs)
    }),
  ])
  clearTimeout(timer)
}
