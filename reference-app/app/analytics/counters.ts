// The counters a shop configured (loaded on demand by analytics.ts, so none of this is in the
// first load): the sdk's port over the configured adapters, their scripts with the page's CSP
// nonce, and the page views (pageViews.ts).
import { type AnalyticsSettings, analyticsAdapters, createAnalytics } from '@apteka/sdk'
import type { StartedCounters } from './analytics'
import { pageViews } from './pageViews'

/** The nonce of the page's own scripts (the browser hides the attribute, not the property). */
function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]')
  return script?.nonce || undefined
}

/** The port over the configured adapters, with the counters' scripts loading. */
export function startCounters(settings: AnalyticsSettings): StartedCounters {
  const analytics = createAnalytics(analyticsAdapters(settings))
  const nonce = pageNonce()
  analytics.load(nonce ? { nonce } : {})
  return { track: analytics.track, showPage: pageViews(analytics.track, settings.utmPairs ?? []) }
}
