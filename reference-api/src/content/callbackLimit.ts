// How often one phone may ask the call centre to call back: once per CALLBACK_INTERVAL_SECONDS
// (SPEC §9 lists 600 s among its constants). A second request inside the window answers E_250
// with the seconds left, so a form cannot flood the operators' queue.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { and, desc, eq, gt } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import { callbackRequests } from '../db'
import { apiError } from '../errors'

export const CALLBACK_INTERVAL_SECONDS = 600

/** Throws E_250 (with `retryAfter` seconds) when the phone asked for a call within the window. */
export async function guardCallbackRequest(
  db: DatabaseOrTransaction,
  phone: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - CALLBACK_INTERVAL_SECONDS * 1000)
  const [last] = await db
    .select({ createdAt: callbackRequests.createdAt })
    .from(callbackRequests)
    .where(and(eq(callbackRequests.phone, phone), gt(callbackRequests.createdAt, since)))
    .orderBy(desc(callbackRequests.createdAt))
    .limit(1)
  if (!last) return
  const retryAfter = Math.max(
    1,
    Math.ceil((last.createdAt.getTime() + CALLBACK_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000),
  )
  throw apiError(ERROR_CODES.RATE_LIMITED, undefined, { retryAfter })
}
