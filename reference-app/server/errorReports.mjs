// The browser's error reports (issue #29): the settings that say where shoppers' browsers send
// them and how many of them do (ERROR_REPORT_URL, ERROR_REPORT_SAMPLE), and the storefront's own
// `POST /_errors` that writes each report to the server's log — bounded in size, limited per
// client address (express-rate-limit), and cleaned of personal data again before it is logged.
import express from 'express'
import { rateLimit } from 'express-rate-limit'
import { pathOnly, withoutPersonalData } from './personalData.mjs'

/** The storefront's own endpoint, the default ERROR_REPORT_URL. */
export const ERROR_REPORT_PATH = '/_errors'

/** The largest report body accepted (a message, a stack and a few ids). */
const MAX_BODY = '8kb'

/** What a report may say it is (app/shell/errorReports/reporter.ts). */
const KINDS = new Set(['error', 'unhandledrejection', 'api'])

/**
 * The error-report settings from the environment; a wrong value throws with its message.
 * - ERROR_REPORT_URL: where browsers send reports, a path of this site or an http(s) address.
 *   Default '/_errors' (this server logs them).
 * - ERROR_REPORT_SAMPLE: the share of page views that report, 0…1. Default 0.05 (SPEC §9).
 * - ERROR_REPORT_RATE_LIMIT: reports accepted by '/_errors' per client address, 'hits/seconds'.
 *   Default '30/60'.
 */
export function errorReportSettings(env) {
  const url = env.ERROR_REPORT_URL?.trim() || ERROR_REPORT_PATH
  if (!url.startsWith('/') || url.startsWith('//')) {
    let parsed
    try {
      parsed = new URL(url)
    } catch {
      parsed = undefined
    }
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
      throw new Error(`ERROR_REPORT_URL: a path or an http(s) address expected, got '${url}'`)
    }
  }
  const rawSample = env.ERROR_REPORT_SAMPLE?.trim()
  const sample = rawSample ? Number(rawSample) : 0.05
  if (!Number.isFinite(sample) || sample < 0 || sample > 1) {
    throw new Error(`ERROR_REPORT_SAMPLE: a number from 0 to 1 expected, got '${rawSample}'`)
  }
  const rawLimit = env.ERROR_REPORT_RATE_LIMIT?.trim() || '30/60'
  const match = /^(\d+)\/(\d+)$/.exec(rawLimit)
  if (!match || Number(match[2]) === 0) {
    throw new Error(`ERROR_REPORT_RATE_LIMIT: 'hits/seconds' expected, got '${rawLimit}'`)
  }
  return {
    url,
    sample,
    rateLimit: { hits: Number(match[1]), windowSeconds: Number(match[2]) },
  }
}

/** The origin a configured report address sends to, for the CSP's connect-src; null for a path. */
export function errorReportOrigin(url) {
  return url.startsWith('/') && !url.startsWith('//') ? null : new URL(url).origin
}

const idOf = (value, pattern) => (typeof value === 'string' && pattern.test(value) ? value : null)

/** A report as the log keeps it, or null for a body that is not one. */
export function cleanReport(body) {
  if (typeof body !== 'object' || body === null || !KINDS.has(body.kind)) return null
  return {
    kind: body.kind,
    message: withoutPersonalData(body.message, 500),
    stack: withoutPersonalData(body.stack, 2000) || undefined,
    page: typeof body.page === 'string' ? pathOnly(body.page) : undefined,
    traceId: idOf(body.traceId, /^[0-9a-f]{32}$/),
    // Not named 'code': the log's redaction hides every field of that name (SMS codes).
    errorCode: idOf(body.errorCode, /^E_\d{1,4}$/) ?? undefined,
    operation: idOf(body.operation, /^[A-Za-z_]\w{0,63}$/) ?? undefined,
    status: Number.isInteger(body.status) ? body.status : undefined,
  }
}

/** Express router answering `POST /_errors` with 204 and logging the report through `logger`. */
export function errorReportRoute({ logger, rateLimit: limit }) {
  const router = express.Router()
  router.post(
    ERROR_REPORT_PATH,
    rateLimit({
      windowMs: limit.windowSeconds * 1000,
      limit: limit.hits,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // The client address is Express's req.ip under TRUST_PROXY (server.mjs), as for the log.
      keyGenerator: (req) => req.ip ?? 'unknown',
      validate: { trustProxy: false, keyGeneratorIpFallback: false },
      handler: (_req, res) => res.status(429).end(),
    }),
    // sendBeacon sends a string as text/plain (no CORS preflight); a JSON content type is fine too.
    express.text({ type: () => true, limit: MAX_BODY }),
    (req, res) => {
      let body
      try {
        body = JSON.parse(typeof req.body === 'string' ? req.body : '')
      } catch {
        body = null
      }
      const report = cleanReport(body)
      if (!report) return res.status(400).end()
      logger.warn({ browserError: report }, 'browser error')
      res.set('cache-control', 'no-store').status(204).end()
    },
    // Too large or unreadable: said without the error page (a beacon reads no answer).
    (error, _req, res, _next) => res.status(error.status ?? 400).end(),
  )
  return router
}
