// The storefront's one way to report an event (SPEC §4, §7): `trackEvent`. Events wait here until
// the counters start; the counters' code (the sdk's analytics port and adapters, counters.ts) is
// fetched only when the shop configured one (ANALYTICS_GTM_ID, ANALYTICS_YM_ID, ANALYTICS_VENDOR),
// once the browser is idle after hydration, so it never weighs on the first load. With none
// configured, nothing is kept, sent or loaded.
import { type AnalyticsEvent, type AnalyticsSettings, hasCounters } from '@apteka/sdk'

/** Events kept before the counters start; a page that never idles does not grow without end. */
const MAX_WAITING = 200

interface Port {
  track(event: AnalyticsEvent): void
}

let port: Port | null = null
/** Events raised before the counters start; null once we know none is configured. */
let waiting: AnalyticsEvent[] | null = []

/** Sends one event to the configured counters; a failing counter never breaks the page. */
export function trackEvent(event: AnalyticsEvent): void {
  if (port) port.track(event)
  else if (waiting && waiting.length < MAX_WAITING) waiting.push(event)
}

/** Calls `run` when the browser is idle (after hydration and the first paint). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3_000 })
  else setTimeout(run, 1)
}

/** The nonce of the page's own scripts (the browser hides the attribute, not the property). */
function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]')
  return script?.nonce || undefined
}

/**
 * Starts the configured counters once the browser is idle: the events kept so far go out, then
 * each counter's script loads with the page's CSP nonce. With none configured, events are dropped.
 */
export function startAnalytics(settings: AnalyticsSettings | null | undefined): void {
  if (port) return
  if (!settings || !hasCounters(settings)) {
    waiting = null
    return
  }
  whenIdle(() => {
    void import('./counters').then(({ startCounters }) => {
      if (port) return
      const started = startCounters(settings, pageNonce())
      const kept = waiting ?? []
      waiting = null
      port = started
      for (const event of kept) started.track(event)
    })
  })
}

/** Forgets the counters (tests). */
export function resetAnalytics(): void {
  port = null
  waiting = []
}
