// Limits on SMS sign-in codes and on look-ups that could enumerate customers: codes and wrong
// answers per phone and per client address over a window, a lock after too many wrong answers.
//
// The counters live in the auth_limits table, not in process memory: several server instances
// on one PostgreSQL must count against the same limits. Every check holds its rows (a row lock
// taken by an upsert) until its transaction ends, so concurrent requests are counted one after
// another and none slips past a limit. Rows are taken in key order, so two requests never wait
// on each other in a circle.
import { eq, sql } from 'drizzle-orm'
import type { Transaction } from '../db'
import { authLimits } from '../db'

export interface SmsLimits {
  /** The counting window of every limit below, in seconds. Default 3600 (`SMS_LIMIT_WINDOW_SECONDS`). */
  windowSeconds: number
  /** Codes sent to one phone per window. Default 5 (`SMS_CODES_PER_PHONE`). */
  codesPerPhone: number
  /** Codes one client address may ask for per window. Default 20 (`SMS_CODES_PER_ADDRESS`). */
  codesPerAddress: number
  /** Wrong codes for one phone per window before the phone is locked. Default 10 (`SMS_FAILURES_PER_PHONE`). */
  failuresPerPhone: number
  /** Wrong codes from one client address per window before it is locked. Default 30 (`SMS_FAILURES_PER_ADDRESS`). */
  failuresPerAddress: number
  /** How long a locked phone or address stays locked, in seconds. Default 86400 (`SMS_LOCK_SECONDS`). */
  lockSeconds: number
  /**
   * Look-ups that tell whether a phone or an order exists (isRegistered, orderByNumber finding
   * nothing) per client address and window. Default 60 (`LOOKUPS_PER_ADDRESS`).
   */
  lookupsPerAddress: number
}

export const DEFAULT_SMS_LIMITS: SmsLimits = {
  windowSeconds: 3600,
  codesPerPhone: 5,
  codesPerAddress: 20,
  failuresPerPhone: 10,
  failuresPerAddress: 30,
  lockSeconds: 86_400,
  lookupsPerAddress: 60,
}

/** Who asks: the normalised phone and the client address (see clientAddress.ts). */
export interface SmsRequester {
  phone: string
  address: string
}

/** The bucket keys of auth_limits. */
export const limitBucket = {
  codesOfPhone: (phone: string) => `sms-codes:phone:${phone}`,
  codesOfAddress: (address: string) => `sms-codes:address:${address}`,
  failuresOfPhone: (phone: string) => `sms-failures:phone:${phone}`,
  failuresOfAddress: (address: string) => `sms-failures:address:${address}`,
  lookupsOfAddress: (address: string) => `lookups:address:${address}`,
}

type BucketRow = typeof authLimits.$inferSelect

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * Holds the buckets' rows until the transaction ends, creating missing ones. Windows that have
 * passed read as empty (hits 0, starting now).
 */
async function holdBuckets(
  tx: Transaction,
  keys: string[],
  windowSeconds: number,
  now: Date,
): Promise<Map<string, BucketRow>> {
  const sorted = [...new Set(keys)].sort()
  const rows = await tx
    .insert(authLimits)
    .values(sorted.map((bucket) => ({ bucket, windowStart: now, hits: 0 })))
    // A no-op update: unlike DO NOTHING it locks an existing row and returns it.
    .onConflictDoUpdate({ target: authLimits.bucket, set: { bucket: sql`excluded.bucket` } })
    .returning()
  const held = new Map<string, BucketRow>()
  for (const row of rows) {
    const expired = row.windowStart.getTime() + windowSeconds * 1000 <= now.getTime()
    held.set(row.bucket, expired ? { ...row, windowStart: now, hits: 0 } : row)
  }
  return held
}

async function saveBucket(tx: Transaction, row: BucketRow) {
  await tx
    .update(authLimits)
    .set({ windowStart: row.windowStart, hits: row.hits, lockedUntil: row.lockedUntil })
    .where(eq(authLimits.bucket, row.bucket))
}

const heldRow = (held: Map<string, BucketRow>, key: string): BucketRow => {
  const row = held.get(key)
  if (!row) throw new Error(`auth_limits row ${key} was not held`)
  return row
}

/** Seconds the longest of these locks still runs, or null when none is on. */
function lockedFor(rows: BucketRow[], now: Date): number | null {
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0))
  return until > now.getTime() ? seconds(until - now.getTime()) : null
}

/** Seconds until a full bucket's window ends. */
const windowEndsIn = (row: BucketRow, windowSeconds: number, now: Date) =>
  seconds(row.windowStart.getTime() + windowSeconds * 1000 - now.getTime())

/**
 * Counts one code for the phone and the address, inside the transaction that issues it. Answers
 * the seconds to wait (for E_250) instead when the phone or the address is locked or has had
 * its codes for this window — then nothing is counted.
 */
export async function countSmsCode(
  tx: Transaction,
  who: SmsRequester,
  limits: SmsLimits,
  now: Date,
): Promise<number | null> {
  const phoneCodes = limitBucket.codesOfPhone(who.phone)
  const addressCodes = limitBucket.codesOfAddress(who.address)
  const phoneFailures = limitBucket.failuresOfPhone(who.phone)
  const addressFailures = limitBucket.failuresOfAddress(who.address)
  const held = await holdBuckets(
    tx,
    [phoneCodes, addressCodes, phoneFailures, addressFailures],
    limits.windowSeconds,
    now,
  )
  const locked = lockedFor([heldRow(held, phoneFailures), heldRow(held, addressFailures)], now)
  if (locked !== null) return locked
  const counted: [BucketRow, number][] = [
    [heldRow(held, phoneCodes), limits.codesPerPhone],
    [heldRow(held, addressCodes), limits.codesPerAddress],
  ]
  for (const [row, limit] of counted) {
    if (row.hits >= limit) return windowEndsIn(row, limits.windowSeconds, now)
  }
  for (const [row] of counted) await saveBucket(tx, { ...row, hits: row.hits + 1 })
  return null
}

/** What a code check may do with the failure counters it holds. */
export interface CodeCheckGuard {
  /** Seconds the phone or the address stays locked (answer E_250 without checking), or null. */
  lockedFor: number | null
  /** A wrong code: one failure more for the phone and the address; either locks at its limit. */
  countWrongCode(): Promise<void>
  /**
   * A right code: the phone's failures start over. The address's do not — whoever guesses from
   * it could clear them by signing in to a phone of their own between guesses.
   */
  clearPhoneFailures(): Promise<void>
}

/** Holds the phone's and the address's failure counters for a code check in this transaction. */
export async function guardCodeCheck(
  tx: Transaction,
  who: SmsRequester,
  limits: SmsLimits,
  now: Date,
): Promise<CodeCheckGuard> {
  const phoneKey = limitBucket.failuresOfPhone(who.phone)
  const addressKey = limitBucket.failuresOfAddress(who.address)
  const held = await holdBuckets(tx, [phoneKey, addressKey], limits.windowSeconds, now)
  const phone = heldRow(held, phoneKey)
  const address = heldRow(held, addressKey)
  const failure = (row: BucketRow, limit: number): BucketRow =>
    row.hits + 1 >= limit
      ? // Locked: counting starts over when the lock ends.
        {
          ...row,
          hits: 0,
          windowStart: now,
          lockedUntil: new Date(now.getTime() + limits.lockSeconds * 1000),
        }
      : { ...row, hits: row.hits + 1 }
  return {
    lockedFor: lockedFor([phone, address], now),
    async countWrongCode() {
      await saveBucket(tx, failure(phone, limits.failuresPerPhone))
      await saveBucket(tx, failure(address, limits.failuresPerAddress))
    },
    async clearPhoneFailures() {
      await saveBucket(tx, { ...phone, hits: 0, windowStart: now, lockedUntil: null })
    },
  }
}

/** What a look-up may do with the address's look-up counter it holds. */
export interface LookupGuard {
  /** Seconds until the address may look up again (answer E_250), or null. */
  limitedFor: number | null
  /** Counts this look-up. */
  count(): Promise<void>
}

/** Holds the address's look-up counter (isRegistered, orderByNumber) in this transaction. */
export async function guardLookup(
  tx: Transaction,
  address: string,
  limits: SmsLimits,
  now: Date,
): Promise<LookupGuard> {
  const key = limitBucket.lookupsOfAddress(address)
  const row = heldRow(await holdBuckets(tx, [key], limits.windowSeconds, now), key)
  return {
    limitedFor:
      row.hits >= limits.lookupsPerAddress ? windowEndsIn(row, limits.windowSeconds, now) : null,
    count: () => saveBucket(tx, { ...row, hits: row.hits + 1 }),
  }
}
