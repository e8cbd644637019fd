// The storefront's runtime configuration (server.mjs's environment → the load context →
// the root loader's `config`), given to every page through a React context — no window
// globals, and the server render and the browser see the same values.
import type { AnalyticsSettings } from '@apteka/sdk'
import { createContext, type ReactNode, useContext, useState } from 'react'
import type { AppLoadContext } from 'react-router'
import { analyticsSettingsFromEnv } from '../analytics/analyticsSettings'
import {
  type MapConfig,
  mapConfigFromEnv,
  OFFLINE_MAP_CONFIG,
} from '../pharmacies/PickupMap/mapConfig'
import type { ErrorReportConfig } from './errorReports/reporter'
import type { ShopIdentity } from './shopIdentity'

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
  /** The shop's identity (shop.config.json); null without a server configuration. */
  readonly shop: ShopIdentity | null
}

/** Without a server configuration (the error page): the offline map, no origin. */
export const DEFAULT_STOREFRONT_CONFIG: StorefrontConfig = {
  map: OFFLINE_MAP_CONFIG,
  publicOrigin: '',
  errorReports: null,
  analytics: null,
  shop: null,
}

/** `react-router dev`'s own address: the public origin when no server.mjs hands one over. */
const DEV_SERVER_ORIGIN = 'http://localhost:5173'

/**
 * The configuration from what server.mjs put in the load context; without server.mjs
 * (`react-router dev`) the public origin is the dev server's own address — never the request's
 * Host, which anyone can set (issue #35: a Host header became the site's canonical address).
 */
export function storefrontConfigFrom(
  context: Pick<AppLoadContext, 'mapEnv' | 'publicOrigin' | 'errorReports' | 'analyticsEnv'>,
  shop: ShopIdentity | null = null,
): StorefrontConfig {
  return {
    map: mapConfigFromEnv(context.mapEnv),
    publicOrigin: context.publicOrigin ?? DEV_SERVER_ORIGIN,
    errorReports: context.errorReports ?? null,
    analytics: analyticsSettingsFromEnv(context.analyticsEnv),
    shop,
  }
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
