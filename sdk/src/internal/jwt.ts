// Reads the claims of a JWT without checking its signature: the client only needs `exp` (when to
// refresh) and `employee` (which prices to show); the server is the one that verifies tokens.

/** The claims the client reads; any other claim is kept as it came. */
export interface TokenClaims {
  /** Expiry, seconds since the epoch. */
  readonly exp?: number
  /** Set on an employee's access token. */
  readonly employee?: boolean
  readonly [claim: string]: unknown
}

/** The payload of a JWT (`header.payload.signature`, base64url), or null when it is not one. */
export function tokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
    const claims: unknown = JSON.parse(json)
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null
  } catch {
    return null
  }
}

/**
 * Whether an access token needs a refresh at `nowMs`: missing, or its `exp` is within
 * `leewayMs` (so it does not run out while the request travels). A token without a readable
 * `exp` counts as valid: its cookie's max age decides when it goes.
 */
export function isTokenExpired(
  token: string | null | undefined,
  nowMs: number,
  leewayMs: number,
): boolean {
  if (!token) return true
  const exp = tokenClaims(token)?.exp
  return typeof exp === 'number' && exp * 1000 <= nowMs + leewayMs
}
