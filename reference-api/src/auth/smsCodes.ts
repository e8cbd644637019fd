// SMS sign-in codes: a hashed 4-digit code per request, valid 5 minutes, resendable after 60 s,
// burnt after 5 wrong answers. The code itself is never stored, only an HMAC of phone and code.
import { createHmac, randomInt } from 'node:crypto'
import { RESEND_TIMER_SECONDS } from '@apteka/sdk'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import { smsCodes } from '../db'
import { apiError } from '../errors'

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

// The hash only has to keep a leaked table from revealing live codes; a per-process pepper
// would break codes across restarts of a server with a data folder, so the phone salts it.
const hashCode = (phone: string, code: string) =>
  createHmac('sha256', 'apteka-sms-code').update(`${phone}:${code}`).digest('hex')

export interface SentCode {
  success: boolean
  resendAfter: number
  codeLength: number
}

/**
 * Issues a new code for a normalised phone and hands it to `send`. E_260 when the previous code
 * was sent less than 60 s ago. Earlier unused codes stop working.
 */
export async function issueSmsCode(
  db: DatabaseOrTransaction,
  phone: string,
  now: Date,
  fixedCode: string | undefined,
  send: (text: string) => void,
): Promise<SentCode> {
  const code = await db.transaction(async (tx) => {
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
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.consumedAt)))
    const value =
      fixedCode ?? String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
    await tx.insert(smsCodes).values({
      phone,
      codeHash: hashCode(phone, value),
      sentAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    })
    return { value }
  })
  if (code.value === undefined) throw apiError('E_260', { seconds: code.retryIn })
  send(smsText(code.value))
  return { success: true, resendAfter: SMS_RESEND_SECONDS, codeLength: SMS_CODE_LENGTH }
}

/**
 * Checks a code against the phone's latest one. Wrong: E_259 and one attempt used; the fifth
 * wrong answer, or any answer after it, E_258. No code, an expired or a consumed one: E_258 too —
 * the shopper's way out is the same, ask for a new SMS. With `consume` the code is used up
 * (a sign-in); without, it stays valid (login of an unknown phone, which registerClient then
 * completes with the same code).
 */
export async function checkSmsCode(
  db: DatabaseOrTransaction,
  phone: string,
  code: string,
  now: Date,
  consume: boolean,
): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.consumedAt)))
      .orderBy(desc(smsCodes.sentAt))
      .limit(1)
      .for('update')
    if (!row || row.expiresAt <= now || row.attempts >= SMS_MAX_ATTEMPTS) return 'E_258' as const
    if (row.codeHash !== hashCode(phone, code.trim())) {
      const attempts = row.attempts + 1
      await tx.update(smsCodes).set({ attempts }).where(eq(smsCodes.id, row.id))
      return attempts >= SMS_MAX_ATTEMPTS ? ('E_258' as const) : ('E_259' as const)
    }
    if (consume) await tx.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, row.id))
    return 'ok' as const
  })
  // Thrown after the commit: the used attempt must stay counted.
  if (outcome !== 'ok') throw apiError(outcome)
}
