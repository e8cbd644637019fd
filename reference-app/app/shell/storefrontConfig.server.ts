// The storefront's configuration read from the load context (server.mjs's environment), on the
// server only: the readers of the environment (the map's, the counters' with their UTM pairs)
// stay out of the browser's first load, which gets the values with the root loader's data.
import type { AppLoadContext } from 'react-router'
import { analyticsSettingsFromEnv } from '../analytics/analyticsSettings'
import { mapConfigFromEnv } from '../pharmacies/PickupMap/mapConfig'

/** `react-router dev`'s own address: the public origin when no server.mjs hands one over. */
const DEV_SERVER_ORIGIN = 'http://localhost:5173'

/**
 * The configuration from what server.mjs put in the load context; without server.mjs
 * (`react-router dev`) the public origin is the dev server's own address — never the request's
 * Host, which anyone can set (issue #35: a Host header became the site's canonical address).
 * Its type is StorefrontConfig's (StorefrontConfig.tsx, checked where the root hands it to
 * StorefrontConfigProvider); a data loader does not import the UI module that declares it.
 */
export function storefrontConfigFrom(
  context: Pick<AppLoadContext, 'mapEnv' | 'publicOrigin' | 'errorReports' | 'analyticsEnv'>,
  shopName: string | null = null,
) {
  return {
    map: mapConfigFromEnv(context.mapEnv),
    publicOrigin: context.publicOrigin ?? DEV_SERVER_ORIGIN,
    errorReports: context.errorReports ?? null,
    analytics: analyticsSettingsFromEnv(context.analyticsEnv),
    shopName,
  }
}
