// Which counters a shop runs: GTM's container, Metrica's counter, the vendor measurement, the UTM
// pairs of the pageview goal. Apart from the adapters (analyticsAdapters.ts), so that a page can
// ask whether anything is configured without loading any counter's code.
import type { UtmPair } from './utm'

export interface AnalyticsSettings {
  /** Google Tag Manager's container, 'GTM-XXXX'. Default: none. */
  readonly gtmId?: string
  /** Yandex Metrica's counter number. Default: none. */
  readonly ymId?: number
  /** Send the vendor measurement GET (SPEC §7). Default: false. */
  readonly vendor?: boolean
  /** The UTM values that let the pageview goal fire (SPEC §5). Default: none. */
  readonly utmPairs?: readonly UtmPair[]
}

/**
 * Whether any counter is configured (else nothing is sent and no script loads).
 * @example
 * if (hasCounters(settings)) requestIdleCallback(() => startCounters(settings))
 */
export const hasCounters = (settings: AnalyticsSettings | null | undefined): boolean =>
  Boolean(settings && (settings.gtmId || settings.ymId || settings.vendor))
