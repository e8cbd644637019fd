// What server.mjs hands every loader and action (getLoadContext).
import 'react-router'
import type { AnalyticsEnv } from '../analytics/analyticsSettings'
import type { MapEnv } from '../pharmacies/PickupMap/mapConfig'
import type { ErrorReportConfig } from './errorReports/reporter'

declare module 'react-router' {
  interface AppLoadContext {
    /** The API's origin as the server reaches it (API_URL), for server-side GraphQL calls. */
    readonly apiUrl: string
    /** The pickup map's MAP_PROVIDER, MAP_TILE_URL, … (absent under `react-router dev`). */
    readonly mapEnv?: MapEnv
    /** The analytics counters' ANALYTICS_* settings (absent under `react-router dev`: none). */
    readonly analyticsEnv?: AnalyticsEnv
    /**
     * The storefront's public origin for this request: PUBLIC_URL, else the request's own
     * (X-Forwarded-Host/Proto only from a trusted proxy). Absent under `react-router dev`.
     */
    readonly publicOrigin?: string
    /**
     * X-Forwarded-For as the API proxy sends it (the incoming chain and the client's address),
     * so the server's own calls are answered for the shopper's address too (detectRegion).
     * Absent under `react-router dev`.
     */
    readonly forwardedFor?: string
    /**
     * The W3C `traceparent` of this request's span (server/operations.mjs), which the server's
     * own API calls carry so the API's spans join the page's trace. Absent under `react-router dev`.
     */
    readonly traceparent?: string
    /**
     * This request's Content-Security-Policy nonce (server/securityHeaders.mjs): every script
     * the server renders carries it. Absent under `react-router dev`, which sends no policy.
     */
    readonly cspNonce?: string
    /**
     * Where the browser sends its error reports and the share of page views that do
     * (ERROR_REPORT_URL, ERROR_REPORT_SAMPLE; server/errorReports.mjs). Absent under
     * `react-router dev`, which reports nothing.
     */
    readonly errorReports?: ErrorReportConfig
  }
}
