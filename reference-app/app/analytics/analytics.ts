// The storefront's one way to report an event (SPEC §4, §7): `trackEvent`, and `pageShown` for
// each page. Both wait here until the counters start; the counters' code (the sdk's port and
// adapters, the page views and the UTM goal: counters.ts) is fetched only when the shop configured
// a counter (ANALYTICS_GTM_ID, ANALYTICS_YM_ID, ANALYTICS_VENDOR), once the browser is idle after
// hydration, so none of it weighs on the first load. With none configured, nothing is kept, sent
// or loaded.
import { type AnalyticsEvent, type AnalyticsSettings, hasCounters } from '@apteka/sdk'

/** Events kept before the counters start; a page that never idles does not grow without end. */
const MAX_WAITING = 200

/** The started counters, as this module calls them. */
export interface StartedCounters {
  track(event: AnalyticsEvent): void
  /** A page was shown: its address (path and query) and its title when known. */
  showPage(url: string, title: string | null): void
}

type Waiting =
  | { readonly event: AnalyticsEvent }
  | { readonly url: string; readonly title: string | null }

let port: StartedCounters | null = null
/** What happened before the counters started; null once we know none is configured. */
let waiting: Waiting[] | null = []

const keep = (item: Waiting) => {
  if (waiting && waiting.length < MAX_WAITING) waiting.push(item)
}

/** Sends one event to the configured counters; a failing counter never breaks the page. */
export function trackEvent(event: AnalyticsEvent): void {
  if (port) port.track(event)
  else keep({ event })
}

/** A page was shown (the first load or a client navigation). */
export function pageShown(url: string): void {
  if (port) port.showPage(url, null)
  // Kept with the title it has now: right for the first page, which the server titled.
  else keep({ url, title: document.title })
}

/**
 * Starts the configured counters once the browser is idle: what was kept so far goes out, then
 * each counter's script loads with the page's CSP nonce. With none configured, nothing is kept.
 */
export function startAnalytics(settings: AnalyticsSettings | null | undefined): void {
  if (port) return
  if (!settings || !hasCounters(settings)) {
    waiting = null
    return
  }
  const start = () =>
    void import('./counters').then(({ startCounters }) => {
      if (port) return
      const started = startCounters(settings)
      const kept = waiting ?? []
      waiting = null
      port = started
      for (const item of kept)
        if ('event' in item) started.track(item.event)
        else started.showPage(item.url, item.title)
    })
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 3_000 })
  else setTimeout(start, 1)
}

/** Forgets the counters (tests). */
export function resetAnalytics(): void {
  port = null
  waiting = []
}
