// The storefront's browser protections, the Hydrogen model (issue #35): a Content-Security-Policy
// whose scripts are the site's own files and those carrying this request's nonce, no framing by
// other sites, nosniff, a strict Referrer-Policy, a Permissions-Policy, and HSTS in production.
// helmet writes the headers; this module decides what the policy allows.
import { randomBytes } from 'node:crypto'
import helmet from 'helmet'

/**
 * What Yandex Maps 2.1 loads besides its own script (its documented CSP list): the API compiles
 * its modules at run time ('unsafe-eval'), and fetches tiles, suggestions and routes from these
 * hosts. Only allowed with MAP_PROVIDER=yandex.
 */
const YANDEX_MAPS_SOURCES = {
  script: [
    "'unsafe-eval'",
    'https://api-maps.yandex.ru',
    'https://suggest-maps.yandex.ru',
    'https://*.maps.yandex.net',
    'https://yandex.ru',
    'https://yastatic.net',
  ],
  image: ['https://*.maps.yandex.net', 'https://api-maps.yandex.ru', 'https://yandex.ru'],
  connect: [
    'https://api-maps.yandex.ru',
    'https://suggest-maps.yandex.ru',
    'https://*.maps.yandex.net',
    'https://yandex.ru',
  ],
  frame: ['https://api-maps.yandex.ru'],
  worker: ['blob:'],
}

/**
 * The origin a URL template names, as a CSP source: 'https://{s}.tile.example/{z}/{x}/{y}.png'
 * → 'https://*.tile.example'. Null for a value that is not an http(s) address.
 */
export function sourceOfTemplate(template) {
  if (!template) return null
  // {s} (the tile server's subdomain letter) becomes a wildcard label; other placeholders are
  // in the path.
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template.trim())
  if (!match) return null
  const host = match[2].replace(/\{s\}/g, '*')
  if (!/^[\w.*:-]+$/.test(host)) return null
  return `${match[1].toLowerCase()}//${host.toLowerCase()}`
}

/**
 * The extra sources the pickup map needs, from the same environment server.mjs hands the app
 * (app/pharmacies/PickupMap/mapConfig.ts: MAP_PROVIDER none | tiles | yandex).
 */
export function mapSources(mapEnv) {
  const provider = (mapEnv.MAP_PROVIDER ?? 'none').trim().toLowerCase()
  const none = { script: [], image: [], connect: [], frame: [], worker: [] }
  if (provider === 'tiles') {
    const tiles = sourceOfTemplate(mapEnv.MAP_TILE_URL)
    return tiles ? { ...none, image: [tiles] } : none
  }
  if (provider === 'yandex') {
    const script = sourceOfTemplate(mapEnv.YANDEX_MAPS_URL)
    return {
      ...YANDEX_MAPS_SOURCES,
      script: [...YANDEX_MAPS_SOURCES.script, ...(script ? [script] : [])],
    }
  }
  return none
}

/**
 * What the analytics counters load and send to (app/analytics), by their documented CSP lists:
 * Google Tag Manager's script and the Google Analytics hits it sends; Yandex Metrica's tag.js and
 * its hits. Only the counters the environment configures (ANALYTICS_GTM_ID, ANALYTICS_YM_ID) are
 * allowed; the vendor measurement is the site's own path ('self').
 */
const COUNTER_SOURCES = {
  gtm: {
    script: ['https://www.googletagmanager.com'],
    image: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
  metrica: {
    script: ['https://mc.yandex.ru', 'https://yastatic.net'],
    image: ['https://mc.yandex.ru'],
    connect: ['https://mc.yandex.ru'],
  },
}

/** The extra sources of the configured counters (analyticsEnv: server.mjs's ANALYTICS_*). */
export function counterSources(analyticsEnv = {}) {
  const chosen = [
    analyticsEnv.ANALYTICS_GTM_ID ? COUNTER_SOURCES.gtm : null,
    analyticsEnv.ANALYTICS_YM_ID ? COUNTER_SOURCES.metrica : null,
  ].filter(Boolean)
  return {
    script: chosen.flatMap((sources) => sources.script),
    image: chosen.flatMap((sources) => sources.image),
    connect: chosen.flatMap((sources) => sources.connect),
  }
}

/** Express middleware: a fresh nonce for this request's policy and scripts (res.locals.cspNonce). */
export function cspNonce(_req, res, next) {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  next()
}

/**
 * The security headers, as Express middleware (after `cspNonce`).
 * - production: HSTS (a year, subdomains); the policy also upgrades insecure requests when the
 *   public origin is https.
 * - reportOnly (CSP_REPORT_ONLY=1): the policy is sent as Content-Security-Policy-Report-Only,
 *   to try a change on live traffic; reportUri (CSP_REPORT_URI) receives the violations.
 * - errorReportOrigin: the origin of ERROR_REPORT_URL when it is not this site (connect-src).
 */
export function securityHeaders({
  production,
  publicOrigin,
  reportOnly,
  reportUri,
  mapEnv,
  errorReportOrigin,
  analyticsEnv,
}) {
  const map = mapSources(mapEnv)
  const counters = counterSources(analyticsEnv)
  const nonce = (_req, res) => `'nonce-${res.locals.cspNonce}'`
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce, ...map.script, ...counters.script],
    // React writes style attributes (style={{…}}); stylesheets are the site's own.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...map.image, ...counters.image],
    'font-src': ["'self'", 'data:'],
    // The browser's error reports (server/errorReports.mjs) may go to another origin.
    'connect-src': [
      "'self'",
      ...map.connect,
      ...counters.connect,
      ...(errorReportOrigin ? [errorReportOrigin] : []),
    ],
    'frame-src': map.frame.length > 0 ? map.frame : ["'none'"],
    'worker-src': ["'self'", ...map.worker],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Clickjacking: no page of the shop inside another site's frame (X-Frame-Options below
    // says the same to browsers that predate frame-ancestors).
    'frame-ancestors': ["'none'"],
    ...(production && publicOrigin?.startsWith('https:')
      ? { 'upgrade-insecure-requests': [] }
      : {}),
    ...(reportUri ? { 'report-uri': [reportUri] } : {}),
  }
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives, reportOnly },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The pages embed nothing that would need to opt in to cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  })
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    headers(req, res, next)
  }
}

/**
 * Browser features no page of the shop uses, switched off for it and for anything it embeds.
 * Only features browsers know: Chromium logs a warning on every page for an unknown one ('bluetooth').
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ')
