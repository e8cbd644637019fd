// Access and refresh tokens: short-lived access JWTs with the employee claim, and rotating refresh
// JWTs whose id (jti) is recorded so a reused one is detected. Signed HS256 with the server secret;
// the header's `kid` names the key, so after a rotation (JWT_SECRET_PREVIOUS) tokens of the
// previous secret still verify until they expire. Only HS256, signed by a known key, with `exp`.
import { createHash, randomUUID } from 'node:crypto'
import { type JWTHeaderParameters, jwtVerify, SignJWT } from 'jose'

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
  /** A new refresh token; with `jti`, that token again (same claims and time: the same string). */
  signRefresh(
    claims: Omit<RefreshClaims, 'jti'>,
    now: Date,
    jti?: string,
  ): Promise<{ token: string; jti: string }>
  verifyAccess(token: string, now: Date): Promise<AccessClaims | null>
  verifyRefresh(token: string, now: Date): Promise<RefreshClaims | null>
}

const issuer = 'apteka-reference-api'

/** The signing keys: the current one signs, both verify. */
export interface SigningKeys {
  current: Uint8Array
  previous?: Uint8Array | null
}

/** A key's id: a short fingerprint, so a token says which secret signed it without showing it. */
export const keyId = (key: Uint8Array) =>
  createHash('sha256').update(key).digest('base64url').slice(0, 12)

export function makeTokenService(keys: SigningKeys): TokenService {
  const seconds = (now: Date) => Math.floor(now.getTime() / 1000)
  const secret = keys.current
  const kid = keyId(secret)
  const verifying = new Map<string, Uint8Array>([[kid, secret]])
  if (keys.previous) verifying.set(keyId(keys.previous), keys.previous)
  // An unknown or missing kid finds no key, and jose refuses the token.
  const keyFor = (header: JWTHeaderParameters) => {
    const key = header.kid ? verifying.get(header.kid) : undefined
    if (!key) throw new Error('unknown signing key')
    return key
  }
  // Only HS256 (never 'none' or another algorithm), and every token must say when it expires.
  const checks = { issuer, algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] }
  return {
    signAccess: (claims, now) =>
      new SignJWT({
        kind: claims.kind,
        employee: claims.employee,
        actingOperator: claims.actingOperator,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience('access')
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(now) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret),
    async signRefresh(claims, now, jti = randomUUID()) {
      const token = await new SignJWT({ kind: claims.kind, family: claims.family })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
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
        const { payload } = await jwtVerify(token, keyFor, {
          ...checks,
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
        const { payload } = await jwtVerify(token, keyFor, {
          ...checks,
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
