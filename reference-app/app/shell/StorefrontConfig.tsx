// The storefront's runtime configuration (server.mjs's environment → the load context →
// the root loader's `config`, read by storefrontConfig.server.ts), given to every page through a
// React context — no window globals, and the server render and the browser see the same values.
import type { AnalyticsSettings } from '@apteka/sdk'
import { createContext, type ReactNode, useContext, useState } from 'react'
import { type MapConfig, OFFLINE_MAP_CONFIG } from '../pharmacies/PickupMap/mapConfig'
import type { ErrorReportConfig } from './errorReports/reporter'

export interface StorefrontConfig {
  /** The pickup map's provider (MAP_PROVIDER, MAP_TILE_URL, …). */
  readonly map: MapConfig
  /**
   * The storefront's public origin, 'https://apteka.example': canonical links, Open Graph and
   * JSON-LD are built on it (server.mjs: PUBLIC_URL, else the request's own origin).
   */
  readonly publicOrigin: string
  /**
   * Where the browser reports its errors and the share of page views that do (server.mjs:
   * ERROR_REPORT_URL, ERROR_REPORT_SAMPLE); null reports nothing (`react-router dev`).
   */
  readonly errorReports: ErrorReportConfig | null
  /**
   * The analytics counters (ANALYTICS_GTM_ID, ANALYTICS_YM_ID, ANALYTICS_VENDOR,
   * ANALYTICS_UTM_PAIRS; app/analytics). Null: nothing is sent and no counter script loads.
   */
  readonly analytics: AnalyticsSettings | null
  /**
   * The shop's name (shop.config.json) for titles and og:site_name; null without a server
   * configuration. The rest of the identity is not page data (shopIdentity.ts).
   */
  readonly shopName: string | null
}

/** Without a server configuration (the error page): the offline map, no origin. */
export const DEFAULT_STOREFRONT_CONFIG: StorefrontConfig = {
  map: OFFLINE_MAP_CONFIG,
  publicOrigin: '',
  errorReports: null,
  analytics: null,
  shopName: null,
}

const StorefrontConfigContext = createContext<StorefrontConfig>(DEFAULT_STOREFRONT_CONFIG)

export function StorefrontConfigProvider({
  config,
  children,
}: {
  /** The root loader's config; null from the clientLoader of a browser navigation. */
  config: StorefrontConfig | null | undefined
  children: ReactNode
}) {
  // Only the server render has the configuration: the one the page was served with stays
  // for the whole browser session.
  const [value] = useState(() => config ?? DEFAULT_STOREFRONT_CONFIG)
  return (
    <StorefrontConfigContext.Provider value={value}>{children}</StorefrontConfigContext.Provider>
  )
}

export function useStorefrontConfig(): StorefrontConfig {
  return useContext(StorefrontConfigContext)
}
