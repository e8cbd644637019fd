// The JWT secrets (issue #35, item 2): tokens name their key (`kid`), a rotated-out secret still
// verifies what it signed until expiry, and a token with no `exp`, an unsigned one (`alg: none`)
// or one signed with another key is refused — by the token service and by the running API. The
// SMS codes' hash is keyed by a secret, not a constant.
import { createHmac } from 'node:crypto'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GetCodeDocument, GetProfileDocument, LoginUserByOperatorDocument } from '@apteka/sdk'
import { decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSecret } from '../src/auth/secrets'
import { ACCESS_TOKEN_TTL_SECONDS, keyId, makeTokenService } from '../src/auth/tokens'
import { startTestApi, TEST_SMS_CODE, type TestApi } from './harness'
import { backends, codes, shopper, suiteDatabaseUrl } from './shopper'

const key = (text: string) => new TextEncoder().encode(text)
const OLD = key('old-secret-old-secret-old-secret-0')
const NEW = key('new-secret-new-secret-new-secret-1')
const now = new Date('2026-11-26T12:00:00Z')
const seconds = Math.floor(now.getTime() / 1000)
const annaClaims = { sub: '1', kind: 'user' as const, employee: false }

/** A token as the server would sign it, with the parts a forger chooses. */
const forge = (
  secret: Uint8Array,
  options: { kid?: string; exp?: boolean; sub?: string; kind?: string; at?: number } = {},
) => {
  const jwt = new SignJWT({ kind: options.kind ?? 'user', employee: false })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...(options.kid ? { kid: options.kid } : {}) })
    .setSubject(options.sub ?? '1')
    .setIssuer('apteka-reference-api')
    .setAudience('access')
    .setIssuedAt(options.at ?? seconds)
  if (options.exp !== false) jwt.setExpirationTime((options.at ?? seconds) + 600)
  return jwt.sign(secret)
}

describe('the token service', () => {
  it('names the signing key in the header and verifies its own tokens', async () => {
    const tokens = makeTokenService({ current: NEW })
    const token = await tokens.signAccess(annaClaims, now)
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', kid: keyId(NEW) })
    expect(await tokens.verifyAccess(token, now)).toMatchObject({ sub: '1', kind: 'user' })
  })

  it('after a rotation, tokens of the previous secret verify until they expire; new ones use the current', async () => {
    const before = makeTokenService({ current: OLD })
    const oldToken = await before.signAccess(annaClaims, now)
    const oldRefresh = await before.signRefresh({ sub: '1', kind: 'user', family: 'f' }, now)

    const after = makeTokenService({ current: NEW, previous: OLD })
    expect(await after.verifyAccess(oldToken, now)).toMatchObject({ sub: '1' })
    expect(await after.verifyRefresh(oldRefresh.token, now)).toMatchObject({ jti: oldRefresh.jti })
    const newToken = await after.signAccess(annaClaims, now)
    expect(decodeProtectedHeader(newToken).kid).toBe(keyId(NEW))

    const later = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000)
    expect(await after.verifyAccess(oldToken, later)).toBeNull()
    // Once JWT_SECRET_PREVIOUS is dropped, the old secret verifies nothing.
    expect(await makeTokenService({ current: NEW }).verifyAccess(oldToken, now)).toBeNull()
  })

  it('refuses a token without exp, even signed with the right key', async () => {
    const tokens = makeTokenService({ current: NEW })
    expect(await tokens.verifyAccess(await forge(NEW, { kid: keyId(NEW) }), now)).not.toBeNull()
    expect(
      await tokens.verifyAccess(await forge(NEW, { kid: keyId(NEW), exp: false }), now),
    ).toBeNull()
  })

  it('refuses an unsigned token (alg: none), a forged one and one with no or an unknown kid', async () => {
    const tokens = makeTokenService({ current: NEW })
    const unsigned = new UnsecuredJWT({ kind: 'user', employee: false })
      .setSubject('1')
      .setIssuer('apteka-reference-api')
      .setAudience('access')
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 600)
      .encode()
    expect(await tokens.verifyAccess(unsigned, now)).toBeNull()
    expect(await tokens.verifyAccess(await forge(OLD, { kid: keyId(NEW) }), now)).toBeNull()
    expect(await tokens.verifyAccess(await forge(NEW), now)).toBeNull()
    expect(await tokens.verifyAccess(await forge(NEW, { kid: 'other' }), now)).toBeNull()
  })
})

describe('secrets generated for development', () => {
  it('are written once into the data folder, readable only by the owner, and kept', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'apteka-secrets-')), 'pglite')
    const first = loadSecret(undefined, dataDir, 'sms-code-secret')
    const file = join(dataDir, '..', 'sms-code-secret')
    expect(first.byteLength).toBeGreaterThanOrEqual(32)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadSecret(undefined, dataDir, 'sms-code-secret')).toEqual(first)
    expect(new TextEncoder().encode(readFileSync(file, 'utf8').trim())).toEqual(first)
  })
})

describe.each(backends)('forged tokens against the API (%s)', (_backend, databaseUrl) => {
  const SECRET = 'api-secret-api-secret-api-secret-42'
  const SMS_SECRET = 'sms-secret-sms-secret-sms-secret-42'
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'tokens'),
      catalogSize: 60,
      config: { jwtSecret: SECRET, smsCodeSecret: SMS_SECRET },
    })
  })
  afterAll(() => api?.close())

  const at = Math.floor(Date.now() / 1000)
  const profileWith = async (token: string) =>
    (await api.gql(GetProfileDocument, undefined, { authorization: `Bearer ${token}` })).data
      ?.profile ?? null

  it('signs a customer in only with a token it signed, with kid and exp', async () => {
    const kid = keyId(key(SECRET))
    expect(await profileWith(await forge(key(SECRET), { kid, at }))).not.toBeNull()
    expect(await profileWith(await forge(key(SECRET), { kid, at, exp: false }))).toBeNull()
    expect(await profileWith(await forge(key('a'), { kid, at }))).toBeNull()
    const unsigned = new UnsecuredJWT({ kind: 'user', employee: false })
      .setSubject('1')
      .setIssuer('apteka-reference-api')
      .setAudience('access')
      .setIssuedAt(at)
      .setExpirationTime(at + 600)
      .encode()
    expect(await profileWith(unsigned)).toBeNull()
  })

  it('refuses a forged operator token without exp in loginUserByOperator (E_12)', async () => {
    const [operator] = await api.database.exec<{ id: number }>(
      `SELECT id FROM users WHERE phone = '+79990000003'`,
    )
    const forged = await forge(key(SECRET), {
      kid: keyId(key(SECRET)),
      sub: String(operator?.id),
      kind: 'operator',
      at,
      exp: false,
    })
    const answer = await api.gql(
      LoginUserByOperatorDocument,
      { input: { phone: '+79990000001' } },
      { 'x-operator-authorization': `Bearer ${forged}` },
    )
    expect(codes(answer)).toEqual(['E_12'])
  })

  it('stores SMS codes under an HMAC keyed by SMS_CODE_SECRET, not a constant', async () => {
    const phone = '+79990000001'
    expect((await shopper(api).gql(GetCodeDocument, { phone })).errors).toEqual([])
    const [row] = await api.database.exec<{ code_hash: string }>(
      `SELECT code_hash FROM sms_codes WHERE phone = $1 ORDER BY sent_at DESC LIMIT 1`,
      [phone],
    )
    const hmac = (secret: string) =>
      createHmac('sha256', secret).update(`${phone}:${TEST_SMS_CODE}`).digest('hex')
    expect(row?.code_hash).toBe(hmac(SMS_SECRET))
    expect(row?.code_hash).not.toBe(hmac('apteka-sms-code'))
  })
})
