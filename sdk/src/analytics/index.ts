// Public surface of analytics/: the shop's event model, the port and its adapters (Google Tag
// Manager's dataLayer, Yandex Metrica, the vendor measurement), the settings that choose them, and
// the UTM rules of the pageview goal. The recording adapter is in '@apteka/sdk/testing'.

export { analyticsAdapters } from './analyticsAdapters'
export type { Analytics, AnalyticsAdapter, CounterLoadOptions } from './analyticsPort'
export { createAnalytics } from './analyticsPort'
export type { AnalyticsSettings } from './analyticsSettings'
export { hasCounters } from './analyticsSettings'
export { loadCounterScript } from './counterScript'
export type { DataLayer, DataLayerAdapterOptions } from './dataLayer'
export { dataLayerAdapter, dataLayerEntry, GTM_SCRIPT_URL } from './dataLayer'
export type {
  AdvertisementAnalyticsEvent,
  AnalyticsEvent,
  AnalyticsProduct,
  CartAnalyticsEvent,
  CheckoutStepAnalyticsEvent,
  PageViewAnalyticsEvent,
  ProductCardAnalyticsEvent,
  ProductViewAnalyticsEvent,
  PurchaseAnalyticsEvent,
  RegionChoiceAnalyticsEvent,
  UtmGoalAnalyticsEvent,
} from './events'
export { ANALYTICS_CURRENCY } from './events'
export type { UtmPair } from './utm'
export { UTM_COOKIE, UTM_GOAL_DELAY_MS, utmMatches, utmOf, utmPairsOf } from './utm'
export type { MeasuredPage, VendorMeasurementAdapterOptions } from './vendorMeasurement'
export {
  defaultClientId,
  VENDOR_MEASUREMENT_URL,
  vendorMeasurementAdapter,
  vendorMeasurementQuery,
} from './vendorMeasurement'
export type {
  MetricaTarget,
  YandexMetricaAdapterOptions,
  YandexMetricaFunction,
} from './yandexMetrica'
export {
  METRICA_SCRIPT_URL,
  metricaEcommerce,
  metricaGoal,
  yandexMetricaAdapter,
} from './yandexMetrica'
