// The counters a shop configured, built from the sdk's adapters (loaded on demand by
// analytics.ts, so their code is not in the first load).
import {
  type Analytics,
  type AnalyticsSettings,
  analyticsAdapters,
  createAnalytics,
} from '@apteka/sdk'

/** The port over the configured adapters, with the counters' scripts loading. */
export function startCounters(settings: AnalyticsSettings, nonce: string | undefined): Analytics {
  const analytics = createAnalytics(analyticsAdapters(settings))
  analytics.load(nonce ? { nonce } : {})
  return analytics
}
