// The newsletter with double opt-in (issue #35 item 8): addPromotedEmail stores the address as
// pending and e-mails a link with a one-time token (24 h; only its SHA-256 is stored); the
// address is subscribed only once the link is followed (POST /email/confirm, http/emailConfirm.ts).
// Nobody can subscribe someone else's mailbox by typing it in.
import { createHash, randomBytes } from 'node:crypto'
import { ERROR_CODES } from '@apteka/sdk/errors'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db'
import { promotedEmails } from '../db'
import { graphql } from '../graphqlRuntime'
import type { EmailSender } from './emailSender'

/** How long a confirmation link works. */
export const CONFIRMATION_HOURS = 24

/** The storefront path of the link; server.mjs proxies /email/ to the API. */
export const CONFIRM_PATH = '/email/confirm'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export type SubscriptionRequest = 'sent' | 'already'

/**
 * Asks `email` to confirm its subscription: a new token (the previous one stops working) and the
 * e-mail with the link. 'already' for a confirmed address (nothing is sent).
 */
export async function requestSubscription(
  db: DatabaseOrTransaction,
  sender: EmailSender,
  request: { email: string; userId: number | null; now: Date; publicUrl: string },
): Promise<SubscriptionRequest> {
  const { email, userId, now } = request
  const token = randomBytes(24).toString('base64url')
  const pending = await db
    .insert(promotedEmails)
    .values({
      email,
      userId,
      createdAt: now,
      tokenHash: hashOf(token),
      tokenExpiresAt: new Date(now.getTime() + CONFIRMATION_HOURS * 3_600_000),
    })
    .onConflictDoUpdate({
      target: promotedEmails.email,
      set: {
        tokenHash: sql`excluded.token_hash`,
        tokenExpiresAt: sql`excluded.token_expires_at`,
        userId: sql`coalesce(excluded.user_id, ${promotedEmails.userId})`,
      },
      setWhere: isNull(promotedEmails.confirmedAt),
    })
    .returning({ id: promotedEmails.id })
  if (pending.length === 0) return 'already'
  const link = `${request.publicUrl.replace(/\/$/, '')}${CONFIRM_PATH}?token=${token}`
  try {
    await sender.send(
      email,
      'Подтвердите подписку на рассылку',
      `Чтобы получать письма аптеки, подтвердите подписку: ${link}\n` +
        `Ссылка действует ${CONFIRMATION_HOURS} часа. Если вы не подписывались, ничего не делайте.`,
    )
  } catch {
    throw new graphql.GraphQLError('Не удалось отправить письмо, попробуйте позже', {
      extensions: { code: ERROR_CODES.GENERIC },
    })
  }
  return 'sent'
}

/** Confirms the subscription the token was sent for; false for an unknown, used or old token. */
export async function confirmSubscription(
  db: DatabaseOrTransaction,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!/^[\w-]{16,64}$/.test(token)) return false
  const confirmed = await db
    .update(promotedEmails)
    .set({ confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
    .where(
      and(
        eq(promotedEmails.tokenHash, hashOf(token)),
        gt(promotedEmails.tokenExpiresAt, now),
        isNull(promotedEmails.confirmedAt),
      ),
    )
    .returning({ id: promotedEmails.id })
  return confirmed.length > 0
}
