// Access and refresh tokens: short-lived access JWTs with the employee claim, and rotating refresh
// JWTs whose id (jti) is recorded so a reused one is detected. Signed HS256 with the server secret.
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { jwtVerify, SignJWT } from 'jose'

/** Access tokens live 10 minutes (SPEC §9's 600), refresh tokens 180 days (15552000 s). */
export const ACCESS_TOKEN_TTL_SECONDS = 600
export const REFRESH_TOKEN_TTL_SECONDS = 15_552_000

export type TokenKind = 'user' | 'operator'

export interface AccessClaims {
  /** The user id. */
  sub: string
  kind: TokenKind
  employee: boolean
  /** For a user token an operator obtained: the operator's user id. */
  actingOperator?: string
}

export interface RefreshClaims {
  sub: string
  kind: TokenKind
  jti: string
  family: string
}

export interface TokenService {
  signAccess(claims: AccessClaims, now: Date): Promise<string>
  signRefresh(
    claims: Omit<RefreshClaims, 'jti'>,
    now: Date,
  ): Promise<{ token: string; jti: string }>
  verifyAccess(token: string, now: Date): Promise<AccessClaims | null>
  verifyRefresh(token: string, now: Date): Promise<RefreshClaims | null>
}

const issuer = 'apteka-reference-api'

export function makeTokenService(secret: Uint8Array): TokenService {
  const seconds = (now: Date) => Math.floor(now.getTime() / 1000)
  return {
    signAccess: (claims, now) =>
      new SignJWT({
        kind: claims.kind,
        employee: claims.employee,
        actingOperator: claims.actingOperator,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience('access')
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(now) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret),
    async signRefresh(claims, now) {
      const jti = randomUUID()
      const token = await new SignJWT({ kind: claims.kind, family: claims.family })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience('refresh')
        .setJti(jti)
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(now) + REFRESH_TOKEN_TTL_SECONDS)
        .sign(secret)
      return { token, jti }
    },
    async verifyAccess(token, now) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          audience: 'access',
          currentDate: now,
        })
        if (typeof payload.sub !== 'string') return null
        return {
          sub: payload.sub,
          kind: payload.kind === 'operator' ? 'operator' : 'user',
          employee: payload.employee === true,
          ...(typeof payload.actingOperator === 'string'
            ? { actingOperator: payload.actingOperator }
            : {}),
        }
      } catch {
        return null
      }
    },
    async verifyRefresh(token, now) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          audience: 'refresh',
          currentDate: now,
        })
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null
        return {
          sub: payload.sub,
          kind: payload.kind === 'operator' ? 'operator' : 'user',
          jti: payload.jti,
          family: String(payload.family),
        }
      } catch {
        return null
      }
    },
  }
}

/**
 * The signing secret: from configuration, else generated once into the data folder (so tokens
 * survive restarts), else — for an in-memory database — random per process.
 */
export function loadSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured)
  if (dataDir.startsWith('memory://')) return randomBytes(32)
  const file = join(dirname(dataDir), 'jwt-secret')
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
}
