// Which counters a shop runs, from its configuration: GTM's container, Metrica's counter, the
// vendor measurement, the UTM pairs of the pageview goal. Nothing configured: no adapter.
import type { AnalyticsAdapter } from './analyticsPort'
import { dataLayerAdapter } from './dataLayer'
import type { UtmPair } from './utm'
import { vendorMeasurementAdapter } from './vendorMeasurement'
import { yandexMetricaAdapter } from './yandexMetrica'

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

/** Whether any counter is configured (else nothing is sent and no script loads). */
export const hasCounters = (settings: AnalyticsSettings | null | undefined): boolean =>
  Boolean(settings && (settings.gtmId || settings.ymId || settings.vendor))

/**
 * The adapters the settings name. With GTM and Metrica both on, Metrica reads its ecommerce from
 * 'ymDataLayer' so that neither counter reads the other's format.
 *
 * @example
 * createAnalytics(analyticsAdapters({ ymId: 12345678, vendor: true }))
 */
export function analyticsAdapters(settings: AnalyticsSettings): AnalyticsAdapter[] {
  const adapters: AnalyticsAdapter[] = []
  if (settings.gtmId) adapters.push(dataLayerAdapter({ containerId: settings.gtmId }))
  if (settings.ymId)
    adapters.push(
      yandexMetricaAdapter({
        counterId: settings.ymId,
        ...(settings.gtmId ? { container: 'ymDataLayer' } : {}),
      }),
    )
  if (settings.vendor) adapters.push(vendorMeasurementAdapter())
  return adapters
}
