// The adapters a shop's settings name. Nothing configured: no adapter.
import type { AnalyticsAdapter } from './analyticsPort'
import type { AnalyticsSettings } from './analyticsSettings'
import { dataLayerAdapter } from './dataLayer'
import { vendorMeasurementAdapter } from './vendorMeasurement'
import { yandexMetricaAdapter } from './yandexMetrica'

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
