// JWT-shaped tokens for tests: `header.payload.signature`, base64url, unsigned. The client only
// reads the payload (`exp`, `employee`), so this is all a fake server has to issue.

const base64url = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The claims of a test token; `exp` in seconds since the epoch. */
export interface TestTokenClaims {
  readonly sub?: string
  readonly exp?: number
  readonly employee?: boolean
  readonly kind?: 'user' | 'operator'
  readonly [claim: string]: unknown
}

/**
 * An unsigned JWT with the claims.
 *
 * @example
 * makeToken({ sub: '1', exp: 1_900_000_000 }) // 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIi…'
 */
export function makeToken(claims: TestTokenClaims): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.test-signature`
}

/**
 * A token that runs out `seconds` after `nowMs` (negative: already expired).
 * @example
 * const expired = tokenExpiringIn(-1, Date.now(), { sub: '1' }) // the client refreshes before using it
 */
export function tokenExpiringIn(
  seconds: number,
  nowMs: number,
  claims: TestTokenClaims = {},
): string {
  return makeToken({ ...claims, exp: Math.floor(nowMs / 1000) + seconds })
}
