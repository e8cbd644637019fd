// SMS sign-in codes: a hashed 4-digit code per request, valid 5 minutes, resendable after 60 s,
// burnt after 5 wrong answers. The code itself is never stored, only an HMAC of phone and code.
// Every code sent and every wrong answer also counts against the phone's and the client
// address's limits (limits.ts): past them, E_250.
import { createHmac, randomInt } from 'node:crypto'
import { ERROR_CODES } from '@apteka/sdk/errors'
import { RESEND_TIMER_SECONDS } from '@apteka/sdk/rules'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import { smsCodes } from '../db'
import { apiError } from '../errors'
import { countSmsCode, guardCodeCheck, type SmsLimits, type SmsRequester } from './limits'

/** Digits in a code. */
export const SMS_CODE_LENGTH = 4
/** A code is accepted this long after it was sent. */
export const SMS_CODE_TTL_SECONDS = 5 * 60
/** A new code may be asked for this long after the last one (SPEC §9: 60). */
export const SMS_RESEND_SECONDS = RESEND_TIMER_SECONDS
/** Wrong answers a code survives; the fifth wrong one burns it (E_258). */
export const SMS_MAX_ATTEMPTS = 5

/** The text of the SMS. */
export const smsText = (code: string) => `Код для входа: ${code}`

// Keyed by a server secret (SMS_CODE_SECRET, or generated into the data folder): with a known
// key, a leaked row would give its 4-digit code in 10,000 tries. The phone salts it.
const hashCode = (key: Uint8Array, phone: string, code: string) =>
  createHmac('sha256', key).update(`${phone}:${code}`).digest('hex')

export interface SentCode {
  success: boolean
  resendAfter: number
  codeLength: number
}

/** E_250 with the seconds until the limit lets the caller try again. */
const rateLimited = (retryAfter: number) =>
  apiError(ERROR_CODES.RATE_LIMITED, undefined, { retryAfter })

/**
 * Issues a new code for a normalised phone, hashed with `key`, and hands it to `send`; when
 * `send` rejects, the code is withdrawn and the rejection passes on. E_260 when the previous code
 * was sent less than 60 s ago; E_250 when the phone or the client address has had its codes for
 * the window or is locked. Earlier unused codes stop working.
 */
export async function issueSmsCode(
  db: DatabaseOrTransaction,
  key: Uint8Array,
  who: SmsRequester,
  limits: SmsLimits,
  now: Date,
  fixedCode: string | undefined,
  send: (text: string) => Promise<void>,
): Promise<SentCode> {
  const { phone } = who
  type Issued = { sent: string; id: number } | { retryIn: number } | { limitedFor: number }
  const issued = await db.transaction(async (tx): Promise<Issued> => {
    // One issuer per phone at a time, so two quick taps cannot both pass the resend check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`)
    const [last] = await tx
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.sentAt))
      .limit(1)
    if (last && now.getTime() - last.sentAt.getTime() < SMS_RESEND_SECONDS * 1000) {
      const wait = Math.ceil(
        (last.sentAt.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime()) / 1000,
      )
      return { retryIn: wait }
    }
    const limitedFor = await countSmsCode(tx, who, limits, now)
    if (limitedFor !== null) return { limitedFor }
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.consumedAt)))
    const value =
      fixedCode ?? String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        codeHash: hashCode(key, phone, value),
        sentAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: smsCodes.id })
    return { sent: value, id: (row as { id: number }).id }
  })
  if ('limitedFor' in issued) throw rateLimited(issued.limitedFor)
  if ('retryIn' in issued)
    throw apiError(ERROR_CODES.SMS_RESEND_UNAVAILABLE, { seconds: issued.retryIn })
  try {
    await send(smsText(issued.sent))
  } catch (error) {
    // A code nobody received must not hold the resend pause: the shopper may ask again at once
    // (the code still counted against the limits above).
    await db.delete(smsCodes).where(eq(smsCodes.id, issued.id))
    throw error
  }
  return { success: true, resendAfter: SMS_RESEND_SECONDS, codeLength: SMS_CODE_LENGTH }
}

/**
 * Checks a code against the phone's latest one. Wrong: E_259 and one attempt used; the fifth
 * wrong answer, or any answer after it, E_258. No code, an expired or a consumed one: E_258 too —
 * the shopper's way out is the same, ask for a new SMS. A locked phone or client address: E_250,
 * whatever the code. With `consume` the code is used up (a sign-in); without, it stays valid
 * (login of an unknown phone, which registerClient then completes with the same code).
 */
export async function checkSmsCode(
  db: DatabaseOrTransaction,
  key: Uint8Array,
  who: SmsRequester,
  limits: SmsLimits,
  code: string,
  now: Date,
  consume: boolean,
): Promise<void> {
  const { phone } = who
  const outcome = await db.transaction(async (tx) => {
    // The failure counters first (limits.ts takes its rows in key order, before any code row),
    // held to the end: concurrent guesses for one phone or from one address queue here.
    const guard = await guardCodeCheck(tx, who, limits, now)
    if (guard.lockedFor !== null)
      return { code: ERROR_CODES.RATE_LIMITED, retryAfter: guard.lockedFor }
    const [row] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.consumedAt)))
      .orderBy(desc(smsCodes.sentAt))
      .limit(1)
      .for('update')
    if (!row || row.expiresAt <= now || row.attempts >= SMS_MAX_ATTEMPTS) {
      return { code: ERROR_CODES.CODE_ATTEMPTS_EXHAUSTED }
    }
    if (row.codeHash !== hashCode(key, phone, code.trim())) {
      const attempts = row.attempts + 1
      await tx.update(smsCodes).set({ attempts }).where(eq(smsCodes.id, row.id))
      await guard.countWrongCode()
      return {
        code:
          attempts >= SMS_MAX_ATTEMPTS
            ? ERROR_CODES.CODE_ATTEMPTS_EXHAUSTED
            : ERROR_CODES.WRONG_CODE,
      }
    }
    await guard.clearPhoneFailures()
    if (consume) await tx.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, row.id))
    return { code: 'ok' as const }
  })
  // Thrown after the commit: the used attempt and the failure must stay counted.
  if (outcome.code === ERROR_CODES.RATE_LIMITED) throw rateLimited(outcome.retryAfter)
  if (outcome.code !== 'ok') throw apiError(outcome.code)
}
