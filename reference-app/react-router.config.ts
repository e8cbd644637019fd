// React Router framework mode: every page is rendered on the server, then hydrated.
import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's changes, decided here rather than left to a warning on every start. v8 itself
  // needs Node 22, so these stay off until the kit moves there: middleware would replace the
  // per-request load context the server render keeps its sdk client in (app/data/storefront.server.ts),
  // and the rest change build and request handling the browser tests pin down today.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
