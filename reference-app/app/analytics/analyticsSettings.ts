// The counters' settings from the storefront's environment (server.mjs → load context):
// ANALYTICS_GTM_ID, ANALYTICS_YM_ID, ANALYTICS_VENDOR=1, ANALYTICS_UTM_PAIRS. None: no counter.
import { type AnalyticsSettings, hasCounters, utmPairsOf } from '@apteka/sdk'

/** The environment variables read here, as server.mjs passes them. */
export type AnalyticsEnv = Readonly<
  Partial<
    Record<
      'ANALYTICS_GTM_ID' | 'ANALYTICS_YM_ID' | 'ANALYTICS_VENDOR' | 'ANALYTICS_UTM_PAIRS',
      string
    >
  >
>

/** A GTM container id as GTM prints it. */
const GTM_ID = /^GTM-[A-Z0-9]{1,12}$/

/**
 * The settings; a malformed id counts as none (a counter never breaks the page).
 *
 * @example
 * analyticsSettingsFromEnv({ ANALYTICS_YM_ID: '12345678', ANALYTICS_VENDOR: '1' })
 * // { ymId: 12345678, vendor: true, utmPairs: [] }
 */
export function analyticsSettingsFromEnv(env: AnalyticsEnv | undefined): AnalyticsSettings | null {
  if (!env) return null
  const gtmId = env.ANALYTICS_GTM_ID?.trim()
  const ymId = Number(env.ANALYTICS_YM_ID?.trim())
  const settings: AnalyticsSettings = {
    ...(gtmId && GTM_ID.test(gtmId) ? { gtmId } : {}),
    ...(Number.isSafeInteger(ymId) && ymId > 0 ? { ymId } : {}),
    ...(env.ANALYTICS_VENDOR === '1' ? { vendor: true } : {}),
    utmPairs: utmPairsOf(env.ANALYTICS_UTM_PAIRS),
  }
  return hasCounters(settings) ? settings : null
}
