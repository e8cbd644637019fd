// The storefront's production server: `node server.mjs` after `react-router build`.
// Serves the built assets, proxies the API's paths (/graphql, /images/, /pay/, /ads/, /oauth/, /email/,
// /_api/ — the vendor measurement) to
// API_URL, and hands every other request to React Router's server render.
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import { errorPage } from './server/errorPage.mjs'
import { errorReportOrigin, errorReportRoute, errorReportSettings } from './server/errorReports.mjs'
import { storefrontOperations } from './server/operations.mjs'
import { publicOriginFrom } from './server/publicOrigin.mjs'
import { cspNonce, securityHeaders } from './server/securityHeaders.mjs'

const PORT = Number(process.env.PORT ?? 3000)
const HOST = process.env.HOST ?? '127.0.0.1'
const API_URL = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '')
/**
 * The pickup map's settings, handed to the app in the load context (app/pharmacies/PickupMap/
 * mapConfig.ts reads them; README: storefront configuration). MAP_PROVIDER: none (default,
 * no map server) | tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) | yandex (YANDEX_MAPS_API_KEY,
 * YANDEX_MAPS_URL).
 */
const MAP_ENV = Object.freeze(
  Object.fromEntries(
    [
      'MAP_PROVIDER',
      'MAP_TILE_URL',
      'MAP_TILE_ATTRIBUTION',
      'YANDEX_MAPS_API_KEY',
      'YANDEX_MAPS_URL',
    ].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  ),
)
/**
 * The analytics counters' settings, handed to the app in the load context (app/analytics/
 * analyticsSettings.ts reads them; README: storefront configuration): ANALYTICS_GTM_ID,
 * ANALYTICS_YM_ID, ANALYTICS_VENDOR=1, ANALYTICS_UTM_PAIRS. None set: nothing is sent.
 */
const ANALYTICS_ENV = Object.freeze(
  Object.fromEntries(
    ['ANALYTICS_GTM_ID', 'ANALYTICS_YM_ID', 'ANALYTICS_VENDOR', 'ANALYTICS_UTM_PAIRS'].flatMap(
      (name) => (process.env[name] ? [[name, process.env[name]]] : []),
    ),
  ),
)
const PRODUCTION = process.env.NODE_ENV === 'production'
/**
 * The storefront's public origin (server/publicOrigin.mjs; README: storefront configuration):
 * PUBLIC_URL, required in production; 'http://localhost:PORT' in development.
 */
const PUBLIC_ORIGIN = startupSetting(() =>
  publicOriginFrom({ publicUrl: process.env.PUBLIC_URL, production: PRODUCTION, port: PORT }),
)
/**
 * Which proxies' X-Forwarded-* headers count (Express's 'trust proxy'): 'true', 'false', a hop
 * count, or addresses and subnets; default 'loopback'.
 */
const TRUST_PROXY = trustProxyOf(process.env.TRUST_PROXY ?? 'loopback')

/** TRUST_PROXY as Express takes it: 'true', 'false', a hop count, or addresses and subnets. */
function trustProxyOf(value) {
  if (value === 'true' || value === 'false') return value === 'true'
  return /^\d+$/.test(value) ? Number(value) : value
}

/** A setting read at start; a wrong one stops the server with its message, not a stack. */
function startupSetting(read) {
  try {
    return read()
  } catch (error) {
    console.error(`storefront: ${error.message}`)
    process.exit(1)
  }
}
/**
 * The browser's error reports (server/errorReports.mjs; README: storefront configuration):
 * ERROR_REPORT_URL (default '/_errors', this server's log), ERROR_REPORT_SAMPLE (default 0.05),
 * ERROR_REPORT_RATE_LIMIT (default 30/60 per client address).
 */
const ERROR_REPORTS = startupSetting(() => errorReportSettings(process.env))
const BUILD_URL = new URL('./build/server/index.js', import.meta.url)
const CLIENT_DIR = new URL('./build/client/', import.meta.url).pathname

/**
 * Paths answered by the API, not by the storefront. '/graphql' is the app's own resource route
 * (app/shell/graphqlProxy.server.ts): it adds the tokens the server holds in HttpOnly cookies.
 */
const API_PATHS = ['/images/', '/pay/', '/ads/', '/oauth/', '/email/', '/_api/']

// Hop-by-hop headers (RFC 9110 §7.6.1) and those fetch sets itself.
const DROPPED_REQUEST_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
  'expect',
])
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
])

/** X-Forwarded-For for a call to the API on the request's behalf: its chain, then the client. */
function forwardedFor(req) {
  const chain = req.headers['x-forwarded-for']
  const clientIp = req.socket.remoteAddress ?? ''
  return chain ? `${chain}, ${clientIp}` : clientIp
}

/** A small streaming proxy on fetch: method, headers, cookies, body and Set-Cookie pass through. */
function apiProxy(apiUrl) {
  return async (req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue
      headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    headers.set('x-forwarded-for', forwardedFor(req))
    // The API learns the site's address from the configuration, never from the request's Host.
    const publicUrl = new URL(PUBLIC_ORIGIN)
    headers.set('x-forwarded-host', publicUrl.host)
    headers.set('x-forwarded-proto', publicUrl.protocol.slice(0, -1))
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const controller = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) controller.abort()
    })
    let upstream
    try {
      upstream = await fetch(apiUrl + req.originalUrl, {
        method: req.method,
        headers,
        body: hasBody ? Readable.toWeb(req) : undefined,
        duplex: hasBody ? 'half' : undefined,
        redirect: 'manual',
        signal: controller.signal,
      })
    } catch (error) {
      if (controller.signal.aborted) return
      operations.logger.error({ method: req.method, err: error.message }, 'API proxy failed')
      if (!res.headersSent)
        res.status(502).json({ errors: [{ message: 'Bad gateway', extensions: { code: 'E_3' } }] })
      return
    }
    res.status(upstream.status)
    upstream.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE_HEADERS.has(name)) res.setHeader(name, value)
    })
    const cookies = upstream.headers.getSetCookie()
    if (cookies.length > 0) res.setHeader('set-cookie', cookies)
    if (!upstream.body || req.method === 'HEAD') {
      res.end()
      return
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body), res)
    } catch {
      // The shopper went away or the API dropped the stream; nothing left to answer.
    }
  }
}

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', TRUST_PROXY)
// Every answer carries the browser protections, the API's paths included (their pages —
// /pay/… — must not be framed either).
app.use(cspNonce)
app.use(
  securityHeaders({
    production: PRODUCTION,
    publicOrigin: PUBLIC_ORIGIN,
    reportOnly: process.env.CSP_REPORT_ONLY === '1',
    reportUri: process.env.CSP_REPORT_URI || undefined,
    mapEnv: MAP_ENV,
    errorReportOrigin: errorReportOrigin(ERROR_REPORTS.url),
    analyticsEnv: ANALYTICS_ENV,
  }),
)

// Logs, traces, metrics, /health and /ready (server/operations.mjs), before everything else.
const operations = storefrontOperations({ apiUrl: API_URL })
app.use(operations.observe, operations.routes)
// The browsers' error reports, written to this server's log (when ERROR_REPORT_URL is left to it).
app.use(errorReportRoute({ logger: operations.logger, rateLimit: ERROR_REPORTS.rateLimit }))

// The API's paths first: their bodies stream through untouched (no compression here,
// the API compresses its own answers).
const proxy = apiProxy(API_URL)
for (const path of API_PATHS) app.use(path.replace(/\/$/, ''), proxy)

app.use(compression())
// Vite's hashed assets never change; everything else in build/client may.
app.use(
  '/assets',
  express.static(`${CLIENT_DIR}assets`, { immutable: true, maxAge: '1y', index: false }),
)
app.use(express.static(CLIENT_DIR, { maxAge: '1h', index: false }))

app.all(
  '/{*splat}',
  createRequestHandler({
    build: () => import(BUILD_URL.href),
    // server.mjs serves the production build only: React Router's development mode would put
    // a failed loader's stack into the page's data.
    mode: 'production',
    getLoadContext: (req, res) => ({
      apiUrl: API_URL,
      mapEnv: MAP_ENV,
      analyticsEnv: ANALYTICS_ENV,
      publicOrigin: PUBLIC_ORIGIN,
      forwardedFor: forwardedFor(req),
      traceparent: req.headers.traceparent,
      cspNonce: res.locals.cspNonce,
      errorReports: { url: ERROR_REPORTS.url, sample: ERROR_REPORTS.sample },
    }),
  }),
)
// Last: our own error page for whatever failed above (never Express's, with its stack).
app.use(errorPage)

const server = app.listen(PORT, HOST, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : PORT
  // Ends with a space, not the quote of the JSON line: scripts and tests read the address up to it.
  operations.logger.info(`storefront listening on http://${HOST}:${port} (API ${API_URL})`)
})
operations.listenMetrics(HOST)

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  operations.drain(server, () => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
