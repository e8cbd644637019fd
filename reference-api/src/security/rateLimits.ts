// Rate limits per client address and per account on the anonymous or costly operations
// (search texts, reviews, notifications, callbacks, e-mail subscriptions, prescriptions, card
// checks, order look-ups, ad counters). Past a limit: E_250 with `retryAfter` in seconds.
//
// Counted in the auth_limits table (as the SMS limits), so instances on one PostgreSQL share
// the counts. A count is one statement: an upsert that starts a new window or adds one hit and
// returns the row, atomic under concurrent requests (the conflicting row is locked).
import { ERROR_CODES } from '@apteka/sdk/errors'
import { sql } from 'drizzle-orm'
import { addressKey } from '../auth/clientAddress'
import { authLimits, type DatabaseOrTransaction } from '../db'
import { apiError } from '../errors'
import { enterCostlyRequest } from './costlyInFlight'

/** At most `hits` requests per `windowSeconds`. */
export interface RateLimit {
  hits: number
  windowSeconds: number
}

/** The operations counted, each with its environment variable (`RATE_LIMIT_{NAME}=hits/seconds`). */
export const RATE_LIMITED_OPERATIONS = {
  /** searchAutocomplete, products and catalogPage with a text, filterConfig with a query. */
  search: 'RATE_LIMIT_SEARCH',
  /** createReview. */
  review: 'RATE_LIMIT_REVIEW',
  /** setDrugNotify. */
  drugNotify: 'RATE_LIMIT_DRUG_NOTIFY',
  /** requestCallback (besides its 600 s per phone). */
  callback: 'RATE_LIMIT_CALLBACK',
  /** addPromotedEmail. */
  promotedEmail: 'RATE_LIMIT_PROMOTED_EMAIL',
  /** addPrescription. */
  prescription: 'RATE_LIMIT_PRESCRIPTION',
  /** validateMindboxCard. */
  cardCheck: 'RATE_LIMIT_CARD_CHECK',
  /** orderByNumber, found or not (misses also count against LOOKUPS_PER_ADDRESS). */
  orderLookup: 'RATE_LIMIT_ORDER_LOOKUP',
  /** GET /ads/imps/{id} and /ads/track/{id}. */
  adCounter: 'RATE_LIMIT_AD_COUNTER',
  /** POST /email/confirm (the newsletter's confirmation link). */
  emailConfirm: 'RATE_LIMIT_EMAIL_CONFIRM',
} as const

export type RateLimitedOperation = keyof typeof RATE_LIMITED_OPERATIONS

export interface RateLimits {
  /** Off (`RATE_LIMITS=off`, for load benchmarks; refused in production). Default true. */
  enabled: boolean
  /** Each operation's limit, the same per client address and per signed-in account. */
  limits: Record<RateLimitedOperation, RateLimit>
  /**
   * Search requests one client address may have running at once (`RATE_LIMIT_SEARCH_IN_FLIGHT`);
   * more are E_250 at once (costlyInFlight.ts). 0 or unset: no cap. Default 3.
   */
  searchInFlight?: number
}

/**
 * Defaults: well above what one shopper does by hand (the storefront debounces the search box),
 * low enough that a script gets a few requests a second at most.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  enabled: true,
  limits: {
    search: { hits: 120, windowSeconds: 60 },
    review: { hits: 5, windowSeconds: 3600 },
    drugNotify: { hits: 20, windowSeconds: 3600 },
    callback: { hits: 5, windowSeconds: 3600 },
    promotedEmail: { hits: 5, windowSeconds: 3600 },
    prescription: { hits: 10, windowSeconds: 3600 },
    cardCheck: { hits: 10, windowSeconds: 3600 },
    orderLookup: { hits: 30, windowSeconds: 600 },
    adCounter: { hits: 120, windowSeconds: 60 },
    emailConfirm: { hits: 20, windowSeconds: 3600 },
  },
  searchInFlight: 3,
}

/** 'hits/seconds', e.g. '120/60'. */
const LIMIT_FORMAT = /^(\d+)\/(\d+)$/

/**
 * The rate limits from the environment: `RATE_LIMITS=off` turns them off, `RATE_LIMIT_{NAME}`
 * sets one as 'hits/seconds'. A malformed value stops the start, and so does `off` in production.
 */
export function readRateLimits(env: NodeJS.ProcessEnv, production: boolean): RateLimits {
  const switchValue = env.RATE_LIMITS?.trim().toLowerCase()
  if (switchValue && switchValue !== 'on' && switchValue !== 'off') {
    throw new Error(`RATE_LIMITS: 'on' or 'off' expected, got '${env.RATE_LIMITS}'`)
  }
  if (switchValue === 'off' && production) {
    throw new Error('RATE_LIMITS=off is for load benchmarks; NODE_ENV=production refuses it')
  }
  const limits = { ...DEFAULT_RATE_LIMITS.limits }
  for (const [operation, name] of Object.entries(RATE_LIMITED_OPERATIONS)) {
    const raw = env[name]
    if (raw === undefined || raw === '') continue
    const match = LIMIT_FORMAT.exec(raw.trim())
    const hits = Number(match?.[1])
    const windowSeconds = Number(match?.[2])
    if (!match || hits <= 0 || windowSeconds <= 0) {
      throw new Error(`${name}: 'hits/seconds' with both above 0 expected, got '${raw}'`)
    }
    limits[operation as RateLimitedOperation] = { hits, windowSeconds }
  }
  const inFlight = env.RATE_LIMIT_SEARCH_IN_FLIGHT?.trim()
  if (inFlight && !/^\d+$/.test(inFlight)) {
    throw new Error(`RATE_LIMIT_SEARCH_IN_FLIGHT: a whole number expected, got '${inFlight}'`)
  }
  const searchInFlight = inFlight ? Number(inFlight) : DEFAULT_RATE_LIMITS.searchInFlight
  return { enabled: switchValue !== 'off', limits, searchInFlight }
}

/** Who is counted: the client address always, the account when signed in. */
export interface RateLimitedCaller {
  address: string
  userId: number | null
}

/** The auth_limits buckets of one operation and caller, sorted (so concurrent upserts lock in one order). */
export const rateBuckets = (operation: RateLimitedOperation, caller: RateLimitedCaller) =>
  [
    `rate:${operation}:address:${addressKey(caller.address)}`,
    ...(caller.userId !== null ? [`rate:${operation}:account:${caller.userId}`] : []),
  ].sort()

/**
 * Counts one request of the operation for the caller, in one statement. Throws E_250 with
 * `retryAfter` (seconds to the end of the fullest window) when the address or the account is over
 * the limit; a refused request counts too, so a flood stays refused until its window ends.
 */
export async function countRequest(
  db: DatabaseOrTransaction,
  operation: RateLimitedOperation,
  caller: RateLimitedCaller,
  settings: RateLimits,
  now: Date,
): Promise<void> {
  if (!settings.enabled) return
  const { hits, windowSeconds } = settings.limits[operation]
  const at = now.toISOString()
  const windowOver = sql`${authLimits.windowStart} <= ${at}::timestamptz - make_interval(secs => ${windowSeconds})`
  const rows = await db
    .insert(authLimits)
    .values(rateBuckets(operation, caller).map((bucket) => ({ bucket, windowStart: now, hits: 1 })))
    .onConflictDoUpdate({
      target: authLimits.bucket,
      set: {
        hits: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${authLimits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN ${at}::timestamptz ELSE ${authLimits.windowStart} END`,
      },
    })
    .returning({ hits: authLimits.hits, windowStart: authLimits.windowStart })
  const over = rows.filter((row) => row.hits > hits)
  if (over.length === 0) return
  const windowEnd = Math.max(...over.map((row) => row.windowStart.getTime())) + windowSeconds * 1000
  const retryAfter = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000))
  throw apiError(ERROR_CODES.RATE_LIMITED, undefined, { retryAfter })
}

/**
 * What limitRequest reads of a GraphQL request's context (the context's own type would make
 * config.ts → rateLimits.ts → context.ts → config.ts a cycle).
 */
export interface RateLimitedRequest {
  readonly db: DatabaseOrTransaction
  readonly ip: string
  readonly viewer: { readonly userId: number | null }
  readonly config: { readonly rateLimits: RateLimits }
  readonly now: Date
}

/**
 * Counts one request of the operation for this GraphQL request's caller (see countRequest); a
 * search also takes one of the client's in-flight slots first (costlyInFlight.ts).
 */
export const limitRequest = async (
  ctx: RateLimitedRequest,
  operation: RateLimitedOperation,
): Promise<void> => {
  if (operation === 'search') enterCostlyRequest(ctx)
  return countRequest(
    ctx.db,
    operation,
    { address: ctx.ip, userId: ctx.viewer.userId },
    ctx.config.rateLimits,
    ctx.now,
  )
}
