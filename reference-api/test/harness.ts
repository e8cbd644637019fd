// Starts a real reference-api for a test file: a fresh database (in-memory PGlite, or the
// PostgreSQL of DATABASE_URL with its tables emptied), a small seeded catalogue, the HTTP server
// on a free loopback port — and a typed GraphQL caller.
import type { TypedDocumentString } from '@apteka/sdk'
import type { SmsLimits } from '../src/auth/limits'
import { type ApiConfig, readConfig } from '../src/config'
import { type DatabaseHandle, openDatabase } from '../src/db'
import { ensureSeeded } from '../src/seed'
import { createApi } from '../src/server'
import { createLogger, type Logger } from '../src/telemetry/logger'
import { openSeededPglite } from './seededDatabase'

export const TEST_SMS_CODE = '1234'

/**
 * The SMS limits of test servers: high, because the suites sign the same demo phones in many
 * times from 127.0.0.1. The limits' own tests (sms-limits.test.ts) pass the real defaults or
 * their own through `config`.
 */
export const TEST_SMS_LIMITS: SmsLimits = {
  windowSeconds: 3600,
  codesPerPhone: 10_000,
  codesPerAddress: 100_000,
  failuresPerPhone: 10_000,
  failuresPerAddress: 100_000,
  lockSeconds: 60,
  lookupsPerAddress: 100_000,
}

export interface GqlResult<T> {
  data: T | null
  errors: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[]
  headers: Headers
  status: number
}

export interface TestApi {
  url: string
  /** Sends a typed document (or a raw query string) and returns the parsed answer. */
  gql<R, V>(
    document: TypedDocumentString<R, V> | string,
    variables?: V,
    headers?: Record<string, string>,
  ): Promise<GqlResult<R>>
  /** SMS texts sent so far, newest last. */
  sms: { phone: string; text: string }[]
  /** E-mails sent so far, newest last. */
  emails: { to: string; subject: string; text: string }[]
  /** The server's own database handle, for service functions a test drives directly (advanceOrder). */
  database: DatabaseHandle
  /**
   * The configuration object the server runs with: resolvers read it on every request, so a
   * test may switch a field for a while (see withConfig) instead of starting another server.
   */
  config: ApiConfig
  close(): Promise<void>
}

export interface StartOptions {
  catalogSize?: number
  /** Use this PostgreSQL instead of PGlite. Default: none. */
  databaseUrl?: string
  now?: () => Date
  /**
   * Configuration over the harness's own (in-memory data, TEST_SMS_CODE, TEST_SMS_LIMITS, the
   * OAuth stand-in off): e.g. `{ devOAuth: true }` where a test signs in with 'test:{phone}', or
   * production mode, limits, allowed origins.
   */
  config?: Partial<ApiConfig>
  /**
   * Send SMS through the configuration's own sender (config.smsGateway, else the log or, in
   * production, none) instead of recording them in `sms`. Default false.
   */
  configuredSmsSender?: boolean
  /** Where the server's log lines go. Default: nowhere. */
  log?: (line: string) => void
  /** The JSON request log. Default: silent. */
  logger?: Logger
}

/** Drops every table of a PostgreSQL test database so each suite starts from nothing. */
async function resetPostgres(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl, migrate: false })
  try {
    await handle.exec('DROP SCHEMA IF EXISTS public CASCADE')
    await handle.exec('DROP SCHEMA IF EXISTS drizzle CASCADE')
    await handle.exec('CREATE SCHEMA public')
  } finally {
    await handle.close()
  }
}

export async function startTestApi(options: StartOptions = {}): Promise<TestApi> {
  if (options.databaseUrl) await resetPostgres(options.databaseUrl)
  const catalogSize = options.catalogSize ?? 300
  let database: DatabaseHandle
  if (options.databaseUrl) {
    database = await openDatabase({ databaseUrl: options.databaseUrl })
    await ensureSeeded(database.db, { catalogSize })
  } else {
    database = await openSeededPglite(catalogSize)
  }
  const config: ApiConfig = {
    ...readConfig({}),
    dataDir: 'memory://',
    devSmsCode: TEST_SMS_CODE,
    jwtSecret: 'test-secret-test-secret-test-secret',
    smsLimits: TEST_SMS_LIMITS,
    // Off, as RATE_LIMITS=off: the suites call searches and look-ups hundreds of times from
    // 127.0.0.1. test/rate-limits.test.ts runs them with low values of its own.
    rateLimits: { ...readConfig({}).rateLimits, enabled: false },
    // No cap and no short hold: the suites book whole shelves as guests and move the clock by
    // days; test/guest-bookings.test.ts and checkout-rules.test.ts set their own.
    guestBookings: { maxQuantity: 1000, holdMinutes: Number.POSITIVE_INFINITY },
    // Off: suites change prices, stock and pharmacies by SQL, which a cached answer would not
    // see for its TTL. test/response-cache.test.ts turns it on.
    responseCache: { ttlMs: 0, maxBytes: 0 },
    ...options.config,
  }
  const sms: TestApi['sms'] = []
  const emails: TestApi['emails'] = []
  const api = createApi({
    database,
    config,
    log: options.log ?? (() => {}),
    logger: options.logger ?? createLogger({ level: 'silent' }),
    ...(options.configuredSmsSender
      ? {}
      : { sendSms: (phone: string, text: string) => sms.push({ phone, text }) }),
    sendEmail: (to: string, subject: string, text: string) => emails.push({ to, subject, text }),
    ...(options.now ? { now: options.now } : {}),
  })
  const url = await api.listen(0, '127.0.0.1')
  return {
    url,
    sms,
    emails,
    database,
    config,
    async gql(document, variables, headers = {}) {
      const query = String(document)
      const operationName = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1]
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        // As the sdk sends them (SPEC §7); X-Platform is also the API's CSRF header.
        headers: { 'content-type': 'application/json', 'x-platform': 'web', ...headers },
        body: JSON.stringify({ query, variables, operationName }),
      })
      const body = (await response.json()) as {
        data?: unknown
        errors?: GqlResult<never>['errors']
      }
      return {
        data: (body.data ?? null) as never,
        errors: body.errors ?? [],
        headers: response.headers,
        status: response.status,
      }
    },
    close: () => api.close(),
  }
}

/** Runs `body` with some configuration fields of a running test server changed, then restores them. */
export async function withConfig<T>(
  api: TestApi,
  patch: Partial<ApiConfig>,
  body: () => Promise<T>,
): Promise<T> {
  const saved = { ...api.config }
  Object.assign(api.config, patch)
  try {
    return await body()
  } finally {
    Object.assign(api.config, saved)
  }
}
