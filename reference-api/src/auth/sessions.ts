// Sessions: a pair of tokens per sign-in, rotating refresh tokens grouped in families, and
// revocation. A refresh token is good for one rotation; presenting a used, revoked or unknown one
// revokes its whole family (someone else holds a copy) and answers E_12 — except a token used
// moments ago (REFRESH_REUSE_GRACE_SECONDS): two tabs of one browser reloading at once, or a
// server render and the browser, present the same token concurrently, and that is no theft. They
// get the one successor pair the rotation issued, never a second live branch of the family.

import { randomUUID } from 'node:crypto'
import { ERROR_CODES } from '@apteka/sdk/errors'
import { and, eq, isNull, like } from 'drizzle-orm'
import type { ApiContext } from '../context'
import { type DatabaseOrTransaction, refreshTokens } from '../db'
import { apiError } from '../errors'
import type { AuthTokens } from '../generated/resolvers'
import type { TokenKind, TokenService } from './tokens'
import { REFRESH_TOKEN_TTL_SECONDS } from './tokens'
import { findUser, type UserRow } from './users'

export type { AuthTokens }

// A customer session an operator opened carries the operator in its family id, so rotation can
// keep the actingOperator claim without another column: '{uuid}.op{operatorId}'.
const ACTING_SUFFIX = '.op'

const actingOperatorOf = (family: string): number | null => {
  const at = family.lastIndexOf(ACTING_SUFFIX)
  if (at < 0) return null
  const id = Number(family.slice(at + ACTING_SUFFIX.length))
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The access token's employee claim: an employee who has switched employee mode on. */
export const employeeClaim = (user: UserRow, kind: TokenKind) =>
  kind === 'user' && user.isEmployee && user.employeeModeEnabled

/**
 * Signs a pair: the access token at `accessAt`, the refresh token `refreshJti` at `refreshAt`.
 * Signing is deterministic, so the same arguments give the same strings — which is how a reuse
 * within the grace gets back the very pair the rotation issued without tokens being stored.
 */
async function signTokens(
  tokens: TokenService,
  user: UserRow,
  kind: TokenKind,
  family: string,
  accessAt: Date,
  refresh: { jti?: string; at: Date },
): Promise<{ pair: AuthTokens; jti: string }> {
  const actingOperator = actingOperatorOf(family)
  const accessToken = await tokens.signAccess(
    {
      sub: String(user.id),
      kind,
      employee: employeeClaim(user, kind),
      ...(actingOperator ? { actingOperator: String(actingOperator) } : {}),
    },
    accessAt,
  )
  const signed = await tokens.signRefresh(
    { sub: String(user.id), kind, family },
    refresh.at,
    refresh.jti,
  )
  return { pair: { accessToken, refreshToken: signed.token }, jti: signed.jti }
}

/** Signs a new pair of a family and records its refresh token; answers the pair and its jti. */
async function signPair(
  db: DatabaseOrTransaction,
  tokens: TokenService,
  user: UserRow,
  kind: TokenKind,
  family: string,
  now: Date,
): Promise<{ pair: AuthTokens; jti: string }> {
  const signed = await signTokens(tokens, user, kind, family, now, { at: now })
  await db.insert(refreshTokens).values({
    jti: signed.jti,
    userId: user.id,
    family,
    kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  })
  return signed
}

/** Starts a new token family for a sign-in. */
export async function openSession(
  db: DatabaseOrTransaction,
  tokens: TokenService,
  user: UserRow,
  now: Date,
  options: { kind?: TokenKind; actingOperatorId?: number | null } = {},
): Promise<AuthTokens> {
  const family =
    randomUUID() + (options.actingOperatorId ? `${ACTING_SUFFIX}${options.actingOperatorId}` : '')
  return (await signPair(db, tokens, user, options.kind ?? 'user', family, now)).pair
}

/**
 * How long after its rotation a refresh token may be presented again, seconds. Concurrent
 * requests of one browser (tabs reloading together, a server render racing the page's own
 * refresh) all carry the token that was current when they left; each gets the pair the first
 * rotation issued. Later reuse is theft and revokes the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 60

/**
 * Rotates a refresh token: the old one is marked used, and a new pair of the same family is
 * issued, with the employee claim as the user row says now. A token rotated less than
 * REFRESH_REUSE_GRACE_SECONDS ago answers that same successor pair again (idempotent: concurrent
 * requests never open a second live branch of the family). Reuse after that, revocation, expiry,
 * a token never issued, a successor already revoked, or an operator who lost the operator flag:
 * E_12, and the family is revoked.
 */
export async function rotateRefreshToken(
  db: DatabaseOrTransaction,
  tokens: TokenService,
  token: string,
  now: Date,
): Promise<AuthTokens> {
  const claims = await tokens.verifyRefresh(token, now)
  if (!claims) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
  const pair = await db.transaction(async (tx): Promise<AuthTokens | null> => {
    // Concurrent refreshes of one token queue here: the first rotates, the rest see its successor.
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, claims.jti))
      .for('update')
    const user = row ? await findUser(tx, row.userId) : null
    const sound =
      row &&
      user &&
      !row.revokedAt &&
      row.expiresAt > now &&
      row.family === claims.family &&
      row.kind === claims.kind &&
      String(row.userId) === claims.sub &&
      (claims.kind === 'user' || user.isOperator)
    if (sound && !row.usedAt) {
      const successor = await signPair(tx, tokens, user, claims.kind, claims.family, now)
      await tx
        .update(refreshTokens)
        .set({ usedAt: now, replacedBy: successor.jti })
        .where(eq(refreshTokens.jti, row.jti))
      return successor.pair
    }
    const withinGrace =
      row?.usedAt != null &&
      now.getTime() - row.usedAt.getTime() < REFRESH_REUSE_GRACE_SECONDS * 1000
    if (sound && withinGrace && row.usedAt && row.replacedBy) {
      const [next] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.jti, row.replacedBy))
      if (next && !next.revokedAt) {
        const again = await signTokens(tokens, user, claims.kind, claims.family, row.usedAt, {
          jti: next.jti,
          at: next.createdAt,
        })
        return again.pair
      }
    }
    await revokeFamily(tx, claims.family, now)
    return null
  })
  // Outside the transaction: the revocation above must be committed, not rolled back.
  if (!pair) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
  return pair
}

/**
 * Ends every customer session this operator opened (an operator acts for one customer at a
 * time): called before the operator's next customer is chosen. The customers' own sessions
 * and the operator's stay.
 */
export async function endActingSessions(db: DatabaseOrTransaction, operatorId: number, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.kind, 'user'),
        like(refreshTokens.family, `%${ACTING_SUFFIX}${operatorId}`),
        isNull(refreshTokens.revokedAt),
      ),
    )
}

export async function revokeFamily(db: DatabaseOrTransaction, family: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)))
}

/**
 * Logout. The access token does not name its refresh family, so logout revokes by who is
 * calling: a customer signs out on every device (all their own user families); an operator
 * acting for a customer ends only the sessions they opened for that customer; an operator alone
 * (only X-Operator-Authorization) ends their operator sessions. Access tokens already issued
 * stay valid until they expire (10 minutes). Answers how many families were ended.
 */
export async function logoutViewer(ctx: ApiContext): Promise<number> {
  const { viewer, now, db } = ctx
  const revoke = async (userId: number, kind: TokenKind, familyPattern?: string) => {
    const rows = await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          eq(refreshTokens.kind, kind),
          isNull(refreshTokens.revokedAt),
          ...(familyPattern ? [like(refreshTokens.family, familyPattern)] : []),
        ),
      )
      .returning({ family: refreshTokens.family })
    return new Set(rows.map((row) => row.family)).size
  }
  if (viewer.userId !== null && viewer.actingOperatorId !== null) {
    return revoke(viewer.userId, 'user', `%${ACTING_SUFFIX}${viewer.actingOperatorId}`)
  }
  if (viewer.userId !== null) return revoke(viewer.userId, 'user')
  if (viewer.operatorId !== null) return revoke(viewer.operatorId, 'operator')
  return 0
}

/** The signed-in customer's id, or E_12. */
export function requireUserId(ctx: ApiContext): number {
  if (ctx.viewer.userId === null) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
  return ctx.viewer.userId
}
