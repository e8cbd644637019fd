// Mounted once in the shell: starts the configured counters once the browser is idle, sends a
// page view for every page shown (with that page's own title, not the previous one's), keeps the
// landing address's UTM values in a cookie, and fires the UTM goal (SPEC §5, §9: only when the
// stored values match a configured pair, 500 ms after the page shows).
import { UTM_COOKIE, UTM_GOAL_DELAY_MS, utmMatches, utmOf } from '@apteka/sdk'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useStorefrontConfig } from '../shell/StorefrontConfig'
import { startAnalytics, trackEvent } from './analytics'

/** The UTM cookie's life, days. */
const UTM_COOKIE_DAYS = 30
/** Longest wait for a navigated page's title before its page view goes out anyway, ms. */
const TITLE_WAIT_MS = 2_000

function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null
}

/**
 * Calls `send` once the navigated page has put its title in (its data may still be loading when
 * the address changes), or after TITLE_WAIT_MS for a page whose title did not change. Returns
 * the cancel function.
 */
function whenTitleChanges(previous: string | null, send: () => void): () => void {
  if (previous === null || document.title !== previous) {
    send()
    return () => undefined
  }
  let done = false
  const finish = () => {
    if (done) return
    done = true
    observer.disconnect()
    clearTimeout(timer)
    send()
  }
  const observer = new MutationObserver(() => {
    if (document.title !== previous) finish()
  })
  observer.observe(document.head, { childList: true, subtree: true, characterData: true })
  const timer = setTimeout(finish, TITLE_WAIT_MS)
  return () => {
    done = true
    observer.disconnect()
    clearTimeout(timer)
  }
}

export function AnalyticsTracker() {
  const { analytics } = useStorefrontConfig()
  const { pathname, search } = useLocation()
  // The title of the page the last page view was sent for (null before the first).
  const lastTitle = useRef<string | null>(null)
  useEffect(() => startAnalytics(analytics), [analytics])
  useEffect(() => {
    const utm = utmOf(search)
    if (utm) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
      document.cookie = `${UTM_COOKIE}=${encodeURIComponent(utm)}; path=/; max-age=${UTM_COOKIE_DAYS * 24 * 3600}; samesite=lax`
    }
    const url = `${pathname}${search}`
    const cancelView = whenTitleChanges(lastTitle.current, () => {
      lastTitle.current = document.title
      trackEvent({ type: 'page_view', url, title: document.title })
    })
    const stored = readCookie(UTM_COOKIE)
    if (!stored || !utmMatches(stored, analytics?.utmPairs ?? [])) return cancelView
    const timer = setTimeout(
      () => trackEvent({ type: 'utm_goal', url, utm: stored }),
      UTM_GOAL_DELAY_MS,
    )
    return () => {
      cancelView()
      clearTimeout(timer)
    }
  }, [pathname, search, analytics])
  return null
}
