// Mounted once in the shell: keeps the landing address's UTM values in a cookie, and fires
// the UTM-gated pageview (SPEC §5, §9: only when the stored values match a configured pair,
// 500 ms after the page shows) and the vendor measurement GET of each page.
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { analyticsCounter, sendVendorMeasurement, UTM_COOKIE, utmMatches, utmOf } from './analytics'

/** Wait before the pageview goal, ms (SPEC §9: 500 plus an offset). */
export const PAGEVIEW_DELAY_MS = 500
/** The UTM cookie's life, days. */
const UTM_COOKIE_DAYS = 30

function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null
}

export function AnalyticsTracker() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    const utm = utmOf(search)
    if (utm) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
      document.cookie = `${UTM_COOKIE}=${encodeURIComponent(utm)}; path=/; max-age=${UTM_COOKIE_DAYS * 24 * 3600}; samesite=lax`
    }
    const counter = analyticsCounter()
    const url = `${pathname}${search}`
    sendVendorMeasurement({
      type: 'pageview',
      pageUrl: url,
      title: document.title,
      ms: Math.round(performance.now()),
    })
    if (!counter.pageview || !utmMatches(readCookie(UTM_COOKIE), counter.utmPairs ?? [])) return
    const timer = setTimeout(() => counter.pageview?.(url), PAGEVIEW_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pathname, search])
  return null
}
