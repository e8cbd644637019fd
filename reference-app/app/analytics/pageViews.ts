// Page views and the UTM goal (SPEC §5, §9): each page shown is a page view with that page's own
// title (a navigated page's data, and so its title, may still be loading when the address
// changes); the landing address's UTM values are kept in a cookie, and the goal fires 500 ms after
// a page shows when the stored values match a configured pair.
import {
  type AnalyticsEvent,
  UTM_COOKIE,
  UTM_GOAL_DELAY_MS,
  type UtmPair,
  utmMatches,
  utmOf,
} from '@apteka/sdk'

/** The UTM cookie's life, days. */
const UTM_COOKIE_DAYS = 30
/** Longest wait for a navigated page's title before its page view goes out anyway, ms. */
const TITLE_WAIT_MS = 2_000

function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null
}

/**
 * Calls `send` once the title is no longer `previous` (null: at once), or after TITLE_WAIT_MS
 * for a page whose title did not change. Returns the cancel function.
 */
function whenTitleChanges(previous: string | null, send: () => void): () => void {
  if (previous === null || document.title !== previous) {
    send()
    return () => undefined
  }
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  const finish = () => {
    stop()
    send()
  }
  const observer = new MutationObserver(() => {
    if (document.title !== previous) finish()
  })
  observer.observe(document.head, { childList: true, subtree: true, characterData: true })
  const timer = setTimeout(finish, TITLE_WAIT_MS)
  return stop
}

/** The page-view handler: `showPage(url, title)`, title given only when known to be the page's. */
export function pageViews(
  track: (event: AnalyticsEvent) => void,
  utmPairs: readonly UtmPair[],
): (url: string, title: string | null) => void {
  let lastTitle: string | null = null
  let cancel: () => void = () => undefined
  return (url, title) => {
    cancel()
    const utm = utmOf(new URL(url, location.origin).search)
    if (utm) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
      document.cookie = `${UTM_COOKIE}=${encodeURIComponent(utm)}; path=/; max-age=${UTM_COOKIE_DAYS * 24 * 3600}; samesite=lax`
    }
    const send = (shown: string) => {
      lastTitle = shown
      track({ type: 'page_view', url, title: shown })
    }
    let cancelView: () => void = () => undefined
    if (title === null) cancelView = whenTitleChanges(lastTitle, () => send(document.title))
    else send(title)
    const stored = readCookie(UTM_COOKIE)
    const timer =
      stored && utmMatches(stored, utmPairs)
        ? setTimeout(() => track({ type: 'utm_goal', url, utm: stored }), UTM_GOAL_DELAY_MS)
        : undefined
    cancel = () => {
      cancelView()
      clearTimeout(timer)
    }
  }
}
