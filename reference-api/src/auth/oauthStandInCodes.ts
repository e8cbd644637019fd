// The development OAuth stand-in's authorization codes (DEV_OAUTH, never in production): its page
// hands out a code bound to the PKCE challenge and the return address it was given, and its token
// endpoint (redeemStandInCode) gives the 'test:{phone}' token only for the verifier of that
// challenge and the same return address — as VK ID and Yandex ID check them. Kept in memory: the
// stand-in is one development process.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { codeChallengeOf } from './oauthState'

/** How long a code may wait to be redeemed, as real providers allow (minutes at most). */
const CODE_TTL_MS = 60_000

interface IssuedCode {
  token: string
  challenge: string
  redirectUri: string
  expiresAt: number
}

const issued = new Map<string, IssuedCode>()

/** A new code for a token, bound to the S256 challenge and the whole return address. */
export function issueStandInCode(token: string, challenge: string, redirectUri: string): string {
  const now = Date.now()
  for (const [code, entry] of issued) if (entry.expiresAt <= now) issued.delete(code)
  const code = randomBytes(16).toString('base64url')
  issued.set(code, { token, challenge, redirectUri, expiresAt: now + CODE_TTL_MS })
  return code
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The token endpoint: the code's token when S256(verifier) is its challenge and redirectUri the
 * address it was issued for, else null (RFC 6749 invalid_grant). A code is good once, even when
 * refused: a guessed verifier gets one try.
 */
export function redeemStandInCode(
  code: string,
  verifier: string,
  redirectUri: string,
): string | null {
  const entry = issued.get(code)
  issued.delete(code)
  if (!entry || entry.expiresAt <= Date.now()) return null
  if (!same(codeChallengeOf(verifier), entry.challenge) || entry.redirectUri !== redirectUri) {
    return null
  }
  return entry.token
}
