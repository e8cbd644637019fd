// The reference-api's configuration, read once from the environment.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileTrustProxy, type TrustProxy } from './auth/clientAddress'
import { DEFAULT_SMS_LIMITS, type SmsLimits } from './auth/limits'
import type { OAuthSettings } from './auth/oauthSettings'
import {
  SMS_GATEWAY_DEFAULT_URLS,
  SMS_GATEWAY_TEMPLATES,
  type SmsGatewaySettings,
  type SmsGatewayTemplate,
} from './auth/smsSender'
import type { GuestBookingRules } from './checkout/guestBookings'
import { defaultDataDir } from './db'
import type { EmailGatewaySettings } from './marketing/emailSender'
import { DEFAULT_LIMITS, type RequestLimits } from './security/limits'
import { type RateLimits, readRateLimits } from './security/rateLimits'

export type GraphqlExecutor = 'jit' | 'graphql-js'

export interface ApiConfig {
  /**
   * Production mode (`NODE_ENV=production`): no introspection or suggestions, every error a §8
   * code, development switches refused at start. Default false (development).
   */
  production: boolean
  /**
   * The development OAuth stand-in (`DEV_OAUTH=1`): every provider accepts 'test:{phone}'.
   * For development and tests only; refused in production mode. Default false.
   */
  devOAuth: boolean
  /** TCP port. Default 4000 (`PORT`). */
  port: number
  /** Interface to listen on. Default 127.0.0.1 (`HOST`). */
  host: string
  /** PGlite data folder (`DATA_DIR`); ignored with `databaseUrl`. Default reference-api/.data/pglite. */
  dataDir: string
  /** postgres:// URL of a real PostgreSQL (`DATABASE_URL`). Default none: embedded PGlite. */
  databaseUrl: string | undefined
  /**
   * Fixed SMS code for tests and demos (`DEV_SMS_CODE`); refused in production. Default: a random
   * code, sent through `smsGateway` (in development without one, printed to the log).
   */
  devSmsCode: string | undefined
  /** Products to seed on first start (`CATALOG_SIZE`). Default 3000. */
  catalogSize: number
  /**
   * Secret signing the JWTs (`JWT_SECRET`), at least 32 bytes; required in production. Default:
   * generated into the data folder.
   */
  jwtSecret: string | undefined
  /**
   * The JWT secret before the last rotation (`JWT_SECRET_PREVIOUS`): tokens it signed still verify
   * until they expire; new ones are signed with `jwtSecret`. Default: none.
   */
  jwtSecretPrevious?: string | undefined
  /**
   * Key of the HMAC under which SMS codes are stored (`SMS_CODE_SECRET`), at least 32 bytes;
   * required in production. Default: generated into the data folder.
   */
  smsCodeSecret?: string | undefined
  /**
   * Public origin of the storefront, for absolute links and payment returns (`PUBLIC_URL`);
   * required in production. Default in development: http://localhost:3000.
   */
  publicUrl: string
  /**
   * The SMS gateway sign-in codes go through (`SMS_GATEWAY` = smsru | smsc | json,
   * `SMS_GATEWAY_URL`, `SMS_GATEWAY_LOGIN`, `SMS_GATEWAY_PASSWORD`, `SMS_SENDER_NAME`,
   * `SMS_GATEWAY_TIMEOUT_MS`). Default: none — the log in development, an error in production.
   */
  smsGateway: SmsGatewaySettings | null
  /**
   * The mail gateway of the newsletter's confirmation e-mails (marketing/emailSender.ts:
   * `EMAIL_GATEWAY_URL` taking a JSON POST, `EMAIL_GATEWAY_TOKEN`, `EMAIL_FROM`). Default: none —
   * the log in development, an error in production.
   */
  emailGateway: EmailGatewaySettings | null
  /** Limits on SMS codes, wrong codes and look-ups per phone and client address. Defaults: DEFAULT_SMS_LIMITS. */
  smsLimits: SmsLimits
  /**
   * Real OAuth providers, each checking its tokens at its token-info endpoint: Yandex ID
   * (`YANDEX_ID_CLIENT_ID`, `YANDEX_ID_INFO_URL`; codes redeemed with PKCE at
   * `YANDEX_ID_TOKEN_URL`, with `YANDEX_ID_CLIENT_SECRET` when set) and VK ID (`VK_ID_CLIENT_ID`,
   * `VK_ID_INFO_URL`).
   * Default: none (loginOAuth answers E_2).
   */
  oauth: OAuthSettings
  /**
   * Origins whose browser pages may call the API across origins, with cookies (`CORS_ORIGINS`,
   * comma-separated). Default: the origin of `publicUrl`, the storefront's own.
   */
  allowedOrigins: string[]
  /**
   * Query limits (`GRAPHQL_MAX_DEPTH`, `GRAPHQL_MAX_ALIASES`, `GRAPHQL_MAX_DIRECTIVES`,
   * `GRAPHQL_MAX_TOKENS`, `GRAPHQL_MAX_COST`, `GRAPHQL_MAX_BATCH`, `GRAPHQL_MAX_BODY_BYTES`).
   * Default: `DEFAULT_LIMITS`.
   */
  limits: RequestLimits
  /**
   * The cache of anonymous catalogue reads (src/responseCache.ts): `RESPONSE_CACHE_TTL_MS`
   * (default 60 000; 0 turns it off) and `RESPONSE_CACHE_MB` (default 64). Absent: off.
   */
  responseCache?: { ttlMs: number; maxBytes: number }
  /**
   * What executes an operation (`GRAPHQL_EXECUTOR`): 'jit' compiles each document once into a
   * function (graphql-jit, src/jitExecution.ts), 'graphql-js' walks it per request as graphql-js
   * does. Default 'jit'.
   */
  graphqlExecutor?: GraphqlExecutor
  /**
   * Accept only persisted operations (`PERSISTED_ONLY=1`): a request must name its document by
   * hash (src/persistedOperations.ts). Default false: partners send their own documents.
   */
  persistedOnly?: boolean
  /**
   * Bearer token /metrics asks for (`METRICS_TOKEN`). Default none: /metrics is open in
   * development and off on the main port in production unless `metricsPort` is set.
   */
  metricsToken?: string
  /** A second port serving only /metrics, on `host` (`METRICS_PORT`). Default none. */
  metricsPort?: number
  /** How long a stopping server lets requests in flight finish, ms (`SHUTDOWN_GRACE_MS`). Default 10 000. */
  shutdownGraceMs?: number
  /**
   * Bearer token of GET /backup, the running PGlite's data folder as a tarball that
   * `npm run backup` fetches (`BACKUP_TOKEN`). Default none: /backup is off.
   */
  backupToken?: string
  /**
   * Which peers are proxies of ours whose X-Forwarded-For / X-Real-IP name the client
   * (`TRUST_PROXY`, as Express's 'trust proxy': 'true', 'false', a hop count, or addresses and
   * subnets). Default 'loopback'. See src/auth/clientAddress.ts.
   */
  trustProxy: TrustProxy
  /**
   * Rate limits per client address and per account (src/security/rateLimits.ts):
   * `RATE_LIMIT_{NAME}=hits/seconds` each, `RATE_LIMITS=off` (refused in production) turns them
   * off. Default: `DEFAULT_RATE_LIMITS`.
   */
  rateLimits: RateLimits
  /**
   * Every SQL statement's limit in milliseconds (`STATEMENT_TIMEOUT_MS`); a statement cancelled
   * by it answers E_250. Enforced on PostgreSQL (PGlite cannot). Default 5000.
   */
  statementTimeoutMs: number
  /**
   * What a guest (no phone confirmed by a sign-in) may take off pharmacies' shelves
   * (checkout/guestBookings.ts): `maxQuantity` units of a product at a pharmacy across their open
   * orders (`GUEST_BOOKING_MAX_QUANTITY`; more is E_36 on the quantity; default 2), held
   * `holdMinutes` after saving unless they sign in with the receiver phone
   * (`GUEST_HOLD_MINUTES`; default 120).
   */
  guestBookings: GuestBookingRules
  /**
   * The feature definitions served at GET /api/features/{clientKey} (src/http/features.ts):
   * `FEATURES_FILE`, a JSON file in GrowthBook's payload shape the operator edits (read again
   * when it changes; default reference-api/features.json), and `FEATURES_CLIENT_KEY` (default
   * 'storefront').
   */
  features: { file: string; clientKey: string }
}

/** The features file shipped with the API: ex_cart_id defined, its experiment at 0 % coverage. */
const DEFAULT_FEATURES_FILE = fileURLToPath(new URL('../features.json', import.meta.url))

const limitFromEnv = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : fallback
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

/** A whole number > 0 from the environment, or the default; anything else stops the start. */
function positiveWhole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name}: a whole number above 0 expected, got '${raw}'`)
  }
  return value
}

function readSmsLimits(env: NodeJS.ProcessEnv): SmsLimits {
  const d = DEFAULT_SMS_LIMITS
  return {
    windowSeconds: positiveWhole(env, 'SMS_LIMIT_WINDOW_SECONDS', d.windowSeconds),
    codesPerPhone: positiveWhole(env, 'SMS_CODES_PER_PHONE', d.codesPerPhone),
    codesPerAddress: positiveWhole(env, 'SMS_CODES_PER_ADDRESS', d.codesPerAddress),
    failuresPerPhone: positiveWhole(env, 'SMS_FAILURES_PER_PHONE', d.failuresPerPhone),
    failuresPerAddress: positiveWhole(env, 'SMS_FAILURES_PER_ADDRESS', d.failuresPerAddress),
    lockSeconds: positiveWhole(env, 'SMS_LOCK_SECONDS', d.lockSeconds),
    lookupsPerAddress: positiveWhole(env, 'LOOKUPS_PER_ADDRESS', d.lookupsPerAddress),
  }
}

function readSmsGateway(env: NodeJS.ProcessEnv): SmsGatewaySettings | null {
  const template = env.SMS_GATEWAY
  if (!template) return null
  if (!(SMS_GATEWAY_TEMPLATES as readonly string[]).includes(template)) {
    throw new Error(
      `SMS_GATEWAY: one of ${SMS_GATEWAY_TEMPLATES.join(', ')} expected, got '${template}'`,
    )
  }
  const known = template as SmsGatewayTemplate
  const url = env.SMS_GATEWAY_URL || SMS_GATEWAY_DEFAULT_URLS[known]
  if (!url) throw new Error(`SMS_GATEWAY=${template} needs SMS_GATEWAY_URL`)
  return {
    template: known,
    url,
    login: env.SMS_GATEWAY_LOGIN || undefined,
    password: env.SMS_GATEWAY_PASSWORD || undefined,
    senderName: env.SMS_SENDER_NAME || undefined,
    timeoutMs: positiveWhole(env, 'SMS_GATEWAY_TIMEOUT_MS', 5000),
  }
}

function readOAuth(env: NodeJS.ProcessEnv): OAuthSettings {
  return {
    yandex: env.YANDEX_ID_CLIENT_ID
      ? {
          clientId: env.YANDEX_ID_CLIENT_ID,
          infoUrl: env.YANDEX_ID_INFO_URL || 'https://login.yandex.ru/info?format=json',
          tokenUrl: env.YANDEX_ID_TOKEN_URL || 'https://oauth.yandex.ru/token',
          ...(env.YANDEX_ID_CLIENT_SECRET ? { clientSecret: env.YANDEX_ID_CLIENT_SECRET } : {}),
        }
      : null,
    vk: env.VK_ID_CLIENT_ID
      ? {
          clientId: env.VK_ID_CLIENT_ID,
          infoUrl: env.VK_ID_INFO_URL || 'https://id.vk.com/oauth2/user_info',
        }
      : null,
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = env.DATA_DIR ? join(env.DATA_DIR, 'pglite') : defaultDataDir
  const production = env.NODE_ENV === 'production'
  // Production has no default: it must name its public address (productionMode.ts refuses the
  // start without it), so neither links nor the CORS default can point at localhost:3000.
  const publicUrl = env.PUBLIC_URL || (production ? '' : 'http://localhost:3000')
  return {
    production,
    devOAuth: env.DEV_OAUTH === '1' || env.DEV_OAUTH === 'true',
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    devSmsCode: env.DEV_SMS_CODE || undefined,
    catalogSize: Number(env.CATALOG_SIZE ?? 3000),
    jwtSecret: env.JWT_SECRET || undefined,
    jwtSecretPrevious: env.JWT_SECRET_PREVIOUS || undefined,
    smsCodeSecret: env.SMS_CODE_SECRET || undefined,
    publicUrl,
    allowedOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => originOf(origin.trim()))
          .filter(Boolean)
      : publicUrl
        ? [originOf(publicUrl)]
        : [],
    limits: {
      depth: limitFromEnv(env.GRAPHQL_MAX_DEPTH, DEFAULT_LIMITS.depth),
      aliases: limitFromEnv(env.GRAPHQL_MAX_ALIASES, DEFAULT_LIMITS.aliases),
      directives: limitFromEnv(env.GRAPHQL_MAX_DIRECTIVES, DEFAULT_LIMITS.directives),
      tokens: limitFromEnv(env.GRAPHQL_MAX_TOKENS, DEFAULT_LIMITS.tokens),
      cost: limitFromEnv(env.GRAPHQL_MAX_COST, DEFAULT_LIMITS.cost),
      batch: limitFromEnv(env.GRAPHQL_MAX_BATCH, DEFAULT_LIMITS.batch),
      bodyBytes: limitFromEnv(env.GRAPHQL_MAX_BODY_BYTES, DEFAULT_LIMITS.bodyBytes),
    },
    smsLimits: readSmsLimits(env),
    smsGateway: readSmsGateway(env),
    emailGateway: env.EMAIL_GATEWAY_URL
      ? {
          url: env.EMAIL_GATEWAY_URL,
          token: env.EMAIL_GATEWAY_TOKEN || undefined,
          from: env.EMAIL_FROM || 'apteka@localhost',
          timeoutMs: 5000,
        }
      : null,
    oauth: readOAuth(env),
    persistedOnly: env.PERSISTED_ONLY === '1' || env.PERSISTED_ONLY === 'true',
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? positiveWhole(env, 'METRICS_PORT', 0) : undefined,
    shutdownGraceMs: positiveWhole(env, 'SHUTDOWN_GRACE_MS', 10_000),
    backupToken: env.BACKUP_TOKEN || undefined,
    trustProxy: compileTrustProxy(env.TRUST_PROXY || 'loopback'),
    rateLimits: readRateLimits(env, env.NODE_ENV === 'production'),
    statementTimeoutMs: positiveWhole(env, 'STATEMENT_TIMEOUT_MS', 5000),
    guestBookings: {
      maxQuantity: positiveWhole(env, 'GUEST_BOOKING_MAX_QUANTITY', 2),
      holdMinutes: positiveWhole(env, 'GUEST_HOLD_MINUTES', 120),
    },
    features: {
      file: env.FEATURES_FILE || DEFAULT_FEATURES_FILE,
      clientKey: env.FEATURES_CLIENT_KEY || 'storefront',
    },
    responseCache: {
      ttlMs:
        env.RESPONSE_CACHE_TTL_MS === '0' ? 0 : limitFromEnv(env.RESPONSE_CACHE_TTL_MS, 60_000),
      maxBytes: limitFromEnv(env.RESPONSE_CACHE_MB, 64) * 1024 * 1024,
    },
    graphqlExecutor: readGraphqlExecutor(env.GRAPHQL_EXECUTOR),
  }
}

function readGraphqlExecutor(value: string | undefined): GraphqlExecutor {
  if (value === undefined || value === '' || value === 'jit') return 'jit'
  if (value === 'graphql-js') return 'graphql-js'
  throw new Error(`GRAPHQL_EXECUTOR: 'jit' or 'graphql-js' expected, got '${value}'`)
}
